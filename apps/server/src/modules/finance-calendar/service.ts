import {
  CALENDAR_DAY_MAX,
  CALENDAR_DAY_MIN,
  CALENDAR_TEXT,
  FINANCE_EVENT_KINDS,
  type CalendarDay,
  type CalendarWeek,
  type FinanceEvent,
  type FinanceEventKind,
} from '@caixue/contract';
import type { Db } from '../../db/client';
import { badRequest } from '../../errors';
import { addDays, shanghaiDay, shanghaiMsOfDay, weekday } from '../../integrations/market/calendar';
import type { TradingCalendar } from '../../integrations/market/provider';
import { listEvents, type FinanceEventRow } from './repo';

/** A real calendar day within the calendar's range, else a 400 naming the rule. */
export function checkDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || addDays(day, 0) !== day) {
    throw badRequest(CALENDAR_TEXT.dateInvalid);
  }
  if (day < CALENDAR_DAY_MIN || day > CALENDAR_DAY_MAX) throw badRequest(CALENDAR_TEXT.dateOutOfRange);
  return day;
}

/** Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  return addDays(day, -((weekday(day) + 6) % 7));
}

const KIND_ORDER = new Map<string, number>(FINANCE_EVENT_KINDS.map((k, i) => [k, i]));

/**
 * 财经日历 (issue 15): the events of a day or a week, each day marked trading or 休市 by the market's
 * trading calendar (weekends and exchange holidays, with the reason). Within a day events are grouped by
 * kind (经济数据, 央行动态, 新股申购, 分红派息), then by time (all-day items last) and importance.
 */
export class FinanceCalendarService {
  constructor(private readonly deps: { db: Db; calendar: TradingCalendar; now: () => number }) {}

  today(): string {
    return shanghaiDay(this.deps.now());
  }

  async day(date?: string): Promise<CalendarDay> {
    const day = date === undefined ? this.today() : checkDay(date);
    const rows = await listEvents(this.deps.db, day, day);
    return this.dayOf(day, rows);
  }

  async week(start?: string): Promise<CalendarWeek> {
    const monday = mondayOf(start === undefined ? this.today() : checkDay(start));
    const sunday = addDays(monday, 6);
    const rows = await listEvents(this.deps.db, monday, sunday);
    const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
    return {
      start: monday,
      end: sunday,
      today: this.today(),
      days: days.map((d) => this.dayOf(d, rows.filter((r) => r.day === d))),
    };
  }

  private dayOf(day: string, rows: FinanceEventRow[]): CalendarDay {
    const now = this.deps.now();
    const today = shanghaiDay(now);
    const minutes = Math.floor(shanghaiMsOfDay(now) / 60_000);
    const clock = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    // A figure is published at its release time: before that the row shows previous and forecast only.
    const released = (row: FinanceEventRow) => row.day < today || (row.day === today && (row.time ?? '00:00') <= clock);
    const events = rows.map((row) => toEvent(row, released(row))).sort(byKindTimeImportance);
    return {
      day,
      weekday: (weekday(day) + 6) % 7,
      trading: this.deps.calendar.isTradingDay(day),
      closedReason: this.deps.calendar.closedReason(day),
      isToday: day === today,
      eventCount: events.length,
      events,
    };
  }
}

function byKindTimeImportance(a: FinanceEvent, b: FinanceEvent): number {
  return (
    (KIND_ORDER.get(a.kind) ?? 9) - (KIND_ORDER.get(b.kind) ?? 9) ||
    (a.time ?? '99:99').localeCompare(b.time ?? '99:99') ||
    b.importance - a.importance ||
    a.id - b.id
  );
}

const yuan = (cents: number | null) => (cents === null ? null : cents / 100);

function toEvent(row: FinanceEventRow, released: boolean): FinanceEvent {
  return {
    id: row.id,
    day: row.day,
    time: row.time,
    kind: row.kind as FinanceEventKind,
    title: row.title,
    importance: row.importance,
    region: row.region,
    previous: row.previous,
    forecast: row.forecast,
    actual: released ? row.actual : null,
    code: row.code,
    issuePrice: yuan(row.issuePriceCents),
    subscribeLimit: row.subscribeLimit,
    cashPerTen: yuan(row.cashPerTenCents),
    note: row.note,
  };
}
