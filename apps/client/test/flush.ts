import { act } from '@testing-library/react';

/**
 * Lets scripted answers and the renders they cause settle: `rounds` turns of zero-delay timers
 * inside act() (a screen that fetches, then fetches again from the answer, needs more than one).
 */
export async function flush(rounds = 1): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
