import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Goods, GoodsIndexGroup, GoodsInfo, LiveRoom } from '@caixue/contract';
import { pathOf } from '../support/browser';
import { dismissAdvert, shown, shownText } from '../support/flows';
import { useHarness } from '../support/harness';
import { Api } from '../support/api';
import { ZHANG, ZHAO, recordRequests, shot, usePeople } from '../support/content';
import { chatUrl } from '../support/live';

/**
 * Goods pages (issue 13): the product centre, the list filtered by teacher, level or the sealed goods
 * ids of a link, the detail with its price line, intro, teachers, ads, playbacks and buy bar; and the
 * ways in from a locked room (了解产品) and a guarded menu item (产品介绍).
 */
const harness = useHarness();
const { person } = usePeople(harness);
const CENTRE = '/pages/goods/index/index';
const LIST = '/pages/goods/list/index';
const DETAIL = '/pages/goods/detail/index';
const NO_PERMISSION = '/pages/mine/noPermission/index';
let api: Api;
let centre: GoodsIndexGroup[] = [];
let onSale: Goods[] = [];

beforeAll(async () => {
  api = new Api(harness.server.url);
  centre = (await api.get<GoodsIndexGroup[]>('/api/goods/index')).data!;
  onSale = (await api.get<Goods[]>('/api/goods/list', { pageNum: 1, pageSize: 100 })).rows as Goods[];
});

/**
 * Before a picture only (nothing is asserted on it): after a tap on another page's button the list's
 * slide-in can sit at its first frame while still() polls; a second of real time lets it run.
 */
async function settleForPicture(page: Page): Promise<void> {
  await page.waitForTimeout(1_000);
}
/** The no-permission page's card of one level (by its name: a description may name another level). */
const levelCard = (page: Page, name: string) => shown(page, '.level-card').filter({ has: page.locator('.level-card__name', { hasText: new RegExp(`^${name}$`) }) });
const titles = (page: Page) => shown(page, '.goods-card__title').allTextContents();
const info = async (id: number) => (await api.get<GoodsInfo>(`/api/goods/get/info/${id}`)).data!;
/** The list's first page is in (cards or the empty placeholder, no skeleton). */
async function listLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const list = Array.from(document.querySelectorAll('.goods-list-screen')).find((el) => el.getClientRects().length > 0);
    return !!list && !list.querySelector('.skeleton-block') && !!list.querySelector('.goods-card[data-id], .empty-data, .error-state');
  }, undefined, { timeout: 15_000 });
}

describe('product centre', () => {
  it('shows the on-sale goods grouped by level, with description, price line and teachers, to a visitor', async () => {
    expect(centre.map((g) => g.level.name)).toEqual(['金牌会员', '钻石会员']);
    const page = await person();
    await page.goto(CENTRE);
    await shown(page, '.goods-card[data-id]').first().waitFor({ timeout: 15_000 });
    expect(pathOf(page)).toBe(CENTRE);
    expect(await shown(page, '.goods-group__name').allTextContents()).toEqual(centre.map((g) => g.level.name));
    expect(await shown(page, '.goods-group__description').allTextContents()).toEqual(centre.map((g) => g.level.description));
    expect(await titles(page)).toEqual(centre.flatMap((g) => g.goods.map((item) => item.title)));
    expect(await titles(page)).not.toContain('钻石会员·半年（已停售）');
    const gold = shown(page, `.goods-card[data-id="${centre[0].goods[0].id}"]`);
    expect(await gold.locator('.goods-price').textContent()).toBe('¥1980 / 3个月');
    expect(await gold.locator('.teacher-stack__names').textContent()).toBe('李建华 · 陈志强');
    expect(await shown(page, '.goods-card .goods-price').allTextContents()).toContain('免费');
    await shot(page, 'goods-centre');
  });

  it('opens a product from its card', async () => {
    const page = await person(ZHANG);
    await page.goto(CENTRE);
    const item = centre[1].goods[0];
    await shown(page, `.goods-card[data-id="${item.id}"]`).click({ timeout: 15_000 });
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(DETAIL);
    await shown(page, '.goods-detail__title').filter({ hasText: item.title }).waitFor({ timeout: 15_000 });
  });
});

