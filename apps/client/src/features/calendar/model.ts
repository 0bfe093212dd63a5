import { CALENDAR_TEXT, FINANCE_EVENT_KINDS, FINANCE_IMPORTANCE_MAX, type CalendarWeek, type FinanceEvent, type FinanceEventKind } from '@caixue/contract';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` plus n days (UTC arithmetic: no zone or DST can shift it). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

const monthDay = (day: string) => `${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日`;

/** The strip's heading: `2026年11月`, or both months when the week spans two (`2026年11月-12月`). */
export function weekHeading(week: Pick<CalendarWeek, 'start' | 'end'>): string {
  const [y1, m1] = [week.start.slice(0, 4), Number(week.start.slice(5, 7))];
  const [y2, m2] = [week.end.slice(0, 4), Number(week.end.slice(5, 7))];
  if (y1 !== y2) return `${y1}年${m1}月-${y2}年${m2}月`;
  return m1 === m2 ? `${y1}年${m1}月` : `${y1}年${m1}月-${m2}月`;
}

export function dayNumber(day: string): string {
  return String(Number(day.slice(8, 10)));
}

/** `11月24日 周二`. */
export function dayTitle(day: string, weekday: number): string {
  return `${monthDay(day)} ${CALENDAR_TEXT.weekdays[weekday] ?? ''}`;
}

/** Which day to show when a week arrives: the kept choice if in it, else today, else its first trading day, else Monday. */
export function pickDay(week: CalendarWeek, wanted: string | null): string {
  if (wanted && week.days.some((d) => d.day === wanted)) return wanted;
  return (week.days.find((d) => d.isToday) ?? week.days.find((d) => d.trading) ?? week.days[0]).day;
}

export interface EventGroup {
  kind: FinanceEventKind;
  title: string;
  events: FinanceEvent[];
}

/** A day's events by kind, in the calendar's kind order; empty kinds left out. */
export function groupEvents(events: readonly FinanceEvent[]): EventGroup[] {
  return FINANCE_EVENT_KINDS.map((kind) => ({ kind, title: CALENDAR_TEXT.kinds[kind], events: events.filter((e) => e.kind === kind) })).filter(
    (g) => g.events.length > 0,
  );
}

/** Importance as filled and empty stars: 2 -> ★★☆. */
export function stars(importance: number): { filled: string; empty: string } {
  const n = Math.max(0, Math.min(FINANCE_IMPORTANCE_MAX, importance));
  return { filled: '★'.repeat(n), empty: '★'.repeat(FINANCE_IMPORTANCE_MAX - n) };
}

/** 申购上限: 12500 -> 1.25万股, 8000 -> 8000股. */
export function limitText(shares: number): string {
  return shares >= 10000 ? `${Number((shares / 10000).toFixed(2))}万股` : `${shares}股`;
}

export function yuanText(value: number): string {
  return `${value.toFixed(2)}元`;
}
