/**
 * Live quotes over the client's ONE socket (issue 15): every watcher's symbols are counted here and
 * subscribed once on the shared socket (the open room's socket, else the market socket `/ws/live/0`).
 * Subscriptions are sent again whenever the socket (re)opens; when a room replaces the socket the channel
 * moves to the new one. Snapshots are handed to the watchers of their symbols.
 */
import { MARKET_LIMITS, MARKET_SOCKET_ID, QUOTE_MESSAGE, type MarketQuote, type QuoteSnapshotMessage } from '@caixue/contract';
import { sharedLiveSocket, type LiveSocket } from '@/shared/request/socket';

export type QuoteListener = (quotes: MarketQuote[], frame: QuoteSnapshotMessage) => void;

/** A market socket nobody watches through is closed after this (page changes re-use it meanwhile). */
export const IDLE_CLOSE_MS = 10_000;

interface Watch {
  symbols: Set<string>;
  listener: QuoteListener;
}

export class QuoteChannel {
  private readonly counts = new Map<string, number>();
  private readonly watches = new Set<Watch>();
  private socket: LiveSocket | null = null;
  private detach: (() => void)[] = [];
  private idleTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly openSocket: () => LiveSocket = () => sharedLiveSocket()) {}

  /** Symbols watched by anyone (for tests and the status line). */
  get symbols(): string[] {
    return [...this.counts.keys()];
  }

  /** Starts watching; returns the function that stops. */
  watch(symbols: readonly string[], listener: QuoteListener): () => void {
    const watch: Watch = { symbols: new Set(symbols.map((s) => s.toLowerCase())), listener };
    this.watches.add(watch);
    const added: string[] = [];
    for (const symbol of watch.symbols) {
      const n = this.counts.get(symbol) ?? 0;
      this.counts.set(symbol, n + 1);
      if (n === 0) added.push(symbol);
    }
    this.cancelIdle();
    this.ensureSocket();
    if (added.length > 0) this.send(QUOTE_MESSAGE.subscribe, added);
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      this.watches.delete(watch);
      const removed: string[] = [];
      for (const symbol of watch.symbols) {
        const n = (this.counts.get(symbol) ?? 1) - 1;
        if (n <= 0) {
          this.counts.delete(symbol);
          removed.push(symbol);
        } else this.counts.set(symbol, n);
      }
      if (removed.length > 0) this.send(QUOTE_MESSAGE.unsubscribe, removed);
      if (this.counts.size === 0) this.scheduleIdle();
    };
  }

  private send(type: string, symbols: string[]): void {
    if (!this.socket) return;
    for (let i = 0; i < symbols.length; i += MARKET_LIMITS.liveSymbols) {
      this.socket.sendFrame({ type, symbols: symbols.slice(i, i + MARKET_LIMITS.liveSymbols) });
    }
  }

  private ensureSocket(): void {
    if (this.socket && this.socket.status !== 'closed') return;
    this.release();
    const socket = this.openSocket();
    this.socket = socket;
    this.detach = [
      socket.on((event) => {
        if (event.type === QUOTE_MESSAGE.snapshot) this.dispatch(event);
      }),
      socket.onStatus((status) => {
        if (status === 'open') this.send(QUOTE_MESSAGE.subscribe, this.symbols);
        // Replaced by a room's socket, or closed by its page: carry on over the socket there is now.
        else if (status === 'closed') {
          this.release();
          // After the current call: a room opening its socket closes this one first, then becomes current.
          void Promise.resolve().then(() => {
            if (this.counts.size > 0) this.ensureSocket();
          });
        }
      }),
    ];
    if (socket.isOpen) this.send(QUOTE_MESSAGE.subscribe, this.symbols);
  }

  private release(): void {
    for (const off of this.detach) off();
    this.detach = [];
    this.socket = null;
  }

  private dispatch(frame: QuoteSnapshotMessage): void {
    for (const watch of this.watches) {
      const mine = frame.quotes.filter((q) => watch.symbols.has(q.symbol));
      // A status frame with no quotes still tells every watcher the market state.
      if (mine.length > 0 || frame.quotes.length === 0) watch.listener(mine, frame);
    }
  }

  private scheduleIdle(): void {
    this.cancelIdle();
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.counts.size > 0 || !this.socket) return;
      const socket = this.socket;
      this.release();
      // Only the market socket is ours to close; a room's socket belongs to its page.
      if (socket.liveId === MARKET_SOCKET_ID) socket.close();
    }, IDLE_CLOSE_MS);
  }

  private cancelIdle(): void {
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }
}

/** The app's one channel. */
export const quoteChannel = new QuoteChannel();
