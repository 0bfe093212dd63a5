/**
 * Pure rules of the stock detail page (issue 15): the chart tabs, K-line bars for the shared chart
 * (enough earlier bars for MA20 from the first one shown), the intraday line over the whole day, and the
 * quote grid (prices to 0.01, volume in 手 with 万/亿, amount in 万/亿).
 */
import type { KlineBar, KlinePeriod, MarketQuote, MinuteData } from '@caixue/contract';

export type ChartTab = 'minute' | KlinePeriod;
export const CHART_TABS: readonly { key: ChartTab; text: string }[] = [
  { key: 'minute', text: '分时' },
  { key: 'day', text: '日K' },
  { key: 'week', text: '周K' },
  { key: 'month', text: '月K' },
];

/** Bars drawn at once, and the bars asked for (MA20 needs 19 before the first drawn). */
export const KLINE_VISIBLE = 60;
export const KLINE_FETCH = KLINE_VISIBLE + 19;

export interface ChartBar { time: string; open: number; high: number; low: number; close: number; volume: number }

export function chartBars(bars: readonly KlineBar[]): ChartBar[] {
  return bars.map((bar) => ({ time: bar.day, open: bar.open, high: bar.high, low: bar.low, close: bar.close, volume: bar.volume }));
}

/** The 241 minutes of a trading day: 09:30, 09:31-11:30, 13:01-15:00. */
export function dayMinutes(): string[] {
  const out: string[] = ['09:30'];
  const push = (fromMinute: number, toMinute: number) => {
    for (let m = fromMinute; m <= toMinute; m += 1) out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  };
  push(9 * 60 + 31, 11 * 60 + 30);
  push(13 * 60 + 1, 15 * 60);
  return out;
}

/** The intraday line over the whole day (minutes still to come are gaps), price and average price. */
export function minuteSeries(data: MinuteData): { categories: string[]; price: (number | null)[]; average: (number | null)[] } {
  const categories = dayMinutes();
  const byMinute = new Map(data.points.map((point) => [point.minute, point]));
  return {
    categories,
    price: categories.map((minute) => byMinute.get(minute)?.price ?? null),
    average: categories.map((minute) => byMinute.get(minute)?.avgPrice ?? null),
  };
}

export type QuoteField = 'open' | 'high' | 'low' | 'preClose' | 'volume' | 'amount' | 'limitUp' | 'limitDown';

/** The grid under the price: label, the field, and whether it is a price (coloured against 昨收). */
export const QUOTE_GRID: readonly { key: QuoteField; text: string; price: boolean }[] = [
  { key: 'open', text: '今开', price: true },
  { key: 'high', text: '最高', price: true },
  { key: 'volume', text: '成交量', price: false },
  { key: 'preClose', text: '昨收', price: false },
  { key: 'low', text: '最低', price: true },
  { key: 'amount', text: '成交额', price: false },
  { key: 'limitUp', text: '涨停', price: true },
  { key: 'limitDown', text: '跌停', price: true },
];

/** A price of the grid against 昨收: above red, below green. */
export function toneAgainst(value: number | null, preClose: number): 'up' | 'down' | 'flat' {
  if (value === null || !Number.isFinite(value) || value === preClose) return 'flat';
  return value > preClose ? 'up' : 'down';
}

/** Indices are not watched in 自选 nor given alerts (the server takes stocks and bonds). */
export function isWatchable(quote: Pick<MarketQuote, 'type'> | undefined): boolean {
  return quote?.type !== 'index';
}
