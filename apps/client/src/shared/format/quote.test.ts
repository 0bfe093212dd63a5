import { describe, expect, it } from 'vitest';
import { formatBig, formatPercent, formatQuotePrice, formatSigned, formatVolumeLots, isLive, toneOf } from './quote';

describe('change colours', () => {
  it('is red up, green down, grey for no change or no data', () => {
    expect(toneOf(0.01)).toBe('up');
    expect(toneOf(-0.01)).toBe('down');
    expect(toneOf(0)).toBe('flat');
    expect(toneOf(-0)).toBe('flat');
    expect(toneOf(null)).toBe('flat');
    expect(toneOf(Number.NaN)).toBe('flat');
  });
});

describe('formats', () => {
  it('shows prices with two decimals', () => {
    expect(formatQuotePrice(1800)).toBe('1800.00');
    expect(formatQuotePrice(12.3456)).toBe('12.35');
    expect(formatQuotePrice(0.5)).toBe('0.50');
    expect(formatQuotePrice(123.456, 3)).toBe('123.456');
    expect(formatQuotePrice(null)).toBe('--');
  });
  it('signs changes and percents, never -0.00', () => {
    expect(formatSigned(12.3)).toBe('+12.30');
    expect(formatSigned(-0.45)).toBe('-0.45');
    expect(formatSigned(-0.001)).toBe('0.00');
    expect(formatPercent(1.234)).toBe('+1.23%');
    expect(formatPercent(-10)).toBe('-10.00%');
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatPercent(undefined)).toBe('--');
  });
  it('shows big numbers in 万 and 亿', () => {
    expect(formatBig(9876)).toBe('9876');
    expect(formatBig(12_345)).toBe('1.23万');
    expect(formatBig(123_456_789)).toBe('1.23亿');
    expect(formatBig(99_999_999)).toBe('1.00亿');
    expect(formatBig(9_999.6)).toBe('1.00万');
    expect(formatBig(3.456e12)).toBe('3.46万亿');
    expect(formatBig(-25_000)).toBe('-2.50万');
    expect(formatVolumeLots(1_234_500)).toBe('1.23万手');
    expect(formatVolumeLots(5_000)).toBe('50手');
  });
  it('knows when a quote is live', () => {
    expect(isLive('trading')).toBe(true);
    for (const status of ['pre-open', 'break', 'closed', 'holiday', 'suspended']) expect(isLive(status)).toBe(false);
  });
});
