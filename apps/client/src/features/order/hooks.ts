import { useEffect, useState } from 'react';

/** The clock, re-read every second while `active` (countdowns). */
export function useNow(active: boolean, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}

/** Server minus client clock from the last answer carrying serverNow (list rows have none of their own). */
let serverOffsetMs = 0;

export function noteServerOffset(offsetMs: number): void {
  serverOffsetMs = offsetMs;
}

export function lastServerOffset(): number {
  return serverOffsetMs;
}
