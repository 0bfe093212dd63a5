import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { MarketQuote } from '@caixue/contract';
import { pathOf } from '../support/browser';
import { shot, usePeople, ZHANG } from '../support/content';
import { field, shown, shownText } from '../support/flows';
import { useHarness } from '../support/harness';
import { toast } from '../support/live';
import { Api } from '../support/api';

/**
 * 自选股, the stock search and 股价提醒 (issue 15) on the simulated market, its clock started inside the
 * morning session of a trading day (Friday 2026-11-20 09:31 Beijing) and running 20 times faster (the morning session lasts six minutes), so
 * prices move every few seconds and an alert set just beside the price crosses within a minute.
 */
const harness = useHarness({ env: { MARKET_CLOCK_START: '2026-11-20T09:31:00+08:00', MARKET_CLOCK_SPEED: '20' } });
const { person } = usePeople(harness);
const WATCHLIST = '/pages/stock/watchlist/index';
const SEARCH = '/pages/stock/search/index';
const SYMBOL = 'sh600519';

async function quoteOf(symbol: string): Promise<MarketQuote> {
  const api = new Api(harness.server.url);
  const { token } = await api.login(ZHANG.account, ZHANG.password);
  const answer = await api.get<MarketQuote[]>('/api/stock/market/ver/2/quotes', { symbols: symbol }, token);
  const quote = (answer.data as MarketQuote[] | undefined)?.[0];
  if (!quote) throw new Error(`no quote of ${symbol}: ${answer.code} ${answer.msg}`);
  return quote;
}

/** Canvas pixels that are neither white nor transparent: the chart drew something. */
async function inkedPixels(page: Page, selector: string): Promise<number> {
  return page.locator(selector).first().evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let inked = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i + 3] > 0 && (data[i] < 235 || data[i + 1] < 235 || data[i + 2] < 235)) inked += 1;
    return inked;
  });
}

