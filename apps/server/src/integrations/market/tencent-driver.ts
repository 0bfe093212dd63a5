import { ChinaTradingCalendar, SHANGHAI_OFFSET_MS, tradingCalendar } from './calendar';
import { bondSnapshot, bondSymbols, conceptMemberSymbols, searchUniverse, sectorSnapshots } from './catalog';
import type {
  BondSnapshot,
  DailyBar,
  MarketData,
  MinuteBar,
  Quote,
  QuoteStatus,
  SectorSnapshot,
  SecurityRef,
  SecurityType,
} from './provider';
import { MarketDataError } from './provider';
import { lotSize } from './rules';
import { buildUniverse, normalizeSymbol, type Universe } from './universe';

/**
 * A real quote adapter for Tencent's public quote format (`GET {base}/q=sh600519,sz000001`).
 *
 * The answer is GBK text, one line per symbol, `~`-separated fields:
 *   v_sh600519="1~贵州茅台~600519~1459.88~1459.44~1459.44~21064~...~20260402161401~0.44~0.03~1464.88~1452.10~1459.88/21064/3071809846~...";
 * and `v_pv_none_match="1";` for a symbol it does not know (left out of the answer). Fields used (0-based):
 * 1 name, 2 code, 3 price, 4 previous close, 5 open, 6 volume in lots (手), 30 time yyyyMMddHHmmss
 * (Beijing), 31 change, 32 change %, 33 high, 34 low, 35 `price/lots/amount in yuan`, 37 amount in 万元
 * (used when 35 has none), 47 limit up, 48 limit down. Volume is turned into shares (x100; bonds x10 张).
 * A price of 0 (nothing traded yet today) reads as the previous close. The status comes from our
 * calendar at the quote's own time; a trading-day quote with no open and no volume after 09:30 is
 * `suspended`.
 *
 * Only quotes (and what is made of quotes: indices, sectors, bonds) come from Tencent. Search uses the
 * seeded universe table (`universe.ts`), so it finds only seeded securities. Minute bars and K-lines are
 * not implemented for this driver yet (they are other formats): they throw `unsupported`.
 */

export interface TencentOptions {
  /** Default `https://qt.gtimg.cn` (MARKET_API_BASE). Tests point it at a local fake. */
  baseUrl?: string;
  /** Per request, body included. Default 5000 ms. */
  timeoutMs?: number;
  /** Symbols per request. Default 60. */
  batchSize?: number;
  calendar?: ChinaTradingCalendar;
  now?: () => number;
  fetch?: typeof fetch;
}

export const TENCENT_DEFAULT_BASE = 'https://qt.gtimg.cn';

const INDEX_SYMBOL = /^(sh000\d{3}|sz399\d{3})$/;

function typeOf(symbol: string): SecurityType {
  if (INDEX_SYMBOL.test(symbol)) return 'index';
  if (/^(sh11|sz12)/.test(symbol)) return 'bond';
  return 'stock';
}

/** `20260402161401` (Beijing) -> Unix ms; null when not shaped so. */
export function parseTencentTime(text: string): number | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)) - SHANGHAI_OFFSET_MS;
}

/** Every `v_NAME="..."` record of an answer, by NAME (`sh600519`, `pv_none_match`). */
export function parseTencentRecords(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const re = /v_([A-Za-z0-9_]+)="([^"]*)"/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) out.set(m[1]!.toLowerCase(), m[2]!.split('~'));
  return out;
}

function num(fields: string[], i: number, symbol: string): number {
  const text = fields[i] ?? '';
  const v = Number(text);
  if (text.trim() === '' || !Number.isFinite(v)) {
    throw new MarketDataError('format', `tencent quote ${symbol}: field ${i} is not a number (${JSON.stringify(text)})`);
  }
  return v;
}

function optionalNum(fields: string[], i: number): number | null {
  const text = fields[i] ?? '';
  const v = Number(text);
  return text.trim() !== '' && Number.isFinite(v) && v > 0 ? v : null;
}

/** One record -> our snapshot. Throws `format` when a field we need is missing or not a number. */
export function parseTencentQuote(
  symbol: string,
  fields: string[],
  calendar: ChinaTradingCalendar = tradingCalendar,
  now: number = Date.now(),
): Quote {
  if (fields.length < 49) {
    throw new MarketDataError('format', `tencent quote ${symbol}: ${fields.length} fields, expected at least 49`);
  }
  const type = typeOf(symbol);
  const preClose = num(fields, 4, symbol);
  const traded = num(fields, 3, symbol);
  const price = traded > 0 ? traded : preClose;
  const open = num(fields, 5, symbol);
  const lots = num(fields, 6, symbol);
  const time = parseTencentTime(fields[30] ?? '');
  if (time === null) throw new MarketDataError('format', `tencent quote ${symbol}: bad time ${JSON.stringify(fields[30])}`);
  const [, , amountText] = (fields[35] ?? '').split('/');
  const amount = amountText && Number.isFinite(Number(amountText)) ? Number(amountText) : num(fields, 37, symbol) * 10_000;
  const high = num(fields, 33, symbol);
  const low = num(fields, 34, symbol);
  const status = statusOf(calendar, now, time, open, lots);
  return {
    symbol,
    code: fields[2] || symbol.slice(2),
    name: fields[1] ?? '',
    market: symbol.slice(0, 2) as Quote['market'],
    type,
    price,
    preClose,
    open: open > 0 ? open : price,
    high: high > 0 ? high : price,
    low: low > 0 ? low : price,
    change: traded > 0 ? num(fields, 31, symbol) : 0,
    changePercent: traded > 0 ? num(fields, 32, symbol) : 0,
    volume: lots * lotSize(type),
    amount: Math.round(amount * 100) / 100,
    limitUp: type === 'index' ? null : optionalNum(fields, 47),
    limitDown: type === 'index' ? null : optionalNum(fields, 48),
    time,
    status,
  };
}

