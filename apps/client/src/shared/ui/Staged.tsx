import type { ReactNode } from 'react';

/**
 * A part of a page that the browser build renders a task after the parts before it (Staged.h5.tsx);
 * on the mini-program it renders at once.
 */
export function Staged({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/** A list's rows; the browser build shows them a few a task (Staged.h5.tsx), the mini-program at once. */
export function useStagedRows<T>(rows: T[]): T[] {
  return rows;
}
