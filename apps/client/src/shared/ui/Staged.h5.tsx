import { useEffect, useState, type ReactNode } from 'react';

/**
 * Parts of a page rendered one task after another (issue 18): a long first page is otherwise one
 * render of 100 ms or more, which a phone spends unable to answer a tap (Lighthouse's total blocking
 * time). Each Staged part waits for its turn, in the order the page mounts them (top to bottom), so
 * nothing already on screen moves: each part is added below the ones before it.
 */
const waiting: Array<() => void> = [];
const channel = new MessageChannel();
let pumping = false;

channel.port1.onmessage = () => {
  waiting.shift()?.();
  if (waiting.length > 0) channel.port2.postMessage(0);
  else pumping = false;
};

function awaitTurn(show: () => void): void {
  waiting.push(show);
  if (pumping) return;
  pumping = true;
  channel.port2.postMessage(0);
}

/**
 * How many of `total` items show: `first` at once, then `perTurn` more at each turn until all do. Items
 * already shown stay; when `total` drops to 0 (a tab change, a reload) it starts again at `first`.
 */
function useStagedCount(total: number, first: number, perTurn: number): number {
  const [count, setCount] = useState(first);
  const empty = total === 0;
  const [wasEmpty, setWasEmpty] = useState(empty);
  if (empty !== wasEmpty) {
    // React's "state from a changed prop" pattern: reset during render, not in an effect.
    setWasEmpty(empty);
    if (empty) setCount(first);
  }
  useEffect(() => {
    if (count >= total) return undefined;
    let mounted = true;
    awaitTurn(() => {
      if (mounted) setCount((shown) => shown + perTurn);
    });
    return () => {
      mounted = false;
    };
  }, [count, total, perTurn]);
  return count;
}

export function Staged({ children }: { children: ReactNode }) {
  return useStagedCount(1, 0, 1) > 0 ? <>{children}</> : null;
}

/** The rows a list renders first; the rest follow ROWS_PER_TURN a turn (a card is about 100-200 px high). */
const FIRST_ROWS = 4;
const ROWS_PER_TURN = 4;

/**
 * A list's rows, staged like Staged parts: the first screen's worth at once, then a few more a task
 * until all show (a page of ten cards is otherwise one long render when the data arrives).
 */
export function useStagedRows<T>(rows: T[]): T[] {
  const count = useStagedCount(rows.length, FIRST_ROWS, ROWS_PER_TURN);
  return count >= rows.length ? rows : rows.slice(0, count);
}
