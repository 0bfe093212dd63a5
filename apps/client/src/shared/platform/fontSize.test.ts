import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { getItem, setItem } from './storage';
import { getFontScale, setFontScale, useFontScale } from './fontSize';

describe('font scale', () => {
  it('defaults to 1.2 and reads the stored fontSizeSync', () => {
    expect(getFontScale()).toBe(1.2);
    setItem('fontSizeSync', 1.4);
    expect(getFontScale()).toBe(1.4);
  });

  it('stores a new scale and refuses nonsense', () => {
    setFontScale(1.1);
    expect(getItem('fontSizeSync')).toBe(1.1);
    expect(() => setFontScale(0)).toThrow(RangeError);
    expect(() => setFontScale(Number.NaN)).toThrow(RangeError);
    expect(getItem('fontSizeSync')).toBe(1.1);
  });

  it('updates every mounted page at once', () => {
    const pageA = renderHook(() => useFontScale());
    const pageB = renderHook(() => useFontScale());
    expect(pageA.result.current).toBe(1.2);
    act(() => setFontScale(1.5));
    expect(pageA.result.current).toBe(1.5);
    expect(pageB.result.current).toBe(1.5);
    pageB.unmount();
    act(() => setFontScale(1));
    expect(pageA.result.current).toBe(1);
  });
});
