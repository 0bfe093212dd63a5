import { API, CODE, MARKET_LIMITS, type NewsItem, type TableEnvelope, MARKET_TEXT, type ConceptSector, type IndexSnapshot, type KlineData, type MarketQuote, type MinuteData, type SecurityCheck, type SecurityItem } from '@caixue/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { issueToken } from '../src/auth/tokens';
import { news, newsCategories } from '../src/db/schema';
import { shanghaiDay, shanghaiInstant, tradingCalendar } from '../src/integrations/market/calendar';
import { MarketDataError } from '../src/integrations/market/provider';
import { SimulatedMarket } from '../src/integrations/market/simulation';
import { aggregateBars, marketError } from '../src/modules/market/service';
import { freshMember, type Caller } from './support/content';
import { data } from './support/orders';
import { describeServer, useTestServer } from './support/test-server';

/**
 * Market data endpoints (issue 15): quotes (已收盘 / 休市 outside sessions with the last close), the
 * intraday line, K-lines by day/week/month, search, the headline indices, concept sectors and
 * yn/security; every path needs a token.
 */

const server = useTestServer({ env: { PRICE_ALERT_INTERVAL_MS: '0' } });
const s = () => server();
/** The same simulation the server runs (same seed, epoch and clock). */
const market = () => new SimulatedMarket({ now: s().clock.now });

let member: Caller;
async function caller(): Promise<Caller> {
  member ??= await freshMember(s(), '行情');
  // Moving the clock may outlive a token: a fresh one on the moved clock.
  return { ...member, token: await issueToken(s().database.db, member.id!, new Date(s().clock.now())) };
}
async function get<T>(url: string): Promise<T> {
  return data<T>(await s().get(url, { token: (await caller()).token }));
}
async function code(url: string): Promise<{ code: number; msg: string }> {
  return (await s().get(url, { token: (await caller()).token })).body as { code: number; msg: string };
}

/** Moves the server clock to `minute` (after midnight, Shanghai) of the next trading day. */
function toTradingDay(minute: number): string {
  const day = tradingCalendar.nextTradingDay(shanghaiDay(s().clock.now()));
  s().clock.advance(shanghaiInstant(day, minute) - s().clock.now());
  return day;
}
/** The next Saturday (never a trading day). */
function toWeekend(): string {
  let day = shanghaiDay(s().clock.now());
  do day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 6);
  s().clock.advance(shanghaiInstant(day, 600) - s().clock.now());
  return day;
}