function statusOf(calendar: ChinaTradingCalendar, now: number, time: number, open: number, lots: number): QuoteStatus {
  const session = calendar.session(now);
  if (session.state === 'holiday') return 'holiday';
  if (session.state === 'pre-open') return 'pre-open';
  // A quote still dated before today on a trading day after the open, or with nothing traded: 停牌.
  const quoteDay = calendar.session(time).day;
  if (quoteDay < session.day || (open <= 0 && lots <= 0)) return 'suspended';
  return session.state;
}

export class TencentMarket implements MarketData {
  readonly driver = 'tencent' as const;
  readonly calendar: ChinaTradingCalendar;
  readonly universe: Universe;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly batchSize: number;
  private readonly now: () => number;
  private readonly fetchImpl: typeof fetch;
  private readonly decoder = new TextDecoder('gbk');

  constructor(options: TencentOptions = {}) {
    this.baseUrl = (options.baseUrl ?? TENCENT_DEFAULT_BASE).replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.batchSize = Math.max(1, options.batchSize ?? 60);
    this.calendar = options.calendar ?? tradingCalendar;
    this.now = options.now ?? Date.now;
    this.fetchImpl = options.fetch ?? fetch;
    this.universe = buildUniverse();
  }

  async quotes(symbols: readonly string[]): Promise<Quote[]> {
    const wanted = symbols.map((s) => normalizeSymbol(s)).filter((s): s is string => s !== null);
    const unique = [...new Set(wanted)];
    const found = new Map<string, Quote>();
    const now = this.now();
    for (let i = 0; i < unique.length; i += this.batchSize) {
      const batch = unique.slice(i, i + this.batchSize);
      const records = parseTencentRecords(await this.get(`/q=${batch.join(',')}`));
      for (const symbol of batch) {
        const fields = records.get(symbol);
        if (fields) found.set(symbol, parseTencentQuote(symbol, fields, this.calendar, now));
      }
    }
    return wanted.flatMap((s) => found.get(s) ?? []);
  }

  async minuteBars(symbol: string): Promise<MinuteBar[]> {
    throw new MarketDataError('unsupported', `tencent driver: minute bars are not implemented yet (${symbol})`);
  }

  async dailyBars(symbol: string): Promise<DailyBar[]> {
    throw new MarketDataError('unsupported', `tencent driver: daily K-lines are not implemented yet (${symbol})`);
  }

  async search(keyword: string, limit?: number): Promise<SecurityRef[]> {
    return searchUniverse(this.universe, keyword, limit);
  }

  async indices(): Promise<Quote[]> {
    return this.quotes(this.universe.all.filter((s) => s.type === 'index').map((s) => s.symbol));
  }

  async sectors(): Promise<SectorSnapshot[]> {
    const qs = await this.quotes(conceptMemberSymbols(this.universe));
    return sectorSnapshots(this.universe, new Map(qs.map((q) => [q.symbol, q])));
  }

  async bonds(): Promise<BondSnapshot[]> {
    const pairs = bondSymbols(this.universe);
    const qs = new Map(
      (await this.quotes(pairs.flatMap((p) => [p.bond.symbol, p.underlying.symbol]))).map((q) => [q.symbol, q]),
    );
    return pairs.flatMap((p) => {
      const b = qs.get(p.bond.symbol);
      const s = qs.get(p.underlying.symbol);
      return b && s ? [bondSnapshot(p.bond, b, s)] : [];
    });
  }

  /** GET base + path, GBK-decoded, with the timeout covering the body too. */
  private async get(path: string): Promise<string> {
    const url = this.baseUrl + path;
    const host = new URL(this.baseUrl).host;
    const signal = AbortSignal.timeout(this.timeoutMs);
    try {
      const res = await this.fetchImpl(url, { signal, headers: { accept: '*/*' } });
      if (!res.ok) {
        throw new MarketDataError('http', `tencent quotes: HTTP ${res.status} from ${host}`);
      }
      return this.decoder.decode(await res.arrayBuffer());
    } catch (err) {
      if (err instanceof MarketDataError) throw err;
      if (signal.aborted) {
        throw new MarketDataError('timeout', `tencent quotes: no answer from ${host} within ${this.timeoutMs} ms`);
      }
      const cause = err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err);
      throw new MarketDataError('network', `tencent quotes: request to ${host} failed: ${cause}`);
    }
  }
}
