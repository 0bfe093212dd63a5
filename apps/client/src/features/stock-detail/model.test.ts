import { describe, expect, it } from 'vitest';
import type { MinuteData } from '@caixue/contract';
import { chartBars, dayMinutes, isWatchable, KLINE_FETCH, KLINE_VISIBLE, minuteSeries, toneAgainst } from './model';

describe('stock detail model', () => {
  it('has the 241 minutes of a trading day', () => {
    const minutes = dayMinutes();
    expect(minutes).toHaveLength(241);
    expect(minutes.slice(0, 2)).toEqual(['09:30', '09:31']);
    expect(minutes).toContain('11:30');
    expect(minutes).not.toContain('12:00');
    expect(minutes).not.toContain('13:00');
    expect(minutes[121]).toBe('13:01');
    expect(minutes.at(-1)).toBe('15:00');
  });

  it('draws the intraday line over the whole day, later minutes as gaps', () => {
    const data = {
      symbol: 'sh600519', name: '贵州茅台', day: '2026-11-20', preClose: 100,
      points: [
        { minute: '09:30', time: 0, price: 100.5, avgPrice: 100.5, volume: 1, amount: 1 },
        { minute: '09:31', time: 0, price: 101, avgPrice: 100.8, volume: 1, amount: 1 },
      ],
    } as unknown as MinuteData;
    const series = minuteSeries(data);
    expect(series.categories).toHaveLength(241);
    expect(series.price.slice(0, 3)).toEqual([100.5, 101, null]);
    expect(series.average.slice(0, 3)).toEqual([100.5, 100.8, null]);
  });

  it('asks enough bars for MA20 from the first one drawn', () => {
    expect(KLINE_FETCH - KLINE_VISIBLE).toBe(19);
    const bars = chartBars([{ day: '2026-11-20', open: 1, high: 2, low: 0.5, close: 1.5, preClose: 1, change: 0.5, changePercent: 50, volume: 100, amount: 150 }]);
    expect(bars).toEqual([{ time: '2026-11-20', open: 1, high: 2, low: 0.5, close: 1.5, volume: 100 }]);
  });

  it('colours grid prices against 昨收 and watches stocks and bonds only', () => {
    expect(toneAgainst(10.5, 10)).toBe('up');
    expect(toneAgainst(9.5, 10)).toBe('down');
    expect(toneAgainst(10, 10)).toBe('flat');
    expect(toneAgainst(null, 10)).toBe('flat');
    expect(isWatchable({ type: 'stock' })).toBe(true);
    expect(isWatchable({ type: 'bond' })).toBe(true);
    expect(isWatchable({ type: 'index' })).toBe(false);
  });
});
