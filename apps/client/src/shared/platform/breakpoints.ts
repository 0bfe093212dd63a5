/** Layout breakpoints (SPEC §2): 1450, 1200, 800, 600, 400, 320 px, used as max-width steps. */
import { BREAKPOINTS as CONTRACT_BREAKPOINTS } from '@caixue/contract';

export const BREAKPOINTS: readonly number[] = [...CONTRACT_BREAKPOINTS].sort((a, b) => b - a);

/**
 * The narrowest breakpoint the width still fits under (a `max-width` step): 375 -> 400,
 * 1000 -> 1200, 320 -> 320. Wider than the widest step: null (the full layout).
 */
export function breakpointFor(width: number): number | null {
  let match: number | null = null;
  for (const bp of BREAKPOINTS) if (width <= bp) match = bp;
  return match;
}
