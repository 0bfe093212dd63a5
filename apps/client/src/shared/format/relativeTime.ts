/**
 * Relative times (SPEC §4), two variants: timeAgo for feeds (刚刚, minutes, hours, days up to 30,
 * then the date) and chatTime for messages (today's time, 昨天 with time, this year's month-day
 * with time, older with the full date). Local time throughout.
 */
export type DateInput = Date | string | number;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Accepts Date, ms or s since the epoch, ISO text and 'YYYY-MM-DD HH:mm:ss' (which iOS cannot parse). */
export function parseDate(input: DateInput): Date | null {
  let date: Date;
  if (input instanceof Date) date = new Date(input.getTime());
  else if (typeof input === 'number') date = new Date(input < 1e11 ? input * 1000 : input);
  else if (/^\d{4}-\d{1,2}-\d{1,2}( \d{1,2}:\d{1,2}(:\d{1,2})?)?$/.test(input.trim())) date = new Date(input.trim().replace(/-/g, '/'));
  else date = new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const hm = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

export interface TimeAgoOptions {
  /** The variant that says 刚刚 for the whole first hour instead of the first 5 minutes. */
  hourAsJustNow?: boolean;
}

export function timeAgo(input: DateInput, now: DateInput = Date.now(), { hourAsJustNow = false }: TimeAgoOptions = {}): string {
  const date = parseDate(input);
  const reference = parseDate(now);
  if (!date || !reference) return '';
  const elapsed = reference.getTime() - date.getTime();
  if (elapsed < (hourAsJustNow ? HOUR : 5 * MINUTE)) return '刚刚';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}分钟前`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}小时前`;
  if (elapsed < 30 * DAY) return `${Math.floor(elapsed / DAY)}天前`;
  return ymd(date);
}

function startOfDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

export function chatTime(input: DateInput, now: DateInput = Date.now()): string {
  const date = parseDate(input);
  const reference = parseDate(now);
  if (!date || !reference) return '';
  const today = startOfDay(reference);
  const day = startOfDay(date);
  if (day === today) return hm(date);
  // Day arithmetic by calendar, not by 24 h, so daylight-saving days do not shift 昨天.
  const yesterday = new Date(reference.getFullYear(), reference.getMonth(), reference.getDate() - 1).getTime();
  if (day === yesterday) return `昨天 ${hm(date)}`;
  if (date.getFullYear() === reference.getFullYear()) return `${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${hm(date)}`;
  return `${ymd(date)} ${hm(date)}`;
}
