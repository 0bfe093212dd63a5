import { describe, expect, it } from 'vitest';
import { tradingCalendar } from '../src/integrations/market/calendar';
import type { DailyBar } from '../src/integrations/market/provider';
import { limitTicks } from '../src/integrations/market/rules';
import { SimulatedMarket } from '../src/integrations/market/simulation';

function beijing(day: string, hh: number, mm: number, ss = 0): number {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!, hh - 8, mm, ss);
}

/** The exchanges' limit price: previous close x (1 ± p) rounded half up to the cent, computed here in cents. */
function expectedLimits(preClose: number, percent: number, perUnit = 100): { up: number; down: number } {
  const ticks = Math.round(preClose * perUnit);
  return {
    up: Math.round((ticks * (100 + percent)) / 100) / perUnit,
    down: Math.round((ticks * (100 - percent)) / 100) / perUnit,
  };
}

const TODAY = '2026-11-24'; // a Tuesday
let clock = beijing(TODAY, 10, 15);
const market = new SimulatedMarket({ seed: 'test-seed', now: () => clock });

describe('A-share rules of the simulation', () => {
  it('computes limit prices like the exchanges (half up on exact cents, no float drift)', () => {
    expect(limitTicks(999, 10)).toEqual({ up: 1099, down: 899 });
    expect(limitTicks(205, 10)).toEqual({ up: 226, down: 185 }); // 2.05 x 0.9 = 1.845 -> 1.85 (float says 1.8449999)
    expect(limitTicks(1125, 5)).toEqual({ up: 1181, down: 1069 }); // ST: 11.8125 -> 11.81, 10.6875 -> 10.69
    expect(limitTicks(3372, 20)).toEqual({ up: 4046, down: 2698 }); // 创业板 33.72: 40.464 -> 40.46, 26.976 -> 26.98
  });

  const cases: { label: string; symbols: string[]; percent: number; perUnit?: number }[] = [
    { label: '主板 Shanghai ±10%', symbols: ['sh600519', 'sh601398', 'sh600036', 'sh603259'], percent: 10 },
    { label: '主板 Shenzhen ±10%', symbols: ['sz000001', 'sz000858', 'sz002594', 'sz002415'], percent: 10 },
    { label: '创业板 ±20%', symbols: ['sz300750', 'sz300059', 'sz301269', 'sz300033'], percent: 20 },
    { label: '科创板 ±20%', symbols: ['sh688981', 'sh688256', 'sh688041', 'sh688111'], percent: 20 },
    { label: 'ST ±5%', symbols: ['sh600289', 'sh600303', 'sh600381', 'sh600360', 'sz000005', 'sz002052'], percent: 5 },
    { label: 'convertible bonds ±20%', symbols: ['sh113052', 'sz123107', 'sh118031'], percent: 20, perUnit: 1000 },
  ];
  for (const c of cases) {
    it(`never leaves the limits over 500 days: ${c.label}`, async () => {
      let atLimit = 0;
      for (const symbol of c.symbols) {
        const bars = await market.dailyBars(symbol, { count: 500 });
        expect(bars.length).toBeGreaterThan(480);
        for (const b of bars) {
          const lim = expectedLimits(b.preClose, c.percent, c.perUnit);
          for (const v of [b.open, b.high, b.low, b.close]) {
            expect(v, `${symbol} ${b.day}`).toBeGreaterThanOrEqual(lim.down);
            expect(v, `${symbol} ${b.day}`).toBeLessThanOrEqual(lim.up);
          }
          expect(b.low).toBeLessThanOrEqual(Math.min(b.open, b.close));
          expect(b.high).toBeGreaterThanOrEqual(Math.max(b.open, b.close));
          if (b.close === lim.up || b.close === lim.down) atLimit++;
        }
      }
      // The walk does reach the limits (涨停 / 跌停 days exist), so the clamp is exercised.
      if (c.perUnit === undefined) expect(atLimit).toBeGreaterThan(0);
    });
  }

  it('quotes carry the day limits, and the minute line stays inside them', async () => {
    clock = beijing(TODAY, 10, 15);
    const [q] = await market.quotes(['600289']);
    expect(q!.limitUp).toBe(expectedLimits(q!.preClose, 5).up);
    expect(q!.limitDown).toBe(expectedLimits(q!.preClose, 5).down);
    for (const symbol of ['sh600289', 'sz300750', 'sh688256']) {
      const percent = symbol === 'sh600289' ? 5 : 20;
      for (const b of await market.dailyBars(symbol, { from: '2026-11-02', to: '2026-11-20' })) {
        const lim = expectedLimits(b.preClose, percent);
        const minutes = await market.minuteBars(symbol, b.day);
        expect(minutes).toHaveLength(241);
        for (const m of minutes) {
          expect(m.price).toBeGreaterThanOrEqual(lim.down);
          expect(m.price).toBeLessThanOrEqual(lim.up);
        }
        expect(Math.max(...minutes.map((m) => m.price))).toBe(b.high);
        expect(Math.min(...minutes.map((m) => m.price))).toBe(b.low);
        expect(minutes[0]!.price).toBe(b.open);
        expect(minutes[240]!.price).toBe(b.close);
      }
    }
    const [idx] = await market.quotes(['sh000001']);
    expect(idx!.limitUp).toBeNull();
  });

  it('prices are whole ticks: cents for stocks, 0.001 for bonds', async () => {
    for (const b of await market.dailyBars('sz300750', { count: 100 })) {
      for (const v of [b.open, b.high, b.low, b.close]) expect(Math.abs(v * 100 - Math.round(v * 100))).toBeLessThan(1e-6);
    }
    for (const b of await market.dailyBars('sh113052', { count: 100 })) {
      expect(Math.abs(b.close * 1000 - Math.round(b.close * 1000))).toBeLessThan(1e-6);
    }
  });
});

