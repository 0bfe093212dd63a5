import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RaceHoldings, RaceInfo, StockRace } from '@caixue/contract';
import { pathOf } from '../support/browser';
import { recordAnswers, shot, usePeople, ZHANG, ZHAO } from '../support/content';
import { shown, shownText } from '../support/flows';
import { useHarness } from '../support/harness';
import { toast } from '../support/live';
import { Api } from '../support/api';

/**
 * Stock races (issue 15, client): the race list (widget, ranking, risk tip), a race with its curve
 * drawn on the canvas, holdings and trades; a locked participant is a teaser for 赵六 (nothing of its
 * portfolio is fetched; 立即开通 gets the server's 206) and open for 张三.
 */
const harness = useHarness();
const { phone } = usePeople(harness);
const RISK = '以上内容为老师模拟组合记录与行情数据';
let api: Api;
let zhangToken: string;
let showcase: RaceInfo;

beforeAll(async () => {
  api = new Api(harness.server.url);
  zhangToken = (await api.login(ZHANG.account, ZHANG.password)).token;
  const races = ((await api.get<StockRace[]>('/api/stock/race/ver/2/list', { pageNum: 1, pageSize: 50 })).rows ?? []) as StockRace[];
  const race = races.find((r) => r.title === '名师实盘模拟赛')!;
  showcase = (await api.get<RaceInfo>(`/api/stock/race/ver/2/info/${race.id}`, {}, zhangToken)).data!;
});

/** Canvas pixels that are neither white nor transparent: the chart drew lines. */
async function inkedPixels(page: Page, selector: string): Promise<number> {
  return page.locator(selector).first().evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let inked = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i + 3] > 0 && (data[i] < 235 || data[i + 1] < 235 || data[i + 2] < 235)) inked += 1;
    return inked;
  });
}

