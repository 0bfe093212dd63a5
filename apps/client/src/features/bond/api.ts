/** Typed calls of the 可转债 page (path in packages/contract API.bond). */
import { BOND_TEXT, ENDPOINTS, type BondRow, type BondSortColumn, type SortOrder } from '@caixue/contract';
import { http } from '@/shared/request/request';

/** All the bonds fit one page (the market has a few dozen): the server sorts, the page draws. */
export const BOND_PAGE_SIZE = 100;

export async function fetchBonds(sortBy: BondSortColumn, order: SortOrder): Promise<{ rows: BondRow[]; total: number }> {
  const response = await http.page(ENDPOINTS.bond.list, { sortBy, order, pageNum: 1, pageSize: BOND_PAGE_SIZE }, { noLoading: true, silent: true });
  if (!response.rows) throw new Error(response.msg || BOND_TEXT.loadFailed);
  return { rows: response.rows, total: response.total ?? response.rows.length };
}