describe('trading days and sessions', () => {
  it('has no daily bar on a weekend or holiday (2026 Spring Festival, National Day)', async () => {
    const bars = await market.dailyBars('sh600519', { from: '2026-01-01', to: '2026-11-24' });
    expect(bars.length).toBeGreaterThan(200);
    for (const b of bars) expect(tradingCalendar.isTradingDay(b.day), b.day).toBe(true);
    const days = new Set(bars.map((b) => b.day));
    for (const d of ['2026-02-16', '2026-02-20', '2026-02-23', '2026-10-01', '2026-10-07', '2026-10-10']) {
      expect(days.has(d), d).toBe(false);
    }
    expect(days.has('2026-10-08')).toBe(true);
    expect(await market.minuteBars('sh600519', '2026-10-05')).toEqual([]);
  });

  it('a past day has 241 minutes, all inside 09:30-11:30 and 13:01-15:00', async () => {
    const bars = await market.minuteBars('sz000001', '2026-11-20');
    expect(bars).toHaveLength(241);
    expect(bars[0]!.minute).toBe('09:30');
    expect(bars[120]!.minute).toBe('11:30');
    expect(bars[121]!.minute).toBe('13:01');
    expect(bars[240]!.minute).toBe('15:00');
    for (const b of bars) {
      // 09:30 is the opening auction's price; every other bar ends a minute that was inside a session.
      if (b.minute !== '09:30') expect(tradingCalendar.session(b.time - 1).state, b.minute).toBe('trading');
      expect(tradingCalendar.session(b.time).day).toBe('2026-11-20');
    }
  });

  it('shows nothing after now: today stops at the current minute, no future bars', async () => {
    clock = beijing(TODAY, 10, 15, 20);
    const minutes = await market.minuteBars('sh600519');
    expect(minutes.at(-1)!.minute).toBe('10:15');
    expect(minutes).toHaveLength(46);
    const daily = await market.dailyBars('sh600519', { count: 5 });
    expect(daily.at(-1)!.day).toBe(TODAY);
    const [q] = await market.quotes(['sh600519']);
    expect(daily.at(-1)!.close).toBe(q!.price);
    expect(await market.minuteBars('sh600519', '2026-11-25')).toEqual([]);
    expect((await market.dailyBars('sh600519', { from: '2026-11-20', to: '2026-12-31' })).at(-1)!.day).toBe(TODAY);
  });

  it('quote status and price at the boundaries of the day', async () => {
    clock = beijing(TODAY, 9, 29, 59);
    const [pre] = await market.quotes(['sh600519']);
    const yesterday = (await market.dailyBars('sh600519', { count: 1 }))[0]!;
    expect(pre!.status).toBe('pre-open');
    expect(pre!.price).toBe(yesterday.close);
    expect(pre!.preClose).toBe(yesterday.close);
    expect(pre!.volume).toBe(0);
    expect(yesterday.day).toBe('2026-11-23');

    clock = beijing(TODAY, 9, 30, 0);
    const [open] = await market.quotes(['sh600519']);
    expect(open!.status).toBe('trading');
    expect(open!.price).toBe(open!.open);
    expect(open!.volume).toBeGreaterThan(0);

    clock = beijing(TODAY, 11, 30, 0);
    const [brk] = await market.quotes(['sh600519']);
    const morning = await market.minuteBars('sh600519');
    expect(brk!.status).toBe('break');
    expect(brk!.price).toBe(morning.at(-1)!.price);
    expect(morning.at(-1)!.minute).toBe('11:30');

    clock = beijing(TODAY, 12, 59, 0);
    expect((await market.quotes(['sh600519']))[0]).toEqual(brk);

    clock = beijing(TODAY, 13, 0, 0);
    const [afternoon] = await market.quotes(['sh600519']);
    expect(afternoon!.status).toBe('trading');
    expect(afternoon!.price).toBe(brk!.price);

    clock = beijing(TODAY, 15, 0, 0);
    const [closed] = await market.quotes(['sh600519']);
    const bar = (await market.dailyBars('sh600519', { count: 1 }))[0]!;
    expect(closed!.status).toBe('closed');
    expect(closed!.price).toBe(bar.close);
    expect(closed!.volume).toBe(bar.volume);
    expect(closed!.amount).toBe(bar.amount);
    expect(closed!.high).toBe(bar.high);
    expect(closed!.low).toBe(bar.low);
  });

  it('on a holiday the quote is the last trading day close, status holiday (休市)', async () => {
    clock = beijing('2026-10-03', 10, 0);
    const [q] = await market.quotes(['sz300750']);
    const lastBar = (await market.dailyBars('sz300750', { from: '2026-09-30', to: '2026-09-30' }))[0]!;
    expect(q!.status).toBe('holiday');
    expect(q!.price).toBe(lastBar.close);
    expect(q!.volume).toBe(lastBar.volume);
    expect(q!.time).toBe(beijing('2026-09-30', 15, 0));
  });

  it('moves every 3 seconds inside a minute, within the day range', async () => {
    const prices = new Set<number>();
    for (let s = 0; s < 60; s += 3) {
      clock = beijing(TODAY, 10, 40, s);
      const [q] = await market.quotes(['sz300750']);
      prices.add(q!.price);
      expect(q!.status).toBe('trading');
    }
    expect(prices.size).toBeGreaterThan(1);
  });
});

