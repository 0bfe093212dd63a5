import { navigateTo } from './navigation';

/** 个股详情 (pages/stock subpackage): every stock row of the app opens it; 加自选 and 提醒 live there. */
export const STOCK_DETAIL_PATH = '/pages/stock/detail/index';

export const stockDetailUrl = (symbol: string) => `${STOCK_DETAIL_PATH}?symbol=${encodeURIComponent(symbol)}`;

export function openStockDetail(symbol: string): Promise<void> {
  return navigateTo(stockDetailUrl(symbol));
}
