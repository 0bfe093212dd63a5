import { describe, expect, it } from 'vitest';
import { formatCount, playCount } from './count';

describe('formatCount', () => {
  it('prints counts under ten thousand as they are', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(986)).toBe('986');
    expect(formatCount(9876)).toBe('9876');
    expect(formatCount(9999)).toBe('9999');
  });

  it('prints 万 with one decimal, cut and without a trailing .0', () => {
    expect(formatCount(10_000)).toBe('1万');
    expect(formatCount(12_000)).toBe('1.2万');
    expect(formatCount(12_345)).toBe('1.2万');
    expect(formatCount(23_456)).toBe('2.3万');
    expect(formatCount(30_000)).toBe('3万');
    expect(formatCount(99_999)).toBe('9.9万');
  });

  it('prints 亿 from a hundred million', () => {
    expect(formatCount(123_000_000)).toBe('1.2亿');
    expect(formatCount(320_000_000)).toBe('3.2亿');
  });

  it('reads nothing, NaN and negatives as 0', () => {
    expect(formatCount(null)).toBe('0');
    expect(formatCount(undefined)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('0');
    expect(formatCount(-3)).toBe('0');
  });
});

describe('playCount', () => {
  it('words a play count', () => {
    expect(playCount(12_345)).toBe('1.2万次播放');
    expect(playCount(88)).toBe('88次播放');
    expect(playCount(Number.NaN)).toBe('0次播放');
  });
});