describe('product list', () => {
  it('lists every goods on sale and narrows it by the teacher chosen in the bar', async () => {
    const page = await person(ZHANG);
    const requests = recordRequests(page, '/api/goods/list');
    await page.goto(LIST);
    await listLoaded(page);
    await expect.poll(() => titles(page), { timeout: 10_000 }).toEqual(onSale.map((g) => g.title));
    const chips = await shown(page, '.goods-filter__chip').allTextContents();
    expect(chips[0]).toBe('全部');
    expect(chips.slice(1).sort()).toEqual([...new Set(onSale.flatMap((g) => g.teachers.map((t) => t.name)))].sort());
    await shown(page, '.load-more--nomore').waitFor();
    await shot(page, 'goods-list');

    const wang = onSale.flatMap((g) => g.teachers).find((t) => t.name === '王雅琴')!;
    await shown(page, `.goods-filter__chip[data-teacher="${wang.id}"]`).click();
    const his = onSale.filter((g) => g.teachers.some((t) => t.id === wang.id)).map((g) => g.title);
    await expect.poll(() => titles(page), { timeout: 15_000 }).toEqual(his);
    expect(his.length).toBeLessThan(onSale.length);
    expect(requests.at(-1)!.searchParams.get('teacherId')).toBe(String(wang.id));
    expect(await shown(page, '.goods-filter__chip--active').textContent()).toBe('王雅琴');

    await shown(page, '.goods-filter__chip[data-teacher="0"]').click();
    await expect.poll(() => titles(page), { timeout: 15_000 }).toEqual(onSale.map((g) => g.title));
  });

  it('takes the teacher from the page query', async () => {
    const li = onSale.flatMap((g) => g.teachers).find((t) => t.name === '李建华')!;
    const page = await person(ZHANG);
    await page.goto(`${LIST}?teacherId=${li.id}`);
    await listLoaded(page);
    await expect.poll(() => titles(page), { timeout: 10_000 }).toEqual(onSale.filter((g) => g.teachers.some((t) => t.id === li.id)).map((g) => g.title));
    expect(await shown(page, '.goods-filter__chip--active').textContent()).toBe('李建华');
  });
});

describe('product detail', () => {
  it('shows cover, price line, risk level, cycle, what it opens, intro, teachers and the buy bar', async () => {
    const goods = await info(1);
    const page = await person(ZHANG);
    await page.goto(`${DETAIL}?id=1`);
    await shown(page, '.goods-detail__title').waitFor({ timeout: 15_000 });
    expect(await shown(page, '.goods-detail__title').textContent()).toBe(goods.title);
    expect(await shown(page, '.goods-detail__strip .goods-price').textContent()).toBe('¥1980 / 3个月');
    expect(await shown(page, '.goods-detail__strip-cycle').textContent()).toBe('服务周期 3个月');
    expect(await shown(page, '.goods-detail__head .goods-risk').textContent()).toBe('风险等级 R3');
    expect(await shown(page, '.goods-module__name').allTextContents()).toEqual(goods.level.modules.map((m) => m.name));
    await shownText(page, '金股训练营由李建华、陈志强两位老师联合主讲').waitFor();
    expect(await shown(page, '.goods-teacher__name').allTextContents()).toEqual(['李建华', '陈志强']);
    // The cover's box is there before and after the picture (no jump): 750 x 320.
    const box = (await shown(page, '.goods-detail__cover').boundingBox())!;
    expect(Math.round(box.height)).toBe(Math.round((375 * 320) / 750));
    expect(await shown(page, '.goods-buy-bar .goods-price').textContent()).toBe('¥1980 / 3个月');
    expect(await shown(page, '.goods-buy').textContent()).toBe('立即购买');
    await shot(page, 'goods-detail');

    await shown(page, '.goods-buy').click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/mine/agreement/index');
    const query = new URL(page.url()).searchParams;
    expect([query.get('type'), query.get('goodsId')]).toEqual(['contract', '1']);
  });

  it('shows the goods ads and its playbacks, and a teacher opens the teacher page', async () => {
    const ads = (await api.get<unknown[]>('/api/ad/ver/2/list/goodsAd', { goodsId: 2, pageNum: 1, pageSize: 99 })).data!;
    const playbacks = (await api.get('/api/live/video/get/list', { goodsId: 2, from: 'goods', pageNum: 1, pageSize: 20 })).rows!;
    expect(ads.length).toBeGreaterThan(0);
    expect(playbacks.length).toBeGreaterThan(0);
    const page = await person(ZHANG);
    await page.goto(`${DETAIL}?id=2`);
    await shown(page, '.ad-card').first().waitFor({ timeout: 15_000 });
    expect(await shown(page, '.goods-page__ads .ad-card').count()).toBe(ads.length);
    await shown(page, '.goods-page__playbacks .playback-row[data-id]').first().waitFor({ timeout: 15_000 });
    expect(await shown(page, '.goods-page__playbacks .playback-row[data-id]').count()).toBe(playbacks.length);
    await page.locator('.goods-page__playbacks').scrollIntoViewIfNeeded();
    await shot(page, 'goods-detail-related');

    const teacher = (await info(2)).teachers[0];
    await shown(page, `.goods-teacher[data-id="${teacher.id}"]`).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/teacher/detail/index');
    expect(new URL(page.url()).searchParams.get('id')).toBe(String(teacher.id));
  });

  it('marks an off-sale product 已下架 with a disabled button, and a free one 免费领取', async () => {
    const off = await info(6);
    expect(off.onSale).toBe(false);
    const page = await person(ZHANG);
    await page.goto(`${DETAIL}?id=6`);
    const button = shown(page, '.goods-buy');
    await button.waitFor({ timeout: 15_000 });
    expect(await button.textContent()).toBe('已下架');
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    await shownText(page, '该产品已下架，暂不支持购买；已开通的服务不受影响').waitFor();
    await shot(page, 'goods-detail-off-sale');
    await button.click();
    await page.waitForTimeout(500); // a tap that would navigate has started by now
    expect(pathOf(page)).toBe(DETAIL);

    const free = onSale.find((g) => g.priceFen === 0)!;
    await page.goto(`${DETAIL}?id=${free.id}`);
    await shown(page, '.goods-buy').filter({ hasText: '免费领取' }).waitFor({ timeout: 15_000 });
    expect(await shown(page, '.goods-detail__strip .goods-price').textContent()).toBe('免费');
  });
});

