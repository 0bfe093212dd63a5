/** RuoYi paging (DESIGN "Contracts"): pageNum from 1, pageSize default 20; lists answer {rows, total}. */
export interface Page {
  pageNum?: number;
  pageSize?: number;
}

export interface Paged<T> {
  rows: T[];
  total: number;
}

export const DEFAULT_PAGE_SIZE = 20;

export function paging(page: Page): { limit: number; offset: number } {
  const limit = page.pageSize ?? DEFAULT_PAGE_SIZE;
  return { limit, offset: ((page.pageNum ?? 1) - 1) * limit };
}
