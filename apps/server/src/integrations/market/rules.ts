import type { Board, SecurityType } from './provider';

/**
 * A-share trading rules the simulation obeys (and later the races' order checks can share).
 *
 * Price limits (涨跌幅限制), percent of the previous close: 主板 10, 创业板 and 科创板 20, 北交所 30,
 * 主板 ST / *ST 5 (ST on 创业板 / 科创板 keeps 20), convertible bonds 20 (after their first day),
 * indices none. The limit prices are the previous close times (1 ± limit) rounded half up to the tick,
 * as the exchanges compute them; the arithmetic is on integer ticks so no float rounding can move a limit.
 */

/** Ticks per yuan (per point for indices): stocks 0.01, bonds 0.001, indices 0.01. */
export function ticksPerUnit(type: SecurityType): number {
  return type === 'bond' ? 1000 : 100;
}

/** Shares per lot (手): 100 for stocks, 10 张 for convertible bonds. */
export function lotSize(type: SecurityType): number {
  return type === 'bond' ? 10 : 100;
}

/** The main-board ST limit the spec gives (±5%). */
export const ST_LIMIT_PERCENT = 5;

/** Limit percent, or null for no limit (indices). */
export function limitPercent(type: SecurityType, board: Board | null, st: boolean): number | null {
  if (type === 'index') return null;
  if (type === 'bond') return 20;
  if (board === 'chinext' || board === 'star') return 20;
  if (board === 'bse') return 30;
  return st ? ST_LIMIT_PERCENT : 10;
}

/** Limit-up and limit-down prices in ticks from the previous close in ticks (half up, integer arithmetic). */
export function limitTicks(preCloseTicks: number, percent: number): { up: number; down: number } {
  return {
    up: Math.floor((preCloseTicks * (100 + percent) + 50) / 100),
    down: Math.max(1, Math.floor((preCloseTicks * (100 - percent) + 50) / 100)),
  };
}

/** Ticks -> the nearest double of the exact price (145944 -> 1459.44). */
export function fromTicks(ticks: number, perUnit: number): number {
  return ticks / perUnit;
}

/** Round a ratio or amount to 0.01 (half away from zero on the decimal value). */
export function round2(x: number): number {
  return Math.round((x + Number.EPSILON * Math.sign(x)) * 100) / 100;
}
