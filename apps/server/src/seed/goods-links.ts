import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accessModules, goods, levelModules, memberLevels, navItems, seedRuns } from '../db/schema';
import { SEED_CATEGORIES } from './content';
import { PRODUCT_LINK, STOCK_POOL_MODULE_CODE } from './levels';

/**
 * Product links that open the right goods (issue 13, goods pages). The earlier sets wrote the
 * placeholder PRODUCT_LINK (`/pages/goods/list/index`, every goods item) into the levels', the
 * modules' product links and the 股票池 menu item's noPermissionLink; this set, after the goods set,
 * points them at the goods that sell them, on fresh and on existing data dirs alike:
 * - a level: its detail when exactly one goods item on sale sells it, else the list `?levelId=`;
 * - a module: the same for the first level (by sort) that opens it and has goods on sale;
 * - the 股票池 menu item: `/pages/goods/list/index?goodsIds=<ids>` of the goods that open the stock
 *   pool, stored plain; the nav answers seal the ids (modules/goods/goods-link.ts), so the client sees
 *   an encrypted token and its prompt offers 产品介绍.
 * Only links still equal to the placeholder (or empty, for levels) change: a link set by hand stays.
 */

export const GOODS_LINKS_SEED_NAME = 'goods-links-v1';
export const GOODS_PAGES = {
  list: '/pages/goods/list/index',
  detail: '/pages/goods/detail/index',
} as const;
const STOCK_POOL_PAGE = '/pages/stock/stockPoolList/index';

/** The product link of a level whose on-sale goods are `goodsIds` (in display order); '' without any. */
export function levelProductLink(levelId: number, goodsIds: readonly number[]): string {
  if (goodsIds.length === 0) return '';
  if (goodsIds.length === 1) return `${GOODS_PAGES.detail}?id=${goodsIds[0]}`;
  return `${GOODS_PAGES.list}?levelId=${levelId}`;
}

export async function seedGoodsLinks(db: Db): Promise<boolean> {
  const done = await db.select().from(seedRuns).where(eq(seedRuns.name, GOODS_LINKS_SEED_NAME)).limit(1);
  if (done.length > 0) return false;
  return db.transaction(async (tx) => {
    const marker = await tx.insert(seedRuns).values({ name: GOODS_LINKS_SEED_NAME }).onConflictDoNothing().returning();
    if (marker.length === 0) return false;

    const levels = await tx
      .select({ id: memberLevels.id, productLink: memberLevels.productLink })
      .from(memberLevels)
      .orderBy(asc(memberLevels.sort), asc(memberLevels.id));
    const onSale = await tx
      .select({ id: goods.id, levelId: goods.levelId })
      .from(goods)
      .where(eq(goods.onSale, true))
      .orderBy(asc(goods.sort), asc(goods.id));
    const goodsOf = (levelId: number) => onSale.filter((g) => g.levelId === levelId).map((g) => g.id);
    const linkOf = new Map(levels.map((level) => [level.id, levelProductLink(level.id, goodsOf(level.id))]));

    for (const level of levels) {
      const link = linkOf.get(level.id)!;
      if (link && (level.productLink === '' || level.productLink === PRODUCT_LINK)) {
        await tx.update(memberLevels).set({ productLink: link }).where(eq(memberLevels.id, level.id));
      }
    }

    const openers = await tx
      .select({ moduleId: levelModules.moduleId, levelId: levelModules.levelId, code: accessModules.code, productLink: accessModules.productLink })
      .from(levelModules)
      .innerJoin(accessModules, eq(accessModules.id, levelModules.moduleId));
    const levelOrder = levels.map((l) => l.id);
    for (const moduleId of new Set(openers.filter((o) => o.productLink === PRODUCT_LINK).map((o) => o.moduleId))) {
      const first = openers
        .filter((o) => o.moduleId === moduleId && linkOf.get(o.levelId))
        .sort((a, b) => levelOrder.indexOf(a.levelId) - levelOrder.indexOf(b.levelId))[0];
      if (first) await tx.update(accessModules).set({ productLink: linkOf.get(first.levelId)! }).where(eq(accessModules.id, moduleId));
    }

    const stockPoolLevels = new Set(openers.filter((o) => o.code === STOCK_POOL_MODULE_CODE).map((o) => o.levelId));
    const stockPoolGoods = onSale.filter((g) => stockPoolLevels.has(g.levelId)).map((g) => g.id);
    if (stockPoolGoods.length > 0) {
      await tx
        .update(navItems)
        .set({ noPermissionLink: `${GOODS_PAGES.list}?goodsIds=${stockPoolGoods.slice(0, 50).join(',')}` })
        .where(and(
          eq(navItems.categoryCode, SEED_CATEGORIES.menu),
          eq(navItems.link, STOCK_POOL_PAGE),
          eq(navItems.noPermissionLink, PRODUCT_LINK),
        ));
    }
    return true;
  });
}
