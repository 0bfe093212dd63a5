import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { deferred, type Deferred } from '../../../test/deferred';
import { failPage, initialPagedList, receivePage, startPage, usePagedList, type PageResult } from './pagedList';

const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('paged list model', () => {
  it('starts loading with no rows', () => {
    expect(initialPagedList()).toEqual({ rows: [], pageNum: 0, status: 'loading', error: null });
  });

  it('appends later pages and says more while pages are full', () => {
    let s = receivePage(initialPagedList<number>(), 1, rows(1, 20), 20);
    expect(s).toMatchObject({ pageNum: 1, status: 'more' });
    s = receivePage(startPage(s, 2), 2, rows(21, 20), 20);
    expect(s.rows).toEqual(rows(1, 40));
    expect(s.status).toBe('more');
  });

  it('says nomore when a page has fewer rows than the page size', () => {
    const s = receivePage(receivePage(initialPagedList<number>(), 1, rows(1, 20), 20), 2, rows(21, 3), 20);
    expect(s).toMatchObject({ status: 'nomore', pageNum: 2 });
    expect(s.rows).toHaveLength(23);
    expect(receivePage(initialPagedList<number>(), 1, [], 20).status).toBe('nomore');
  });

  it('says nomore once the total is reached even on a full page', () => {
    expect(receivePage(initialPagedList<number>(), 1, rows(1, 20), 20, 20).status).toBe('nomore');
  });

  it('keeps rows while a later page loads; page 1 starts over', () => {
    const full = receivePage(initialPagedList<number>(), 1, rows(1, 20), 20);
    expect(startPage(full, 2)).toMatchObject({ status: 'loading', rows: rows(1, 20) });
    expect(startPage(full, 1)).toEqual(initialPagedList());
    expect(receivePage(full, 1, [99], 20).rows).toEqual([99]);
  });

  it('lets a failed page be tried again', () => {
    const error = new Error('x');
    expect(failPage(startPage(initialPagedList<number>(), 1), error)).toMatchObject({ status: 'more', error, rows: [] });
  });
});

describe('usePagedList', () => {
  function scriptedFetch() {
    const calls: { query: Record<string, unknown>; answer: Deferred<PageResult<number>> }[] = [];
    const fetchPage = vi.fn((query: Record<string, unknown>) => {
      const answer = deferred<PageResult<number>>();
      calls.push({ query, answer });
      return answer.promise;
    });
    return { fetchPage, calls };
  }

  it('loads page 1 with the params, then appends pages on loadMore until a short page', async () => {
    const { fetchPage, calls } = scriptedFetch();
    const { result } = renderHook(() => usePagedList(fetchPage, { categoryId: 3 }, { pageSize: 2 }));
    expect(result.current.status).toBe('loading');
    expect(calls[0].query).toEqual({ categoryId: 3, pageNum: 1, pageSize: 2 });
    await act(async () => calls[0].answer.resolve({ rows: [1, 2], total: 5 }));
    expect(result.current).toMatchObject({ rows: [1, 2], status: 'more' });

    act(() => result.current.loadMore());
    act(() => result.current.loadMore()); // a second call while loading is ignored
    expect(calls).toHaveLength(2);
    expect(calls[1].query).toMatchObject({ pageNum: 2 });
    await act(async () => calls[1].answer.resolve([3]));
    expect(result.current).toMatchObject({ rows: [1, 2, 3], status: 'nomore' });

    act(() => result.current.loadMore());
    expect(calls).toHaveLength(2);
  });

  it('starts over when the params change, ignoring the answer for the old params', async () => {
    const { fetchPage, calls } = scriptedFetch();
    const { result, rerender } = renderHook(({ title }) => usePagedList(fetchPage, { title }, { pageSize: 2 }), { initialProps: { title: 'a' } });
    rerender({ title: 'a' }); // same params by value: no new fetch
    expect(calls).toHaveLength(1);
    rerender({ title: 'b' });
    expect(result.current).toMatchObject({ rows: [], status: 'loading' });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].query).toMatchObject({ title: 'b', pageNum: 1 });
    await act(async () => calls[1].answer.resolve([10, 11]));
    await act(async () => calls[0].answer.resolve([1, 2]));
    expect(result.current.rows).toEqual([10, 11]);
  });

  it('keeps the list on a failure and retries that page on loadMore', async () => {
    const { fetchPage, calls } = scriptedFetch();
    const { result } = renderHook(() => usePagedList(fetchPage, {}, { pageSize: 2 }));
    await act(async () => calls[0].answer.resolve([1, 2]));
    act(() => result.current.loadMore());
    await act(async () => calls[1].answer.reject(new Error('网络')));
    expect(result.current).toMatchObject({ rows: [1, 2], status: 'more' });
    expect(result.current.error).toBeInstanceOf(Error);
    act(() => result.current.loadMore());
    expect(calls[2].query).toMatchObject({ pageNum: 2 });
  });

  it('reload starts again from page 1', async () => {
    const { fetchPage, calls } = scriptedFetch();
    const { result } = renderHook(() => usePagedList(fetchPage, {}, { pageSize: 2 }));
    await act(async () => calls[0].answer.resolve([1, 2]));
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ rows: [], status: 'loading' });
    expect(calls[1].query).toMatchObject({ pageNum: 1 });
  });

  it('uses the spec page size of 20 by default', () => {
    const { fetchPage, calls } = scriptedFetch();
    renderHook(() => usePagedList(fetchPage, {}));
    expect(calls[0].query.pageSize).toBe(20);
  });
});
