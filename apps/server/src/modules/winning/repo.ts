import { and, asc, count, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberLevels, members, wheelActivities, wheelDraws, wheelPrizes } from '../../db/schema';

export type ActivityRow = typeof wheelActivities.$inferSelect;
export type PrizeRow = typeof wheelPrizes.$inferSelect;
export type DrawRow = typeof wheelDraws.$inferSelect;
export type NewDrawRow = typeof wheelDraws.$inferInsert;

/** Advisory lock namespace of a member's draws (the first key of pg_advisory_xact_lock(int, int)). */
const DRAW_LOCK_SPACE = 7310;

/** Serializes one member's draws until the caller's transaction ends (on PostgreSQL across instances too). */
export async function lockMemberDraws(db: Db, memberId: number): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${DRAW_LOCK_SPACE}, ${memberId}::int)`);
}

export async function listActivities(db: Db): Promise<ActivityRow[]> {
  return db.select().from(wheelActivities).orderBy(desc(wheelActivities.startsAt), desc(wheelActivities.id));
}

export async function findActivity(db: Db, id: number): Promise<ActivityRow | null> {
  const [row] = await db.select().from(wheelActivities).where(eq(wheelActivities.id, id)).limit(1);
  return row ?? null;
}

export async function activityTitles(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: wheelActivities.id, title: wheelActivities.title }).from(wheelActivities).where(inArray(wheelActivities.id, ids));
  return new Map(rows.map((r) => [r.id, r.title]));
}

export async function levelName(db: Db, levelId: number): Promise<string | null> {
  const [row] = await db.select({ name: memberLevels.name }).from(memberLevels).where(eq(memberLevels.id, levelId)).limit(1);
  return row?.name ?? null;
}

/** The wheel's prizes in clockwise order. */
export async function prizesOf(db: Db, activityId: number): Promise<PrizeRow[]> {
  return db.select().from(wheelPrizes).where(eq(wheelPrizes.activityId, activityId)).orderBy(asc(wheelPrizes.sort), asc(wheelPrizes.id));
}

export async function prizePics(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: wheelPrizes.id, pic: wheelPrizes.pic }).from(wheelPrizes).where(inArray(wheelPrizes.id, ids));
  return new Map(rows.map((r) => [r.id, r.pic]));
}

/** Takes one from a limited prize's stock: false when none is left (a concurrent draw took the last). */
export async function takePrize(db: Db, prizeId: number): Promise<boolean> {
  const rows = await db
    .update(wheelPrizes)
    .set({ stockLeft: sql`${wheelPrizes.stockLeft} - 1` })
    .where(and(eq(wheelPrizes.id, prizeId), gt(wheelPrizes.stockLeft, 0)))
    .returning({ id: wheelPrizes.id });
  return rows.length === 1;
}

/** Gives one back (a coupon prize whose coupon could not be issued). */
export async function returnPrize(db: Db, prizeId: number): Promise<void> {
  await db.update(wheelPrizes).set({ stockLeft: sql`${wheelPrizes.stockLeft} + 1` }).where(eq(wheelPrizes.id, prizeId));
}

export async function findDrawByRequest(db: Db, memberId: number, requestId: string): Promise<DrawRow | null> {
  const [row] = await db.select().from(wheelDraws).where(and(eq(wheelDraws.memberId, memberId), eq(wheelDraws.requestId, requestId))).limit(1);
  return row ?? null;
}

export async function drawsOnDay(db: Db, activityId: number, memberId: number, chinaDay: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(wheelDraws)
    .where(and(eq(wheelDraws.activityId, activityId), eq(wheelDraws.memberId, memberId), eq(wheelDraws.chinaDay, chinaDay)));
  return Number(row?.n ?? 0);
}

/** Inserts a draw; null when its request id or its day slot is taken (then the caller looks again). */
export async function insertDraw(db: Db, values: NewDrawRow): Promise<DrawRow | null> {
  const [row] = await db.insert(wheelDraws).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findDraw(db: Db, id: number): Promise<DrawRow | null> {
  const [row] = await db.select().from(wheelDraws).where(eq(wheelDraws.id, id)).limit(1);
  return row ?? null;
}

/** The member's wins (not 谢谢参与), newest first. */
export async function winsPage(db: Db, memberId: number, activityId: number | undefined, limit: number, offset: number): Promise<{ rows: DrawRow[]; total: number }> {
  const where = and(eq(wheelDraws.memberId, memberId), ne(wheelDraws.state, 'none'), activityId ? eq(wheelDraws.activityId, activityId) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(wheelDraws).where(where).orderBy(desc(wheelDraws.createdAt), desc(wheelDraws.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(wheelDraws).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The latest wins of everyone, with the winner's name and mobile (masked by the service). */
export async function recentWins(db: Db, activityId: number | undefined, limit: number) {
  return db
    .select({ id: wheelDraws.id, prizeName: wheelDraws.prizeName, createdAt: wheelDraws.createdAt, name: members.name, nickname: members.nickname, mobile: members.mobile })
    .from(wheelDraws)
    .innerJoin(members, eq(members.id, wheelDraws.memberId))
    .where(and(ne(wheelDraws.state, 'none'), activityId ? eq(wheelDraws.activityId, activityId) : undefined))
    .orderBy(desc(wheelDraws.createdAt), desc(wheelDraws.id))
    .limit(limit);
}

/** Sets the delivery address while the prize is not shipped: null when it is (or is no goods prize). */
export async function setAddress(db: Db, id: number, memberId: number, address: { receiverName: string; receiverMobile: string; receiverAddress: string }): Promise<DrawRow | null> {
  const [row] = await db
    .update(wheelDraws)
    .set({ ...address, state: 'pending' })
    .where(and(eq(wheelDraws.id, id), eq(wheelDraws.memberId, memberId), inArray(wheelDraws.state, ['address', 'pending'])))
    .returning();
  return row ?? null;
}

/** pending -> shipped, once. */
export async function markShipped(db: Db, id: number, at: Date): Promise<DrawRow | null> {
  const [row] = await db
    .update(wheelDraws)
    .set({ state: 'shipped', shippedAt: at })
    .where(and(eq(wheelDraws.id, id), eq(wheelDraws.state, 'pending')))
    .returning();
  return row ?? null;
}
