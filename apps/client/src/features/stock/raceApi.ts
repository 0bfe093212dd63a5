/** Typed calls of the stock race and pool pages (paths in packages/contract API.stockRace, API.stockPool). */
import {
  ENDPOINTS,
  type RaceEntry,
  type RaceHoldings,
  type RaceInfo,
  type RaceLineChart,
  type RaceTrade,
  type StockPool,
} from '@caixue/contract';
import { http } from '@/shared/request/request';

/** The pages draw their own loading states: no covering indicator. */
export interface Paging {
  pageNum: number;
  pageSize: number;
}

const QUIET = { noLoading: true } as const;

export interface RowsPage<T> {
  rows: T[];
  total: number;
}

export async function fetchRaceInfo(id: number): Promise<RaceInfo> {
  const response = await http.get(ENDPOINTS.stockRace.info(id), undefined, QUIET);
  if (!response.data) throw new Error('比赛加载失败');
  return response.data;
}

/** Participants ranked by return: one race's (raceId) or all races'. */
export async function fetchRaceRank(query: Paging & { raceId?: number }): Promise<RowsPage<RaceEntry>> {
  const response = await http.page(ENDPOINTS.stockRace.rank, query, QUIET);
  return { rows: response.rows ?? [], total: response.total ?? 0 };
}

/**
 * The entry's return curve against 沪深300. A locked entry answers 206: the request layer toasts and
 * opens the no-permission page, which is what 立即开通 on a teaser relies on.
 */
export async function fetchRaceCurve(entryId: number): Promise<RaceLineChart> {
  const response = await http.get(ENDPOINTS.stockRace.statistics, { entryId }, QUIET);
  if (!response.data) throw new Error('收益曲线加载失败');
  return response.data;
}

export async function fetchRaceHoldings(entryId: number): Promise<RaceHoldings> {
  const response = await http.get(ENDPOINTS.stockRace.hold, { entryId }, QUIET);
  if (!response.data) throw new Error('持仓加载失败');
  return response.data;
}

export async function fetchRaceTrades(query: Paging & { entryId: number }): Promise<RowsPage<RaceTrade>> {
  const response = await http.page(ENDPOINTS.stockRace.completed, query, QUIET);
  return { rows: response.rows ?? [], total: response.total ?? 0 };
}

export async function fetchStockPools(): Promise<StockPool[]> {
  const response = await http.get(ENDPOINTS.stockPool.list, undefined, QUIET);
  return response.data?.pools ?? [];
}

