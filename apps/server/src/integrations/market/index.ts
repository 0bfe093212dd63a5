import type { MarketConfig } from '../../config';
import type { MarketData } from './provider';
import { SimulatedMarket, type SimulationOptions } from './simulation';
import { TencentMarket, type TencentOptions } from './tencent-driver';

export type { MarketData } from './provider';

/** Builds the market-data driver: the simulation (default) or the Tencent quote adapter. */
export function createMarketData(
  options: ({ driver?: 'simulation' } & SimulationOptions) | ({ driver: 'tencent' } & TencentOptions) = {},
): MarketData {
  return options.driver === 'tencent' ? new TencentMarket(options) : new SimulatedMarket(options);
}

/**
 * The simulation's clock: the app's clock, or (development and browser tests, MARKET_CLOCK_START) a clock
 * that starts at `start` when the app starts and runs `speed` times as fast. Only the market reads it.
 */
export function marketClock(config: Pick<MarketConfig, 'clockStart' | 'clockSpeed'>, now: () => number): () => number {
  if (config.clockStart === null) return now;
  const start = config.clockStart;
  const speed = config.clockSpeed;
  const origin = now();
  return () => start + Math.round((now() - origin) * speed);
}

/** The driver MARKET_DRIVER names, on `now` (the market's clock: see marketClock). */
export function marketFromConfig(config: MarketConfig, now: () => number): MarketData {
  if (config.driver === 'tencent') return createMarketData({ driver: 'tencent', baseUrl: config.apiBase ?? undefined, now });
  return createMarketData({ now });
}
