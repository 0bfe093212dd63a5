import { describe, expect, it } from 'vitest';
import { INITIAL_SORT, nextSort, percentText, sizeText, sortArrow, tone } from './model';

describe('bond table model', () => {
  it('starts by change, largest first; a new column starts largest first, the same column flips', () => {
    expect(INITIAL_SORT).toEqual({ sortBy: 'changePercent', order: 'desc' });
    const premium = nextSort(INITIAL_SORT, 'premiumRate');
    expect(premium).toEqual({ sortBy: 'premiumRate', order: 'desc' });
    expect(nextSort(premium, 'premiumRate')).toEqual({ sortBy: 'premiumRate', order: 'asc' });
    expect(nextSort(nextSort(premium, 'premiumRate'), 'premiumRate')).toEqual(premium);
  });

  it('draws the arrow of the sorted column only', () => {
    expect(sortArrow({ sortBy: 'price', order: 'desc' }, 'price')).toBe('↓');
    expect(sortArrow({ sortBy: 'price', order: 'asc' }, 'price')).toBe('↑');
    expect(sortArrow({ sortBy: 'price', order: 'asc' }, 'rating')).toBe('↕');
  });

  it('colours red up, green down and formats figures', () => {
    expect([tone(1.2), tone(-0.01), tone(0)]).toEqual(['rise', 'fall', 'flat']);
    expect([percentText(1.5), percentText(-2), percentText(0)]).toEqual(['+1.50%', '-2.00%', '0.00%']);
    expect([sizeText(499.9), sizeText(70)]).toEqual(['500', '70.0']);
  });
});
