import { MARKET_LIMITS, MARKET_TEXT, QUOTE_MESSAGE, QUOTE_STATUS_TEXT, type QuoteStatus, type ServerEvent } from '@caixue/contract';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocket } from 'ws';
import type { MarketData, Quote } from '../integrations/market/provider';
import { toMarketQuote } from '../modules/market/service';
import { MAX_BUFFERED_BYTES } from './frames';

export interface QuoteFeedOptions {
  market: MarketData;
  /** The market's clock (sessions are read from it). */
  now: () => number;
  /** One frame per socket at most this often (MARKET_QUOTE_INTERVAL_MS). */
  intervalMs: number;
  logger: FastifyBaseLogger;
  /** Symbols one socket may watch (MARKET_LIMITS.liveSymbols). */
  maxSymbols?: number;
}

interface Watcher {
  symbols: Set<string>;
  /** The market state this socket was last told about (one status frame outside sessions). */
  lastState: QuoteStatus | null;
}

const SYMBOL = /^[A-Za-z]{0,2}\d{6}(\.[A-Za-z]{2})?$/;

/** What a quote shows that a watcher must see change. */
const keyOf = (q: Quote) => `${q.price}|${q.volume}|${q.status}|${q.high}|${q.low}`;

/**
 * Live quotes over the client's one socket (issue 15). Each socket subscribes to symbols; every
 * `intervalMs` during a trading session the feed asks the market once for the union of all symbols,
 * serializes each changed quote once and sends every socket ONE frame with the changed quotes of its own
 * subscriptions. Outside the sessions a socket gets one frame when the market state changes (已收盘, 休市,
 * 午间休市, with the last prices) and nothing more until the next change. Subscribing answers at once with
 * a snapshot of the symbols added.
 */
export class QuoteFeed {
  private readonly watchers = new Map<WebSocket, Watcher>();
  /** symbol -> sockets watching it. */
  private readonly bySymbol = new Map<string, Set<WebSocket>>();
  /** symbol -> key of the quote last sent (change detection across ticks). */
  private readonly lastKey = new Map<string, string>();
  private timer: NodeJS.Timeout | null = null;
  private ticking = false;
  private readonly maxSymbols: number;

  constructor(private readonly options: QuoteFeedOptions) {
    this.maxSymbols = options.maxSymbols ?? MARKET_LIMITS.liveSymbols;
  }

  /** Sockets with at least one subscription. */
  get size(): number {
    return this.watchers.size;
  }

  /** Handles a quoteSubscribe / quoteUnsubscribe frame; false when it is malformed (answered with quoteError). */
  async handle(ws: WebSocket, frame: Record<string, unknown>): Promise<boolean> {
    const raw = frame.symbols;
    const symbols = raw === undefined && frame.type === QUOTE_MESSAGE.unsubscribe ? [] : raw;
    if (!Array.isArray(symbols) || symbols.length > this.maxSymbols || symbols.some((s) => typeof s !== 'string' || !SYMBOL.test(s))) {
      const msg = Array.isArray(symbols) && symbols.length > this.maxSymbols ? MARKET_TEXT.liveTooManySymbols : MARKET_TEXT.liveBadMessage;
      this.error(ws, msg);
      return false;
    }
    if (frame.type === QUOTE_MESSAGE.unsubscribe) {
      this.unsubscribe(ws, symbols as string[]);
      return true;
    }
    if (symbols.length === 0) {
      this.error(ws, MARKET_TEXT.liveBadMessage);
      return false;
    }
    await this.subscribe(ws, symbols as string[]);
    return true;
  }

