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

/** The other stock pages, reached from 自选股 (which the member centre opens). */
export const STOCK_TOOLS = [
  { name: '股票大赛', mark: '赛', tone: 'red', path: '/pages/stock/stockRaceList/index' },
  { name: '股票池', mark: '池', tone: 'orange', path: '/pages/stock/stockPoolList/index' },
  { name: '可转债', mark: '债', tone: 'blue', path: '/pages/stock/bond/index' },
  { name: '财经日历', mark: '历', tone: 'teal', path: '/pages/stock/calendar/index' },
] as const;
