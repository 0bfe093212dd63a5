/** Typed calls of the stock detail page (paths in packages/contract API.market and the stock news list). */
import { ENDPOINTS, type KlineData, type KlinePeriod, type MinuteData, type NewsItem } from '@caixue/contract';
import { http } from '@/shared/request/request';

const QUIET = { noLoading: true } as const;

export async function fetchKline(symbol: string, period: KlinePeriod, count: number): Promise<KlineData> {
  const data = (await http.get(ENDPOINTS.market.kline, { symbol, period, count }, QUIET)).data;
  if (!data) throw new Error('K线数据暂缺');
  return data;
}

export async function fetchMinute(symbol: string): Promise<MinuteData> {
  const data = (await http.get(ENDPOINTS.market.minute, { symbol }, QUIET)).data;
  if (!data) throw new Error('分时数据暂缺');
  return data;
}

/** News naming the stock (its code or name), newest first; silent: the section hides on failure. */
export async function fetchStockNews(code: string, pageSize = 10): Promise<NewsItem[]> {
  const response = await http.page(ENDPOINTS.news.list('stock'), { code, pageNum: 1, pageSize }, { ...QUIET, silent: true });
  return response.rows ?? [];
}