describe('volume and amount', () => {
  it('volume is whole lots (100 shares; bonds 10 张) and amount = price x volume per minute', async () => {
    clock = beijing(TODAY, 16, 0);
    for (const symbol of ['sh600519', 'sz000001', 'sh688981', 'sh600289']) {
      const minutes = await market.minuteBars(symbol, '2026-11-23');
      let vol = 0;
      let amt = 0;
      for (const m of minutes) {
        expect(m.volume % 100).toBe(0);
        expect(Math.round(m.amount * 100)).toBe(Math.round(m.volume * m.price * 100));
        vol += m.volume;
        amt += m.amount;
      }
      const day = (await market.dailyBars(symbol, { from: '2026-11-23', to: '2026-11-23' }))[0]!;
      expect(day.volume).toBe(vol);
      expect(day.amount).toBeCloseTo(amt, 1);
      expect(day.volume % 100).toBe(0);
    }
    for (const m of await market.minuteBars('sh113052', '2026-11-23')) expect(m.volume % 10).toBe(0);
  });

  it('the day average price (amount / volume) lies between low and high', async () => {
    const bars: DailyBar[] = await market.dailyBars('sz002594', { count: 250 });
    for (const b of bars) {
      const avg = b.amount / b.volume;
      expect(avg).toBeGreaterThanOrEqual(b.low - 0.005);
      expect(avg).toBeLessThanOrEqual(b.high + 0.005);
    }
  });
});

describe('determinism', () => {
  it('two instances with one seed give the same history, minutes and quotes; another seed does not', async () => {
    const at = beijing(TODAY, 14, 7, 12);
    const a = new SimulatedMarket({ seed: 'same', now: () => at });
    const b = new SimulatedMarket({ seed: 'same', now: () => at });
    // Ask in a different order: numbers must not depend on what was generated first.
    await b.dailyBars('sz300750', { count: 10 });
    expect(await a.dailyBars('sh600519', { count: 500 })).toEqual(await b.dailyBars('sh600519', { count: 500 }));
    expect(await a.minuteBars('sh113052')).toEqual(await b.minuteBars('sh113052'));
    expect(await a.quotes(['sz300750', 'sh000300'])).toEqual(await b.quotes(['sz300750', 'sh000300']));
    const c = new SimulatedMarket({ seed: 'other', now: () => at });
    expect(await c.dailyBars('sh600519', { count: 50 })).not.toEqual(await a.dailyBars('sh600519', { count: 50 }));
  });

  it('two years of history are there on first start', async () => {
    const m = new SimulatedMarket({ now: () => beijing(TODAY, 10, 0) });
    const bars = await m.dailyBars('sh000001', { count: 500 });
    expect(bars).toHaveLength(500);
    expect(bars[0]!.day < '2024-12-01').toBe(true);
  });
});

