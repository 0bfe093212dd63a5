import { API, CODE, STOCK_TEXT, type RaceEntry, type RaceHoldings, type RaceInfo, type RaceLineChart, type RaceTrade, type StockPoolList } from '@caixue/contract';
import { expect, it } from 'vitest';
import { SHOWCASE_RACE_TITLE, showcaseRaceId } from '../src/seed/stock-race';
import { useDemoCallers, type Caller } from './support/content';
import { describeServer, useTestServer } from './support/test-server';

/** Stock races (participants ranked, curve, holdings, trades; locked entries) and stock pools (issue 15). */
describeServer('stock races and pools', () => {
  const server = useTestServer();
  const { visitor, zhang, zhao } = useDemoCallers(server);
  const get = (url: string, who: Caller) => server().get(url, { token: who.token });
  let info: RaceInfo;

  it('answers a race with its entries ranked by return; locked entries are teasers', async () => {
    const id = await showcaseRaceId(server().database.db);
    const answer = await get(API.stockRace.info(id!), zhao);
    expect(answer.body.code).toBe(CODE.ok);
    info = answer.body.data as RaceInfo;
    expect(info.title).toBe(SHOWCASE_RACE_TITLE);
    expect(info.entries).toHaveLength(5);
    const returns = info.entries.map((e) => e.returnRate);
    expect(returns).toEqual([...returns].sort((a, b) => b - a));
    expect(info.entries.map((e) => e.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(info.entries.filter((e) => e.locked).map((e) => e.title).sort()).toEqual(['VIP 内参组合', '钻石精选组合']);
    for (const e of info.entries) {
      expect(e.tradeCount).toBeGreaterThan(3);
      // The rate is rounded to 0.01%: within ¥100 on ¥1,000,000.
      expect(Math.abs(e.totalAssets - e.capital * (1 + e.returnRate / 100))).toBeLessThanOrEqual(e.capital * 0.00005 + 0.01);
    }
    // A visitor gets 401: stock pages need a token.
    expect((await get(API.stockRace.info(id!), visitor)).body.code).toBe(CODE.unauthorized);
    expect((await get(API.stockRace.info(999999), zhao)).body).toMatchObject({ code: CODE.notFound, msg: STOCK_TEXT.raceNotFound });
  });

  it('ranks all entries across races by return, paged', async () => {
    const answer = await get(`${API.stockRace.rank}?pageSize=3`, zhang);
    const body = answer.body as unknown as { rows: RaceEntry[]; total: number };
    expect(body.total).toBe(8);
    expect(body.rows).toHaveLength(3);
    expect(body.rows[0].returnRate).toBeGreaterThanOrEqual(body.rows[2].returnRate);
  });

  it('draws the curve against 沪深300 and lists holdings and trades of an open entry', async () => {
    const entry = info.entries.find((e) => !e.locked)!;
    const chart = (await get(`${API.stockRace.statistics}?entryId=${entry.id}`, zhao)).body.data as RaceLineChart;
    expect(chart.series.map((s) => s.name)).toEqual([STOCK_TEXT.portfolio, STOCK_TEXT.benchmark]);
    expect(chart.categories.length).toBeGreaterThan(100);
    expect(chart.series[0].data).toHaveLength(chart.categories.length);
    expect(chart.series[0].data.at(-1)).toBe(entry.returnRate);
    expect(chart.netValues[0]).toBeGreaterThan(0.9);

    const hold = (await get(`${API.stockRace.hold}?entryId=${entry.id}`, zhao)).body.data as RaceHoldings;
    expect(hold.rows.length).toBeGreaterThan(0);
    let weights = 0;
    for (const h of hold.rows) {
      expect(h.quantity % 100).toBe(0);
      expect(h.marketValue).toBeCloseTo(h.price * h.quantity, 2);
      expect(h.profit).toBeCloseTo(h.marketValue - h.costPrice * h.quantity, -1);
      expect(h.profitRate).toBeCloseTo((h.price / h.costPrice - 1) * 100, 0);
      weights += h.weight;
    }
    expect(hold.totalAssets).toBeCloseTo(hold.cash + hold.marketValue, 1);
    expect(weights).toBeCloseTo((hold.marketValue / hold.totalAssets) * 100, 0);

    const trades = (await get(`${API.stockRace.completed}?entryId=${entry.id}&pageSize=100`, zhao)).body as unknown as { rows: RaceTrade[]; total: number };
    expect(trades.total).toBe(entry.tradeCount);
    expect(trades.rows[0].day >= trades.rows.at(-1)!.day).toBe(true);
    for (const t of trades.rows) {
      expect(t.commission).toBeGreaterThanOrEqual(5);
      expect(t.amount).toBeCloseTo(t.price * t.quantity, 2);
      if (t.side === 'buy') expect([t.stampDuty, t.profit]).toEqual([0, null]);
      else expect(Math.abs(t.stampDuty - t.amount * 0.0005)).toBeLessThanOrEqual(0.0051);
    }
  });

  it('a locked entry answers 206 to 赵六 with nothing of its holdings, trades or curve; 张三 (VIP) opens the VIP one', async () => {
    const vip = info.entries.find((e) => e.title === 'VIP 内参组合')!;
    const diamond = info.entries.find((e) => e.title === '钻石精选组合')!;
    for (const path of [API.stockRace.statistics, API.stockRace.hold, API.stockRace.completed]) {
      const answer = await get(`${path}?entryId=${vip.id}`, zhao);
      expect(answer.body).toMatchObject({ code: CODE.noPermission, msg: STOCK_TEXT.entryLocked, data: { moduleIds: [vip.moduleId], title: vip.title } });
      expect(answer.text).not.toMatch(/sh6|sz[03]|"rows"|"series"/);
      expect((await get(`${path}?entryId=${diamond.id}`, zhang)).body.code).toBe(CODE.noPermission);
      expect((await get(`${path}?entryId=${vip.id}`, zhang)).body.code).toBe(CODE.ok);
    }
    expect((await get(`${API.stockRace.hold}?entryId=abc`, zhang)).body).toMatchObject({ code: CODE.badRequest, msg: STOCK_TEXT.entryIdInvalid });
    expect((await get(`${API.stockRace.hold}?entryId=999999`, zhang)).body).toMatchObject({ code: CODE.notFound, msg: STOCK_TEXT.entryNotFound });
  });

  it('the stock pool is a teaser for 赵六 and a list for 张三', async () => {
    const forZhao = (await get(API.stockPool.list, zhao)).body.data as StockPoolList;
    expect(forZhao.pools.map((p) => [p.title, p.locked, p.items.length])).toEqual([
      ['价值精选池', true, 0],
      ['成长趋势池', true, 0],
    ]);
    expect(forZhao.pools[0].itemCount).toBe(6);
    const text = (await get(API.stockPool.list, zhao)).text;
    expect(text).not.toMatch(/sh600|入池理由|现金流/);

    const forZhang = (await get(API.stockPool.list, zhang)).body.data as StockPoolList;
    const [value, growth] = forZhang.pools;
    expect([value.locked, growth.locked, growth.items.length]).toEqual([false, true, 0]);
    expect(value.items).toHaveLength(6);
    for (const item of value.items) {
      expect(item.returnRate).toBeCloseTo((item.latestPrice / item.entryPrice - 1) * 100, 1);
      expect(item.maxGain).toBeGreaterThanOrEqual(Math.min(0, item.returnRate) - 0.01);
      expect(item.maxGain).toBeGreaterThanOrEqual(item.returnRate - 0.01);
      expect(item.status).toBe(item.exitDay ? 'removed' : 'holding');
    }
    expect(value.items.filter((i) => i.status === 'removed')).toHaveLength(2);
    expect((await get(`${API.stockPool.list}?poolId=x`, zhang)).body.code).toBe(CODE.badRequest);
  });
});