describe('stock races', () => {
  it('lists races with tabs, status and 点击了解, ranks the participants, and opens the showcase race', async () => {
    const { page } = await phone(ZHANG);
    await page.goto('/pages/stock/stockRaceList/index');
    await shown(page, '.stock-race-pill').first().waitFor({ timeout: 15_000 });
    const card = shown(page, '.stock-race-card[data-id]').filter({ hasText: '名师实盘模拟赛' });
    await card.waitFor({ timeout: 15_000 });
    expect(await card.textContent()).toContain('点击了解');
    expect(await card.locator('.stock-race-card__status').textContent()).toBe('进行中');
    const rows = shown(page, '.race-rank__row');
    await rows.first().waitFor({ timeout: 15_000 });
    expect(await rows.count()).toBeGreaterThanOrEqual(showcase.entries.length);
    await shownText(page, RISK).first().waitFor();
    await shot(page, 'stock-race-list');
    await page.locator('.race-rank-section').scrollIntoViewIfNeeded();
    await shot(page, 'stock-race-list-ranking');

    await card.getByText('点击了解', { exact: true }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/stock/stockRace/index');
    expect(new URL(page.url()).searchParams.get('id')).toBe(String(showcase.id));
    await shownText(page, '名师实盘模拟赛').first().waitFor({ timeout: 15_000 });
  });

  it('shows the showcase race: the curve drawn against 沪深300, holdings with cost, price, P&L and weight, trades', async () => {
    const open = showcase.entries.find((e) => !e.locked)!;
    const holdings = (await api.get<RaceHoldings>('/api/stock/trade/record/ver/2/list/hold', { entryId: open.id }, zhangToken)).data!;
    const { page } = await phone(ZHANG);
    await page.goto(`/pages/stock/stockRace/index?id=${showcase.id}`);
    // The participants, best first; the first one the member may open is shown.
    const pills = shown(page, '.race-switcher__item');
    await pills.first().waitFor({ timeout: 15_000 });
    expect(await pills.count()).toBe(showcase.entries.length);
    expect(await shown(page, '.race-switcher__item--active').getAttribute('data-entry')).toBe(String(open.id));

    const chart = shown(page, '.race-curve .chart');
    await expect.poll(() => chart.getAttribute('data-drawn'), { timeout: 20_000 }).toBe('true');
    expect(await inkedPixels(page, '.race-curve canvas')).toBeGreaterThan(2_000);
    const legend = await shown(page, '.race-curve .chart__strip').textContent();
    expect(legend).toContain('组合收益');
    expect(legend).toContain('沪深300');
    // Pressing the chart moves the figures to the day under the finger.
    const lastDay = await shown(page, '.race-curve .chart__strip-label').textContent();
    const box = (await page.locator('.race-curve canvas').first().boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2);
    await page.mouse.down();
    await expect.poll(() => shown(page, '.race-curve .chart__strip-label').textContent()).not.toBe(lastDay);
    await page.mouse.up();
    await expect.poll(() => shown(page, '.race-curve .chart__strip-label').textContent()).toBe(lastDay);

    const holdingRows = shown(page, '.race-table__row');
    await expect.poll(() => holdingRows.count(), { timeout: 15_000 }).toBe(holdings.rows.length);
    if (holdings.rows.length > 0) {
      const first = holdingRows.first();
      expect(await first.textContent()).toContain(holdings.rows[0].name);
      // Prices tick while the page loads, so the weight is compared with the server's figure read again each try.
      await expect
        .poll(async () => {
          const now = (await api.get<RaceHoldings>('/api/stock/trade/record/ver/2/list/hold', { entryId: open.id }, zhangToken)).data!;
          return (await first.textContent())!.includes(`${now.rows[0].weight.toFixed(2)}%`);
        }, { timeout: 15_000 })
        .toBe(true);
    }
    expect(await shown(page, '.race-table__head').textContent()).toMatch(/成本.*现价.*盈亏.*仓位/);
    await shown(page, '.race-trade').first().waitFor({ timeout: 15_000 });
    expect(await shown(page, '.race-trade').count()).toBeGreaterThan(0);
    expect(await shown(page, '.race-trade__side').first().textContent()).toMatch(/^(买入|卖出)$/);
    await shownText(page, '比赛信息').waitFor();
    await shownText(page, RISK).first().waitFor();
    await shot(page, 'stock-race');
    await page.locator('.race-holdings').scrollIntoViewIfNeeded();
    await shot(page, 'stock-race-holdings');
    await page.locator('.race-trades').scrollIntoViewIfNeeded();
    await shot(page, 'stock-race-trades');
  });

  it('a locked participant is a teaser for 赵六 (nothing of it fetched; 立即开通 meets the 206) and open for 张三', async () => {
    const locked = showcase.entries.find((e) => e.title === 'VIP 内参组合')!;
    const url = `/pages/stock/stockRace/index?id=${showcase.id}&entryId=${locked.id}`;
    const { page } = await phone(ZHAO);
    const answers = recordAnswers(page);
    await page.goto(url);
    const teaser = shown(page, `.stock-locked[data-locked-entry="${locked.id}"]`);
    await teaser.waitFor({ timeout: 15_000 });
    expect(await teaser.textContent()).toContain('开通后可查看持仓与交易');
    expect(await shown(page, '.race-table').count()).toBe(0);
    expect(await shown(page, '.race-trade').count()).toBe(0);
    await answers.settled();
    expect(answers.filter((a) => /list\/hold|list\/completed|line\/chart/.test(a.url))).toEqual([]);
    await shot(page, 'stock-race-locked');
    await teaser.getByText('立即开通', { exact: true }).click();
    await toast(page, '该参赛组合为会员专享，开通后可查看持仓与交易').waitFor({ timeout: 10_000 });
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/mine/noPermission/index');

    const zhang = (await phone(ZHANG)).page;
    await zhang.goto(url);
    await expect.poll(() => shown(zhang, '.race-curve .chart').getAttribute('data-drawn'), { timeout: 20_000 }).toBe('true');
    expect(await shown(zhang, '.stock-locked').count()).toBe(0);
    await shown(zhang, '.race-trade').first().waitFor({ timeout: 15_000 });
  });
});

describe('stock pools', () => {
  it('a locked pool is a teaser for 赵六 and the list for 张三; a pool neither holds is a teaser for both; a row opens the stock', async () => {
    const zhao = (await phone(ZHAO)).page;
    const answers = recordAnswers(zhao);
    await zhao.goto('/pages/stock/stockPoolList/index');
    const value = shown(zhao, '.pool-card').filter({ hasText: '价值精选池' });
    await value.waitFor({ timeout: 15_000 });
    await value.locator('.pool-locked').waitFor();
    expect(await value.textContent()).toContain('股票池为会员专享服务，开通后即可查看每日精选股票。');
    expect(await shown(zhao, '.pool-item').count()).toBe(0);
    await answers.settled();
    expect(answers.some((a) => a.body.includes('长江电力'))).toBe(false);
    await shownText(zhao, RISK).first().waitFor();
    await shot(zhao, 'stock-pool-locked');
    await value.getByText('立即开通', { exact: true }).click();
    await expect.poll(() => pathOf(zhao), { timeout: 15_000 }).toBe('/pages/mine/noPermission/index');

    const zhang = (await phone(ZHANG)).page;
    await zhang.goto('/pages/stock/stockPoolList/index');
    const open = shown(zhang, '.pool-card').filter({ hasText: '价值精选池' });
    await open.locator('.pool-item').first().waitFor({ timeout: 15_000 });
    expect(await open.locator('.pool-item').count()).toBe(6);
    const row = open.locator('.pool-item').filter({ hasText: '长江电力' });
    expect(await row.textContent()).toMatch(/入池日期\d{4}-\d{2}-\d{2}/);
    expect(await row.textContent()).toContain('入池理由：水电龙头现金流稳定');
    expect(await row.locator('.pool-item__status').textContent()).toBe('持有');
    expect(await open.locator('.pool-item__status', { hasText: '已调出' }).count()).toBe(2);
    expect(await shown(zhang, '.pool-card').filter({ hasText: '成长趋势池' }).locator('.pool-locked').count()).toBe(1);
    await shot(zhang, 'stock-pool');

    // A pool row opens the stock's detail page, where 加自选 and 提醒 live.
    await row.locator('.pool-item__name').click();
    await expect.poll(() => pathOf(zhang), { timeout: 15_000 }).toBe('/pages/stock/detail/index');
    expect(new URL(zhang.url()).searchParams.get('symbol')).toBe('sh600900');
    await expect.poll(() => shown(zhang, '[data-testid=detail-name]').textContent(), { timeout: 15_000 }).toBe('长江电力');
    await expect.poll(() => shown(zhang, '[data-testid=detail-watch]').textContent(), { timeout: 10_000 }).toMatch(/(加自选|已自选)$/);
  });
});
