import { PAGE_SIZE, type PageQuery, type Paged } from '@caixue/contract';

/**
 * RuoYi paging (DESIGN "Contracts"): pageNum from 1, pageSize default 20; lists answer {rows, total}.
 * The shapes are the contract's (PageQuerySchema, the table envelope); this turns them into SQL.
 */
export type Page = PageQuery;
export type { Paged };

export const DEFAULT_PAGE_SIZE = PAGE_SIZE;

export function paging(page: Page): { limit: number; offset: number } {
  const limit = page.pageSize ?? DEFAULT_PAGE_SIZE;
  return { limit, offset: ((page.pageNum ?? 1) - 1) * limit };
}