describeServer('market data endpoints', () => {
  it('need a token', async () => {
    for (const url of [API.market.quotes, API.market.indices, API.market.concepts, API.market.security('/sh600519'), API.market.search]) {
      expect((await s().get(url)).body.code).toBe(CODE.unauthorized);
    }
  });

  it('answers quotes by symbols in the order asked, once each, without unknown codes', async () => {
    toTradingDay(10 * 60 + 15);
    const quotes = await get<MarketQuote[]>(`${API.market.quotes}?symbols=sz000001,600519.SH,sh699999,sh600519,sh000001`);
    expect(quotes.map((q) => [q.symbol, q.name])).toEqual([
      ['sz000001', '平安银行'],
      ['sh600519', '贵州茅台'],
      ['sh000001', '上证指数'],
    ]);
    const expected = market().quotesAt(['sh600519'], s().clock.now())[0]!;
    expect(quotes[1]).toMatchObject({ price: expected.price, preClose: expected.preClose, status: 'trading', statusText: '交易中' });
    expect(quotes[2]!.limitUp).toBeNull();
  });

  it('shows 已收盘 after 15:00 and 休市 on a weekend, with the last close', async () => {
    const day = toTradingDay(15 * 60 + 30);
    const [closed] = await get<MarketQuote[]>(`${API.market.quotes}?symbols=sh600519`);
    const [bar] = await market().dailyBars('sh600519', { from: day, to: day });
    expect(closed).toMatchObject({ status: 'closed', statusText: '已收盘', price: bar!.close });
    toWeekend();
    const [holiday] = await get<MarketQuote[]>(`${API.market.quotes}?symbols=sh600519`);
    const last = tradingCalendar.previousTradingDay(shanghaiDay(s().clock.now()));
    const [lastBar] = await market().dailyBars('sh600519', { from: last, to: last });
    expect(holiday).toMatchObject({ status: 'holiday', statusText: '休市', price: lastBar!.close });
    const indices = await get<IndexSnapshot>(API.market.indices);
    expect(indices).toMatchObject({ status: 'holiday', statusText: '休市', closedReason: '周末' });
  });

  it('refuses bad and too many symbols with the contract texts', async () => {
    expect(await code(`${API.market.quotes}?symbols=abc`)).toMatchObject({ code: CODE.badRequest });
    expect(await code(API.market.quotes)).toMatchObject({ code: CODE.badRequest });
    const many = Array.from({ length: MARKET_LIMITS.quoteSymbols + 1 }, (_, i) => `sh${600000 + i}`).join(',');
    expect(await code(`${API.market.quotes}?symbols=${many}`)).toEqual({ code: CODE.badRequest, msg: MARKET_TEXT.tooManySymbols });
    expect(await code(`${API.market.kline}?symbol=sh699999`)).toEqual({ code: CODE.badRequest, msg: MARKET_TEXT.unknownSymbol });
    expect(await code(`${API.market.minute}?symbol=sh600519&day=2026-02-30`)).toEqual({ code: CODE.badRequest, msg: MARKET_TEXT.dayInvalid });
    expect(await code(`${API.market.kline}?symbol=sh600519&period=year`)).toMatchObject({ code: CODE.badRequest });
    expect(await code(`${API.market.kline}?symbol=sh600519&count=501`)).toMatchObject({ code: CODE.badRequest });
  });

  it('draws the intraday line up to the current minute, and a past day whole', async () => {
    const day = toTradingDay(10 * 60);
    const today = await get<MinuteData>(`${API.market.minute}?symbol=sh600519`);
    expect(today.day).toBe(day);
    expect(today.points.map((p) => p.minute).slice(0, 2)).toEqual(['09:30', '09:31']);
    expect(today.points.at(-1)!.minute).toBe('10:00');
    expect(today.preClose).toBe(today.quote.preClose);
    const past = tradingCalendar.previousTradingDay(day);
    const whole = await get<MinuteData>(`${API.market.minute}?symbol=sh600519&day=${past}`);
    expect(whole.points).toHaveLength(241);
    const [bar] = await market().dailyBars('sh600519', { from: past, to: past });
    expect(whole.preClose).toBe(bar!.preClose);
    expect(whole.points.at(-1)!.price).toBe(bar!.close);
  });

  it('gives day, week and month K-lines, week and month made of the daily bars', async () => {
    toTradingDay(16 * 60);
    const days = await get<KlineData>(`${API.market.kline}?symbol=sh600519&count=60`);
    expect(days.bars).toHaveLength(60);
    expect(days.period).toBe('day');
    const weeks = await get<KlineData>(`${API.market.kline}?symbol=sh600519&period=week&count=8`);
    expect(weeks.bars).toHaveLength(8);
    const lastWeek = weeks.bars.at(-1)!;
    const sameWeek = days.bars.filter((b) => b.day > weeks.bars.at(-2)!.day);
    expect(lastWeek).toMatchObject({
      day: sameWeek.at(-1)!.day,
      open: sameWeek[0]!.open,
      close: sameWeek.at(-1)!.close,
      preClose: sameWeek[0]!.preClose,
      high: Math.max(...sameWeek.map((b) => b.high)),
      low: Math.min(...sameWeek.map((b) => b.low)),
      volume: sameWeek.reduce((sum, b) => sum + b.volume, 0),
    });
    const months = await get<KlineData>(`${API.market.kline}?symbol=sh600519&period=month&count=6`);
    expect(months.bars).toHaveLength(6);
    expect(new Set(months.bars.map((b) => b.day.slice(0, 7))).size).toBe(6);
  });

  it('searches by code, name and pinyin initials', async () => {
    expect((await get<SecurityItem[]>(`${API.market.search}?keyword=gzmt`))[0]).toMatchObject({ symbol: 'sh600519', name: '贵州茅台' });
    expect((await get<SecurityItem[]>(`${API.market.search}?keyword=${encodeURIComponent('茅台')}`))[0]!.symbol).toBe('sh600519');
    expect((await get<SecurityItem[]>(`${API.market.search}?keyword=600519`))[0]!.symbol).toBe('sh600519');
    expect(await get<SecurityItem[]>(`${API.market.search}?keyword=zzzzzz`)).toEqual([]);
    expect(await get<SecurityItem[]>(`${API.market.search}?keyword=6&limit=3`)).toHaveLength(3);
    expect(await code(`${API.market.search}?keyword=%20`)).toEqual({ code: CODE.badRequest, msg: MARKET_TEXT.keywordRequired });
  });

  it('lists the four headline indices and the concept sectors', async () => {
    toTradingDay(14 * 60);
    const snapshot = await get<IndexSnapshot>(API.market.indices);
    expect(snapshot.indices.map((q) => q.name)).toEqual(['上证指数', '深证成指', '创业板指', '沪深300']);
    expect(snapshot).toMatchObject({ status: 'trading', statusText: '交易中', closedReason: null });
    const concepts = await get<ConceptSector[]>(API.market.concepts);
    expect(concepts.length).toBeGreaterThan(3);
    expect(concepts[0]).toMatchObject({ code: expect.any(String), name: expect.any(String) });
    expect(concepts[0]!.members.length).toBeGreaterThan(0);
    const changes = concepts.map((c) => c.changePercent);
    expect([...changes].sort((a, b) => b - a)).toEqual(changes);
  });

  it('yn/security: a listed code with its quote, an unlisted one is listed false, by path or query', async () => {
    const listed = await get<SecurityCheck>(API.market.security('/600519'));
    expect(listed).toMatchObject({ listed: true, security: { symbol: 'sh600519', name: '贵州茅台', type: 'stock' }, quote: { symbol: 'sh600519' } });
    expect(await get<SecurityCheck>(`${API.market.security()}?code=sh699999`)).toEqual({ listed: false, security: null, quote: null });
    expect((await get<SecurityCheck>(`${API.market.security()}?code=sz000001`)).security!.name).toBe('平安银行');
    expect(await code(API.market.security('/abc'))).toMatchObject({ code: CODE.badRequest });
  });
});

