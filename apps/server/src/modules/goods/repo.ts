import type { AccessModuleRef, TeacherRef } from '@caixue/contract';
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessModules, goods, goodsTeachers, levelModules, memberLevels, teachers } from '../../db/schema';

/**
 * Goods reads (modules/goods owns goods and goods_teachers; rows are written by the seed). Reads join
 * the level tables (modules/level) and teachers for what a row shows.
 */

export type GoodsRow = typeof goods.$inferSelect;

export interface GoodsLevelRow {
  id: number;
  name: string;
  description: string;
  sort: number;
}

/** A goods row with its level and teachers. */
export interface GoodsListRow {
  goods: GoodsRow;
  level: GoodsLevelRow;
  teachers: TeacherRef[];
}

export interface GoodsFilter {
  teacherId?: number;
  levelId?: number;
  /** Only these goods (a link-permission link's goods ids). */
  ids?: number[];
}

const onSaleWhere = (filter: GoodsFilter): SQL | undefined =>
  and(
    eq(goods.onSale, true),
    filter.levelId === undefined ? undefined : eq(goods.levelId, filter.levelId),
    filter.ids === undefined ? undefined : filter.ids.length === 0 ? sql`false` : inArray(goods.id, filter.ids),
    filter.teacherId === undefined
      ? undefined
      : sql`exists (select 1 from ${goodsTeachers} where ${goodsTeachers.goodsId} = ${goods.id} and ${goodsTeachers.teacherId} = ${filter.teacherId})`,
  );

const levelColumns = {
  id: memberLevels.id,
  name: memberLevels.name,
  description: memberLevels.description,
  sort: memberLevels.sort,
};

/** On-sale goods, in display order (sort, then id), one page; and how many there are. */
export async function listOnSale(db: Db, filter: GoodsFilter, page: { limit: number; offset: number }): Promise<{ rows: GoodsListRow[]; total: number }> {
  const where = onSaleWhere(filter);
  const [found, [{ total }]] = await Promise.all([
    db
      .select({ goods, level: levelColumns })
      .from(goods)
      .innerJoin(memberLevels, eq(memberLevels.id, goods.levelId))
      .where(where)
      .orderBy(asc(goods.sort), asc(goods.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(goods).where(where),
  ]);
  return { rows: await withTeachers(db, found), total };
}

/** Every on-sale goods item (the product centre), in level order then display order. */
export async function allOnSale(db: Db): Promise<GoodsListRow[]> {
  const found = await db
    .select({ goods, level: levelColumns })
    .from(goods)
    .innerJoin(memberLevels, eq(memberLevels.id, goods.levelId))
    .where(eq(goods.onSale, true))
    .orderBy(asc(memberLevels.sort), asc(memberLevels.id), asc(goods.sort), asc(goods.id));
  return withTeachers(db, found);
}

/** The titles of these goods (on sale or not), by id (coupon scope texts). */
export async function titlesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: goods.id, title: goods.title }).from(goods).where(inArray(goods.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.title]));
}

/** One goods item, on sale or not; null when there is none. */
/** One goods row with its level, without the teachers (what an order needs). */
export async function findGoodsRow(db: Db, id: number): Promise<{ goods: GoodsRow; level: GoodsLevelRow } | null> {
  const [found] = await db
    .select({ goods, level: levelColumns })
    .from(goods)
    .innerJoin(memberLevels, eq(memberLevels.id, goods.levelId))
    .where(eq(goods.id, id));
  return found ?? null;
}

export async function findGoods(db: Db, id: number): Promise<GoodsListRow | null> {
  const found = await findGoodsRow(db, id);
  if (!found) return null;
  const [row] = await withTeachers(db, [found]);
  return row;
}

/** The modules a level opens (what buying its goods unlocks). */
export async function modulesOfLevel(db: Db, levelId: number): Promise<AccessModuleRef[]> {
  return db
    .select({ id: accessModules.id, code: accessModules.code, name: accessModules.name })
    .from(levelModules)
    .innerJoin(accessModules, eq(accessModules.id, levelModules.moduleId))
    .where(eq(levelModules.levelId, levelId))
    .orderBy(asc(accessModules.id));
}

async function withTeachers(db: Db, found: { goods: GoodsRow; level: GoodsLevelRow }[]): Promise<GoodsListRow[]> {
  const ids = found.map((f) => f.goods.id);
  const links =
    ids.length === 0
      ? []
      : await db
          .select({ goodsId: goodsTeachers.goodsId, id: teachers.id, name: teachers.name, avatar: teachers.avatar })
          .from(goodsTeachers)
          .innerJoin(teachers, eq(teachers.id, goodsTeachers.teacherId))
          .where(inArray(goodsTeachers.goodsId, ids))
          .orderBy(asc(goodsTeachers.sort), asc(teachers.id));
  return found.map((f) => ({
    ...f,
    teachers: links.filter((l) => l.goodsId === f.goods.id).map(({ id, name, avatar }) => ({ id, name, avatar })),
  }));
}
