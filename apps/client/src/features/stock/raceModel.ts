/**
 * Stock race and pool pages: their texts and the pure rules behind them (which participant opens
 * first, signed figures and their colours). Everything shown is a teacher's simulated record or
 * market data; no text tells anyone to buy or sell.
 */
import { STOCK_TEXT, type PoolItemStatus, type RaceEntry, type TradeSide } from '@caixue/contract';

export const RACE_UI_TEXT = {
  listTitle: '股票大赛',
  rankTitle: '参赛组合收益排行',
  rankHint: '按累计收益率',
  rankEmpty: '暂无参赛组合',
  participants: '参赛组合',
  returnRate: '累计收益',
  benchmark: '同期沪深300',
  excess: '超额收益',
  maxDrawdown: '最大回撤',
  drawdownShort: '回撤',
  benchmarkShort: '沪深300',
  totalAssets: '总资产',
  capital: '初始资金',
  tradeCount: '成交笔数',
  curve: '收益走势',
  curveHint: '按每日收盘价计算',
  holdings: '当前持仓',
  holdingsEmpty: '当前空仓',
  cash: '可用资金',
  marketValue: '持仓市值',
  floatingProfit: '浮动盈亏',
  cost: '成本',
  price: '现价',
  profit: '盈亏',
  weight: '仓位',
  quantity: '持股',
  sellable: '可卖',
  trades: '成交记录',
  tradesEmpty: '暂无成交记录',
  amount: '成交额',
  fees: '费用',
  realised: '实现盈亏',
  info: '比赛信息',
  period: '比赛时间',
  ongoing: '进行中',
  startDay: '开始',
  endDay: '结束',
  rules: '交易规则',
  lockedBadge: '会员专享',
  lockedTitle: '该组合为会员专享',
  unlock: '立即开通',
  notFound: '比赛不存在',
  lastDay: '数据截至',
  shares: '股',
  rank: (n: number) => `第${n}名`,
} as const;

export const POOL_UI_TEXT = {
  title: '老师股票池',
  empty: '暂无股票池',
  itemsEmpty: '股票池暂无股票',
  entryDay: '入池日期',
  entryPrice: '入池价',
  latestPrice: '最新价',
  returnRate: '入池以来',
  maxGain: '最大涨幅',
  reason: '入池理由',
  exitDay: '调出日期',
  counts: (items: number, holding: number) => `共 ${items} 只 · 持有 ${holding} 只`,
  holdingTab: '持有中',
  allTab: '全部',
} as const;


export const SIDE_TEXT: Record<TradeSide, string> = { buy: STOCK_TEXT.buy, sell: STOCK_TEXT.sell };
export const POOL_STATUS_TEXT: Record<PoolItemStatus, string> = { holding: STOCK_TEXT.holding, removed: STOCK_TEXT.removed };

export type Trend = 'rise' | 'fall' | 'flat';

/** Red up, green down, grey level. */
export function trendOf(value: number | null | undefined): Trend {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'flat';
  if (Math.abs(value) < 0.005) return 'flat';
  return value > 0 ? 'rise' : 'fall';
}

/** '+12.34%', '-0.50%', '0.00%'. */
export function percentText(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '--';
  const text = Math.abs(value).toFixed(2);
  if (Number(text) === 0) return '0.00%';
  return `${value > 0 ? '+' : '-'}${text}%`;
}

/** Yuan with thousands separators: 1234567.8 -> '1,234,567.80'; signed adds + on gains. */
export function moneyText(value: number, options: { signed?: boolean; digits?: number } = {}): string {
  if (!Number.isFinite(value)) return '--';
  const digits = options.digits ?? 2;
  const [whole, part] = Math.abs(value).toFixed(digits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const body = part ? `${grouped}.${part}` : grouped;
  if (value < 0 && Number(Math.abs(value).toFixed(digits)) !== 0) return `-${body}`;
  return options.signed && value > 0 ? `+${body}` : body;
}

/** Large sums in 万: 1234567 -> '123.46万'. */
export function wanText(value: number): string {
  if (!Number.isFinite(value)) return '--';
  return Math.abs(value) >= 10_000 ? `${(value / 10_000).toFixed(2)}万` : value.toFixed(2);
}

export function priceText(value: number, digits = 2): string {
  return Number.isFinite(value) ? value.toFixed(digits) : '--';
}

/**
 * The participant a race page opens on: the one in the link if the race has it, else the best
 * ranked one the member may open, else the best ranked (its teaser).
 */
export function initialEntry(entries: readonly RaceEntry[], wanted?: number): RaceEntry | undefined {
  return entries.find((e) => e.id === wanted) ?? entries.find((e) => !e.locked) ?? entries[0];
}

/** '2026-06-01 至今' or '2026-06-01 至 2026-09-30'. */
export function periodText(startDay: string, endDay: string | null): string {
  return endDay ? `${startDay} 至 ${endDay}` : `${startDay} 至今`;
}

/** A positive integer from a page query, else undefined. */
export function idParam(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}
