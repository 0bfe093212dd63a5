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

export function Staged({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let mounted = true;
    awaitTurn(() => {
      if (mounted) setShown(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return shown ? <>{children}</> : null;
}
