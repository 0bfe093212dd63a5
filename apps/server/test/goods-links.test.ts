import { API, CODE, type Goods, type HomeTabInfo, type LinkItem, type MemberLevelInfo } from '@caixue/contract';
import { GOODS_TEXT } from '@caixue/contract/schemas/goods';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { accessModules, goods, memberLevels, navItems, seedRuns } from '../src/db/schema';
import { GoodsLinks } from '../src/modules/goods/goods-link';
import { GOODS_LINKS_SEED_NAME, levelProductLink, seedGoodsLinks } from '../src/seed/goods-links';
import { DIAMOND_LEVEL_NAME, GOLD_LEVEL_NAME, PRODUCT_LINK, STOCK_POOL_MODULE_CODE } from '../src/seed/levels';
import { VIP_MODULE_CODE } from '../src/seed/live';
import { useDemoCallers, type Table } from './support/content';
import { describeServer, useTestServer } from './support/test-server';

const SECRET = 'a-test-secret-of-at-least-32-characters!';

describe('GoodsLinks (sealed goods ids)', () => {
  const links = new GoodsLinks(SECRET);

  it('opens what it sealed; the same ids always seal alike, other ids differently', () => {
    const token = links.seal([2, 1]);
    expect(token).toMatch(/^g1\.[A-Za-z0-9_-]+$/);
    expect(token).not.toContain('2,1');
    expect(links.open(token)).toEqual([2, 1]);
    expect(links.seal([2, 1])).toBe(token);
    expect(links.seal([1, 2])).not.toBe(token);
    expect(links.open(links.seal([2147483647]))).toEqual([2147483647]);
  });

  it('refuses a tampered, cut or foreign token', () => {
    const token = links.seal([2]);
    const body = token.slice(3);
    for (let i = 0; i < body.length; i += 1) {
      const flipped = body[i] === 'A' ? 'B' : 'A';
      expect(links.open(`g1.${body.slice(0, i)}${flipped}${body.slice(i + 1)}`)).toBeNull();
    }
    expect(links.open(token.slice(0, -2))).toBeNull();
    expect(links.open(`${token}AA`)).toBeNull();
    expect(links.open('g1.' + 'A'.repeat(60))).toBeNull();
    expect(new GoodsLinks(`${SECRET}-other`).open(token)).toBeNull();
    expect(links.open('2')).toBeNull();
  });

  it('seals the plain goodsIds of a link and leaves every other link alone', () => {
    expect(links.sealLink('/pages/goods/list/index?goodsIds=2')).toBe(`/pages/goods/list/index?goodsIds=${links.seal([2])}`);
    expect(links.sealLink('/pages/goods/list/index?a=1&goodsIds=1,2&b=3')).toBe(`/pages/goods/list/index?a=1&goodsIds=${links.seal([1, 2])}&b=3`);
    const sealed = links.sealLink('/pages/goods/list/index?goodsIds=2');
    expect(links.sealLink(sealed)).toBe(sealed);
    for (const link of ['', '/pages/goods/list/index', '/pages/goods/list/index?levelId=1', '/pages/goods/list/index?goodsIds=0', 'https://x.cn/?goodsIds=a']) {
      expect(links.sealLink(link)).toBe(link);
    }
  });

  it('picks a level product link by how many goods on sale sell it', () => {
    expect(levelProductLink(3, [])).toBe('');
    expect(levelProductLink(3, [7])).toBe('/pages/goods/detail/index?id=7');
    expect(levelProductLink(3, [7, 8])).toBe('/pages/goods/list/index?levelId=3');
  });
});

