import {
  CODE,
  HEADLINE_INDICES,
  MARKET_LIMITS,
  MARKET_TEXT,
  QUOTE_STATUS_TEXT,
  type ConceptSector,
  type IndexSnapshot,
  type KlineBar,
  type KlineData,
  type KlinePeriod,
  type MarketQuote,
  type MinuteData,
  type SecurityCheck,
  type SecurityItem,
} from '@caixue/contract';
import { BizError, badRequest } from '../../errors';
import { addDays, shanghaiDay, weekday } from '../../integrations/market/calendar';
import { MarketDataError, type DailyBar, type MarketData, type Quote, type SecurityRef } from '../../integrations/market/provider';

export interface MarketServiceOptions {
  market: MarketData;
  /** The market's clock (the development market clock when MARKET_CLOCK_START is set). */
  now: () => number;
}

/** A driver quote as the contract shows it (with the status text). */
export function toMarketQuote(q: Quote): MarketQuote {
  return {
    symbol: q.symbol,
    code: q.code,
    name: q.name,
    market: q.market,
    type: q.type,
    price: q.price,
    preClose: q.preClose,
    open: q.open,
    high: q.high,
    low: q.low,
    change: q.change,
    changePercent: q.changePercent,
    volume: q.volume,
    amount: q.amount,
    limitUp: q.limitUp,
    limitDown: q.limitDown,
    time: q.time,
    status: q.status,
    statusText: QUOTE_STATUS_TEXT[q.status],
  };
}

function toItem(s: SecurityRef): SecurityItem {
  return { symbol: s.symbol, code: s.code, name: s.name, market: s.market, type: s.type };
}

/** A driver failure as the envelope a member reads: a bad code is 400, the rest says the data is not there. */
export function marketError(error: unknown): unknown {
  if (!(error instanceof MarketDataError)) return error;
  if (error.kind === 'unknown-symbol') return badRequest(MARKET_TEXT.unknownSymbol);
  if (error.kind === 'unsupported') return new BizError(CODE.notFound, MARKET_TEXT.unsupported);
  return new BizError(CODE.error, MARKET_TEXT.unavailable);
}

async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw marketError(error);
  }
}

