import type { MarketQuote, PoolItem, StockPool } from '@caixue/contract';

/** The server's rounding of pool percentages (modules/stock-pool/service.ts): half away from zero, 0.01. */
export const round2 = (x: number) => Math.round((x + Number.EPSILON * Math.sign(x)) * 100) / 100;

/**
 * Symbols whose live quotes the pool page follows: the stocks still held (持有) in the pools the member
 * has unlocked. A locked pool has no items; a 已调出 stock keeps its exit day's close.
 */
export function livePoolSymbols(pools: readonly StockPool[] | undefined): string[] {
  if (!pools) return [];
  const symbols = pools.filter((p) => !p.locked).flatMap((p) => p.items.filter((i) => i.status === 'holding').map((i) => i.symbol));
  return [...new Set(symbols)];
}

/**
 * A held item with the live quote over the server's figures: latest price = the quote's price, return
 * since entry = price / entry price - 1 (%, rounded like the server), max gain raised by the day's live
 * high (the server's figure already holds the earlier highs). Without a usable quote, or for a 已调出
 * item, the server's figures stay.
 */
export function livePoolItem(item: PoolItem, quote: MarketQuote | undefined): PoolItem {
  if (item.status !== 'holding' || !quote || !(quote.price > 0) || !(item.entryPrice > 0)) return item;
  const returnRate = round2((quote.price / item.entryPrice - 1) * 100);
  const highGain = quote.high > 0 ? round2((quote.high / item.entryPrice - 1) * 100) : -Infinity;
  return { ...item, latestPrice: quote.price, returnRate, maxGain: Math.max(item.maxGain, highGain, returnRate) };
}