describeServer('stock news (list/stock)', () => {
  it('lists the news naming a stock by code or name when given a code, else the market news', async () => {
    const db = s().database.db;
    const [finance] = await db.select({ id: newsCategories.id }).from(newsCategories).where(eq(newsCategories.code, 'finance'));
    const at = new Date(s().clock.now() - 60_000);
    const [byName] = await db.insert(news).values({ categoryId: finance!.id, title: '贵州茅台三季度营收稳步增长', description: '白酒龙头公布季报。', publishedAt: at }).returning({ id: news.id });
    const [byCode] = await db.insert(news).values({ categoryId: finance!.id, title: '白酒板块午后走强', description: '600519 盘中放量。', publishedAt: at }).returning({ id: news.id });
    const list = async (query: string) => (await s().get(`${API.news.list('stock')}${query}`)).body as unknown as TableEnvelope<NewsItem>;
    const moutai = await list('?code=600519');
    expect(moutai.rows.map((r) => r.id).sort()).toEqual([byName!.id, byCode!.id].sort());
    expect((await list('?code=sh600519&pageSize=1')).total).toBe(2);
    expect(await list('?code=sh699999')).toMatchObject({ code: CODE.ok, rows: [], total: 0 });
    expect((await list('')).total).toBeGreaterThan(2);
    expect((await list('?code=abc')).code).toBe(CODE.badRequest);
  });
});

describe('market service parts', () => {
  it('maps driver failures to envelopes a member can read', () => {
    expect(marketError(new MarketDataError('unknown-symbol', 'x'))).toMatchObject({ code: CODE.badRequest, message: MARKET_TEXT.unknownSymbol });
    expect(marketError(new MarketDataError('unsupported', 'x'))).toMatchObject({ code: CODE.notFound, message: MARKET_TEXT.unsupported });
    expect(marketError(new MarketDataError('timeout', 'x'))).toMatchObject({ code: CODE.error, message: MARKET_TEXT.unavailable });
  });

  it('aggregates week bars across a holiday week and month bars by calendar month', () => {
    const bar = (day: string, o: number, c: number) => ({ day, open: o, high: Math.max(o, c) + 1, low: Math.min(o, c) - 1, close: c, preClose: o, volume: 100, amount: 10.1 });
    const daily = [bar('2026-09-28', 10, 11), bar('2026-09-29', 11, 12), bar('2026-09-30', 12, 10), bar('2026-10-09', 10, 13), bar('2026-10-12', 13, 14)];
    const weeks = aggregateBars(daily, 'week');
    expect(weeks.map((w) => [w.day, w.open, w.close, w.volume])).toEqual([
      ['2026-09-30', 10, 10, 300],
      ['2026-10-09', 10, 13, 100],
      ['2026-10-12', 13, 14, 100],
    ]);
    expect(weeks[0]).toMatchObject({ high: 13, low: 9, change: 0, changePercent: 0, amount: 30.3 });
    const months = aggregateBars(daily, 'month');
    expect(months.map((m) => [m.day, m.open, m.close, m.change, m.changePercent])).toEqual([
      ['2026-09-30', 10, 10, 0, 0],
      ['2026-10-12', 10, 14, 4, 40],
    ]);
  });
});
