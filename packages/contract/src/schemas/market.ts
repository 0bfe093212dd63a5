import { Type, type Static } from '@sinclair/typebox';
import { BoundedInteger, Nullable, literalUnion } from './common';
import { KLINE_PERIODS, MARKET_LIMITS, MARKET_TEXT, QUOTE_MESSAGE, QUOTE_STATUSES } from '../market';

/**
 * Market data (issue 15). Symbols are the market prefix and the code (sh600519, sz000001, sh000001 is
 * 上证指数); requests also accept 600519 and 600519.SH. Prices in yuan (indices: points) rounded to the
 * tick, change percent to 0.01, volume in shares (bonds: 张), amount in yuan, times Unix ms, days
 * YYYY-MM-DD (Asia/Shanghai).
 */

const SYMBOL = '[A-Za-z]{0,2}\\d{6}(\\.[A-Za-z]{2})?';

export const MarketSymbolSchema = Type.String({
  minLength: 1,
  maxLength: 16,
  pattern: `^${SYMBOL}$`,
  description: '证券代码：sh600519、sz000001，也可写 600519 或 600519.SH',
  examples: ['sh600519'],
  'x-message': MARKET_TEXT.symbolInvalid,
});

const DaySchema = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: '交易日 YYYY-MM-DD（中国时间）', 'x-message': MARKET_TEXT.dayInvalid });

export const SecurityItemSchema = Type.Object({
  symbol: Type.String(),
  code: Type.String(),
  name: Type.String(),
  market: Type.String({ description: 'sh 上交所，sz 深交所，bj 北交所' }),
  type: Type.String({ description: 'stock 股票，index 指数，bond 可转债' }),
});
export type SecurityItem = Static<typeof SecurityItemSchema>;

export const MarketQuoteSchema = Type.Object({
  ...SecurityItemSchema.properties,
  price: Type.Number({ description: '最新价（休市或收盘后为收盘价）' }),
  preClose: Type.Number({ description: '昨收' }),
  open: Type.Number(),
  high: Type.Number(),
  low: Type.Number(),
  change: Type.Number({ description: '涨跌额' }),
  changePercent: Type.Number({ description: '涨跌幅 %' }),
  volume: Type.Number({ description: '成交量，股（可转债：张）' }),
  amount: Type.Number({ description: '成交额，元' }),
  limitUp: Nullable(Type.Number({ description: '涨停价；指数为 null' })),
  limitDown: Nullable(Type.Number({ description: '跌停价；指数为 null' })),
  time: Type.Number({ description: '行情时间（Unix 毫秒）' }),
  status: literalUnion(QUOTE_STATUSES, { description: 'pre-open | trading | break | closed | holiday | suspended' }),
  statusText: Type.String({ description: '待开盘、交易中、午间休市、已收盘、休市、停牌' }),
});
export type MarketQuote = Static<typeof MarketQuoteSchema>;

export const QuotesQuerySchema = Type.Object({
  symbols: Type.String({
    minLength: 1,
    maxLength: MARKET_LIMITS.quoteSymbols * 17,
    pattern: `^${SYMBOL}(,${SYMBOL})*$`,
    description: `逗号分隔的证券代码，最多 ${MARKET_LIMITS.quoteSymbols} 个；不存在的代码不返回`,
    examples: ['sh600519,sz000001'],
    'x-message': MARKET_TEXT.symbolInvalid,
  }),
});
export type QuotesQuery = Static<typeof QuotesQuerySchema>;

export const MinuteQuerySchema = Type.Object({
  symbol: MarketSymbolSchema,
  day: Type.Optional(DaySchema),
});
export type MinuteQuery = Static<typeof MinuteQuerySchema>;

export const MinutePointSchema = Type.Object({
  minute: Type.String({ description: 'HH:MM，分钟结束时刻；09:30 为开盘集合竞价' }),
  time: Type.Number(),
  price: Type.Number(),
  avgPrice: Type.Number({ description: '均价（黄线）' }),
  volume: Type.Number(),
  amount: Type.Number(),
});
export type MinutePoint = Static<typeof MinutePointSchema>;

export const MinuteDataSchema = Type.Object({
  symbol: Type.String(),
  name: Type.String(),
  day: Nullable(Type.String({ description: '分时所属交易日；当天开盘前为上一交易日' })),
  preClose: Type.Number({ description: '该交易日的昨收（分时图的中轴）' }),
  points: Type.Array(MinutePointSchema, { description: '每日 241 个点：09:30、09:31-11:30、13:01-15:00，当天只到当前分钟' }),
  quote: MarketQuoteSchema,
});
export type MinuteData = Static<typeof MinuteDataSchema>;

