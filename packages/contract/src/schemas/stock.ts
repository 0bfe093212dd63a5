import { Type, type Static } from '@sinclair/typebox';
import { IdWithMessage, literalUnion, Nullable, PageQuerySchema } from './common';
import { POOL_ITEM_STATUSES, STOCK_TEXT, TRADE_SIDES } from '../stock';

/**
 * Stock races and stock pools (issue 15; SPEC §7 Stock). Money in yuan (0.01), prices in yuan, rates in
 * percent (0.01), days `YYYY-MM-DD` (Asia/Shanghai). A locked entry or pool carries `locked: true` and no
 * holdings, trades or items.
 */

const TeacherRefSchema = Type.Object({ id: Type.Integer(), name: Type.String(), avatar: Type.String() });

/** One participant of a race: a teacher's simulated portfolio. */
export const RaceEntrySchema = Type.Object({
  id: Type.Integer(),
  raceId: Type.Integer(),
  raceTitle: Type.String(),
  title: Type.String({ description: '组合名称' }),
  teacher: Nullable(TeacherRefSchema),
  /** 1-based place by return among the race's entries (ranking endpoint: among all entries listed). */
  rank: Type.Integer(),
  startDay: Type.String(),
  /** The last day the portfolio was valued (the race's end or the last closed trading day). */
  lastDay: Type.String(),
  capital: Type.Number({ description: '初始资金，元' }),
  totalAssets: Type.Number(),
  returnRate: Type.Number({ description: '累计收益率，%' }),
  benchmarkReturnRate: Type.Number({ description: '同期沪深300涨跌幅，%' }),
  maxDrawdown: Type.Number({ description: '最大回撤，%' }),
  tradeCount: Type.Integer(),
  locked: Type.Boolean({ description: '会员专享且未开通：不含持仓与交易' }),
  moduleId: Nullable(Type.Integer()),
});
export type RaceEntry = Static<typeof RaceEntrySchema>;

export const RaceInfoSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  pic: Type.String(),
  content: Type.String(),
  startDay: Type.String(),
  endDay: Nullable(Type.String()),
  /** Entries ranked by return, best first. */
  entries: Type.Array(RaceEntrySchema),
});
export type RaceInfo = Static<typeof RaceInfoSchema>;

export const RaceEntryQuerySchema = Type.Object({
  entryId: IdWithMessage(STOCK_TEXT.entryIdInvalid, '参赛组合编号'),
});
export type RaceEntryQuery = Static<typeof RaceEntryQuerySchema>;

export const RaceTradeQuerySchema = Type.Object({
  entryId: IdWithMessage(STOCK_TEXT.entryIdInvalid, '参赛组合编号'),
  ...PageQuerySchema.properties,
});

export const RaceRankQuerySchema = Type.Object({
  raceId: Type.Optional(IdWithMessage(STOCK_TEXT.raceIdInvalid, '比赛编号（缺省：全部比赛）')),
  ...PageQuerySchema.properties,
});
export type RaceRankQuery = Static<typeof RaceRankQuerySchema>;

/** The statistics line chart, in the shape the chart draws: days and two percent series. */
export const RaceLineChartSchema = Type.Object({
  entryId: Type.Integer(),
  categories: Type.Array(Type.String(), { description: '交易日' }),
  series: Type.Array(Type.Object({ name: Type.String(), data: Type.Array(Type.Number(), { description: '累计收益率，%' }) })),
  /** Net value per day (1.0000 at the start). */
  netValues: Type.Array(Type.Number()),
});
export type RaceLineChart = Static<typeof RaceLineChartSchema>;

export const RaceHoldingSchema = Type.Object({
  symbol: Type.String(),
  code: Type.String(),
  name: Type.String(),
  quantity: Type.Integer(),
  /** Shares that may be sold today (T+1: not those bought today). */
  sellableQuantity: Type.Integer(),
  costPrice: Type.Number({ description: '成本价（含买入费用），元，0.001' }),
  price: Type.Number({ description: '现价' }),
  marketValue: Type.Number(),
  profit: Type.Number({ description: '浮动盈亏，元' }),
  profitRate: Type.Number({ description: '盈亏比例，%' }),
  weight: Type.Number({ description: '仓位占总资产，%' }),
  firstBuyDay: Type.String(),
});
export type RaceHolding = Static<typeof RaceHoldingSchema>;

export const RaceHoldingsSchema = Type.Object({
  entryId: Type.Integer(),
  cash: Type.Number(),
  marketValue: Type.Number(),
  totalAssets: Type.Number(),
  profit: Type.Number({ description: '持仓浮动盈亏合计' }),
  rows: Type.Array(RaceHoldingSchema),
});
export type RaceHoldings = Static<typeof RaceHoldingsSchema>;

export const RaceTradeSchema = Type.Object({
  id: Type.Integer({ description: '组合内成交序号' }),
  day: Type.String(),
  time: Type.String({ description: 'HH:MM' }),
  symbol: Type.String(),
  code: Type.String(),
  name: Type.String(),
  side: literalUnion(TRADE_SIDES, { description: 'buy 买入，sell 卖出' }),
  price: Type.Number(),
  quantity: Type.Integer(),
  amount: Type.Number({ description: '成交金额' }),
  commission: Type.Number(),
  stampDuty: Type.Number(),
  /** Sells: realised profit after fees against the average cost; buys: null. */
  profit: Nullable(Type.Number()),
  profitRate: Nullable(Type.Number()),
});
export type RaceTrade = Static<typeof RaceTradeSchema>;

export const PoolItemSchema = Type.Object({
  id: Type.Integer(),
  symbol: Type.String(),
  code: Type.String(),
  name: Type.String(),
  entryDay: Type.String(),
  entryPrice: Type.Number(),
  latestPrice: Type.Number({ description: '最新价（调出的为调出日收盘价）' }),
  returnRate: Type.Number({ description: '入池以来涨幅，%' }),
  maxGain: Type.Number({ description: '入池后最大涨幅（最高价），%' }),
  reason: Type.String({ description: '老师的入池理由' }),
  status: literalUnion(POOL_ITEM_STATUSES, { description: 'holding 持有，removed 已调出' }),
  exitDay: Nullable(Type.String()),
});
export type PoolItem = Static<typeof PoolItemSchema>;

export const StockPoolSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  teacher: Nullable(TeacherRefSchema),
  locked: Type.Boolean(),
  moduleId: Nullable(Type.Integer()),
  itemCount: Type.Integer(),
  holdingCount: Type.Integer(),
  /** Empty when locked. */
  items: Type.Array(PoolItemSchema),
});
export type StockPool = Static<typeof StockPoolSchema>;

export const StockPoolListSchema = Type.Object({ pools: Type.Array(StockPoolSchema) });
export type StockPoolList = Static<typeof StockPoolListSchema>;

export const PoolListQuerySchema = Type.Object({
  poolId: Type.Optional(IdWithMessage('股票池编号格式不正确', '股票池编号（缺省：全部）')),
});
export type PoolListQuery = Static<typeof PoolListQuerySchema>;
