import { describe, expect, it } from 'vitest';
import type { CalendarDay, CalendarWeek, FinanceEvent } from '@caixue/contract';
import { addDays, dayTitle, groupEvents, limitText, pickDay, stars, weekHeading } from './model';

const event = (id: number, kind: FinanceEvent['kind']): FinanceEvent => ({
  id, day: '2026-11-24', time: null, kind, title: `e${id}`, importance: 2, region: '中国',
  previous: null, forecast: null, actual: null, code: null, issuePrice: null, subscribeLimit: null, cashPerTen: null, note: '',
});

const day = (d: string, weekday: number, trading: boolean, isToday = false): CalendarDay => ({
  day: d, weekday, trading, closedReason: trading ? null : '周末', isToday, eventCount: 0, events: [],
});

describe('finance calendar model', () => {
  it('steps weeks by days and titles them', () => {
    expect(addDays('2026-11-30', 7)).toBe('2026-12-07');
    expect(addDays('2026-03-02', -7)).toBe('2026-02-23');
    expect(weekHeading({ start: '2026-11-23', end: '2026-11-29' })).toBe('2026年11月');
    expect(weekHeading({ start: '2026-11-30', end: '2026-12-06' })).toBe('2026年11月-12月');
    expect(weekHeading({ start: '2026-12-28', end: '2027-01-03' })).toBe('2026年12月-2027年1月');
    expect(dayTitle('2026-11-24', 1)).toBe('11月24日 周二');
  });

  it('picks the kept day, else today, else the first trading day', () => {
    const week: CalendarWeek = {
      start: '2026-09-28', end: '2026-10-04', today: '2026-11-24',
      days: [day('2026-09-28', 0, false), day('2026-09-29', 1, true), ...[2, 3, 4, 5, 6].map((i) => day(addDays('2026-09-28', i), i, false))],
    };
    expect(pickDay(week, null)).toBe('2026-09-29');
    expect(pickDay(week, '2026-10-01')).toBe('2026-10-01');
    expect(pickDay(week, '2026-11-01')).toBe('2026-09-29');
    week.days[4] = day('2026-10-02', 4, false, true);
    expect(pickDay(week, null)).toBe('2026-10-02');
  });

  it('groups by kind in calendar order, draws stars and limits', () => {
    const groups = groupEvents([event(1, 'dividend'), event(2, 'economic'), event(3, 'dividend')]);
    expect(groups.map((g) => [g.title, g.events.map((e) => e.id)])).toEqual([['经济数据', [2]], ['分红派息', [1, 3]]]);
    expect(stars(2)).toEqual({ filled: '★★', empty: '★' });
    expect([limitText(12500), limitText(10000), limitText(8000)]).toEqual(['1.25万股', '1万股', '8000股']);
  });
});
