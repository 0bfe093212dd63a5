/** Typed calls of 自选股, the stock search and 股价提醒 (paths in packages/contract API.watchlist, API.market, API.priceAlert). */
import {
  ENDPOINTS,
  type MarketQuote,
  type PriceAlert,
  type PriceAlertKind,
  type SecurityItem,
  type WatchList,
} from '@caixue/contract';
import { http } from '@/shared/request/request';

/** The screens draw their own loading states: no covering indicator. */
const QUIET = { noLoading: true } as const;

function required<T>(data: T | null | undefined): T {
  if (data === null || data === undefined) throw new Error('系统未知错误，请反馈给管理员');
  return data;
}

export async function fetchWatchlist(): Promise<WatchList> {
  return required((await http.get(ENDPOINTS.watchlist.list, undefined, QUIET)).data);
}

export async function addToWatchlist(symbol: string, groupId?: number): Promise<WatchList> {
  return required((await http.post(ENDPOINTS.watchlist.add, groupId ? { symbol, groupId } : { symbol })).data);
}

export async function removeFromWatchlist(symbols: string[]): Promise<WatchList> {
  return required((await http.post(ENDPOINTS.watchlist.remove, { symbols })).data);
}

export async function reorderWatchlist(symbols: string[]): Promise<WatchList> {
  return required((await http.post(ENDPOINTS.watchlist.reorder, { symbols }, QUIET)).data);
}

export async function moveToGroup(symbols: string[], groupId: number): Promise<WatchList> {
  return required((await http.post(ENDPOINTS.watchlist.move, { symbols, groupId })).data);
}

export async function saveGroup(name: string, id?: number): Promise<WatchList> {
  return required((await http.post(ENDPOINTS.watchlist.groupSave, id ? { id, name } : { name })).data);
}

export async function deleteGroup(id: number): Promise<WatchList> {
  return required((await http.post(ENDPOINTS.watchlist.groupDelete, { id })).data);
}

/** Silent: a half-typed keyword that matches nothing is an empty list, not a toast. */
export async function searchSecurities(keyword: string, limit = 20): Promise<SecurityItem[]> {
  const response = await http.get(ENDPOINTS.market.search, { keyword, limit }, { ...QUIET, silent: true });
  return response.data ?? [];
}

export async function fetchQuotes(symbols: readonly string[]): Promise<MarketQuote[]> {
  if (symbols.length === 0) return [];
  const response = await http.get(ENDPOINTS.market.quotes, { symbols: symbols.join(',') }, { ...QUIET, silent: true });
  return response.data ?? [];
}

export async function fetchAlerts(): Promise<PriceAlert[]> {
  return (await http.get(ENDPOINTS.priceAlert.list, undefined, QUIET)).data ?? [];
}

/** A refusal (当前价已不低于目标价…, 已有相同的提醒) is toasted by the request layer and rejects. */
export async function addAlert(symbol: string, kind: PriceAlertKind, value: number): Promise<PriceAlert> {
  return required((await http.post(ENDPOINTS.priceAlert.add, { symbol, kind, value })).data);
}

export async function cancelAlert(id: number): Promise<PriceAlert> {
  return required((await http.post(ENDPOINTS.priceAlert.cancel, { id })).data);
}

