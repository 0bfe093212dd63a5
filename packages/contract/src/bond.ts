/**
 * Convertible bonds (可转债, issue 15): the sortable columns and texts shared by the server and the
 * client. The figures are market data (simulated by default), never advice from the system.
 */

/** Columns the bond list may be sorted by (server-side; anything else is refused). */
export const BOND_SORT_COLUMNS = ['price', 'changePercent', 'conversionValue', 'premiumRate', 'rating', 'remainingSize'] as const;
export type BondSortColumn = (typeof BOND_SORT_COLUMNS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Default order of the list: the day's change, largest first (涨幅榜). */
export const BOND_DEFAULT_SORT: { sortBy: BondSortColumn; order: SortOrder } = { sortBy: 'changePercent', order: 'desc' };

/** Credit ratings from best to worst; sorting by rating follows this order, not the letters. */
export const BOND_RATINGS = ['AAA', 'AA+', 'AA', 'AA-', 'A+', 'A', 'A-', 'BBB+', 'BBB', 'BBB-', 'BB', 'B', 'CCC', 'CC', 'C'] as const;

export const BOND_TEXT = {
  title: '可转债',
  sortByInvalid: `排序字段不正确，可选：${BOND_SORT_COLUMNS.join('、')}`,
  orderInvalid: '排序方向不正确，可选：asc（升序）、desc（降序）',
  columns: {
    name: '名称',
    price: '现价',
    changePercent: '涨跌幅',
    conversionValue: '转股价值',
    premiumRate: '溢价率',
    rating: '评级',
    remainingSize: '剩余规模(亿)',
    underlying: '正股',
  } satisfies Record<BondSortColumn | 'name' | 'underlying', string>,
  empty: '暂无可转债数据',
  loadFailed: '可转债数据加载失败',
  retry: '重新加载',
  note: '转股价值 = 100 ÷ 转股价 × 正股价；溢价率 = 转债价格 ÷ 转股价值 − 1。数据为行情数据，仅供学习参考。',
  scrollHint: '左右滑动查看更多',
} as const;

export type { BondListQuery, BondRow } from './schemas/bond';
