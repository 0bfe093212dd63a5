import { API, CODE, type Goods, type GoodsIndexGroup, type GoodsInfo } from '@caixue/contract';
import { GOODS_TEXT } from '@caixue/contract/schemas/goods';
import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { ads, goods, liveRooms, playbacks, teachers } from '../src/db/schema';
import { sanitizeArticleHtml } from '../src/modules/centre/text';
import { GoodsService } from '../src/modules/goods/service';
import { DEMO_GOODS } from '../src/seed/goods';
import { DIAMOND_LEVEL_NAME, GOLD_LEVEL_NAME } from '../src/seed/levels';
import { VIP_MODULE_CODE } from '../src/seed/live';
import { useDemoCallers, type Data, type Table } from './support/content';
import { describeServer, useTestServer } from './support/test-server';

describeServer('goods catalogue: list, product centre, detail', () => {
  const server = useTestServer();
  const db = (): Db => server().database.db;
  const callers = useDemoCallers(server);
  const onSale = DEMO_GOODS.filter((g) => g.onSale !== false);
  const offSale = DEMO_GOODS.find((g) => g.onSale === false)!;
  const free = DEMO_GOODS.find((g) => g.priceFen === 0)!;
  let ids = new Map<string, number>();
  let teacherIds = new Map<string, number>();

  beforeAll(async () => {
    const rows = await db().select({ id: goods.id, title: goods.title }).from(goods);
    ids = new Map(rows.map((r) => [r.title, r.id]));
    const people = await db().select({ id: teachers.id, name: teachers.name }).from(teachers);
    teacherIds = new Map(people.map((t) => [t.name, t.id]));
  });

  const get = async <T>(url: string, token?: string) => (await server().get(url, { token })).body as T;
  const titles = (rows: Goods[]) => rows.map((r) => r.title);

  it('lists the goods on sale in display order, for visitors and members alike; the off-sale item is not listed', async () => {
    const visitor = await get<Table<Goods>>(API.goods.list);
    expect(visitor.code).toBe(CODE.ok);
    expect(titles(visitor.rows)).toEqual(onSale.map((g) => g.title));
    expect(visitor.total).toBe(onSale.length);
    expect(titles(visitor.rows)).not.toContain(offSale.title);
    const member = await get<Table<Goods>>(API.goods.list, callers.zhao.token);
    expect(member.rows).toEqual(visitor.rows);
  });

  it('keeps the goods ids the seeded goodsAd ads, rooms and playbacks name', async () => {
    expect(ids.get(DEMO_GOODS[0].title)).toBe(1);
    expect(ids.get(DEMO_GOODS[1].title)).toBe(2);
    const named = [
      ...(await db().select({ goodsId: ads.goodsId }).from(ads).where(and(eq(ads.positionCode, 'goodsAd'), isNotNull(ads.goodsId)))),
      ...(await db().select({ goodsId: liveRooms.goodsId }).from(liveRooms).where(isNotNull(liveRooms.goodsId))),
      ...(await db().select({ goodsId: playbacks.goodsId }).from(playbacks).where(isNotNull(playbacks.goodsId))),
    ].map((r) => r.goodsId);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((id) => ![...ids.values()].includes(id!))).toEqual([]);
  });

  it('pages the list: pageSize and pageNum pick a window, the total stays', async () => {
    const second = await get<Table<Goods>>(`${API.goods.list}?pageNum=2&pageSize=2`);
    expect(titles(second.rows)).toEqual(onSale.slice(2, 4).map((g) => g.title));
    expect(second.total).toBe(onSale.length);
    const beyond = await get<Table<Goods>>(`${API.goods.list}?pageNum=9&pageSize=2`);
    expect(beyond).toMatchObject({ code: CODE.ok, rows: [], total: onSale.length });
  });

  it('filters by teacher (off-sale goods stay out) and by level', async () => {
    const wang = await get<Table<Goods>>(`${API.goods.list}?teacherId=${teacherIds.get('王雅琴')}`);
    expect(titles(wang.rows)).toEqual(onSale.filter((g) => g.teachers.includes('王雅琴')).map((g) => g.title));
    expect(wang.rows.length).toBeGreaterThan(0);
    expect(wang.rows.every((r) => r.teachers.some((t) => t.name === '王雅琴'))).toBe(true);
    expect(wang.total).toBe(wang.rows.length);
    const nobody = await get<Table<Goods>>(`${API.goods.list}?teacherId=${teacherIds.get('赵文博')}`);
    expect(nobody).toMatchObject({ code: CODE.ok, rows: [], total: 0 });
    const gold = await get<Table<Goods>>(`${API.goods.list}?levelId=${await goldLevelId()}`);
    expect(titles(gold.rows)).toEqual(onSale.filter((g) => g.level === GOLD_LEVEL_NAME).map((g) => g.title));
  });

  it('lists only the goods a link names (goodsIds), on sale only', async () => {
    const offId = ids.get(offSale.title)!;
    const named = await get<Table<Goods>>(`${API.goods.list}?goodsIds=2,1,${offId}`);
    expect(named.rows.map((r) => r.id)).toEqual([1, 2]);
    expect(named.total).toBe(2);
    expect(await get<Table<Goods>>(`${API.goods.list}?goodsIds=9999999999`)).toMatchObject({ code: CODE.ok, rows: [], total: 0 });
    expect(await get(`${API.goods.list}?goodsIds=1;2`)).toMatchObject({ code: CODE.badRequest, msg: GOODS_TEXT.goodsIdsInvalid });
  });

  async function goldLevelId(): Promise<number> {
    const list = await get<Table<Goods>>(`${API.goods.list}?pageSize=100`);
    return list.rows.find((r) => r.levelName === GOLD_LEVEL_NAME)!.levelId;
  }

  it('answers the detail with the price line fields, the period, teachers, the sanitized intro and the level with its modules', async () => {
    const answer = await get<Data<GoodsInfo>>(API.goods.info(1));
    expect(answer.code).toBe(CODE.ok);
    expect(answer.data).toMatchObject({
      id: 1,
      title: DEMO_GOODS[0].title,
      price: '1980',
      priceFen: 198000,
      cycle: 3,
      cycleUnit: 'month',
      isShowPrice: 1,
      grantDays: 90,
      riskLevel: 'R3',
      onSale: true,
      levelName: GOLD_LEVEL_NAME,
      level: { name: GOLD_LEVEL_NAME },
    });
    expect(answer.data.teachers.map((t) => t.name)).toEqual(['李建华', '陈志强']);
    expect(answer.data.level.modules.map((m) => m.code)).toContain(VIP_MODULE_CODE);
    expect(answer.data.content).toContain('<p>');
    expect(answer.data.pic).toMatch(/^\/uploads\/.+\.svg$/);
    const pic = await server().get(answer.data.pic);
    expect(pic.status).toBe(200);
    const stored = await db().select({ content: goods.content }).from(goods);
    expect(stored.every((r) => sanitizeArticleHtml(r.content) === r.content)).toBe(true);
  });

  it('answers the free trial with price 0 and its days', async () => {
    const answer = await get<Data<GoodsInfo>>(API.goods.info(ids.get(free.title)!));
    expect(answer.data).toMatchObject({ price: '0', priceFen: 0, cycle: 7, cycleUnit: 'day', grantDays: 7, onSale: true });
  });

  it('still opens an off-sale item from an old link, marked onSale false', async () => {
    const answer = await get<Data<GoodsInfo>>(API.goods.info(ids.get(offSale.title)!));
    expect(answer).toMatchObject({ code: CODE.ok, data: { title: offSale.title, onSale: false, level: { name: DIAMOND_LEVEL_NAME } } });
  });

  it('gives orders the server-side price and period, and refuses off-sale and unknown goods', async () => {
    const service = new GoodsService(db());
    expect(await service.forOrder(1)).toMatchObject({ id: 1, title: DEMO_GOODS[0].title, priceFen: 198000, cycle: 3, cycleUnit: 'month', grantDays: 90, levelId: (await service.info(1)).levelId });
    await expect(service.forOrder(ids.get(offSale.title)!)).rejects.toMatchObject({ code: CODE.badRequest, message: GOODS_TEXT.offSale });
    await expect(service.forOrder(2147483647)).rejects.toMatchObject({ code: CODE.notFound, message: GOODS_TEXT.goodsNotFound });
  });

  it('groups the on-sale goods by level in the product centre', async () => {
    const answer = await get<Data<GoodsIndexGroup[]>>(API.goods.index);
    expect(answer.code).toBe(CODE.ok);
    expect(answer.data.map((g) => g.level.name)).toEqual([GOLD_LEVEL_NAME, DIAMOND_LEVEL_NAME]);
    for (const group of answer.data) {
      expect(titles(group.goods)).toEqual(onSale.filter((g) => g.level === group.level.name).map((g) => g.title));
    }
  });

  it('refuses bad ids and paging with 400 and answers an unknown id with 商品不存在', async () => {
    for (const url of [
      API.goods.info(0),
      API.goods.info('abc'),
      API.goods.info('99999999999'),
      API.goods.info(-1),
      `${API.goods.list}?teacherId=0`,
      `${API.goods.list}?levelId=1e308`,
      `${API.goods.list}?pageSize=101`,
      `${API.goods.list}?pageNum=0`,
    ]) {
      const answer = await server().get(url);
      expect([url, answer.body.code]).toEqual([url, CODE.badRequest]);
    }
    expect((await server().get(API.goods.info(2147483647))).body).toMatchObject({ code: CODE.notFound, msg: GOODS_TEXT.goodsNotFound });
  });
});
