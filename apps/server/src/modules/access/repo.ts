import { and, asc, eq, gt, gte, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { levelModules, memberLevelGrants } from '../../db/schema';

/** Modules of the member's level grants in force at `now` (startAt <= now < endAt). */
export async function activeModuleIds(db: Db, memberId: number, now: Date): Promise<Set<number>> {
  const rows = await db
    .select({ moduleId: levelModules.moduleId })
    .from(memberLevelGrants)
    .innerJoin(levelModules, eq(levelModules.levelId, memberLevelGrants.levelId))
    .where(and(eq(memberLevelGrants.memberId, memberId), lte(memberLevelGrants.startAt, now), gt(memberLevelGrants.endAt, now)));
  return new Set(rows.map((r) => r.moduleId));
}

/** Whether one of the member's grants of this level is in force at `now` (startAt <= now < endAt). */
export async function holdsLevelAt(db: Db, memberId: number, levelId: number, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: memberLevelGrants.id })
    .from(memberLevelGrants)
    .where(and(eq(memberLevelGrants.memberId, memberId), eq(memberLevelGrants.levelId, levelId), lte(memberLevelGrants.startAt, now), gt(memberLevelGrants.endAt, now)))
    .limit(1);
  return rows.length > 0;
}

export type GrantRow = typeof memberLevelGrants.$inferSelect;

/** Advisory lock namespace of member grants (the first key of pg_advisory_xact_lock(int, int)). */
const GRANT_LOCK_SPACE = 7301;

/**
 * Serializes grant writes of one member until the caller's transaction ends: two orders of one
 * member paid at once must not both read the same latest end. PGlite has the same function (its
 * one connection serializes anyway). Outside a transaction it only lasts for the statement.
 */
export async function lockMemberGrants(db: Db, memberId: number): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${GRANT_LOCK_SPACE}, ${memberId}::int)`);
}

export async function findGrantBySource(db: Db, source: string, sourceId: string): Promise<GrantRow | null> {
  const rows = await db
    .select()
    .from(memberLevelGrants)
    .where(and(eq(memberLevelGrants.source, source), eq(memberLevelGrants.sourceId, sourceId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The latest end of the member's grants of the level that end after `after`, or null. */
export async function latestGrantEnd(db: Db, memberId: number, levelId: number, after: Date): Promise<Date | null> {
  const [row] = await db
    .select({ end: max(memberLevelGrants.endAt) })
    .from(memberLevelGrants)
    .where(and(eq(memberLevelGrants.memberId, memberId), eq(memberLevelGrants.levelId, levelId), gt(memberLevelGrants.endAt, after)));
  return row?.end ? new Date(row.end) : null;
}

/** Inserts the grant; null when a grant of the same source + sourceId already exists. */
export async function insertGrant(
  db: Db,
  values: { memberId: number; levelId: number; startAt: Date; endAt: Date; source: string; sourceId: string | null },
): Promise<GrantRow | null> {
  const rows = await db.insert(memberLevelGrants).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

/** The member's grants of the level starting at or after `from`, earliest first. */
export async function grantsStartingFrom(db: Db, memberId: number, levelId: number, from: Date): Promise<GrantRow[]> {
  return db
    .select()
    .from(memberLevelGrants)
    .where(and(eq(memberLevelGrants.memberId, memberId), eq(memberLevelGrants.levelId, levelId), gte(memberLevelGrants.startAt, from)))
    .orderBy(asc(memberLevelGrants.startAt), asc(memberLevelGrants.id));
}

export async function setGrantPeriod(db: Db, id: number, startAt: Date, endAt: Date): Promise<GrantRow> {
  const [row] = await db.update(memberLevelGrants).set({ startAt, endAt }).where(eq(memberLevelGrants.id, id)).returning();
  return row;
}
