import type { ReactNode } from 'react';
import { View } from '@tarojs/components';
import type { PagedList } from '@/shared/request/pagedList';
import { EmptyData } from '@/shared/ui/EmptyData';
import { ErrorState } from '@/shared/ui/ErrorState';
import { LoadMore } from '@/shared/ui/LoadMore';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useStagedRows } from '@/shared/ui/Staged';
import './PagedBody.scss';

export interface PagedBodyProps<T> {
  list: PagedList<T>;
  /** The empty-data placeholder's line and a helpful hint under it. */
  emptyText: string;
  emptyHint?: string;
  emptyAction?: ReactNode;
  /** Skeleton rows shown while the first page loads. */
  skeleton?: ReactNode;
  className?: string;
  children: (rows: T[]) => ReactNode;
}

function messageOf(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}

/**
 * The body of a paged list: a skeleton for the first page, an error with retry, the
 * empty-data placeholder, or the rows with the load-more footer (tap loads the next page too).
 */
export function PagedBody<T>({ list, emptyText, emptyHint, emptyAction, skeleton, className, children }: PagedBodyProps<T>) {
  const rows = useStagedRows(list.rows);
  if (list.rows.length === 0) {
    if (list.status === 'loading') {
      return <View className={className}>{skeleton ?? [0, 1, 2, 3].map((key) => <Skeleton key={key} rows={2} className='paged-body-skeleton' />)}</View>;
    }
    if (list.error) return <ErrorState message={messageOf(list.error)} onRetry={list.reload} />;
    return <EmptyData text={emptyText} description={emptyHint} action={emptyAction} />;
  }
  return (
    <View className={className}>
      {children(rows)}
      {/* Still loading while staged rows are on their way (Staged.h5.tsx): never 没有更多了 above rows yet to show. */}
      <LoadMore status={rows.length < list.rows.length ? 'loading' : list.status} onLoadMore={list.loadMore} />
    </View>
  );
}
