import { and, eq, gt, lte } from 'drizzle-orm';
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
