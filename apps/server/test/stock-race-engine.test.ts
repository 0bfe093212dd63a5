import { describe, expect, it } from 'vitest';
import { SimulatedMarket } from '../src/integrations/market/simulation';
import { shanghaiInstant } from '../src/integrations/market/calendar';
import { Account, commissionOf, holdingFigures, maxDrawdown, stampDutyOf, type Order } from '../src/modules/stock-race/engine';
import { runEntry } from '../src/modules/stock-race/runner';

/** The race engine's rules (T+1, lots, limits, fees, cash) and its arithmetic, in cents. */
const order = (o: Partial<Order>): Order => ({
  symbol: 'sh600036',
  side: 'buy',
  quantity: 1000,
  price: 4000,
  limitUp: 4400,
  limitDown: 3600,
  time: '10:00',
  ...o,
});

describe('race engine', () => {
  it('charges commission 万2.5 with a ¥5 minimum on both sides and stamp duty 0.05% on sells only', () => {
    expect(commissionOf(40_000_00)).toBe(10_00); // ¥40,000 -> ¥10
    expect(commissionOf(10_000_00)).toBe(5_00); // ¥2.50 -> the ¥5 minimum
    expect(commissionOf(30_001_00)).toBe(7_50); // 7.50025 -> 7.50
    expect(stampDutyOf('sell', 40_000_00)).toBe(20_00);
    expect(stampDutyOf('buy', 40_000_00)).toBe(0);
  });

  it('buys only whole lots, pays amount plus commission from the cash, and refuses more than the cash', () => {
    const a = new Account(100_000_00);
    a.open('2026-03-02');
    expect(a.place(order({ quantity: 150 }))).toEqual({ ok: false, reason: 'lot' });
    expect(a.place(order({ quantity: 0 }))).toEqual({ ok: false, reason: 'quantity' });
    const r = a.place(order({ quantity: 1000 }));
    expect(r.ok).toBe(true);
    expect(a.cash).toBe(100_000_00 - 40_000_00 - 10_00);
    expect(a.place(order({ quantity: 1500 }))).toEqual({ ok: false, reason: 'cash' });
    expect(a.positions.get('sh600036')).toMatchObject({ quantity: 1000, cost: 40_010_00, firstBuyDay: '2026-03-02' });
  });

  it('T+1: shares bought today cannot be sold today, and can the next trading day', () => {
    const a = new Account(100_000_00);
    a.open('2026-03-02');
    a.place(order({ quantity: 1000 }));
    expect(a.sellable('sh600036')).toBe(0);
    expect(a.place(order({ side: 'sell', quantity: 1000 }))).toEqual({ ok: false, reason: 'tPlusOne' });
    a.open('2026-03-03');
    expect(a.sellable('sh600036')).toBe(1000);
    // Bought again today: only yesterday's 1000 may go.
    a.place(order({ quantity: 500 }));
    expect(a.place(order({ side: 'sell', quantity: 1500 }))).toEqual({ ok: false, reason: 'tPlusOne' });
    expect(a.place(order({ side: 'sell', quantity: 1000 })).ok).toBe(true);
    expect(a.positions.get('sh600036')!.quantity).toBe(500);
  });

  it('refuses a buy at the limit-up price and a sell at the limit-down price', () => {
    const a = new Account(1_000_000_00);
    a.open('2026-03-02');
    expect(a.place(order({ price: 4400 }))).toEqual({ ok: false, reason: 'limitUp' });
    expect(a.place(order({ price: 4399 })).ok).toBe(true);
    a.open('2026-03-03');
    expect(a.place(order({ side: 'sell', price: 3600 }))).toEqual({ ok: false, reason: 'limitDown' });
    expect(a.place(order({ side: 'sell', price: 3601 })).ok).toBe(true);
  });

  it('sells in lots unless selling the whole position; realised profit is proceeds less fees less the average cost', () => {
    const a = new Account(1_000_000_00);
    a.open('2026-03-02');
    a.place(order({ quantity: 1000, price: 4000 })); // cost 40,010.00
    a.place(order({ quantity: 1000, price: 4200 })); // cost 42,010.50 -> commission 10.50
    const p = a.positions.get('sh600036')!;
    expect(p.cost).toBe(40_010_00 + 42_010_50);
    a.open('2026-03-03');
    expect(a.place(order({ side: 'sell', quantity: 250 }))).toEqual({ ok: false, reason: 'lot' });
    const r = a.place(order({ side: 'sell', quantity: 500, price: 4500 }));
    if (!r.ok) throw new Error(r.reason);
    // amount 22,500; commission 5.625 -> 5.63; stamp 11.25; cost 82,020.50 x 500/2000 = 20,505.125
    expect(r.fill).toMatchObject({ amount: 22_500_00, commission: 5_63, stampDuty: 11_25 });
    expect(r.fill.profit).toBe(Math.round(22_500_00 - 5_63 - 11_25 - 20_505_12.5));
    const figures = holdingFigures(a.positions.get('sh600036')!, 4500, a.value(new Map([['sh600036', 4500]])));
    // 1500 shares, cost 61,515.375 -> 41.010 a share; value 67,500; P&L 5,984.63 (9.73%)
    expect(figures).toMatchObject({ costPrice: 41.01, price: 45, marketValue: 67_500, profit: 5_984.63, profitRate: 9.73 });
    expect(a.cash).toBe(1_000_000_00 - 40_010_00 - 42_010_50 + 22_500_00 - 5_63 - 11_25);
    // Weight: value over total assets.
    expect(figures.weight).toBeCloseTo((67_500_00 / a.value(new Map([['sh600036', 4500]]))) * 100, 2);
  });

  it('measures the largest fall from a peak', () => {
    expect(maxDrawdown([100, 120, 90, 130, 104])).toBe(25);
    expect(maxDrawdown([100, 101, 102])).toBe(0);
  });

  it('runs a portfolio over the simulated history deterministically, within every rule', async () => {
    const now = () => shanghaiInstant('2026-06-30', 16 * 60);
    const market = new SimulatedMarket({ now });
    const names = new Map((await market.quotes(['sh600519', 'sz300750', 'sh600036', 'sz002594'])).map((q) => [q.symbol, q.name]));
    const cfg = { capital: 1_000_000, startDay: '2026-01-05', endDay: null, symbols: ['sh600519', 'sz300750', 'sh600036', 'sz002594'], seed: 't' };
    const a = await runEntry(market, cfg, '2026-06-30', names);
    const b = await runEntry(new SimulatedMarket({ now }), cfg, '2026-06-30', names);
    expect(a.account.fills).toEqual(b.account.fills);
    expect(a.account.fills.length).toBeGreaterThan(5);
    expect(a.days.length).toBe(a.values.length);
    // T+1 and lots hold in the record: no sell of shares bought the same day; buys in lots.
    const bought = new Map<string, number>();
    for (const f of a.account.fills) {
      const key = `${f.day}|${f.symbol}`;
      if (f.side === 'buy') {
        expect(f.quantity % 100).toBe(0);
        bought.set(key, (bought.get(key) ?? 0) + f.quantity);
      } else {
        expect(bought.has(key)).toBe(false);
      }
      // Every fill is at a price of its day inside the day's range.
      const [bar] = await market.dailyBars(f.symbol, { from: f.day, to: f.day });
      expect(f.price / 100).toBeGreaterThanOrEqual(bar.low);
      expect(f.price / 100).toBeLessThanOrEqual(bar.high);
    }
    expect(a.account.cash).toBeGreaterThanOrEqual(0);
  });
});
