import { describe, expect, it } from 'vitest';
import { chatTime, parseDate, timeAgo } from './relativeTime';

// Local-time constructors, so the tests hold in any time zone.
const now = new Date(2025, 5, 15, 12, 0, 0);
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe('timeAgo', () => {
  it.each([
    [0, '刚刚'], [4.9, '刚刚'], [5, '5分钟前'], [59, '59分钟前'], [60, '1小时前'], [23 * 60 + 59, '23小时前'],
    [24 * 60, '1天前'], [29 * 24 * 60, '29天前'],
  ])('%f minutes ago is %s', (minutes, text) => {
    expect(timeAgo(minutesAgo(minutes), now)).toBe(text);
  });

  it('shows the date from 30 days on', () => {
    expect(timeAgo(minutesAgo(30 * 24 * 60), now)).toBe('2025-05-16');
    expect(timeAgo(new Date(2023, 0, 2, 8, 0), now)).toBe('2023-01-02');
  });

  it('in the other variant says 刚刚 for the whole first hour', () => {
    expect(timeAgo(minutesAgo(59), now, { hourAsJustNow: true })).toBe('刚刚');
    expect(timeAgo(minutesAgo(60), now, { hourAsJustNow: true })).toBe('1小时前');
  });

  it('says 刚刚 for a time slightly in the future (clock skew)', () => {
    expect(timeAgo(minutesAgo(-3), now)).toBe('刚刚');
  });

  it('accepts server text, seconds and milliseconds, and gives "" for nonsense', () => {
    expect(timeAgo('2025-06-15 11:30:00', now)).toBe('30分钟前');
    expect(timeAgo(Math.floor(minutesAgo(120).getTime() / 1000), now)).toBe('2小时前');
    expect(timeAgo(minutesAgo(120).getTime(), now)).toBe('2小时前');
    expect(timeAgo('not a date', now)).toBe('');
  });
});

describe('chatTime', () => {
  it('shows only the time today', () => {
    expect(chatTime(new Date(2025, 5, 15, 0, 5), now)).toBe('00:05');
  });
  it('shows 昨天 with the time for yesterday', () => {
    expect(chatTime(new Date(2025, 5, 14, 23, 59), now)).toBe('昨天 23:59');
    expect(chatTime(new Date(2025, 2, 1, 9, 0), new Date(2025, 2, 2, 1, 0))).toBe('昨天 09:00');
  });
  it('shows month-day and time earlier this year', () => {
    expect(chatTime(new Date(2025, 5, 13, 8, 7), now)).toBe('06-13 08:07');
    expect(chatTime(new Date(2025, 0, 1, 0, 0), now)).toBe('01-01 00:00');
  });
  it('shows the full date for earlier years', () => {
    expect(chatTime(new Date(2024, 11, 31, 23, 0), now)).toBe('2024-12-31 23:00');
    expect(chatTime(new Date(2024, 11, 31, 23, 0), new Date(2025, 0, 1, 8, 0))).toBe('昨天 23:00');
  });
});

describe('parseDate', () => {
  it('reads the server format the way iOS needs it', () => {
    expect(parseDate('2025-06-15 08:09:10')?.getTime()).toBe(new Date(2025, 5, 15, 8, 9, 10).getTime());
    expect(parseDate('2025-6-5')?.getTime()).toBe(new Date(2025, 5, 5).getTime());
    expect(parseDate('garbage')).toBeNull();
  });
});