describe('watchlist', () => {
  it('张三 finds 贵州茅台 by its initials, adds it, and watches its price move during the session', async () => {
    const page = await person(ZHANG);
    await page.goto(WATCHLIST);
    await shownText(page, '暂无自选股').waitFor({ timeout: 15_000 });
    expect(await shown(page, '[data-testid=risk-tip]').textContent()).toContain('不构成投资建议');
    await shot(page, 'watchlist-empty');

    await shown(page, '[data-testid=watchlist-empty-add]').click();
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe(SEARCH);
    await field(page, '输入股票代码、名称或拼音首字母').fill('gzmt');
    const result = shown(page, `[data-testid=search-row][data-symbol=${SYMBOL}]`);
    await result.waitFor({ timeout: 10_000 });
    expect(await result.textContent()).toContain('贵州茅台');
    await result.locator('[data-testid=search-add]').click();
    await toast(page, '已加入自选').waitFor({ timeout: 10_000 });
    await expect.poll(() => result.locator('[data-testid=search-add]').textContent()).toBe('已添加');
    await shot(page, 'stock-search');

    // A second stock by its code, so the list has an order to change.
    await field(page, '输入股票代码、名称或拼音首字母').fill('000001');
    const pingan = shown(page, '[data-testid=search-row][data-symbol=sz000001]');
    await pingan.waitFor({ timeout: 10_000 });
    await pingan.locator('[data-testid=search-add]').click();
    await expect.poll(() => pingan.locator('[data-testid=search-add]').textContent(), { timeout: 10_000 }).toBe('已添加');

    await page.goto(WATCHLIST);
    const rows = shown(page, '[data-testid=watch-row]');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    // The newest add is on top; 置顶 in edit mode puts 贵州茅台 back first.
    expect(await rows.first().getAttribute('data-symbol')).toBe('sz000001');
    await shown(page, '[data-testid=watchlist-edit]').click();
    await shown(page, `[data-testid=watch-row][data-symbol=${SYMBOL}] [data-testid=watch-row-top]`).click();
    await expect.poll(() => rows.first().getAttribute('data-symbol'), { timeout: 10_000 }).toBe(SYMBOL);
    await shown(page, '[data-testid=watchlist-edit]').click();

    const row = shown(page, `[data-testid=watch-row][data-symbol=${SYMBOL}]`);
    const price = row.locator('[data-testid=quote-price]');
    await expect.poll(async () => /^\d+\.\d{2}$/.test((await price.textContent()) ?? ''), { timeout: 15_000 }).toBe(true);
    const first = await price.textContent();
    const percent = (await row.locator('[data-testid=quote-percent]').textContent()) ?? '';
    expect(percent).toMatch(/^[+-]?\d+\.\d{2}%$/);
    // Trading: no 已收盘 / 休市 state beside the price.
    expect(await row.locator('[data-testid=quote-status]').count()).toBe(0);
    await shot(page, 'watchlist');
    // The simulated session moves on: the shown price changes without a reload.
    await expect.poll(() => price.textContent(), { timeout: 45_000, interval: 1000 }).not.toBe(first);
    const tone = await row.locator('[data-testid=quote-percent]').getAttribute('class');
    const shownPercent = Number(((await row.locator('[data-testid=quote-percent]').textContent()) ?? '0').replace('%', ''));
    expect(tone).toContain(shownPercent > 0 ? 'quote-pill--up' : shownPercent < 0 ? 'quote-pill--down' : 'quote-pill--flat');
  }, 120_000);

  it('opens the other stock pages from 自选股 (股票大赛, 股票池, 可转债, 财经日历)', async () => {
    const page = await person(ZHANG);
    for (const [name, path] of [['股票大赛', '/pages/stock/stockRaceList/index'], ['股票池', '/pages/stock/stockPoolList/index'], ['可转债', '/pages/stock/bond/index'], ['财经日历', '/pages/stock/calendar/index']]) {
      await page.goto(WATCHLIST);
      await shown(page, '[data-testid=stock-tools]').getByText(name, { exact: true }).click();
      await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe(path);
      await shown(page, '[data-testid=risk-tip]').waitFor({ timeout: 15_000 });
    }
  });

  it('张三 makes a group and moves a stock into it', async () => {
    const page = await person(ZHANG);
    await page.goto(WATCHLIST);
    await shown(page, '[data-testid=watch-row]').first().waitFor({ timeout: 15_000 });
    await shown(page, '[data-testid=watchlist-group-new]').click();
    await field(page, '分组名称，最多 8 个字').fill('白酒');
    await shown(page, '[data-testid=watchlist-group-save]').click();
    await toast(page, '已新建分组').waitFor({ timeout: 10_000 });
    await shown(page, '[data-testid=watchlist-edit]').click();
    await shown(page, `[data-testid=watch-row][data-symbol=${SYMBOL}] [data-testid=watch-row-move]`).click();
    await shown(page, '[data-testid=watchlist-move-option]').filter({ hasText: '白酒' }).click();
    await toast(page, '已移动').waitFor({ timeout: 10_000 });
    await shown(page, '[data-testid=watchlist-edit]').click();
    await shown(page, '[data-testid=watchlist-tab]').filter({ hasText: '白酒' }).click();
    await expect.poll(() => shown(page, '[data-testid=watch-row]').count(), { timeout: 10_000 }).toBe(1);
    expect(await shown(page, '[data-testid=watch-row]').getAttribute('data-symbol')).toBe(SYMBOL);
    await shot(page, 'watchlist-group');
  });
});

