import { and, count, desc, eq, gte, inArray, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberPoints } from '../../db/schema';

export type PointsRow = typeof memberPoints.$inferSelect;
export type NewPointsRow = typeof memberPoints.$inferInsert;

/** Advisory lock namespace of a member's points (the first key of pg_advisory_xact_lock(int, int)). */
const POINTS_LOCK_SPACE = 7302;

/** Serializes a member's debits and capped credits until the caller's transaction ends. */
export async function lockMemberPoints(db: Db, memberId: number): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${POINTS_LOCK_SPACE}, ${memberId}::int)`);
}

/** Appends one entry; null when (member, type, business id) is already there (a retried event). */
export async function insertEntry(db: Db, values: NewPointsRow): Promise<PointsRow | null> {
  const [row] = await db.insert(memberPoints).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findEntry(db: Db, memberId: number, type: string, businessId: string): Promise<PointsRow | null> {
  const [row] = await db
    .select()
    .from(memberPoints)
    .where(and(eq(memberPoints.memberId, memberId), eq(memberPoints.type, type), eq(memberPoints.businessId, businessId)))
    .limit(1);
  return row ?? null;
}

export async function balanceOf(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`coalesce(sum(${memberPoints.amount}), 0)` })
    .from(memberPoints)
    .where(eq(memberPoints.memberId, memberId));
  return Number(row?.total ?? 0);
}

/** Entries of one type whose business id starts with a prefix (the shares of one day). */
export async function countWithPrefix(db: Db, memberId: number, type: string, prefix: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberPoints)
    .where(and(eq(memberPoints.memberId, memberId), eq(memberPoints.type, type), like(memberPoints.businessId, `${prefix}%`)));
  return Number(row?.n ?? 0);
}

/** The member's sign-in entries for these China dates. */
export async function signEntries(db: Db, memberId: number, dates: string[]): Promise<PointsRow[]> {
  if (dates.length === 0) return [];
  return db
    .select()
    .from(memberPoints)
    .where(and(eq(memberPoints.memberId, memberId), eq(memberPoints.type, 'sign'), inArray(memberPoints.businessId, dates)));
}

/** One page of the ledger between two instants, newest first. */
export async function ledgerPage(
  db: Db,
  memberId: number,
  from: Date,
  to: Date,
  limit: number,
  offset: number,
): Promise<{ rows: PointsRow[]; total: number }> {
  const where = and(eq(memberPoints.memberId, memberId), gte(memberPoints.createdAt, from), lt(memberPoints.createdAt, to));
  const [rows, [totalRow]] = await Promise.all([
    db.select().from(memberPoints).where(where).orderBy(desc(memberPoints.createdAt), desc(memberPoints.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(memberPoints).where(where),
  ]);
  return { rows, total: Number(totalRow?.n ?? 0) };
}