export const KlineQuerySchema = Type.Object({
  symbol: MarketSymbolSchema,
  period: Type.Optional(literalUnion(KLINE_PERIODS, { description: 'day 日K，week 周K，month 月K；缺省 day', 'x-message': MARKET_TEXT.periodInvalid })),
  count: Type.Optional(BoundedInteger(1, MARKET_LIMITS.klineCount, { description: `最近多少根，缺省 ${MARKET_LIMITS.klineCountDefault}`, 'x-message': MARKET_TEXT.countInvalid })),
  to: Type.Optional(DaySchema),
});
export type KlineQuery = Static<typeof KlineQuerySchema>;

export const KlineBarSchema = Type.Object({
  day: Type.String({ description: '日K为交易日；周K、月K为该周期最后一个交易日' }),
  open: Type.Number(),
  high: Type.Number(),
  low: Type.Number(),
  close: Type.Number(),
  preClose: Type.Number(),
  change: Type.Number(),
  changePercent: Type.Number(),
  volume: Type.Number(),
  amount: Type.Number(),
});
export type KlineBar = Static<typeof KlineBarSchema>;

export const KlineDataSchema = Type.Object({
  symbol: Type.String(),
  name: Type.String(),
  period: literalUnion(KLINE_PERIODS),
  bars: Type.Array(KlineBarSchema, { description: '按日期升序；当天交易中的一根为截至此刻' }),
});
export type KlineData = Static<typeof KlineDataSchema>;

export const SearchQuerySchema = Type.Object({
  keyword: Type.String({ minLength: 1, maxLength: MARKET_LIMITS.keyword, description: '代码、名称或拼音首字母（gzmt）', 'x-message': MARKET_TEXT.keywordRequired }),
  limit: Type.Optional(BoundedInteger(1, MARKET_LIMITS.searchLimit, { description: `最多返回条数，缺省 ${MARKET_LIMITS.searchLimitDefault}`, 'x-message': MARKET_TEXT.limitInvalid })),
});
export type SearchQuery = Static<typeof SearchQuerySchema>;

export const IndexSnapshotSchema = Type.Object({
  indices: Type.Array(MarketQuoteSchema, { description: '上证指数、深证成指、创业板指、沪深300' }),
  status: literalUnion(QUOTE_STATUSES),
  statusText: Type.String(),
  /** Name of the holiday (国庆节) or 周末 on a closed day, else null. */
  closedReason: Nullable(Type.String()),
});
export type IndexSnapshot = Static<typeof IndexSnapshotSchema>;

export const ConceptSectorSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  changePercent: Type.Number({ description: '成分股流通市值加权涨跌幅 %' }),
  upCount: Type.Integer(),
  downCount: Type.Integer(),
  leader: Nullable(Type.Object({ symbol: Type.String(), name: Type.String(), changePercent: Type.Number() }, { description: '领涨股' })),
  members: Type.Array(Type.String(), { description: '成分股代码' }),
});
export type ConceptSector = Static<typeof ConceptSectorSchema>;

export const SecurityCodeParamsSchema = Type.Object({ code: MarketSymbolSchema });
export const SecurityCodeQuerySchema = Type.Object({ code: MarketSymbolSchema });

/** `yn/security`: is this code a listed security (yes/no), with what it is and its quote. */
export const SecurityCheckSchema = Type.Object({
  listed: Type.Boolean({ description: '是否为已上市证券' }),
  security: Nullable(SecurityItemSchema),
  quote: Nullable(MarketQuoteSchema),
});
export type SecurityCheck = Static<typeof SecurityCheckSchema>;

/** Socket frames (server to client). */
export const QuoteSnapshotMessageSchema = Type.Object({
  type: Type.Literal(QUOTE_MESSAGE.snapshot),
  quotes: Type.Array(MarketQuoteSchema),
  status: literalUnion(QUOTE_STATUSES),
  statusText: Type.String(),
  time: Type.Number(),
});
export type QuoteSnapshotMessage = Static<typeof QuoteSnapshotMessageSchema>;

export const QuoteErrorMessageSchema = Type.Object({
  type: Type.Literal(QUOTE_MESSAGE.error),
  msg: Type.String(),
  symbols: Type.Optional(Type.Array(Type.String())),
});
export type QuoteErrorMessage = Static<typeof QuoteErrorMessageSchema>;
