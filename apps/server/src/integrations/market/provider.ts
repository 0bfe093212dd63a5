/**
 * Market data (issue 15): one interface for quotes, intraday minute bars, daily K-lines, security search,
 * the trading calendar, indices, concept sectors and convertible bonds, whatever the driver
 * (`simulation.ts`, the default, or `tencent-driver.ts`).
 *
 * Numbers: prices are plain numbers rounded to the security's tick (0.01 yuan for stocks, 0.001 yuan for
 * convertible bonds, 0.01 points for indices); the drivers keep them as integer ticks internally, so a
 * price is always the nearest double to an exact tick (`12.34`, never `12.340000000000002`). Volume is in
 * shares (bonds: 张, indices: the members' shares), amount in yuan rounded to 0.01, change percent
 * rounded to 0.01. Times are Unix milliseconds; days are `YYYY-MM-DD` in Asia/Shanghai.
 */

/** Exchange: Shanghai, Shenzhen, Beijing. */
export type Market = 'sh' | 'sz' | 'bj';
export type SecurityType = 'stock' | 'index' | 'bond';
/** 主板, 创业板, 科创板, 北交所; indices and bonds have none. */
export type Board = 'main' | 'chinext' | 'star' | 'bse';

/**
 * State of a quote and its text (the spec's 已收盘 / 休市 outside the sessions): defined in the contract
 * (`market.ts`) so the client shows the same words.
 */
export { QUOTE_STATUS_TEXT, type QuoteStatus } from '@caixue/contract';
import type { QuoteStatus } from '@caixue/contract';

/** A symbol is the market prefix and the code: `sh600519`, `sz000001` (平安银行), `sh000001` (上证指数). */
export interface SecurityRef {
  symbol: string;
  code: string;
  name: string;
  market: Market;
  type: SecurityType;
}

export interface Quote extends SecurityRef {
  price: number;
  preClose: number;
  open: number;
  high: number;
  low: number;
  change: number;
  changePercent: number;
  /** Shares (bonds: 张). */
  volume: number;
  /** Yuan. */
  amount: number;
  /** Price limits of the day (涨停价 / 跌停价); null for indices. */
  limitUp: number | null;
  limitDown: number | null;
  /** When this snapshot was true (the last minute shown, or 15:00 of the last trading day). */
  time: number;
  status: QuoteStatus;
}

/** One point of the intraday line: 241 per day, 09:30 (the opening auction) and 09:31..11:30, 13:01..15:00. */
export interface MinuteBar {
  /** `HH:MM` Asia/Shanghai, the end of the minute. */
  minute: string;
  time: number;
  price: number;
  /** Average price of the day so far (amount / volume), the yellow line of the intraday chart. */
  avgPrice: number;
  volume: number;
  amount: number;
}

export interface DailyBar {
  day: string;
  open: number;
  high: number;
  low: number;
  close: number;
  preClose: number;
  volume: number;
  amount: number;
}

/** `{from, to}` (inclusive days) or the last `count` bars up to `to` (default: now). */
export type DailyRange = { from: string; to: string } | { count: number; to?: string };

export type SessionState = 'pre-open' | 'trading' | 'break' | 'closed' | 'holiday';

export interface SessionInfo {
  /** Shanghai day of the instant. */
  day: string;
  state: SessionState;
  /** Minutes since midnight, Shanghai. */
  minuteOfDay: number;
}

export interface TradingCalendar {
  isTradingDay(day: string): boolean;
  /** The first trading day strictly after / before `day`. */
  nextTradingDay(day: string): string;
  previousTradingDay(day: string): string;
  /** Trading days in [from, to], ascending. */
  tradingDays(from: string, to: string): string[];
  session(at: number): SessionInfo;
  /** Name of the holiday on `day` (`国庆节`), `周末` on a weekend, null on a trading day. */
  closedReason(day: string): string | null;
}

export interface SectorSnapshot {
  code: string;
  name: string;
  /** Market-value-weighted change of the members, percent. */
  changePercent: number;
  upCount: number;
  downCount: number;
  /** The member with the largest change (领涨股). */
  leader: { symbol: string; name: string; changePercent: number } | null;
  members: string[];
}

export interface BondSnapshot {
  quote: Quote;
  underlying: { symbol: string; name: string; price: number; changePercent: number };
  conversionPrice: number;
  /** 转股价值 = 100 / conversion price x stock price, 0.001. */
  conversionValue: number;
  /** 转股溢价率, percent, 0.01. */
  premiumRate: number;
  rating: string;
  /** 剩余规模, 亿元. */
  remainingSize: number;
}

export interface MarketData {
  readonly driver: 'simulation' | 'tencent';
  readonly calendar: TradingCalendar;
  /** Snapshots in the order asked; unknown symbols are left out. Bare codes resolve (`600519`, `600519.SH`). */
  quotes(symbols: readonly string[]): Promise<Quote[]>;
  /** The day's intraday line up to now (a past day: complete; default: the current or last trading day). */
  minuteBars(symbol: string, day?: string): Promise<MinuteBar[]>;
  dailyBars(symbol: string, range: DailyRange): Promise<DailyBar[]>;
  /** By code prefix, name or pinyin initials (`gzmt` -> 贵州茅台). */
  search(keyword: string, limit?: number): Promise<SecurityRef[]>;
  indices(): Promise<Quote[]>;
  sectors(): Promise<SectorSnapshot[]>;
  bonds(): Promise<BondSnapshot[]>;
}

/** A driver's failure, with a kind the caller can branch on and a message naming the cause. */
export class MarketDataError extends Error {
  constructor(
    readonly kind: 'timeout' | 'network' | 'http' | 'format' | 'unknown-symbol' | 'unsupported',
    message: string,
  ) {
    super(message);
    this.name = 'MarketDataError';
  }
}
