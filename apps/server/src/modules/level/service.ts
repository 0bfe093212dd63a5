import {
  SERVICE_EXPIRING_DAYS,
  type LiveValidity,
  type MemberAccessModule,
  type MemberLevelInfo,
} from '@caixue/contract';
import type { Db } from '../../db/client';
import { findLevels, grantedModules, grantsOf, levelsOpening, modulesOfLevels } from './repo';
import { chinaDate, decideValidity } from './validity';

/**
 * Member levels and what a member holds (issue 4 "Levels, access and permission"). Entitlement
 * checks themselves stay in modules/access (viewerOf): this answers the member's questions
 * "what would open this?", "what do I have?" and "until when?".
 */
export class LevelService {
  constructor(private readonly deps: { db: Db; now: () => number }) {}

  /** Levels that open any of the modules, with all their modules (the no-permission page's offer). */
  async levelsForModules(moduleIds: number[]): Promise<MemberLevelInfo[]> {
    const asked = new Set(moduleIds);
    const levels = await levelsOpening(this.deps.db, [...asked]);
    const modules = await modulesOfLevels(this.deps.db, levels.map((l) => l.id));
    return levels.map((level) => {
      const own = modules.filter((m) => m.levelId === level.id);
      return {
        ...level,
        productLink: level.productLink || own.find((m) => m.productLink)?.productLink || '',
        modules: own.map(({ id, code, name }) => ({ id, code, name })),
        moduleIds: own.filter((m) => asked.has(m.id)).map((m) => m.id),
      };
    });
  }

  /** The modules the member may open now, each with the grant that runs longest. */
  async accessModules(memberId: number): Promise<MemberAccessModule[]> {
    const rows = await grantedModules(this.deps.db, memberId, new Date(this.deps.now()));
    const best = new Map<number, (typeof rows)[number]>();
    for (const row of rows) {
      const seen = best.get(row.moduleId);
      if (!seen || row.endAt > seen.endAt) best.set(row.moduleId, row);
    }
    return [...best.values()].map((row) => ({
      ...row,
      startAt: row.startAt.toISOString(),
      endAt: row.endAt.toISOString(),
      endDate: chinaDate(row.endAt),
    }));
  }

  async validity(memberId: number): Promise<LiveValidity> {
    const decision = decideValidity(await grantsOf(this.deps.db, memberId), new Date(this.deps.now()));
    const { period } = decision;
    if (!period) {
      return {
        status: 'none', levelId: null, levelName: '', startAt: null, endAt: null, endDate: '', daysLeft: 0,
        productLink: '', moduleIds: [], expiringDays: SERVICE_EXPIRING_DAYS,
      };
    }
    const [level] = await findLevels(this.deps.db, [period.levelId]);
    const modules = await modulesOfLevels(this.deps.db, [period.levelId]);
    const moduleLink = modules.find((m) => m.productLink)?.productLink;
    return {
      status: decision.status,
      levelId: period.levelId,
      levelName: period.levelName,
      startAt: period.startAt.toISOString(),
      endAt: period.endAt.toISOString(),
      endDate: chinaDate(period.endAt),
      daysLeft: decision.daysLeft,
      productLink: level?.productLink || moduleLink || '',
      moduleIds: modules.map((m) => m.id),
      expiringDays: SERVICE_EXPIRING_DAYS,
    };
  }
}

/** '3,1,3' -> [3, 1]; the route schema has already checked the shape. */
export function parseModuleIds(ids: string): number[] {
  return [...new Set(ids.split(',').map(Number).filter((n) => Number.isSafeInteger(n) && n > 0))];
}
