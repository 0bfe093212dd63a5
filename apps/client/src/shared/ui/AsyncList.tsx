import type { ReactNode } from 'react';
import { EmptyData } from './EmptyData';
import { ErrorState } from './ErrorState';
import type { AsyncState } from './useAsyncData';

export interface AsyncListProps<T> {
  state: AsyncState<T[]>;
  onRetry: () => void;
  /** The skeleton shown while the first rows load. */
  loading: ReactNode;
  children: (rows: T[]) => ReactNode;
}

/**
 * The body of a list section: its rows (kept on a failed reload), else a skeleton while loading, an
 * error with retry, or the empty-data placeholder.
 */
export function AsyncList<T>({ state, onRetry, loading, children }: AsyncListProps<T>) {
  const rows = state.data ?? [];
  if (rows.length > 0) return <>{children(rows)}</>;
  if (state.status === 'loading') return <>{loading}</>;
  if (state.status === 'error') return <ErrorState compact message={state.message} onRetry={onRetry} />;
  return <EmptyData compact />;
}
