import { BOND_DEFAULT_SORT, type BondSortColumn, type SortOrder } from '@caixue/contract';

export interface BondSort {
  sortBy: BondSortColumn;
  order: SortOrder;
}

export const INITIAL_SORT: BondSort = { ...BOND_DEFAULT_SORT };

/** A tap on a header: the same column flips its direction; another column starts from the largest. */
export function nextSort(current: BondSort, column: BondSortColumn): BondSort {
  if (current.sortBy === column) return { sortBy: column, order: current.order === 'desc' ? 'asc' : 'desc' };
  return { sortBy: column, order: 'desc' };
}

/** The header's arrow: ↓ largest first, ↑ smallest first, a faint ↕ on the other sortable columns. */
export function sortArrow(current: BondSort, column: BondSortColumn): '↓' | '↑' | '↕' {
  if (current.sortBy !== column) return '↕';
  return current.order === 'desc' ? '↓' : '↑';
}

/** Red up, green down (as Chinese quotes are coloured), grey unchanged. */
export function tone(value: number): 'rise' | 'fall' | 'flat' {
  return value > 0 ? 'rise' : value < 0 ? 'fall' : 'flat';
}

export function percentText(value: number): string {
  return `${value > 0 ? '+' : ''}${value.toFixed(2)}%`;
}

export function priceText(value: number, digits = 3): string {
  return value.toFixed(digits);
}

/** 剩余规模 in 亿元, one decimal below 100 and none above. */
export function sizeText(value: number): string {
  return value >= 100 ? value.toFixed(0) : value.toFixed(1);
}
