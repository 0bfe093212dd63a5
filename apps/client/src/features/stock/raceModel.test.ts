import { describe, expect, it } from 'vitest';
import type { RaceEntry } from '@caixue/contract';
import { idParam, initialEntry, moneyText, percentText, periodText, trendOf, wanText } from './raceModel';

const entry = (id: number, locked = false) => ({ id, locked }) as RaceEntry;

describe('stock race model', () => {
  it('colours by sign: red up, green down, grey level', () => {
    expect(trendOf(1.2)).toBe('rise');
    expect(trendOf(-0.3)).toBe('fall');
    expect(trendOf(0)).toBe('flat');
    expect(trendOf(0.001)).toBe('flat');
    expect(trendOf(null)).toBe('flat');
  });

  it('words percents and money', () => {
    expect(percentText(12.345)).toBe('+12.35%');
    expect(percentText(-0.5)).toBe('-0.50%');
    expect(percentText(-0.001)).toBe('0.00%');
    expect(percentText(undefined)).toBe('--');
    expect(moneyText(1234567.8)).toBe('1,234,567.80');
    expect(moneyText(-1200.5, { signed: true })).toBe('-1,200.50');
    expect(moneyText(99, { signed: true })).toBe('+99.00');
    expect(moneyText(-0.001)).toBe('0.00');
    expect(wanText(1_123_400)).toBe('112.34万');
    expect(wanText(9_999)).toBe('9999.00');
  });

  it('opens the linked participant, else the best one the member may open, else the best', () => {
    const entries = [entry(1, true), entry(2), entry(3)];
    expect(initialEntry(entries, 3)?.id).toBe(3);
    expect(initialEntry(entries, 1)?.id).toBe(1);
    expect(initialEntry(entries, 99)?.id).toBe(2);
    expect(initialEntry(entries)?.id).toBe(2);
    expect(initialEntry([entry(1, true)])?.id).toBe(1);
    expect(initialEntry([])).toBeUndefined();
  });

  it('reads ids from the page query and words the period', () => {
    expect(idParam('6')).toBe(6);
    expect(idParam('0')).toBeUndefined();
    expect(idParam('6abc')).toBeUndefined();
    expect(idParam(undefined)).toBeUndefined();
    expect(periodText('2026-05-01', null)).toBe('2026-05-01 至今');
    expect(periodText('2026-05-01', '2026-06-30')).toBe('2026-05-01 至 2026-06-30');
  });
});