describe('indices, sectors, bonds, search', () => {
  it('lists the four main indices with plausible levels', async () => {
    clock = beijing(TODAY, 10, 0);
    const idx = await market.indices();
    const byName = new Map(idx.map((q) => [q.name, q]));
    for (const name of ['上证指数', '深证成指', '创业板指', '沪深300']) expect(byName.has(name), name).toBe(true);
    expect(byName.get('上证指数')!.symbol).toBe('sh000001');
    expect(byName.get('上证指数')!.price).toBeGreaterThan(2500);
    expect(byName.get('上证指数')!.price).toBeLessThan(6000);
    expect(byName.get('深证成指')!.price).toBeGreaterThan(8000);
  });

  it('sectors carry a weighted change, counts, a leader and their members', async () => {
    const sectors = await market.sectors();
    expect(sectors.length).toBeGreaterThanOrEqual(15);
    const ai = sectors.find((s) => s.name === '人工智能')!;
    expect(ai.members).toContain('sz002230');
    expect(ai.upCount + ai.downCount).toBeLessThanOrEqual(ai.members.length);
    for (let i = 1; i < sectors.length; i++) expect(sectors[i - 1]!.changePercent).toBeGreaterThanOrEqual(sectors[i]!.changePercent);
  });

  it('bonds carry conversion value and premium from their stock', async () => {
    const bonds = await market.bonds();
    expect(bonds.length).toBeGreaterThanOrEqual(20);
    const xy = bonds.find((b) => b.quote.code === '113052')!;
    expect(xy.underlying.name).toBe('兴业银行');
    expect(xy.conversionValue).toBeCloseTo((100 / xy.conversionPrice) * xy.underlying.price, 2);
    expect(xy.premiumRate).toBeCloseTo((xy.quote.price / xy.conversionValue - 1) * 100, 1);
  });

  it('finds by code, name and pinyin initials', async () => {
    expect((await market.search('gzmt'))[0]!.name).toBe('贵州茅台');
    expect((await market.search('GZMT'))[0]!.name).toBe('贵州茅台');
    expect((await market.search('600519'))[0]!.name).toBe('贵州茅台');
    expect((await market.search('600519.SH'))[0]!.symbol).toBe('sh600519');
    expect((await market.search('茅台'))[0]!.name).toBe('贵州茅台');
    expect((await market.search('payh'))[0]!.name).toBe('平安银行');
    const one = await market.search('000001');
    expect(one.map((s) => s.name).slice(0, 2)).toEqual(['平安银行', '上证指数']);
    expect((await market.search('ndsd'))[0]!.code).toBe('300750');
    expect(await market.search('银行', 3)).toHaveLength(3);
    expect(await market.search('   ')).toEqual([]);
    expect(await market.search('zzzzzz')).toEqual([]);
  });

  it('resolves the usual spellings of a symbol and leaves unknown ones out', async () => {
    clock = beijing(TODAY, 10, 0);
    const qs = await market.quotes(['600519', 'SH600519', '600519.SH', 'sh000001', 'sz999999', 'nonsense']);
    expect(qs.map((q) => q.symbol)).toEqual(['sh600519', 'sh600519', 'sh600519', 'sh000001']);
    expect(qs[3]!.name).toBe('上证指数');
    await expect(market.dailyBars('sz999999', { count: 1 })).rejects.toThrow(/unknown symbol/);
  });
});

describe('speed', () => {
  it('quotes 2,000 symbols per 3-second step in a few milliseconds', async () => {
    let at = beijing(TODAY, 10, 30);
    const m = new SimulatedMarket({ now: () => at });
    const all = m.universe.all.map((s) => s.symbol);
    const symbols = Array.from({ length: 2000 }, (_, i) => all[i % all.length]!);
    const t0 = performance.now();
    m.quotesAt(symbols, at);
    const cold = performance.now() - t0;
    const t1 = performance.now();
    for (let i = 1; i <= 20; i++) {
      at += 3_000;
      await m.quotes(symbols);
    }
    const perStep = (performance.now() - t1) / 20;
    console.info(`[market] 2,000 quotes: first call ${cold.toFixed(0)} ms (history), then ${perStep.toFixed(2)} ms per 3 s step`);
    expect(perStep).toBeLessThan(50); // measured about 1-2 ms; loose for a busy machine
  });
});
