import { STOCK_DETAIL_PATH, stockDetailUrl } from '@/shared/navigation/stockDetail';

/** The stock pages of issue 15 (subpackage pages/stock). */
export const STOCK_PATHS = {
  watchlist: '/pages/stock/watchlist/index',
  search: '/pages/stock/search/index',
  detail: STOCK_DETAIL_PATH,
  alerts: '/pages/stock/alerts/index',
} as const;

export const detailUrl = stockDetailUrl;
export const alertsUrl = (symbol?: string) => (symbol ? `${STOCK_PATHS.alerts}?symbol=${encodeURIComponent(symbol)}` : STOCK_PATHS.alerts);
