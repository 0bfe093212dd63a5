/** The stock pages of issue 15 (subpackage pages/stock). */
export const STOCK_PATHS = {
  watchlist: '/pages/stock/watchlist/index',
  search: '/pages/stock/search/index',
  detail: '/pages/stock/detail/index',
  alerts: '/pages/stock/alerts/index',
} as const;

export const detailUrl = (symbol: string) => `${STOCK_PATHS.detail}?symbol=${encodeURIComponent(symbol)}`;
export const alertsUrl = (symbol?: string) => (symbol ? `${STOCK_PATHS.alerts}?symbol=${encodeURIComponent(symbol)}` : STOCK_PATHS.alerts);