describe('price alerts', () => {
  it('张三 sets alerts beside the price: one fires (notice over the socket, push list), the far one is cancelled', async () => {
    const page = await person(ZHANG);
    await page.goto(`/pages/stock/alerts/index?symbol=${SYMBOL}`);
    await shown(page, '[data-testid=alert-form-price]').waitFor({ timeout: 15_000 });
    const kinds = shown(page, '[data-testid=alert-kind]');
    const value = shown(page, '.alert-form__row input');
    const set = async (kind: string, target: number) => {
      await kinds.filter({ hasText: kind }).click();
      await value.fill(target.toFixed(2));
      await shown(page, '[data-testid=alert-save]').click();
      await toast(page, '提醒已设置，触发后将通知您（仅提醒一次）').waitFor({ timeout: 10_000 });
    };
    // Beside the price on both sides (one of them crosses as the price moves), and one far above.
    const { price } = await quoteOf(SYMBOL);
    const step = Math.max(0.05, Math.round(price * 0.001 * 100) / 100);
    await set('股价涨到', price + step);
    await set('股价跌到', price - step);
    await set('股价涨到', Math.round(price * 1.5));
    const rows = shown(page, '[data-testid=alert-row]');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(3);
    await shot(page, 'price-alerts');

    const far = rows.filter({ hasText: `股价涨到 ${Math.round(price * 1.5).toFixed(2)} 元` });
    await far.locator('[data-testid=alert-cancel]').click();
    await shown(page, '.taro-model__confirm').filter({ hasText: '取消提醒' }).click();
    await toast(page, '已取消提醒').waitFor({ timeout: 10_000 });
    await expect.poll(() => far.getAttribute('data-status')).toBe('cancelled');
    expect(await far.locator('[data-testid=alert-status]').textContent()).toBe('已取消');

    // One of the two beside the price fires within the simulated minutes: the notice arrives over the
    // socket while the page is open (toast and banner), and the list shows it 已触发.
    const notice = shown(page, '[data-testid=alert-notice]');
    await notice.waitFor({ timeout: 90_000 }).catch(async (error: unknown) => {
      const api = new Api(harness.server.url);
      const { token } = await api.login(ZHANG.account, ZHANG.password);
      const alerts = await api.get('/api/stock/alert/ver/2/list', {}, token);
      throw new Error(`no notice; alerts ${JSON.stringify(alerts.data)}; quote ${JSON.stringify(await quoteOf(SYMBOL))}`, { cause: error });
    });
    expect(await notice.textContent()).toContain('股价提醒：贵州茅台');
    expect(await notice.textContent()).toContain('不构成投资建议');
    await shot(page, 'price-alert-fired');
    await expect.poll(() => shown(page, '[data-testid=alert-row][data-status=fired]').count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    expect(await shown(page, '[data-testid=alert-row][data-status=fired] [data-testid=alert-status]').first().textContent()).toBe('已触发');
    expect(await far.getAttribute('data-status')).toBe('cancelled');

    await page.goto('/pages/mine/pushList/index');
    const push = shown(page, '.push-row').filter({ hasText: '股价提醒：贵州茅台' });
    await push.first().waitFor({ timeout: 15_000 });
    expect(await push.first().textContent()).toContain('不构成投资建议');
  }, 180_000);
});

describe('stock detail', () => {
  it('shows the live quote, the intraday line, draws the K-line and switches 日K / 周K; 已自选 for a watched stock', async () => {
    const page = await person(ZHANG);
    await page.goto(`/pages/stock/detail/index?symbol=${SYMBOL}`);
    await expect.poll(() => shown(page, '[data-testid=detail-name]').textContent(), { timeout: 15_000 }).toBe('贵州茅台');
    expect(await shown(page, '[data-testid=detail-price]').textContent()).toMatch(/^\d+\.\d{2}$/);
    expect(await shown(page, '[data-testid=detail-percent]').textContent()).toMatch(/^[+-]?\d+\.\d{2}%$/);
    expect(await shown(page, '.stock-detail__grid').textContent()).toContain('成交量');
    // Added in the first test: the bar says 已自选; 提醒 opens the alert form of the stock.
    await expect.poll(() => shown(page, '[data-testid=detail-watch]').textContent(), { timeout: 10_000 }).toBe('已自选');
    expect(await shown(page, '[data-testid=risk-tip]').textContent()).toContain('不构成投资建议');

    const chart = shown(page, '[data-testid=detail-chart] .chart');
    await expect.poll(() => chart.getAttribute('data-drawn'), { timeout: 20_000 }).toBe('true');
    expect(await inkedPixels(page, '[data-testid=detail-chart] canvas')).toBeGreaterThan(500);
    await shot(page, 'stock-detail-minute');

    const tab = (text: string) => shown(page, '[data-testid=detail-chart-tab]').filter({ hasText: text });
    await tab('日K').click();
    await expect.poll(() => shown(page, '[data-testid=detail-chart]').getAttribute('data-tab')).toBe('day');
    const kline = shown(page, '[data-testid=detail-chart] .chart--kline');
    await expect.poll(() => kline.getAttribute('data-drawn'), { timeout: 20_000 }).toBe('true');
    expect(await inkedPixels(page, '[data-testid=detail-chart] .chart--kline canvas')).toBeGreaterThan(2000);
    const dayStrip = await shown(page, '[data-testid=detail-chart] .chart__strip').first().textContent();
    await shot(page, 'stock-detail-day');

    await tab('周K').click();
    await expect.poll(() => shown(page, '[data-testid=detail-chart]').getAttribute('data-tab')).toBe('week');
    await expect.poll(() => shown(page, '[data-testid=detail-chart] .chart--kline').getAttribute('data-drawn'), { timeout: 20_000 }).toBe('true');
    // The strip shows the last bar: a week's bar differs from the day's.
    await expect.poll(() => shown(page, '[data-testid=detail-chart] .chart__strip').first().textContent(), { timeout: 10_000 }).not.toBe(dayStrip);
    expect(await inkedPixels(page, '[data-testid=detail-chart] .chart--kline canvas')).toBeGreaterThan(2000);
    await shot(page, 'stock-detail-week');

    await shown(page, '[data-testid=detail-alert]').click();
    await expect.poll(() => page.url(), { timeout: 10_000 }).toContain(`/pages/stock/alerts/index?symbol=${SYMBOL}`);
  }, 120_000);
});
