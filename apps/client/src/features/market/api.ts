/** Typed calls of the market data (paths in packages/contract API.market, README "Market data endpoints"). */
import {
  ENDPOINTS,
  MARKET_LIMITS,
  type ConceptSector,
  type IndexSnapshot,
  type KlineData,
  type KlinePeriod,
  type MarketQuote,
  type MinuteData,
  type NewsItem,
  type SecurityCheck,
  type SecurityItem,
} from '@caixue/contract';
import { http } from '@/shared/request/request';

/** Quotes refresh quietly: no covering loading indicator. */
const QUIET = { noLoading: true } as const;

function dataOf<T>(response: { data?: T }, what: string): T {
  if (response.data === undefined) throw new Error(`${what}加载失败`);
  return response.data;
}

/** Snapshots of the symbols in the order asked (unknown ones left out); long lists go in several calls. */
export async function fetchQuotes(symbols: readonly string[]): Promise<MarketQuote[]> {
  const unique = [...new Set(symbols)];
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += MARKET_LIMITS.quoteSymbols) chunks.push(unique.slice(i, i + MARKET_LIMITS.quoteSymbols));
  const answers = await Promise.all(chunks.map((chunk) => http.get(ENDPOINTS.market.quotes, { symbols: chunk.join(',') }, QUIET)));
  return answers.flatMap((answer) => dataOf(answer, '行情'));
}

/** A day's intraday line (default: today from 09:30, else the last trading day). */
export async function fetchMinute(symbol: string, day?: string): Promise<MinuteData> {
  return dataOf(await http.get(ENDPOINTS.market.minute, day ? { symbol, day } : { symbol }, QUIET), '分时');
}

/** The last `count` K-line bars of the period, ascending. */
export async function fetchKline(symbol: string, period: KlinePeriod = 'day', count: number = MARKET_LIMITS.klineCountDefault): Promise<KlineData> {
  return dataOf(await http.get(ENDPOINTS.market.kline, { symbol, period, count }, QUIET), 'K线');
}

/** By code, name or pinyin initials; an empty keyword asks nothing. */
export async function searchSecurities(keyword: string, limit: number = MARKET_LIMITS.searchLimitDefault): Promise<SecurityItem[]> {
  const k = keyword.trim().slice(0, MARKET_LIMITS.keyword);
  if (!k) return [];
  return dataOf(await http.get(ENDPOINTS.market.search, { keyword: k, limit }, QUIET), '搜索结果');
}

export async function fetchIndices(): Promise<IndexSnapshot> {
  return dataOf(await http.get(ENDPOINTS.market.indices, undefined, QUIET), '指数');
}

export async function fetchConcepts(): Promise<ConceptSector[]> {
  return dataOf(await http.get(ENDPOINTS.market.concepts, undefined, QUIET), '概念板块');
}

/** Whether a typed code is a listed security, with its quote (yn/security). */
export async function checkSecurity(code: string): Promise<SecurityCheck> {
  return dataOf(await http.get(ENDPOINTS.market.security(code.trim()), undefined, QUIET), '证券信息');
}

/** News naming the stock (its code or name), newest first. */
export async function fetchStockNews(code: string, pageNum = 1, pageSize = 20): Promise<{ rows: NewsItem[]; total: number }> {
  const response = await http.page(ENDPOINTS.news.list('stock'), { code, pageNum, pageSize }, QUIET);
  return { rows: response.rows ?? [], total: response.total ?? 0 };
}
