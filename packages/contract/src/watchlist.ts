/**
 * 自选股 and price alerts (issue 15): limits, kinds and texts shared by the server and the client (no
 * TypeBox here; the shapes are in ./schemas/watchlist and their types re-exported below).
 *
 * A stock is in a member's watchlist at most once, in at most one group (none: only under 全部). Adding
 * again is a no-op (idempotent). A price alert fires once: the first evaluation during a trading session
 * that finds its condition true marks it fired (a conditional update) and tells the member over the socket
 * (a `priceAlert` event) and in the push list.
 */

export const WATCHLIST_LIMITS = {
  /** Stocks per member (all groups together). */
  items: 200,
  /** Groups per member (全部 is not one of them). */
  groups: 10,
  /** Characters of a group name. */
  groupName: 8,
  /** Active (not yet fired, not cancelled) alerts per member. */
  activeAlerts: 50,
  /** A change alert's percentage: above 0, at most this. */
  changePercentMax: 30,
  /** Symbols one reorder, move or remove may name. */
  batch: 200,
} as const;

/** priceUp 股价涨到, priceDown 股价跌到, riseTo 涨幅达到 (%), fallTo 跌幅达到 (%, a positive number). */
export const PRICE_ALERT_KINDS = ['priceUp', 'priceDown', 'riseTo', 'fallTo'] as const;
export type PriceAlertKind = (typeof PRICE_ALERT_KINDS)[number];

export const PRICE_ALERT_STATUSES = ['active', 'fired', 'cancelled'] as const;
export type PriceAlertStatus = (typeof PRICE_ALERT_STATUSES)[number];

export const PRICE_ALERT_KIND_TEXT: Record<PriceAlertKind, string> = {
  priceUp: '股价涨到',
  priceDown: '股价跌到',
  riseTo: '涨幅达到',
  fallTo: '跌幅达到',
};

export const PRICE_ALERT_STATUS_TEXT: Record<PriceAlertStatus, string> = {
  active: '监控中',
  fired: '已触发',
  cancelled: '已取消',
};

/** The condition in words: `股价涨到 1800.00 元`, `跌幅达到 5%`. */
export function priceAlertCondition(kind: PriceAlertKind, value: number): string {
  const unit = kind === 'priceUp' || kind === 'priceDown' ? ` 元` : '%';
  const shown = kind === 'priceUp' || kind === 'priceDown' ? formatAlertPrice(value) : String(value);
  return `${PRICE_ALERT_KIND_TEXT[kind]} ${shown}${unit}`;
}

/** Prices show two decimals (three for a bond's 0.001 tick). */
export function formatAlertPrice(value: number): string {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6 ? value.toFixed(2) : value.toFixed(3);
}

export const WATCHLIST_TEXT = {
  title: '我的自选',
  all: '全部',
  add: '加自选',
  added: '已自选',
  addEmpty: '添加自选',
  empty: '还没有自选股，去添加几只关注的股票吧',
  addedToast: '已加入自选',
  removedToast: '已删除自选',
  edit: '编辑',
  done: '完成',
  remove: '删除',
  moveUp: '上移',
  moveTop: '置顶',
  moveTo: '移到分组',
  newGroup: '新建分组',
  renameGroup: '重命名',
  deleteGroup: '删除分组',
  groupNamePlaceholder: '分组名称，最多 8 个字',
  searchPlaceholder: '输入股票代码、名称或拼音首字母',
  searchEmpty: '没有找到相关股票',
  alerts: '股价提醒',
  riskTip: '行情数据仅供参考，不构成投资建议。股市有风险，投资需谨慎。',
  // Errors (envelope msg).
  unknownSymbol: '股票代码不存在，请检查后重试',
  symbolRequired: '请输入股票代码',
  itemsFull: `自选股最多 ${WATCHLIST_LIMITS.items} 只，请先删除一些再添加`,
  groupsFull: `分组最多 ${WATCHLIST_LIMITS.groups} 个`,
  groupNameInvalid: `分组名称为 1-${WATCHLIST_LIMITS.groupName} 个字`,
  groupNameTaken: '已有同名分组',
  groupNotFound: '分组不存在',
  notInWatchlist: '该股票不在自选中',
} as const;

export const PRICE_ALERT_TEXT = {
  title: '股价提醒',
  add: '添加提醒',
  cancel: '取消提醒',
  cancelled: '已取消提醒',
  saved: '提醒已设置，触发后将通知您（仅提醒一次）',
  empty: '还没有股价提醒',
  valueLabel: (kind: PriceAlertKind) => (kind === 'priceUp' || kind === 'priceDown' ? '目标价（元）' : '涨跌幅（%）'),
  pushTitle: (name: string) => `股价提醒：${name}`,
  /** The notice the member gets: what happened, as data, never advice. */
  notice: (name: string, code: string, condition: string, price: string, changePercent: string) =>
    `${name}（${code}）${condition}，最新价 ${price} 元，涨跌幅 ${changePercent}%。以上为行情数据，不构成投资建议。`,
  // Errors (envelope msg).
  valueInvalid: '请输入正确的数值',
  priceInvalid: '目标价须大于 0，最多两位小数',
  percentInvalid: `涨跌幅须在 0.01-${WATCHLIST_LIMITS.changePercentMax} 之间，最多两位小数`,
  alreadyReachedUp: '当前价已不低于目标价，请设置更高的价格',
  alreadyReachedDown: '当前价已不高于目标价，请设置更低的价格',
  alreadyReachedChange: '当前涨跌幅已达到该数值，请重新设置',
  tooMany: `进行中的提醒最多 ${WATCHLIST_LIMITS.activeAlerts} 个`,
  notFound: '提醒不存在',
  notActive: '该提醒已触发或已取消',
  duplicate: '已有相同的提醒',
} as const;

export type {
  PriceAlert,
  PriceAlertBody,
  PriceAlertEvent,
  WatchGroup,
  WatchGroupBody,
  WatchItem,
  WatchList,
  WatchSymbolsBody,
} from './schemas/watchlist';