  private error(ws: WebSocket, msg: string, symbols?: string[]): void {
    const event: ServerEvent = symbols ? { type: QUOTE_MESSAGE.error, msg, symbols } : { type: QUOTE_MESSAGE.error, msg };
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify([event]));
  }

  private async subscribe(ws: WebSocket, asked: string[]): Promise<void> {
    let quotes: Quote[];
    try {
      quotes = await this.options.market.quotes(asked);
    } catch (err) {
      this.options.logger.warn({ err }, 'live quotes: subscribe lookup failed');
      this.error(ws, MARKET_TEXT.unavailable);
      return;
    }
    if (ws.readyState !== WebSocket.OPEN) return;
    const watcher = this.watchers.get(ws) ?? { symbols: new Set<string>(), lastState: null };
    const fresh = [...new Set(quotes.map((q) => q.symbol))].filter((s) => !watcher.symbols.has(s));
    if (watcher.symbols.size + fresh.length > this.maxSymbols) {
      this.error(ws, MARKET_TEXT.liveTooManySymbols);
      return;
    }
    const codes = new Set(quotes.map((q) => q.code));
    const unknown = asked.filter((s) => !codes.has(s.toLowerCase().replace(/\.[a-z]{2}$/, '').replace(/^[a-z]{2}/, '')));
    if (unknown.length > 0) this.error(ws, MARKET_TEXT.unknownSymbol, unknown);
    if (fresh.length === 0 && watcher.symbols.size === 0) return;
    for (const q of quotes) if (!this.lastKey.has(q.symbol)) this.lastKey.set(q.symbol, keyOf(q));
    for (const symbol of fresh) {
      watcher.symbols.add(symbol);
      let sockets = this.bySymbol.get(symbol);
      if (!sockets) this.bySymbol.set(symbol, (sockets = new Set()));
      sockets.add(ws);
    }
    this.watchers.set(ws, watcher);
    const shown = quotes.filter((q) => fresh.includes(q.symbol));
    if (shown.length > 0) {
      this.write(ws, shown.map((q) => JSON.stringify(toMarketQuote(q))), this.state(), this.options.now());
    }
    this.ensureTimer();
  }

  /** Drops the symbols (none named: all of them). */
  unsubscribe(ws: WebSocket, symbols: readonly string[] = []): void {
    const watcher = this.watchers.get(ws);
    if (!watcher) return;
    const dropped = symbols.length === 0 ? [...watcher.symbols] : symbols.map((s) => this.canonical(s)).filter((s): s is string => s !== null && watcher.symbols.has(s));
    for (const symbol of dropped) {
      watcher.symbols.delete(symbol);
      const sockets = this.bySymbol.get(symbol);
      sockets?.delete(ws);
      if (sockets && sockets.size === 0) {
        this.bySymbol.delete(symbol);
        this.lastKey.delete(symbol);
      }
    }
    if (watcher.symbols.size === 0) this.watchers.delete(ws);
    if (this.watchers.size === 0) this.stopTimer();
  }

  /** A closed socket. */
  remove(ws: WebSocket): void {
    this.unsubscribe(ws);
  }

  private canonical(symbol: string): string | null {
    const s = symbol.trim().toLowerCase();
    if (/^(sh|sz|bj)\d{6}$/.test(s)) return s;
    for (const watched of this.bySymbol.keys()) if (watched.slice(2) === s.replace(/\.(sh|sz|bj|ss)$/, '')) return watched;
    return null;
  }

  /** The market's state now: trading, break, pre-open, closed or holiday. */
  private state(): QuoteStatus {
    return this.options.market.calendar.session(this.options.now()).state;
  }

  /** `time`: when the batch was made (the market's clock), the same for every socket of one tick. */
  private write(ws: WebSocket, quotesJson: string[], state: QuoteStatus, time: number): void {
    const watcher = this.watchers.get(ws);
    if (watcher) watcher.lastState = state;
    if (ws.readyState !== WebSocket.OPEN) return;
    if (ws.bufferedAmount > MAX_BUFFERED_BYTES) return;
    ws.send(
      `[{"type":"${QUOTE_MESSAGE.snapshot}","quotes":[${quotesJson.join(',')}],"status":"${state}","statusText":${JSON.stringify(QUOTE_STATUS_TEXT[state])},"time":${time}}]`,
    );
  }

  private ensureTimer(): void {
    if (this.timer || this.watchers.size === 0) return;
    this.timer = setInterval(() => void this.tick(), this.options.intervalMs);
    this.timer.unref();
  }

  private stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /**
   * One batch: during a session every socket gets its changed quotes in one frame; outside, a socket whose
   * last frame showed another state gets one frame with all its quotes (the last close) and the new state.
   */
  async tick(): Promise<void> {
    if (this.ticking || this.watchers.size === 0) return;
    this.ticking = true;
    try {
      const time = this.options.now();
      const state = this.options.market.calendar.session(time).state;
      const trading = state === 'trading';
      const needsStatus = [...this.watchers.values()].some((w) => w.lastState !== state);
      if (!trading && !needsStatus) return;
      const quotes = await this.options.market.quotes([...this.bySymbol.keys()]);
      const json = new Map<string, string>();
      const changed = new Set<string>();
      for (const q of quotes) {
        const key = keyOf(q);
        if (this.lastKey.get(q.symbol) !== key) changed.add(q.symbol);
        this.lastKey.set(q.symbol, key);
        json.set(q.symbol, JSON.stringify(toMarketQuote(q)));
      }
      for (const [ws, watcher] of this.watchers) {
        const statusFrame = watcher.lastState !== state;
        if (!trading && !statusFrame) continue;
        const parts: string[] = [];
        for (const symbol of watcher.symbols) {
          if (!statusFrame && !changed.has(symbol)) continue;
          const part = json.get(symbol);
          if (part) parts.push(part);
        }
        if (parts.length > 0 || statusFrame) this.write(ws, parts, state, time);
      }
    } catch (err) {
      this.options.logger.warn({ err }, 'live quotes: tick failed');
    } finally {
      this.ticking = false;
    }
  }

  close(): void {
    this.stopTimer();
    this.watchers.clear();
    this.bySymbol.clear();
  }
}
