import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, breakpointFor } from './breakpoints';

describe('breakpoints', () => {
  it('are the spec’s steps, widest first', () => {
    expect(BREAKPOINTS).toEqual([1450, 1200, 800, 600, 400, 320]);
  });
  it.each([[200, 320], [320, 320], [321, 400], [375, 400], [414, 600], [768, 800], [1000, 1200], [1450, 1450], [1451, null]])(
    'width %i falls under %s', (width, step) => {
      expect(breakpointFor(width)).toBe(step);
    },
  );
});