describeServer('goods links: product links and the sealed no-permission link', () => {
  const server = useTestServer();
  const db = (): Db => server().database.db;
  const callers = useDemoCallers(server);
  let goldId = 0;
  let diamondId = 0;

  beforeAll(async () => {
    [{ id: goldId }] = await db().select({ id: memberLevels.id }).from(memberLevels).where(eq(memberLevels.name, GOLD_LEVEL_NAME));
    [{ id: diamondId }] = await db().select({ id: memberLevels.id }).from(memberLevels).where(eq(memberLevels.name, DIAMOND_LEVEL_NAME));
  });

  const stockPoolItem = async (): Promise<LinkItem> => {
    const menu = (await server().get(API.nav.list)).body.data as LinkItem[];
    return menu.find((m) => m.title === '股票池')!;
  };
  const tokenOf = (link: string) => new URLSearchParams(link.split('?')[1]).get('goodsIds')!;
  const listBy = async (goodsIds: string) => (await server().get(`${API.goods.list}?goodsIds=${encodeURIComponent(goodsIds)}`)).body as Table<Goods>;

  it('points each seeded level at the goods that sell it: a list of 金牌会员 goods, the one 钻石会员 goods itself', async () => {
    const levels = (await server().get(API.member.levelsByModules(String(await moduleId(VIP_MODULE_CODE))), { token: callers.zhao.token })).body.data as MemberLevelInfo[];
    expect(levels.map((l) => [l.name, l.productLink])).toEqual([
      [GOLD_LEVEL_NAME, `/pages/goods/list/index?levelId=${goldId}`],
      [DIAMOND_LEVEL_NAME, '/pages/goods/detail/index?id=2'],
    ]);
    // The list of that link is the level's goods on sale.
    const gold = (await server().get(`${API.goods.list}?levelId=${goldId}`)).body as Table<Goods>;
    expect(gold.rows.length).toBeGreaterThan(1);
    expect(gold.rows.every((g) => g.levelId === goldId && g.onSale)).toBe(true);
    const modules = await db().select({ code: accessModules.code, productLink: accessModules.productLink }).from(accessModules);
    expect(modules.filter((m) => m.productLink === PRODUCT_LINK)).toEqual([]);
    expect(modules.find((m) => m.code === STOCK_POOL_MODULE_CODE)!.productLink).toBe('/pages/goods/detail/index?id=2');
    expect(modules.find((m) => m.code === VIP_MODULE_CODE)!.productLink).toBe(`/pages/goods/list/index?levelId=${goldId}`);
  });

  it('serves the 股票池 no-permission link with sealed goods ids (menu and home info alike) that the list opens', async () => {
    const item = await stockPoolItem();
    expect(item.noPermissionLink).toMatch(/^\/pages\/goods\/list\/index\?goodsIds=g1\.[A-Za-z0-9_-]+$/);
    const [stored] = await db().select({ link: navItems.noPermissionLink }).from(navItems).where(eq(navItems.id, item.id));
    expect(stored.link).toBe('/pages/goods/list/index?goodsIds=2');
    const home = (await server().get(API.tab.homeInfo)).body.data as HomeTabInfo;
    expect(home.menus.find((m) => m.id === item.id)!.noPermissionLink).toBe(item.noPermissionLink);

    const opened = await listBy(tokenOf(item.noPermissionLink));
    expect(opened).toMatchObject({ code: CODE.ok, total: 1 });
    expect(opened.rows.map((g) => [g.id, g.levelId])).toEqual([[2, diamondId]]);
  });

  it('refuses a tampered token with a clear message, and a malformed one as a bad goodsIds', async () => {
    const token = tokenOf((await stockPoolItem()).noPermissionLink);
    const tampered = `${token.slice(0, 10)}${token[10] === 'x' ? 'y' : 'x'}${token.slice(11)}`;
    expect(await listBy(tampered)).toEqual({ code: CODE.badRequest, msg: GOODS_TEXT.goodsLinkInvalid });
    // Sealed by another server (another secret).
    expect(await listBy(new GoodsLinks(SECRET).seal([2]))).toEqual({ code: CODE.badRequest, msg: GOODS_TEXT.goodsLinkInvalid });
    expect(await listBy('g1.short')).toMatchObject({ code: CODE.badRequest, msg: GOODS_TEXT.goodsIdsInvalid });
    expect(await listBy(`${token}!`)).toMatchObject({ code: CODE.badRequest, msg: GOODS_TEXT.goodsIdsInvalid });
  });

  it('rewrites the placeholder links of an older data dir once, keeping links set by hand', async () => {
    const [stockPool] = await db().select({ id: navItems.id }).from(navItems).where(eq(navItems.title, '股票池'));
    await db().update(memberLevels).set({ productLink: PRODUCT_LINK }).where(eq(memberLevels.id, goldId));
    await db().update(memberLevels).set({ productLink: '/pages/goods/detail/index?id=5' }).where(eq(memberLevels.id, diamondId));
    await db().update(accessModules).set({ productLink: PRODUCT_LINK }).where(eq(accessModules.code, STOCK_POOL_MODULE_CODE));
    await db().update(navItems).set({ noPermissionLink: PRODUCT_LINK }).where(eq(navItems.id, stockPool.id));
    await db().delete(seedRuns).where(eq(seedRuns.name, GOODS_LINKS_SEED_NAME));

    expect(await seedGoodsLinks(db())).toBe(true);
    expect(await seedGoodsLinks(db())).toBe(false);
    const levels = await db().select({ id: memberLevels.id, productLink: memberLevels.productLink }).from(memberLevels);
    expect(levels.find((l) => l.id === goldId)!.productLink).toBe(`/pages/goods/list/index?levelId=${goldId}`);
    expect(levels.find((l) => l.id === diamondId)!.productLink).toBe('/pages/goods/detail/index?id=5');
    const [module] = await db().select({ productLink: accessModules.productLink }).from(accessModules).where(eq(accessModules.code, STOCK_POOL_MODULE_CODE));
    expect(module.productLink).toBe('/pages/goods/detail/index?id=2');
    const [item] = await db().select({ link: navItems.noPermissionLink }).from(navItems).where(eq(navItems.id, stockPool.id));
    expect(item.link).toBe('/pages/goods/list/index?goodsIds=2');
    await db().update(memberLevels).set({ productLink: '/pages/goods/detail/index?id=2' }).where(eq(memberLevels.id, diamondId));
    const [onSale] = await db().select({ onSale: goods.onSale }).from(goods).where(eq(goods.id, 2));
    expect(onSale.onSale).toBe(true);
  });

  async function moduleId(code: string): Promise<number> {
    const [row] = await db().select({ id: accessModules.id }).from(accessModules).where(eq(accessModules.code, code));
    return row.id;
  }
});
