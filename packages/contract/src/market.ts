/**
 * Market data (issue 15): quotes, intraday minute bars, K-lines, security search, indices, concept
 * sectors and the `yn/security` check, plus the live-quote messages of the one socket. Limits, kinds and
 * texts shared by the server and the client (no TypeBox here; the shapes are in ./schemas/market and their
 * types re-exported below). Everything is market data, never advice.
 */

/**
 * State of a quote: `pre-open` before 9:30 on a trading day, `trading` inside 9:30-11:30 and 13:00-15:00,
 * `break` 11:30-13:00, `closed` after 15:00, `holiday` on a day without trading (the last trading day's
 * close), `suspended` (停牌).
 */
export const QUOTE_STATUSES = ['pre-open', 'trading', 'break', 'closed', 'holiday', 'suspended'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** Texts a client shows beside a quote (the spec's 已收盘 / 休市 outside the sessions). */
export const QUOTE_STATUS_TEXT: Record<QuoteStatus, string> = {
  'pre-open': '待开盘',
  trading: '交易中',
  break: '午间休市',
  closed: '已收盘',
  holiday: '休市',
  suspended: '停牌',
};

/** K-line periods: week and month bars are aggregated from the daily ones. */
export const KLINE_PERIODS = ['day', 'week', 'month'] as const;
export type KlinePeriod = (typeof KLINE_PERIODS)[number];
export const KLINE_PERIOD_TEXT: Record<KlinePeriod, string> = { day: '日K', week: '周K', month: '月K' };

export const MARKET_LIMITS = {
  /** Symbols one quotes call may name (comma-separated). */
  quoteSymbols: 200,
  /** K-line bars one call may ask for (of the period). */
  klineCount: 500,
  klineCountDefault: 120,
  /** Search results at most (default 10). */
  searchLimit: 50,
  searchLimitDefault: 10,
  /** Characters of a search keyword. */
  keyword: 20,
  /** Symbols one socket may watch at once (all its subscriptions together). */
  liveSymbols: 200,
} as const;

/** The four headline indices of the index snapshot, in this order. */
export const HEADLINE_INDICES = ['sh000001', 'sz399001', 'sz399006', 'sh000300'] as const;

export const MARKET_TEXT = {
  riskTip: '行情数据仅供参考，不构成投资建议。股市有风险，投资需谨慎。',
  // Errors (envelope msg).
  symbolRequired: '请输入股票代码',
  unknownSymbol: '股票代码不存在，请检查后重试',
  symbolInvalid: '股票代码格式不正确',
  tooManySymbols: `一次最多查询 ${MARKET_LIMITS.quoteSymbols} 只股票`,
  keywordRequired: '请输入股票代码、名称或拼音首字母',
  dayInvalid: '日期格式应为 YYYY-MM-DD',
  periodInvalid: 'K线周期只能是 day、week 或 month',
  countInvalid: `K线条数须在 1-${MARKET_LIMITS.klineCount} 之间`,
  limitInvalid: `条数须在 1-${MARKET_LIMITS.searchLimit} 之间`,
  unsupported: '当前行情源暂不提供该数据',
  unavailable: '行情服务暂时不可用，请稍后重试',
  // Live quotes over the socket (type quoteError).
  liveBadMessage: '行情订阅消息格式不正确',
  liveTooManySymbols: `每个连接最多订阅 ${MARKET_LIMITS.liveSymbols} 只股票`,
} as const;

/**
 * Live quotes over the client's one socket (`/ws/live/...`, README "Live quotes"). Client to server:
 *   {type: 'quoteSubscribe', symbols: ['sh600519', ...]}   adds symbols (answer: a quoteSnapshot of them)
 *   {type: 'quoteUnsubscribe', symbols: [...]}              removes them ([] or no symbols: all)
 * Server to client:
 *   {type: 'quoteSnapshot', quotes: Quote[], status, statusText, time}  the changed quotes of this
 *     socket's subscriptions, batched (one frame every MARKET_QUOTE_INTERVAL_MS) during sessions; outside
 *     them one frame when the state changes, nothing more.
 *   {type: 'quoteError', msg, symbols?}                     a refused message (the socket stays open).
 */
export const QUOTE_MESSAGE = {
  subscribe: 'quoteSubscribe',
  unsubscribe: 'quoteUnsubscribe',
  snapshot: 'quoteSnapshot',
  error: 'quoteError',
} as const;

export type {
  ConceptSector,
  IndexSnapshot,
  KlineBar,
  KlineData,
  KlineQuery,
  MarketQuote,
  MinuteData,
  MinuteQuery,
  MinutePoint,
  QuoteSnapshotMessage,
  QuoteErrorMessage,
  QuotesQuery,
  SearchQuery,
  SecurityCheck,
  SecurityItem,
} from './schemas/market';