/** `2026-02-30` passes the pattern but is no day. */
function checkDay(day: string | undefined): void {
  if (day !== undefined && (Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day)) {
    throw badRequest(MARKET_TEXT.dayInvalid);
  }
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;
const round2 = (x: number) => Math.round(x * 100) / 100;

/** Monday of the day's week (week K-lines) or the month (month K-lines). */
function periodKey(day: string, period: KlinePeriod): string {
  if (period === 'month') return day.slice(0, 7);
  if (period === 'week') return addDays(day, -((weekday(day) + 6) % 7));
  return day;
}

/**
 * Week and month bars from daily ones: the first open, the highest high, the lowest low, the last close,
 * the first bar's previous close, volume and amount summed; dated by the period's last trading day.
 */
export function aggregateBars(daily: readonly DailyBar[], period: KlinePeriod): KlineBar[] {
  const out: KlineBar[] = [];
  let key = '';
  for (const d of daily) {
    const k = periodKey(d.day, period);
    const last = out[out.length - 1];
    if (last && k === key) {
      last.day = d.day;
      last.high = Math.max(last.high, d.high);
      last.low = Math.min(last.low, d.low);
      last.close = d.close;
      last.volume += d.volume;
      last.amount = round2(last.amount + d.amount);
    } else {
      key = k;
      out.push({ day: d.day, open: d.open, high: d.high, low: d.low, close: d.close, preClose: d.preClose, change: 0, changePercent: 0, volume: d.volume, amount: d.amount });
    }
  }
  for (const bar of out) {
    bar.change = round3(bar.close - bar.preClose);
    bar.changePercent = bar.preClose > 0 ? round2((bar.change / bar.preClose) * 100) : 0;
  }
  return out;
}

/** Trading days a period's bar spans at most (with room for a partial first period). */
const DAYS_PER_BAR: Record<KlinePeriod, number> = { day: 1, week: 5, month: 23 };

/** Quotes, intraday lines, K-lines, search, indices, concept sectors and the yn/security check (issue 15). */
export class MarketService {
  readonly market: MarketData;
  private readonly now: () => number;

  constructor(options: MarketServiceOptions) {
    this.market = options.market;
    this.now = options.now;
  }

  /** Symbols from `sh600519,sz000001` (duplicates once, at most MARKET_LIMITS.quoteSymbols). */
  static parseSymbols(csv: string): string[] {
    const symbols = [...new Set(csv.split(',').map((s) => s.trim()).filter(Boolean))];
    if (symbols.length === 0) throw badRequest(MARKET_TEXT.symbolRequired);
    if (symbols.length > MARKET_LIMITS.quoteSymbols) throw badRequest(MARKET_TEXT.tooManySymbols);
    return symbols;
  }

  async quotes(csv: string): Promise<MarketQuote[]> {
    const symbols = MarketService.parseSymbols(csv);
    const seen = new Set<string>();
    // 600519 and sh600519 are one security: listed once, where first asked.
    const quotes = (await guarded(() => this.market.quotes(symbols))).filter((q) => !seen.has(q.symbol) && seen.add(q.symbol));
    return quotes.map(toMarketQuote);
  }

  private async quoteOf(symbol: string): Promise<Quote> {
    const [quote] = await guarded(() => this.market.quotes([symbol]));
    if (!quote) throw badRequest(MARKET_TEXT.unknownSymbol);
    return quote;
  }

  async minute(symbol: string, day?: string): Promise<MinuteData> {
    checkDay(day);
    const quote = await this.quoteOf(symbol);
    const bars = await guarded(() => this.market.minuteBars(quote.symbol, day));
    const shownDay = bars.length > 0 ? shanghaiDay(bars[0]!.time) : (day ?? null);
    let preClose = quote.preClose;
    if (shownDay !== null && shownDay !== shanghaiDay(quote.time)) {
      const [bar] = await guarded(() => this.market.dailyBars(quote.symbol, { from: shownDay, to: shownDay }));
      if (bar) preClose = bar.preClose;
    }
    return { symbol: quote.symbol, name: quote.name, day: shownDay, preClose, points: bars, quote: toMarketQuote(quote) };
  }

  async kline(symbol: string, period: KlinePeriod = 'day', count: number = MARKET_LIMITS.klineCountDefault, to?: string): Promise<KlineData> {
    checkDay(to);
    const quote = await this.quoteOf(symbol);
    const wanted = Math.max(1, Math.min(MARKET_LIMITS.klineCount, Math.floor(count)));
    const daily = await guarded(() =>
      this.market.dailyBars(quote.symbol, { count: (wanted + 1) * DAYS_PER_BAR[period], ...(to ? { to } : {}) }),
    );
    const bars = aggregateBars(daily, period).slice(-wanted);
    return { symbol: quote.symbol, name: quote.name, period, bars };
  }

  async search(keyword: string, limit: number = MARKET_LIMITS.searchLimitDefault): Promise<SecurityItem[]> {
    const k = keyword.trim();
    if (!k) throw badRequest(MARKET_TEXT.keywordRequired);
    return (await guarded(() => this.market.search(k, limit))).map(toItem);
  }

  async indices(): Promise<IndexSnapshot> {
    const quotes = (await guarded(() => this.market.quotes(HEADLINE_INDICES))).map(toMarketQuote);
    const status = quotes[0]?.status ?? 'closed';
    const today = shanghaiDay(this.now());
    const closedReason = status === 'holiday' ? this.market.calendar.closedReason(today) : null;
    return { indices: quotes, status, statusText: QUOTE_STATUS_TEXT[status], closedReason };
  }

  async concepts(): Promise<ConceptSector[]> {
    return guarded(() => this.market.sectors());
  }

  /** The listed security a code names, for the stock news list (null when none or the data is down). */
  async lookup(code: string): Promise<{ code: string; name: string } | null> {
    const [quote] = await this.market.quotes([code]).catch(() => []);
    return quote ? { code: quote.code, name: quote.name } : null;
  }

  /** `yn/security`: a well-formed code that no listed security has is `listed: false`, not an error. */
  async security(code: string): Promise<SecurityCheck> {
    const [quote] = await guarded(() => this.market.quotes([code]));
    if (!quote) return { listed: false, security: null, quote: null };
    return { listed: true, security: toItem(quote), quote: toMarketQuote(quote) };
  }
}
