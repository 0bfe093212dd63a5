/**
 * Paged lists (SPEC §4 "List status", §9): rows of later pages append to earlier ones, a page
 * with fewer rows than the page size means there is no more, and new params start over.
 * The model is pure; usePagedList drives it from a fetch function.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { PAGE_SIZE } from '@caixue/contract';

export type ListStatus = 'loading' | 'more' | 'nomore';

export interface PagedListState<T> {
  rows: T[];
  /** The last page received; 0 before the first. */
  pageNum: number;
  status: ListStatus;
  /** The last failure, cleared by the next success. */
  error: unknown;
}

export function initialPagedList<T>(): PagedListState<T> {
  return { rows: [], pageNum: 0, status: 'loading', error: null };
}

/** Page 1 starts over (rows cleared); later pages keep the rows while loading. */
export function startPage<T>(state: PagedListState<T>, pageNum: number): PagedListState<T> {
  return pageNum <= 1 ? initialPagedList<T>() : { ...state, status: 'loading' };
}

export function receivePage<T>(state: PagedListState<T>, pageNum: number, rows: readonly T[], pageSize: number, total?: number): PagedListState<T> {
  const all = pageNum <= 1 ? [...rows] : [...state.rows, ...rows];
  const exhausted = rows.length < pageSize || (typeof total === 'number' && all.length >= total);
  return { rows: all, pageNum, status: exhausted ? 'nomore' : 'more', error: null };
}

/** A failed page can be tried again: the list stays where it was, with status 'more'. */
export function failPage<T>(state: PagedListState<T>, error: unknown): PagedListState<T> {
  return { ...state, status: 'more', error };
}

export type PageResult<T> = readonly T[] | { rows: readonly T[]; total?: number };
export type FetchPage<T, P> = (query: P & { pageNum: number; pageSize: number }) => Promise<PageResult<T>>;

export interface PagedList<T> extends PagedListState<T> {
  /** Loads the next page when there is more and nothing is loading. */
  loadMore: () => void;
  /** Starts over from page 1. */
  reload: () => void;
}

function unwrap<T>(result: PageResult<T>): { rows: readonly T[]; total?: number } {
  return Array.isArray(result) ? { rows: result as readonly T[] } : (result as { rows: readonly T[]; total?: number });
}

interface HookState<T> {
  /** The params the list belongs to, compared by value. */
  key: string;
  list: PagedListState<T>;
  /** The page to fetch; a new object asks for a new fetch and supersedes the one in flight. */
  wanted: { pageNum: number };
}

/**
 * Loads page 1 on mount and whenever params change (compared by value), appends further pages on
 * loadMore, and ignores answers to superseded requests.
 */
export function usePagedList<T, P extends object>(fetchPage: FetchPage<T, P>, params: P, { pageSize = PAGE_SIZE }: { pageSize?: number } = {}): PagedList<T> {
  const key = JSON.stringify(params);
  const [state, setState] = useState<HookState<T>>(() => ({ key, list: initialPagedList<T>(), wanted: { pageNum: 1 } }));
  if (state.key !== key) {
    // New filters: start over in this very render, so no stale rows show with the new params.
    setState({ key, list: initialPagedList<T>(), wanted: { pageNum: 1 } });
  }
  const latest = useRef({ fetchPage, params });
  useLayoutEffect(() => { latest.current = { fetchPage, params }; });

  const { wanted } = state;
  useEffect(() => {
    let superseded = false;
    const { pageNum } = wanted;
    latest.current.fetchPage({ ...latest.current.params, pageNum, pageSize }).then(
      (result) => {
        if (superseded) return;
        const { rows, total } = unwrap(result);
        setState((s) => ({ ...s, list: receivePage(s.list, pageNum, rows, pageSize, total) }));
      },
      (error: unknown) => {
        if (!superseded) setState((s) => ({ ...s, list: failPage(s.list, error) }));
      },
    );
    return () => { superseded = true; };
  }, [wanted, pageSize]);

  const loadMore = useCallback(() => {
    setState((s) => {
      if (s.list.status !== 'more') return s;
      const pageNum = s.list.pageNum + 1;
      return { ...s, list: startPage(s.list, pageNum), wanted: { pageNum } };
    });
  }, []);
  const reload = useCallback(() => {
    setState((s) => ({ ...s, list: initialPagedList<T>(), wanted: { pageNum: 1 } }));
  }, []);

  return { ...state.list, loadMore, reload };
}
