import { describe, expect, it } from 'vitest';
import type { MarketQuote, PoolItem, StockPool } from '@caixue/contract';
import { livePoolItem, livePoolSymbols, round2 } from './poolModel';

const item = (over: Partial<PoolItem> = {}): PoolItem => ({
  id: 1, symbol: 'sh600900', code: '600900', name: '长江电力', entryDay: '2026-10-09', entryPrice: 27.5,
  latestPrice: 28, returnRate: 1.82, maxGain: 4.36, reason: '水电龙头现金流稳定', status: 'holding', exitDay: null, ...over,
});
const quote = (price: number, high = price): MarketQuote =>
  ({ symbol: 'sh600900', code: '600900', name: '长江电力', price, high, time: 1 }) as MarketQuote;
const pool = (over: Partial<StockPool>): StockPool => ({
  id: 1, title: '价值精选池', description: '', teacher: null, locked: false, moduleId: null, itemCount: 0, holdingCount: 0, items: [], ...over,
});

describe('pool live figures', () => {
  it('rounds like the server (half away from zero, 0.01)', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(0)).toBe(0);
  });

  it('takes the live price and computes the return since entry from the entry price', () => {
    const live = livePoolItem(item(), quote(28.6, 28.8));
    expect(live.latestPrice).toBe(28.6);
    expect(live.returnRate).toBe(round2((28.6 / 27.5 - 1) * 100));
    expect(live.returnRate).toBe(4);
    expect(live.maxGain).toBe(4.73); // 28.8 / 27.5 - 1 = 4.727%: above the server's 4.36
    expect(livePoolItem(item(), quote(26.1, 27)).returnRate).toBe(-5.09);
    expect(livePoolItem(item(), quote(26.1, 27)).maxGain).toBe(4.36); // the server's earlier high stays
  });

  it('keeps the server figures for 已调出 items and without a usable quote', () => {
    const removed = item({ status: 'removed', exitDay: '2026-11-02' });
    expect(livePoolItem(removed, quote(30))).toBe(removed);
    expect(livePoolItem(item(), undefined)).toEqual(item());
    expect(livePoolItem(item(), quote(0))).toEqual(item());
    expect(livePoolItem(item({ entryPrice: 0 }), quote(30)).latestPrice).toBe(28);
  });

  it('follows only the held stocks of unlocked pools', () => {
    const pools = [
      pool({ id: 1, items: [item(), item({ id: 2, symbol: 'sz000001', status: 'removed' }), item({ id: 3 })] }),
      pool({ id: 2, locked: true, items: [item({ id: 4, symbol: 'sh600519' })] }),
    ];
    expect(livePoolSymbols(pools)).toEqual(['sh600900']);
    expect(livePoolSymbols(undefined)).toEqual([]);
  });
});
