import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MarketQuote, QuoteStatus } from '@caixue/contract';
import { fetchQuotes } from '../api';
import { quoteChannel, type QuoteChannel } from '../quoteChannel';

export interface LiveQuotes {
  /** Quotes of the symbols asked, in their order (unknown symbols left out). */
  quotes: MarketQuote[];
  bySymbol: Record<string, MarketQuote>;
  /** The market state of the last socket frame (交易中, 已收盘, 休市...), or of the snapshot. */
  status: QuoteStatus | null;
  statusText: string;
  loading: boolean;
  error: string | null;
  /** Fetches the snapshot again over HTTP. */
  refresh: () => Promise<void>;
}

interface State {
  key: string;
  bySymbol: Record<string, MarketQuote>;
  status: QuoteStatus | null;
  statusText: string;
  loading: boolean;
  error: string | null;
}

const initial = (key: string): State => ({ key, bySymbol: {}, status: null, statusText: '', loading: key !== '', error: null });

/** The newer of two quotes of one symbol (a socket frame may overtake the HTTP snapshot). */
export function newer(prev: MarketQuote | undefined, next: MarketQuote): MarketQuote {
  return prev && prev.time > next.time ? prev : next;
}

function merged(bySymbol: Record<string, MarketQuote>, quotes: readonly MarketQuote[]): Record<string, MarketQuote> {
  if (quotes.length === 0) return bySymbol;
  const next = { ...bySymbol };
  for (const q of quotes) next[q.symbol] = newer(bySymbol[q.symbol], q);
  return next;
}

/** `['SH600519', 'sz000001', 'sh600519']` -> `sh600519,sz000001`. */
export function symbolsKey(symbols: readonly string[]): string {
  return [...new Set(symbols.map((s) => s.trim().toLowerCase()).filter(Boolean))].join(',');
}

/**
 * Live quotes of `symbols` (canonical: sh600519, sz000001): the snapshot over HTTP, then the batched
 * updates of the client's one socket while the market trades; outside the sessions the last close with
 * 已收盘 / 休市. The symbols are subscribed while the component is mounted.
 */
export function useLiveQuotes(symbols: readonly string[], channel: QuoteChannel = quoteChannel): LiveQuotes {
  const key = symbolsKey(symbols);
  const [stored, setState] = useState<State>(() => initial(key));
  const keyRef = useRef(key);

  // Updates for a key the hook no longer shows are dropped.
  const update = useCallback((forKey: string, change: (s: State) => State) => {
    if (keyRef.current !== forKey) return;
    setState((prev) => change(prev.key === forKey ? prev : initial(forKey)));
  }, []);

  const load = useCallback(
    async (forKey: string) => {
      if (!forKey) return;
      update(forKey, (s) => (s.loading ? s : { ...s, loading: true }));
      try {
        const quotes = await fetchQuotes(forKey.split(','));
        const first = quotes[0];
        update(forKey, (s) => ({
          ...s,
          bySymbol: merged(s.bySymbol, quotes),
          status: s.status ?? first?.status ?? null,
          statusText: s.status ? s.statusText : (first?.statusText ?? ''),
          loading: false,
          error: null,
        }));
      } catch (e) {
        update(forKey, (s) => ({ ...s, loading: false, error: e instanceof Error ? e.message : String(e) }));
      }
    },
    [update],
  );

  useEffect(() => {
    keyRef.current = key;
    if (!key) return undefined;
    const stop = channel.watch(key.split(','), (quotes, frame) =>
      update(key, (s) => ({ ...s, bySymbol: merged(s.bySymbol, quotes), status: frame.status, statusText: frame.statusText })),
    );
    void load(key);
    return stop;
  }, [key, channel, update, load]);

  const state = stored.key === key ? stored : initial(key);
  const refresh = useCallback(() => load(keyRef.current), [load]);
  const quotes = useMemo(
    () => (key ? key.split(',').flatMap((s) => (state.bySymbol[s] ? [state.bySymbol[s]] : [])) : []),
    [key, state.bySymbol],
  );
  return { quotes, bySymbol: state.bySymbol, status: state.status, statusText: state.statusText, loading: state.loading, error: state.error, refresh };
}
