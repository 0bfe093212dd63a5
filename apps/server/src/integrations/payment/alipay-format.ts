/**
 * Alipay's text formats: amounts are yuan with at most two decimals ('0.01', '1980.00'), times are
 * 'yyyy-MM-dd HH:mm:ss' (refund times with '.SSS') in Beijing time (UTC+8) whatever the server's zone. Converted with integer
 * and string arithmetic only, never through floating point.
 */

const YUAN_TEXT = /^(0|[1-9]\d{0,9})(?:\.(\d{1,2}))?$/;
const BEIJING_OFFSET_MS = 8 * 3600_000;
const ALIPAY_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d{3})?)$/;

/** Whole fen -> '12.34'. */
export function yuanText(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`not a fen amount: ${fen}`);
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** '12.3' -> 1230; null for anything that is not a plain non-negative yuan amount with at most two decimals. */
export function fenFromYuan(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const match = YUAN_TEXT.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A moment -> Alipay's Beijing-time text. */
export function alipayTime(ms: number): string {
  return new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Alipay's Beijing-time text -> a Date; null when malformed. */
export function parseAlipayTime(text: unknown): Date | null {
  if (typeof text !== 'string') return null;
  const match = ALIPAY_TIME.exec(text);
  if (!match) return null;
  const date = new Date(`${match[1]}T${match[2]}+08:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}
