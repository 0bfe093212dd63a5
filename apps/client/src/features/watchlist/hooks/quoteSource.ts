import type { MarketQuote } from '@caixue/contract';

/** What the stock screens read quotes from: the freshest quote of each symbol asked, by symbol. */
export interface QuoteSource {
  bySymbol: Record<string, MarketQuote>;
}

/**
 * The screens take their quote source as a hook from the page (features do not import each other):
 * the pages pass `useLiveQuotes` of features/market (HTTP snapshot, then the one socket's live frames).
 */
export type UseQuotes = (symbols: readonly string[]) => QuoteSource;
