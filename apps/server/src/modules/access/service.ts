import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { levelModules, memberLevelGrants } from '../../db/schema';

/**
 * Entitlements (DESIGN "business loop"): a member may open a module while one of their level grants
 * covering it is in force. Content with no module (moduleId null) is open to every member.
 */
export async function activeModuleIds(db: Db, memberId: number, now: Date): Promise<Set<number>> {
  const rows = await db
    .select({ moduleId: levelModules.moduleId })
    .from(memberLevelGrants)
    .innerJoin(levelModules, eq(levelModules.levelId, memberLevelGrants.levelId))
    .where(and(eq(memberLevelGrants.memberId, memberId), lte(memberLevelGrants.startAt, now), gt(memberLevelGrants.endAt, now)));
  return new Set(rows.map((r) => r.moduleId));
}

export function mayOpen(moduleId: number | null, modules: ReadonlySet<number>): boolean {
  return moduleId === null || modules.has(moduleId);
}
