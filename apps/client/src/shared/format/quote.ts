/**
 * Quote figures as A-share apps show them (issue 15): colours of a change (red up, green down, grey
 * flat, as Chinese investors read them), prices to 0.01, signed changes, big numbers in 万/亿, volume in 手.
 */
import type { QuoteStatus } from '@caixue/contract';

export type Tone = 'up' | 'down' | 'flat';

/** 0 (and -0, and no data) is flat: grey, never red or green. */
export function toneOf(change: number | null | undefined): Tone {
  if (change === null || change === undefined || !Number.isFinite(change) || change === 0) return 'flat';
  return change > 0 ? 'up' : 'down';
}

const DASH = '--';

/** Prices with two decimals (bonds with three when their tick needs it); `--` when missing. */
export function formatQuotePrice(value: number | null | undefined, digits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return DASH;
  return value.toFixed(digits);
}

/** A change with its sign: +12.30 / -0.45 / 0.00. */
export function formatSigned(value: number | null | undefined, digits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return DASH;
  const fixed = Math.abs(value).toFixed(digits);
  if (Number(fixed) === 0) return (0).toFixed(digits);
  return `${value > 0 ? '+' : '-'}${fixed}`;
}

/** A change percent with its sign and %: +1.23% / -10.00% / 0.00%. */
export function formatPercent(value: number | null | undefined): string {
  const signed = formatSigned(value);
  return signed === DASH ? DASH : `${signed}%`;
}

/** Big numbers the way quote apps show them: 9,876 / 12.35万 / 3.46亿 / 1.20万亿. */
export function formatBig(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return DASH;
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  // Tiers by the rounded figure, so 99,999,999 is 1.00亿 rather than 10000.00万.
  if (abs >= 1e12 - 5e9) return `${sign}${(abs / 1e12).toFixed(2)}万亿`;
  if (abs >= 1e8 - 5e3) return `${sign}${(abs / 1e8).toFixed(2)}亿`;
  if (abs >= 1e4 - 0.5) return `${sign}${(abs / 1e4).toFixed(2)}万`;
  return `${sign}${Math.round(abs)}`;
}

/** Volume in 手 (lots of 100 shares), as A-share apps show it: 成交量 12.35万手. */
export function formatVolumeLots(shares: number | null | undefined): string {
  if (shares === null || shares === undefined || !Number.isFinite(shares)) return DASH;
  return `${formatBig(shares / 100)}手`;
}

/** Outside the sessions a row shows the state beside the last close (已收盘, 休市, 午间休市 …). */
export function isLive(status: QuoteStatus | string): boolean {
  return status === 'trading';
}
