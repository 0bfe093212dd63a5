import { Type, type Static } from '@sinclair/typebox';
import { CALENDAR_TEXT, FINANCE_EVENT_KINDS, FINANCE_IMPORTANCE_MAX } from '../calendar';
import { literalUnion, Nullable } from './common';

/**
 * Finance calendar (issue 15). Days are `YYYY-MM-DD` in Asia/Shanghai; a day's trading mark comes from
 * the market's trading calendar (休市: weekends and exchange holidays).
 */

const DaySchema = (description: string) =>
  Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', minLength: 10, maxLength: 10, 'x-message': CALENDAR_TEXT.dateInvalid, description });

export const CalendarDayQuerySchema = Type.Object({
  date: Type.Optional(DaySchema('日期 YYYY-MM-DD（缺省：今天）')),
});
export type CalendarDayQuery = Static<typeof CalendarDayQuerySchema>;

export const CalendarWeekQuerySchema = Type.Object({
  start: Type.Optional(DaySchema('该周内任一天 YYYY-MM-DD，答复从其周一起 7 天（缺省：本周）')),
});
export type CalendarWeekQuery = Static<typeof CalendarWeekQuerySchema>;

export const FinanceEventSchema = Type.Object({
  id: Type.Integer(),
  day: Type.String(),
  /** `HH:MM` Beijing time; null for all-day items (申购, 除权除息). */
  time: Nullable(Type.String()),
  kind: literalUnion(FINANCE_EVENT_KINDS),
  title: Type.String(),
  importance: Type.Integer({ minimum: 1, maximum: FINANCE_IMPORTANCE_MAX, description: '重要性 1-3 星' }),
  region: Type.String({ description: '国家或地区，如 中国、美国' }),
  /** Economic data: previous, forecast and published values as shown (`0.2%`, `49.8`); null when unknown. */
  previous: Nullable(Type.String()),
  forecast: Nullable(Type.String()),
  actual: Nullable(Type.String()),
  /** New listings: subscription code; dividends: the stock code. */
  code: Nullable(Type.String()),
  issuePrice: Nullable(Type.Number({ description: '发行价，元' })),
  subscribeLimit: Nullable(Type.Integer({ description: '申购上限，股' })),
  cashPerTen: Nullable(Type.Number({ description: '每10股派现金红利，元（含税）' })),
  note: Type.String(),
});
export type FinanceEvent = Static<typeof FinanceEventSchema>;

export const CalendarDaySchema = Type.Object({
  day: Type.String(),
  /** 0 = Monday .. 6 = Sunday. */
  weekday: Type.Integer(),
  trading: Type.Boolean({ description: '是否交易日' }),
  /** Why the exchanges are closed (`周末`, `国庆节`); null on a trading day. */
  closedReason: Nullable(Type.String()),
  isToday: Type.Boolean(),
  eventCount: Type.Integer(),
  /** Grouped by kind in FINANCE_EVENT_KINDS order, then by time and importance. */
  events: Type.Array(FinanceEventSchema),
});
export type CalendarDay = Static<typeof CalendarDaySchema>;

export const CalendarWeekSchema = Type.Object({
  /** Monday and Sunday of the week. */
  start: Type.String(),
  end: Type.String(),
  today: Type.String(),
  days: Type.Array(CalendarDaySchema),
});
export type CalendarWeek = Static<typeof CalendarWeekSchema>;
