import { ChinaTradingCalendar, SESSION, shanghaiInstant, shanghaiMsOfDay, tradingCalendar } from './calendar';
import { bondSnapshot, bondSymbols, conceptMemberSymbols, searchUniverse, sectorSnapshots } from './catalog';
import { hash32, rng } from './prng';
import type {
  BondSnapshot,
  DailyBar,
  DailyRange,
  MarketData,
  MinuteBar,
  Quote,
  QuoteStatus,
  SectorSnapshot,
  SecurityRef,
} from './provider';
import { MarketDataError } from './provider';
import { limitPercent, limitTicks, lotSize, round2, ticksPerUnit } from './rules';
import { buildUniverse, normalizeSymbol, type Security, type Universe } from './universe';

/**
 * The default market-data driver: a deterministic simulated A-share market.
 *
 * Every number comes from a seeded PRNG keyed by (seed, symbol, day), so two instances with the same seed
 * and epoch agree on every bar, across restarts. Daily walk per security, from the epoch's first trading
 * day: log return = beta x market factor of the day + own noise - a pull back towards the seeded base
 * price (so prices stay plausible for years), sometimes a jump to the limit; the close is clamped to the
 * day's limits (rules.ts) and rounded to the tick. Open, high and low come from the same stream. Volume
 * is a turnover of the shares outstanding in whole lots. Suspended days (停牌, rare) have no bar.
 *
 * Intraday: 241 minute prices pinned to the day's open, high, low and close (Brownian bridges between them,
 * clamped to [low, high], in ticks), and the day's lots spread over the minutes (U-shaped); each minute's
 * amount is its shares x its price, and the day's amount is their sum, so a daily bar, the day's minute
 * bars and the closing quote agree. Indices walk on their own, correlated with the same market factor,
 * with a turnover in yuan. Bonds follow their stock: price = soft max of the conversion value and a bond
 * floor, times a slowly moving premium, within ±20%.
 *
 * Nothing after `now()` is shown: today's minute bars stop at the current minute, and the day's bar, the
 * quote's high, low, volume and amount are those up to it.
 */

export interface SimulationOptions {
  /** Seeds every number; the same seed gives the same market. Default `caixue`. */
  seed?: string;
  /** The clock (Unix ms); tests and a simulated session move it. Default Date.now. */
  now?: () => number;
  /** First simulated trading day (history starts there). Default 2024-01-02. */
  epoch?: string;
  calendar?: ChinaTradingCalendar;
}

export const DEFAULT_EPOCH = '2024-01-02';
export const MINUTES_PER_DAY = 241;

interface DayRec {
  day: string;
  /** Ticks. */
  pre: number;
  o: number;
  h: number;
  l: number;
  c: number;
  /** Shares. */
  v: number;
  /** Cents; -1 until the day's minute path is made (indices: set at once). */
  amt: number;
  /** Limit prices in ticks; 0 for indices. */
  up: number;
  down: number;
  susp: boolean;
  /** Bonds: the premium noise carried from day to day. */
  noise: number;
}

interface Intraday {
  /** Ticks per minute. */
  price: Int32Array;
  /** Cumulative shares and cents. */
  cumVol: Float64Array;
  cumAmt: Float64Array;
  runHigh: Int32Array;
  runLow: Int32Array;
}

interface QuoteView {
  dayIdx: number;
  /** Last complete minute shown (-1: none yet). */
  k: number;
  /** 3-second step inside the forming minute k+1 (trading only), else -1. */
  step: number;
  status: QuoteStatus;
  /** Identifies what a quote shows, so a security's quote is made once per step. */
  key: number;
  prevCloseAt: number;
}

const STATUS_CODE: Record<QuoteStatus, number> = {
  'pre-open': 0,
  trading: 1,
  break: 2,
  closed: 3,
  holiday: 4,
  suspended: 5,
};

interface SecState {
  sec: Security;
  perUnit: number;
  lot: number;
  limit: number | null;
  base: number;
  sigma: number;
  beta: number;
  turnover: number;
  suspendP: number;
  recs: DayRec[];
  cacheKey: number;
  cacheQuote: Quote | null;
  paths: Map<string, Intraday>;
}

