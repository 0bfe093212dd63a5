import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessModules, levelModules, memberLevelGrants, memberLevels } from '../../db/schema';

export interface LevelRow {
  id: number;
  name: string;
  description: string;
  icon: string;
  productLink: string;
  sort: number;
}

export interface LevelModuleRow {
  levelId: number;
  id: number;
  code: string;
  name: string;
  productLink: string;
}

export interface GrantRow {
  levelId: number;
  levelName: string;
  startAt: Date;
  endAt: Date;
}

const levelColumns = {
  id: memberLevels.id,
  name: memberLevels.name,
  description: memberLevels.description,
  icon: memberLevels.icon,
  productLink: memberLevels.productLink,
  sort: memberLevels.sort,
};

/** Levels that open at least one of the modules, in display order. */
export async function levelsOpening(db: Db, moduleIds: number[]): Promise<LevelRow[]> {
  if (moduleIds.length === 0) return [];
  return db
    .selectDistinct(levelColumns)
    .from(memberLevels)
    .innerJoin(levelModules, eq(levelModules.levelId, memberLevels.id))
    .where(inArray(levelModules.moduleId, moduleIds))
    .orderBy(asc(memberLevels.sort), asc(memberLevels.id));
}

/** Every module of the levels, by module id within a level. */
export async function modulesOfLevels(db: Db, levelIds: number[]): Promise<LevelModuleRow[]> {
  if (levelIds.length === 0) return [];
  return db
    .select({
      levelId: levelModules.levelId,
      id: accessModules.id,
      code: accessModules.code,
      name: accessModules.name,
      productLink: accessModules.productLink,
    })
    .from(levelModules)
    .innerJoin(accessModules, eq(accessModules.id, levelModules.moduleId))
    .where(inArray(levelModules.levelId, levelIds))
    .orderBy(asc(levelModules.levelId), asc(accessModules.id));
}

/** The member's grants in force at `now`, one row per module they open. */
export async function grantedModules(db: Db, memberId: number, now: Date) {
  return db
    .select({
      moduleId: accessModules.id,
      code: accessModules.code,
      name: accessModules.name,
      levelId: memberLevels.id,
      levelName: memberLevels.name,
      startAt: memberLevelGrants.startAt,
      endAt: memberLevelGrants.endAt,
    })
    .from(memberLevelGrants)
    .innerJoin(memberLevels, eq(memberLevels.id, memberLevelGrants.levelId))
    .innerJoin(levelModules, eq(levelModules.levelId, memberLevelGrants.levelId))
    .innerJoin(accessModules, eq(accessModules.id, levelModules.moduleId))
    .where(and(eq(memberLevelGrants.memberId, memberId), lte(memberLevelGrants.startAt, now), gt(memberLevelGrants.endAt, now)))
    .orderBy(asc(accessModules.id));
}

/** Every grant the member ever had, oldest first. */
export async function grantsOf(db: Db, memberId: number): Promise<GrantRow[]> {
  return db
    .select({
      levelId: memberLevelGrants.levelId,
      levelName: memberLevels.name,
      startAt: memberLevelGrants.startAt,
      endAt: memberLevelGrants.endAt,
    })
    .from(memberLevelGrants)
    .innerJoin(memberLevels, eq(memberLevels.id, memberLevelGrants.levelId))
    .where(eq(memberLevelGrants.memberId, memberId))
    .orderBy(asc(memberLevelGrants.startAt), asc(memberLevelGrants.id));
}

export async function findLevels(db: Db, levelIds: number[]): Promise<LevelRow[]> {
  if (levelIds.length === 0) return [];
  return db.select(levelColumns).from(memberLevels).where(inArray(memberLevels.id, levelIds));
}
