import type { MarketData } from './provider';
import { SimulatedMarket, type SimulationOptions } from './simulation';
import { TencentMarket, type TencentOptions } from './tencent-driver';

export type { MarketData } from './provider';

/**
 * Builds the market-data driver. Not wired to the configuration yet (no MARKET_DRIVER / MARKET_API_BASE
 * variables): the routes, the socket fan-out and the config come in the next parts of issue 15.
 */
export function createMarketData(
  options: ({ driver?: 'simulation' } & SimulationOptions) | ({ driver: 'tencent' } & TencentOptions) = {},
): MarketData {
  return options.driver === 'tencent' ? new TencentMarket(options) : new SimulatedMarket(options);
}