/** 09:30 is minute 0 (opening auction); 1..120 are 09:31..11:30; 121..240 are 13:01..15:00. */
export function minuteOfDayOf(k: number): number {
  return k <= 120 ? SESSION.morningOpen + k : SESSION.afternoonOpen + (k - 120);
}

/** Relative volume per minute: heavy at the open, lighter at noon, rising into the close; the auction. */
const U_SHAPE = Float64Array.from({ length: MINUTES_PER_DAY }, (_, k) => {
  if (k === 0) return 6;
  let w = 1 + 1.4 * Math.exp(-(k - 1) / 12) + 0.7 * Math.exp(-(240 - k) / 15);
  if (k > 120) w += 0.4 * Math.exp(-(k - 121) / 8);
  return w;
});

function hhmm(minuteOfDay: number): string {
  return `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;
}

/** Index of the last minute shown at `minutes` (after Shanghai midnight) on a trading day (-1 before 09:30). */
function visibleMinute(minutes: number): number {
  if (minutes < SESSION.morningOpen) return -1;
  if (minutes < SESSION.morningClose) return Math.floor(minutes - SESSION.morningOpen);
  if (minutes < SESSION.afternoonOpen) return 120;
  if (minutes < SESSION.afternoonClose) return 120 + Math.floor(minutes - SESSION.afternoonOpen);
  return 240;
}

export class SimulatedMarket implements MarketData {
  readonly driver = 'simulation' as const;
  readonly calendar: ChinaTradingCalendar;
  readonly universe: Universe;
  private readonly seed: string;
  private readonly now: () => number;
  private readonly epoch: string;
  private days: string[] = [];
  private readonly dayIndex = new Map<string, number>();
  private readonly market = new Map<string, number>();
  private readonly states = new Map<string, SecState>();

  constructor(options: SimulationOptions = {}) {
    this.seed = options.seed ?? 'caixue';
    this.now = options.now ?? Date.now;
    this.epoch = options.epoch ?? DEFAULT_EPOCH;
    this.calendar = options.calendar ?? tradingCalendar;
    this.universe = buildUniverse();
    if (!this.calendar.isTradingDay(this.epoch)) this.epoch = this.calendar.nextTradingDay(this.epoch);
  }

  // ---- the interface ------------------------------------------------------------------------------

  async quotes(symbols: readonly string[]): Promise<Quote[]> {
    return this.quotesAt(symbols, this.now());
  }

  async minuteBars(symbol: string, day?: string): Promise<MinuteBar[]> {
    return this.minuteBarsAt(symbol, this.now(), day);
  }

  async dailyBars(symbol: string, range: DailyRange): Promise<DailyBar[]> {
    return this.dailyBarsAt(symbol, range, this.now());
  }

  async search(keyword: string, limit?: number): Promise<SecurityRef[]> {
    return searchUniverse(this.universe, keyword, limit);
  }

  async indices(): Promise<Quote[]> {
    return this.quotesAt(
      this.universe.all.filter((s) => s.type === 'index').map((s) => s.symbol),
      this.now(),
    );
  }

  async sectors(): Promise<SectorSnapshot[]> {
    const qs = this.quotesAt(conceptMemberSymbols(this.universe), this.now());
    return sectorSnapshots(this.universe, new Map(qs.map((q) => [q.symbol, q])));
  }

  async bonds(): Promise<BondSnapshot[]> {
    const at = this.now();
    const pairs = bondSymbols(this.universe);
    const qs = new Map(
      this.quotesAt(pairs.flatMap((p) => [p.bond.symbol, p.underlying.symbol]), at).map((q) => [q.symbol, q]),
    );
    return pairs.map((p) => bondSnapshot(p.bond, qs.get(p.bond.symbol)!, qs.get(p.underlying.symbol)!));
  }

  // ---- synchronous core (the quote fan-out calls these) --------------------------------------------

  resolve(symbol: string): Security | null {
    const s = normalizeSymbol(symbol);
    return s ? (this.universe.bySymbol.get(s) ?? null) : null;
  }

  quotesAt(symbols: readonly string[], at: number): Quote[] {
    const view = this.view(at);
    const out: Quote[] = [];
    for (const symbol of symbols) {
      const sec = this.universe.bySymbol.get(symbol) ?? this.resolve(symbol);
      if (sec) out.push(this.quoteOf(this.state(sec), view, at));
    }
    return out;
  }

  minuteBarsAt(symbol: string, at: number, day?: string): MinuteBar[] {
    const st = this.stateOrThrow(symbol);
    const session = this.calendar.session(at);
    let target = day;
    if (!target) {
      target =
        this.calendar.isTradingDay(session.day) && session.state !== 'pre-open'
          ? session.day
          : this.calendar.previousTradingDay(session.day);
    }
    if (target > session.day || !this.calendar.isTradingDay(target) || target < this.epoch) return [];
    const rec = this.recOf(st, target);
    if (!rec || rec.susp) return [];
    const last = target === session.day ? visibleMinute(shanghaiMsOfDay(at) / 60_000) : 240;
    if (last < 0) return [];
    const path = this.path(st, rec);
    const bars: MinuteBar[] = [];
    let priceSum = 0;
    for (let k = 0; k <= last; k++) {
      const m = minuteOfDayOf(k);
      const vol = path.cumVol[k]! - (k > 0 ? path.cumVol[k - 1]! : 0);
      const amt = path.cumAmt[k]! - (k > 0 ? path.cumAmt[k - 1]! : 0);
      priceSum += path.price[k]!;
      const avgTicks =
        st.sec.type === 'index' || path.cumVol[k] === 0
          ? priceSum / (k + 1)
          : (path.cumAmt[k]! / path.cumVol[k]!) * (st.perUnit / 100);
      bars.push({
        minute: hhmm(m),
        time: shanghaiInstant(target, m),
        price: path.price[k]! / st.perUnit,
        avgPrice: Math.round(avgTicks) / st.perUnit,
        volume: vol,
        amount: amt / 100,
      });
    }
    return bars;
  }

  dailyBarsAt(symbol: string, range: DailyRange, at: number): DailyBar[] {
    const st = this.stateOrThrow(symbol);
    const session = this.calendar.session(at);
    const today = session.day;
    const to = range.to && range.to < today ? range.to : today;
    const n = this.ensureDays(to);
    this.ensureHistory(st, n);
    const bars: DailyBar[] = [];
    const push = (rec: DayRec) => {
      if (rec.susp) return;
      if (rec.day === today && session.state !== 'closed') {
        // Today's forming bar is the quote of now (nothing before 09:30).
        if (session.state === 'pre-open') return;
        const q = this.quoteOf(st, this.view(at), at);
        bars.push({
          day: rec.day,
          open: q.open,
          high: q.high,
          low: q.low,
          close: q.price,
          preClose: q.preClose,
          volume: q.volume,
          amount: q.amount,
        });
      } else {
        bars.push(this.fullBar(st, rec));
      }
    };
    if ('count' in range) {
      const count = Math.max(0, Math.min(Math.floor(range.count), n));
      for (let i = n - 1; i >= 0 && bars.length < count; i--) push(st.recs[i]!);
      return bars.reverse();
    }
    for (let i = 0; i < n; i++) {
      const rec = st.recs[i]!;
      if (rec.day >= range.from && rec.day <= to) push(rec);
    }
    return bars;
  }

  // ---- quotes ---------------------------------------------------------------------------------------

  /** What every quote of one instant shows: which day, up to which minute and 3-second step, which status. */
  private view(at: number): QuoteView | null {
    const session = this.calendar.session(at);
    const day = session.state === 'holiday' ? this.calendar.previousTradingDay(session.day) : session.day;
    if (day < this.epoch) return null;
    const dayIdx = this.ensureDays(day) - 1;
    const ms = shanghaiMsOfDay(at);
    let k = 240;
    let step = -1;
    let status: QuoteStatus;
    switch (session.state) {
      case 'holiday':
        status = 'holiday';
        break;
      case 'pre-open':
        status = 'pre-open';
        k = -1;
        break;
      case 'break':
        status = 'break';
        k = 120;
        break;
      case 'closed':
        status = 'closed';
        break;
      default:
        status = 'trading';
        k = visibleMinute(ms / 60_000);
        // The minute after k is forming: its price moves every 3 seconds.
        step = Math.floor((ms % 60_000) / 3_000);
    }
    const key = ((dayIdx * 242 + (k + 1)) * 21 + (step + 1)) * 8 + STATUS_CODE[status];
    const prevClose = dayIdx > 0 ? this.days[dayIdx - 1]! : this.calendar.previousTradingDay(day);
    return { dayIdx, k, step, status, key, prevCloseAt: shanghaiInstant(prevClose, SESSION.afternoonClose) };
  }

  private quoteOf(st: SecState, view: QuoteView | null, at: number): Quote {
    if (!view) return this.emptyQuote(st.sec, at);
    if (st.cacheKey === view.key && st.cacheQuote) return st.cacheQuote;
    this.ensureHistory(st, view.dayIdx + 1);
    const rec = st.recs[view.dayIdx]!;
    let q: Quote;
    if (rec.susp) q = this.flatQuote(st, rec, 'suspended', view.prevCloseAt);
    else if (view.k < 0) q = this.flatQuote(st, rec, view.status, view.prevCloseAt);
    else q = this.snapshot(st, rec, view);
    st.cacheKey = view.key;
    st.cacheQuote = q;
    return q;
  }

  private snapshot(st: SecState, rec: DayRec, view: QuoteView): Quote {
    const p = this.path(st, rec);
    const u = st.perUnit;
    const k = view.k;
    let price = p.price[k]!;
    let high = p.runHigh[k]!;
    let low = p.runLow[k]!;
    let volume = p.cumVol[k]!;
    let amount = p.cumAmt[k]!;
    let time = shanghaiInstant(rec.day, minuteOfDayOf(k));
    if (view.step > 0 && k < 240) {
      // Inside the forming minute k+1: part of the way to its price, a tick of jitter, part of its volume.
      const f = view.step / 20;
      const next = p.price[k + 1]!;
      const jitter = (hash32(`${this.seed}|tick|${st.sec.symbol}|${rec.day}|${k}|${view.step}`) % 3) - 1;
      price = Math.min(rec.h, Math.max(rec.l, Math.round(price + (next - price) * f) + jitter));
      high = Math.max(high, price);
      low = Math.min(low, price);
      const minuteShares = p.cumVol[k + 1]! - volume;
      const shares = Math.round((minuteShares / st.lot) * f) * st.lot;
      amount += st.sec.type === 'index'
        ? Math.round((p.cumAmt[k + 1]! - amount) * f)
        : (shares * price * 100) / u;
      volume += shares;
      time = shanghaiInstant(rec.day, minuteOfDayOf(k + 1) - 1) + view.step * 3_000;
    }
    return {
      symbol: st.sec.symbol,
      code: st.sec.code,
      name: st.sec.name,
      market: st.sec.market,
      type: st.sec.type,
      price: price / u,
      preClose: rec.pre / u,
      open: rec.o / u,
      high: high / u,
      low: low / u,
      change: (price - rec.pre) / u,
      changePercent: round2(((price - rec.pre) / rec.pre) * 100),
      volume,
      amount: amount / 100,
      limitUp: st.limit === null ? null : rec.up / u,
      limitDown: st.limit === null ? null : rec.down / u,
      time,
      status: view.status,
    };
  }

  /** Nothing traded (yet) today: the previous close everywhere. */
  private flatQuote(st: SecState, rec: DayRec, status: QuoteStatus, time: number): Quote {
    const u = st.perUnit;
    const pre = rec.pre / u;
    return {
      symbol: st.sec.symbol,
      code: st.sec.code,
      name: st.sec.name,
      market: st.sec.market,
      type: st.sec.type,
      price: pre,
      preClose: pre,
      open: pre,
      high: pre,
      low: pre,
      change: 0,
      changePercent: 0,
      volume: 0,
      amount: 0,
      limitUp: st.limit === null ? null : rec.up / u,
      limitDown: st.limit === null ? null : rec.down / u,
      time,
      status,
    };
  }

  /** Before the epoch there is nothing to show. */
  private emptyQuote(sec: Security, at: number): Quote {
    return {
      symbol: sec.symbol,
      code: sec.code,
      name: sec.name,
      market: sec.market,
      type: sec.type,
      price: 0,
      preClose: 0,
      open: 0,
      high: 0,
      low: 0,
      change: 0,
      changePercent: 0,
      volume: 0,
      amount: 0,
      limitUp: null,
      limitDown: null,
      time: at,
      status: 'holiday',
    };
  }

  private fullBar(st: SecState, rec: DayRec): DailyBar {
    const u = st.perUnit;
    if (rec.amt < 0) this.makePath(st, rec); // sets rec.amt; history paths are not kept
    return {
      day: rec.day,
      open: rec.o / u,
      high: rec.h / u,
      low: rec.l / u,
      close: rec.c / u,
      preClose: rec.pre / u,
      volume: rec.v,
      amount: rec.amt / 100,
    };
  }

  // ---- the daily walk -------------------------------------------------------------------------------

  private stateOrThrow(symbol: string): SecState {
    const sec = this.resolve(symbol);
    if (!sec) throw new MarketDataError('unknown-symbol', `unknown symbol: ${symbol}`);
    return this.state(sec);
  }

  private state(sec: Security): SecState {
    let st = this.states.get(sec.symbol);
    if (!st) {
      const r = rng(`${this.seed}|params|${sec.symbol}`);
      const perUnit = ticksPerUnit(sec.type);
      const boardVol = sec.board === 'chinext' || sec.board === 'star' ? 0.024 : 0.017;
      let base: number;
      if (sec.stock) base = sec.stock.basePrice;
      else if (sec.index) base = sec.index.baseLevel;
      else base = 110;
      st = {
        sec,
        perUnit,
        lot: lotSize(sec.type),
        limit: limitPercent(sec.type, sec.board, sec.st),
        base: Math.round(base * perUnit),
        sigma: sec.type === 'index' ? 0.004 : sec.type === 'bond' ? 0.006 : boardVol * (0.75 + 0.5 * r.next()),
        beta: sec.index ? sec.index.beta : 0.6 + 0.8 * r.next(),
        turnover: sec.type === 'bond' ? 0.02 + 0.06 * r.next() : 0.003 + 0.02 * r.next() * r.next(),
        suspendP: sec.type === 'index' ? 0 : sec.st ? 0.006 : 0.0015,
        recs: [],
        cacheKey: -1,
        cacheQuote: null,
        paths: new Map(),
      };
      this.states.set(sec.symbol, st);
    }
    return st;
  }

  /** Extends the trading-day list to `day`; returns how many days are <= day. */
  private ensureDays(day: string): number {
    const last = this.days[this.days.length - 1];
    if (!last || last < day) {
      const from = last ? this.calendar.nextTradingDay(last) : this.epoch;
      if (from <= day) {
        for (const d of this.calendar.tradingDays(from, day)) {
          this.dayIndex.set(d, this.days.length);
          this.days.push(d);
        }
      }
    }
    // Days up to `day` (binary search: the list is sorted).
    let lo = 0;
    let hi = this.days.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.days[mid]! <= day) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private recOf(st: SecState, day: string): DayRec | null {
    if (day < this.epoch) return null;
    this.ensureDays(day);
    const i = this.dayIndex.get(day);
    if (i === undefined) return null;
    this.ensureHistory(st, i + 1);
    return st.recs[i]!;
  }

  private marketFactor(day: string): number {
    let m = this.market.get(day);
    if (m === undefined) {
      const r = rng(`${this.seed}|market|${day}`);
      m = 0.0105 * r.normal() * (r.next() < 0.04 ? 2.5 : 1) + 0.0002;
      this.market.set(day, m);
    }
    return m;
  }

  private ensureHistory(st: SecState, n: number): void {
    if (st.recs.length >= n) return;
    let underlying: SecState | null = null;
    if (st.sec.bond) {
      const u = this.universe.stockByCode.get(st.sec.bond.underlying);
      if (!u) throw new Error(`bond ${st.sec.symbol}: underlying ${st.sec.bond.underlying} is not in the universe`);
      underlying = this.state(u);
      this.ensureHistory(underlying, n);
    }
    while (st.recs.length < n) {
      const i = st.recs.length;
      const prev = i > 0 ? st.recs[i - 1]! : null;
      st.recs.push(this.step(st, this.days[i]!, prev, underlying ? underlying.recs[i]! : null));
    }
  }

  private step(st: SecState, day: string, prev: DayRec | null, under: DayRec | null): DayRec {
    const r = rng(`${this.seed}|day|${st.sec.symbol}|${day}`);
    const pre = prev ? prev.c : st.sec.bond && under ? this.bondFair(st, under.pre, 0) : st.base;
    const lim = st.limit === null ? null : limitTicks(pre, st.limit);
    const up = lim ? lim.up : 0;
    const down = lim ? lim.down : 0;
    const lo = lim ? lim.down : 1;
    const hi = lim ? lim.up : Number.MAX_SAFE_INTEGER;
    const noise = prev ? prev.noise : 0;
    const suspended = (under ? under.susp : false) || r.next() < st.suspendP;
    if (suspended) {
      return { day, pre, o: pre, h: pre, l: pre, c: pre, v: 0, amt: 0, up, down, susp: true, noise };
    }
    const m = this.marketFactor(day);
    let c: number;
    let nextNoise = noise;
    if (st.sec.bond && under) {
      nextNoise = 0.92 * noise + 0.012 * r.normal();
      c = Math.min(hi, Math.max(lo, this.bondFair(st, under.c, nextNoise)));
    } else {
      let ret = st.beta * m + st.sigma * r.normal() - 0.02 * Math.log(pre / st.base);
      if (st.limit !== null && r.next() < 0.012) ret = (r.next() < 0.55 ? 1 : -1) * (st.limit / 100) * 1.3;
      c = Math.min(hi, Math.max(lo, Math.round(pre * Math.exp(ret))));
    }
    const ret = Math.log(c / pre);
    const o = Math.min(hi, Math.max(lo, Math.round(pre * Math.exp(0.3 * ret + 0.3 * st.sigma * r.normal()))));
    const h = Math.min(hi, Math.max(lo, Math.max(o, c, Math.round(Math.max(o, c) * (1 + Math.abs(r.normal()) * 0.4 * st.sigma)))));
    const l = Math.min(hi, Math.max(lo, Math.min(o, c, Math.round(Math.min(o, c) * (1 - Math.abs(r.normal()) * 0.4 * st.sigma)))));
    const activity = Math.exp(0.35 * r.normal()) * (1 + 6 * Math.abs(ret));
    let v: number;
    let amt = -1;
    if (st.sec.index) {
      const amountYuan = st.sec.index.baseAmount * 1e8 * activity;
      v = Math.round(amountYuan / 12 / 100) * 100;
      amt = Math.round(amountYuan * 100);
    } else {
      const outstanding = st.sec.bond ? st.sec.bond.remainingSize * 1e6 : (st.sec.stock?.shares ?? 1) * 1e8;
      v = Math.max(1, Math.round((outstanding * st.turnover * activity) / st.lot)) * st.lot;
    }
    return { day, pre, o, h, l, c, v, amt, up, down, susp: false, noise: nextNoise };
  }

  /** A convertible bond's price in ticks from its stock's price in cents. */
  private bondFair(st: SecState, stockCents: number, noise: number): number {
    const seed = st.sec.bond!;
    const conversionValue = ((stockCents / 100) * 100) / seed.conversionPrice;
    const floor = 100 + (seed.rating.startsWith('AAA') ? 8 : seed.rating === 'AA+' ? 5 : 2);
    const fair = Math.pow(Math.pow(conversionValue, 4) + Math.pow(floor, 4), 0.25);
    return Math.round(fair * (1 + 0.03 + noise) * st.perUnit);
  }

  // ---- the intraday path ----------------------------------------------------------------------------

  /** The day's path, kept for the last few days asked (today's quotes, the minute chart). */
  private path(st: SecState, rec: DayRec): Intraday {
    let p = st.paths.get(rec.day);
    if (!p) {
      p = this.makePath(st, rec);
      if (st.paths.size >= 3) st.paths.delete(st.paths.keys().next().value!);
      st.paths.set(rec.day, p);
    }
    return p;
  }

  private makePath(st: SecState, rec: DayRec): Intraday {
    const r = rng(`${this.seed}|minutes|${st.sec.symbol}|${rec.day}`);
    const N = MINUTES_PER_DAY;
    const price = new Int32Array(N);
    // Pins: open at 0, close at 240, the high and the low at two distinct minutes in between.
    const tHigh = 1 + Math.floor(r.next() * 239);
    let tLow = 1 + Math.floor(r.next() * 239);
    if (tLow === tHigh) tLow = tHigh === 239 ? 1 : tHigh + 1;
    const pins: [number, number][] = [
      [0, rec.o],
      [tHigh, rec.h],
      [tLow, rec.l],
      [240, rec.c],
    ];
    pins.sort((a, b) => a[0] - b[0]);
    const scale = Math.max(1, (rec.c * st.sigma) / Math.sqrt(240)) * 0.9;
    const walk = new Float64Array(N);
    for (let s = 0; s < pins.length - 1; s++) {
      const [ta, va] = pins[s]!;
      const [tb, vb] = pins[s + 1]!;
      // Brownian bridge from va to vb.
      let w = 0;
      for (let t = ta + 1; t <= tb; t++) {
        w += r.quickNormal() * scale;
        walk[t] = w;
      }
      walk[ta] = 0;
      const span = tb - ta;
      for (let t = ta; t <= tb; t++) {
        const f = (t - ta) / span;
        const x = va + (vb - va) * f + walk[t]! - f * w;
        price[t] = Math.min(rec.h, Math.max(rec.l, Math.round(x)));
      }
    }
    for (let s = 0; s < pins.length; s++) price[pins[s]![0]] = pins[s]![1];

    // Volume: the day's lots over the minutes, U-shaped with noise; rounding the running total keeps the
    // day's lots exact.
    const lots = Math.round(rec.v / st.lot);
    const weights = new Float64Array(N);
    let total = 0;
    for (let k = 0; k < N; k++) {
      const w = U_SHAPE[k]! * (0.5 + r.next());
      weights[k] = w;
      total += w;
    }
    const minuteLots = new Float64Array(N);
    let running = 0;
    let given = 0;
    for (let k = 0; k < N; k++) {
      running += weights[k]!;
      const upTo = k === N - 1 ? lots : Math.round((lots * running) / total);
      minuteLots[k] = upTo - given;
      given = upTo;
    }

    const cumVol = new Float64Array(N);
    const cumAmt = new Float64Array(N);
    const runHigh = new Int32Array(N);
    const runLow = new Int32Array(N);
    let vol = 0;
    let amt = 0;
    let hi = 0;
    let lo = Number.MAX_SAFE_INTEGER;
    const isIndex = st.sec.type === 'index';
    for (let k = 0; k < N; k++) {
      const shares = minuteLots[k]! * st.lot;
      vol += shares;
      // Cents: stocks shares x cents; bonds shares x mills / 10 (a whole number: shares come in tens).
      if (isIndex) amt = k === N - 1 ? rec.amt : Math.round(rec.amt * (vol / Math.max(1, rec.v)));
      else amt += (shares * price[k]! * 100) / st.perUnit;
      hi = Math.max(hi, price[k]!);
      lo = Math.min(lo, price[k]!);
      cumVol[k] = vol;
      cumAmt[k] = amt;
      runHigh[k] = hi;
      runLow[k] = lo;
    }
    if (rec.amt < 0) rec.amt = amt;
    return { price, cumVol, cumAmt, runHigh, runLow };
  }
}