describe('ways in', () => {
  it('takes 赵六 (no level) from the VIP room\'s no-permission page to the goods of each level (了解产品)', async () => {
    const { token } = await api.login(ZHAO.account, ZHAO.password);
    const rooms = (await api.get<LiveRoom[]>('/api/live/ver/2/list/word', { pageNum: 1, pageSize: 100 }, token)).rows as LiveRoom[];
    const vip = rooms.find((room) => room.title.includes('VIP'))!;
    const gold = centre.find((g) => g.level.name === '金牌会员')!;
    const diamond = centre.find((g) => g.level.name === '钻石会员')!;

    const page = await person(ZHAO);
    await page.goto(chatUrl(vip.id));
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(NO_PERMISSION);
    await shown(page, '.level-card__name').first().waitFor({ timeout: 15_000 });
    await levelCard(page, '金牌会员').getByText('了解产品', { exact: true }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(LIST);
    expect(new URL(page.url()).searchParams.get('levelId')).toBe(String(gold.level.id));
    await listLoaded(page);
    await expect.poll(() => titles(page), { timeout: 10_000 }).toEqual(gold.goods.map((g) => g.title));
    expect(await shown(page, '.goods-list-screen__scope-text').textContent()).toBe('开通「金牌会员」的产品');
    await settleForPicture(page);
    await shot(page, 'goods-list-level');

    // 钻石会员 is sold by one goods item: its detail opens directly.
    expect(diamond.goods).toHaveLength(1);
    await page.goto(chatUrl(vip.id));
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(NO_PERMISSION);
    await levelCard(page, '钻石会员').getByText('了解产品', { exact: true }).click({ timeout: 15_000 });
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(DETAIL);
    await shown(page, '.goods-detail__title').filter({ hasText: diamond.goods[0].title }).waitFor({ timeout: 15_000 });
  });

  it('opens the goods a guarded menu item names in sealed ids: the prompt offers 产品介绍', async () => {
    const page = await person(ZHAO);
    await page.goto('/');
    await dismissAdvert(page);
    await page.locator('.menu-item', { hasText: '股票池' }).click();
    await shownText(page, '股票池为会员专享服务，开通后即可查看每日精选股票。').waitFor();
    await shownText(page, '产品介绍', { exact: true }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(LIST);
    const goodsIds = new URL(page.url()).searchParams.get('goodsIds')!;
    expect(goodsIds).toMatch(/^g1\.[A-Za-z0-9_-]+$/);
    await listLoaded(page);
    // The goods that open the stock pool: 钻石会员's one on sale.
    await expect.poll(() => titles(page), { timeout: 10_000 }).toEqual(centre.find((g) => g.level.name === '钻石会员')!.goods.map((g) => g.title));
    expect(await shown(page, '.goods-list-screen__scope-text').textContent()).toBe('为您推荐以下产品');
    await settleForPicture(page);
    await shot(page, 'goods-list-link');

    // A token altered on the way opens nothing and says why.
    const flipped = `${goodsIds.slice(0, 8)}${goodsIds[8] === 'A' ? 'B' : 'A'}${goodsIds.slice(9)}`;
    await page.goto(`${LIST}?goodsIds=${flipped}`);
    await shown(page, '.error-state').waitFor({ timeout: 15_000 });
    await shownText(page, '产品链接无效或已失效，请从产品中心查看').first().waitFor();
    expect(await shown(page, '.goods-card[data-id]').count()).toBe(0);
  });
});
