import { startTransition, useCallback, useEffect, useState } from 'react';

/** What a screen section shows: a skeleton while loading, the data, or an error with retry. */
export type AsyncState<T> =
  | { status: 'loading'; data?: T }
  | { status: 'ready'; data: T }
  | { status: 'error'; data?: T; message: string };

export interface AsyncData<T> {
  state: AsyncState<T>;
  reload: () => void;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error ?? '');
}

/**
 * Loads data for a section on mount and on reload(). `load` must be stable (a module function or
 * a useCallback): a new identity loads again. `initial` (e.g. a cached copy) shows while loading
 * and stays if the load fails. Answers arriving after unmount or a newer load are dropped.
 */
export function useAsyncData<T>(load: () => Promise<T>, initial?: T): AsyncData<T> {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading', data: initial });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    // As a transition: the section's new content renders in slices between other work (taps, the
    // next frame) instead of one long task per answer (issue 18: total blocking time). What is on
    // screen stays until it is ready.
    load().then(
      (data) => { if (current) startTransition(() => setState({ status: 'ready', data })); },
      (error: unknown) => {
        if (current) startTransition(() => setState((previous) => ({ status: 'error', data: previous.data, message: messageOf(error) })));
      },
    );
    return () => { current = false; };
  }, [load, attempt]);

  const reload = useCallback(() => {
    setState((previous) => ({ status: 'loading', data: previous.data }));
    setAttempt((n) => n + 1);
  }, []);

  return { state, reload };
}

/** The same state with its data mapped, e.g. the teachers out of the home info. */
export function mapAsyncState<T, U>(state: AsyncState<T>, select: (data: T) => U): AsyncState<U> {
  if (state.status === 'ready') return { status: 'ready', data: select(state.data) };
  const data = state.data === undefined ? undefined : select(state.data);
  return state.status === 'error' ? { status: 'error', data, message: state.message } : { status: 'loading', data };
}
