import { createRequire } from 'node:module';
import type { SessionInfo, SessionState, TradingCalendar } from './provider';

/**
 * The mainland A-share trading calendar, in Asia/Shanghai whatever the process's TZ.
 *
 * A trading day is a Monday-Friday that is not a public holiday. Weekend make-up workdays (调休上班) are
 * never trading days: the exchanges stay closed on Saturdays and Sundays. Holidays come from
 * `chinese-days` (the State Council's schedule, 2004-2026) and, for later years, from CALENDAR_OVERRIDES.
 * A year in neither is assumed to trade every weekday (`coverage(year) === 'assumed'`).
 *
 * Shanghai has no daylight saving time (none since 1991), so Shanghai time is UTC+8 by arithmetic and
 * no `Date` local-time method is used here.
 */

const HOUR = 3_600_000;
const DAY_MS = 24 * HOUR;
export const SHANGHAI_OFFSET_MS = 8 * HOUR;

/** Session bounds, minutes after midnight Shanghai: [09:30, 11:30) and [13:00, 15:00). */
export const SESSION = { morningOpen: 570, morningClose: 690, afternoonOpen: 780, afternoonClose: 900 } as const;

export interface CalendarOverride {
  year: number;
  /** `provisional`: our estimate until the State Council's notice; `official`: copied from it. */
  status: 'provisional' | 'official';
  note: string;
  /** Weekdays the exchanges close, with the holiday's name. Replaces chinese-days for that year. */
  closed: Record<string, string>;
}

/**
 * 2027 is PROVISIONAL. The State Council publishes the next year's holiday schedule around November
 * (2026's came on 2025-11-04) and the exchanges their closures in December; replace this table with the
 * official days then (and set status: 'official'). Until then: the fixed-date holidays (元旦, 劳动节,
 * 国庆节) and the lunar ones computed for 2027 (除夕 02-05, 清明 04-05, 端午 06-09, 中秋 09-15), with the
 * Spring Festival and National Day closures as long as in recent years. Make-up workdays do not matter
 * here (weekends never trade).
 */
export const CALENDAR_OVERRIDES: readonly CalendarOverride[] = [
  {
    year: 2027,
    status: 'provisional',
    note: 'estimated before the State Council notice; replace with the official 2027 schedule',
    closed: {
      '2027-01-01': '元旦',
      '2027-02-05': '春节',
      '2027-02-08': '春节',
      '2027-02-09': '春节',
      '2027-02-10': '春节',
      '2027-02-11': '春节',
      '2027-02-12': '春节',
      '2027-04-05': '清明',
      '2027-05-03': '劳动节',
      '2027-05-04': '劳动节',
      '2027-05-05': '劳动节',
      '2027-06-09': '端午',
      '2027-09-15': '中秋',
      '2027-10-01': '国庆节',
      '2027-10-04': '国庆节',
      '2027-10-05': '国庆节',
      '2027-10-06': '国庆节',
      '2027-10-07': '国庆节',
    },
  },
];

/** Years whose holidays chinese-days 1.5 carries. */
export const CHINESE_DAYS_YEARS = { first: 2004, last: 2026 } as const;

interface ChineseDaysData {
  holidays: Record<string, string>;
}

let chineseDaysHolidays: Map<string, string> | null = null;

/** Day -> Chinese holiday name from chinese-days' data file (`"National Day,国庆节,3"`). */
function chineseDaysClosed(): Map<string, string> {
  if (!chineseDaysHolidays) {
    const data = createRequire(import.meta.url)('chinese-days/dist/chinese-days.json') as ChineseDaysData;
    chineseDaysHolidays = new Map(
      Object.entries(data.holidays).map(([day, text]) => [day, text.split(',')[1] ?? text] as [string, string]),
    );
  }
  return chineseDaysHolidays;
}

export function shanghaiDay(at: number): string {
  return new Date(at + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** Milliseconds since Shanghai midnight. */
export function shanghaiMsOfDay(at: number): number {
  return (((at + SHANGHAI_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;
}

/** The instant of `day` at `minuteOfDay` (may exceed 1440) Shanghai time. */
export function shanghaiInstant(day: string, minuteOfDay = 0): number {
  return Date.parse(`${day}T00:00:00Z`) - SHANGHAI_OFFSET_MS + minuteOfDay * 60_000;
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday .. 6 = Saturday. */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function assertDay(day: string): void {
  if (!DAY_PATTERN.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
    throw new RangeError(`not a day (YYYY-MM-DD): ${day}`);
  }
}

export class ChinaTradingCalendar implements TradingCalendar {
  private readonly overrides = new Map<number, CalendarOverride>();
  private readonly cache = new Map<string, boolean>();

  constructor(overrides: readonly CalendarOverride[] = CALENDAR_OVERRIDES) {
    for (const o of overrides) this.overrides.set(o.year, o);
  }

  /** Where a year's holidays come from. */
  coverage(year: number): 'chinese-days' | 'official' | 'provisional' | 'assumed' {
    const o = this.overrides.get(year);
    if (o) return o.status;
    if (year >= CHINESE_DAYS_YEARS.first && year <= CHINESE_DAYS_YEARS.last) return 'chinese-days';
    return 'assumed';
  }

  private holidayName(day: string): string | null {
    const o = this.overrides.get(Number(day.slice(0, 4)));
    if (o) return o.closed[day] ?? null;
    return chineseDaysClosed().get(day) ?? null;
  }

  isTradingDay(day: string): boolean {
    let v = this.cache.get(day);
    if (v === undefined) {
      assertDay(day);
      const wd = weekday(day);
      v = wd !== 0 && wd !== 6 && this.holidayName(day) === null;
      this.cache.set(day, v);
    }
    return v;
  }

  closedReason(day: string): string | null {
    if (this.isTradingDay(day)) return null;
    return this.holidayName(day) ?? '周末';
  }

  nextTradingDay(day: string): string {
    let d = addDays(day, 1);
    for (let i = 0; i < 60 && !this.isTradingDay(d); i++) d = addDays(d, 1);
    return d;
  }

  previousTradingDay(day: string): string {
    let d = addDays(day, -1);
    for (let i = 0; i < 60 && !this.isTradingDay(d); i++) d = addDays(d, -1);
    return d;
  }

  tradingDays(from: string, to: string): string[] {
    assertDay(from);
    assertDay(to);
    const out: string[] = [];
    for (let d = from; d <= to; d = addDays(d, 1)) if (this.isTradingDay(d)) out.push(d);
    return out;
  }

  session(at: number): SessionInfo {
    const day = shanghaiDay(at);
    const ms = shanghaiMsOfDay(at);
    const minuteOfDay = Math.floor(ms / 60_000);
    return { day, state: this.isTradingDay(day) ? sessionState(ms) : 'holiday', minuteOfDay };
  }
}

/** State at `ms` after Shanghai midnight on a trading day. Bounds: open inclusive, close exclusive. */
function sessionState(ms: number): SessionState {
  const m = ms / 60_000;
  if (m < SESSION.morningOpen) return 'pre-open';
  if (m < SESSION.morningClose) return 'trading';
  if (m < SESSION.afternoonOpen) return 'break';
  if (m < SESSION.afternoonClose) return 'trading';
  return 'closed';
}

export const tradingCalendar = new ChinaTradingCalendar();
