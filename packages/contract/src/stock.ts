/**
 * Stock races and stock pools (issue 15): rules and texts shared by the server and the client (no
 * TypeBox here; the shapes are in ./schemas/stock and their types re-exported below).
 *
 * A race (股票大赛, the §2 widget's card) has entries: teachers' simulated portfolios run on the market
 * data with A-share trading rules. Everything shown is the teacher's simulated record or market data,
 * never advice from the system.
 */

/** Fees and lots the race engine charges and checks (README "Stock races and pools"). */
export const RACE_RULES = {
  /** 佣金: 万分之 2.5 of the amount, at least ¥5, both sides. */
  commissionRate: 0.00025,
  commissionMin: 5,
  /** 印花税: 0.05% of the amount, sells only. */
  stampDutyRate: 0.0005,
  /** 一手 = 100 股; buys in whole lots, a sell may leave no odd lot except by selling it all. */
  lot: 100,
} as const;

export const TRADE_SIDES = ['buy', 'sell'] as const;
export type TradeSide = (typeof TRADE_SIDES)[number];

export const POOL_ITEM_STATUSES = ['holding', 'removed'] as const;
export type PoolItemStatus = (typeof POOL_ITEM_STATUSES)[number];

export const STOCK_TEXT = {
  raceNotFound: '比赛不存在',
  entryNotFound: '参赛组合不存在',
  entryLocked: '该参赛组合为会员专享，开通后可查看持仓与交易',
  poolLocked: '股票池为会员专享服务，开通后即可查看每日精选股票。',
  raceIdInvalid: '比赛编号格式不正确',
  entryIdInvalid: '组合编号格式不正确',
  buy: '买入',
  sell: '卖出',
  holding: '持有',
  removed: '已调出',
  benchmark: '沪深300',
  portfolio: '组合收益',
  riskTip: '以上内容为老师模拟组合记录与行情数据，仅供学习交流，不构成投资建议。股市有风险，投资需谨慎。',
  marketNote: '模拟组合按真实交易规则运行：T+1、整手买卖、涨停不买跌停不卖、佣金万2.5（最低5元）、卖出印花税0.05%。',
} as const;

export type {
  PoolItem,
  PoolListQuery,
  RaceEntry,
  RaceEntryQuery,
  RaceHolding,
  RaceHoldings,
  RaceInfo,
  RaceLineChart,
  RaceRankQuery,
  RaceTrade,
  StockPool,
  StockPoolList,
} from './schemas/stock';
