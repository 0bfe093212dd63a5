import { describe, expect, it } from 'vitest';
import { amountText, amountTone, canGoNext, dayLabel, monthLabel, monthOf, rowTime, shiftMonth, signButtonText, streakLine } from './model';

describe('points model', () => {
  it('moves months across year ends', () => {
    expect(shiftMonth('2026-11', -1)).toBe('2026-10');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-03', -14)).toBe('2025-01');
    expect(shiftMonth('bad', 1)).toBe('bad');
  });

  it('labels months and stops at the current one', () => {
    expect(monthOf('2026-11-24')).toBe('2026-11');
    expect(monthLabel('2026-03')).toBe('2026年3月');
    expect(canGoNext('2026-10', '2026-11')).toBe(true);
    expect(canGoNext('2026-11', '2026-11')).toBe(false);
    expect(canGoNext('2025-12', '2026-01')).toBe(true);
  });

  it('signs and colours amounts', () => {
    expect(amountText(5)).toBe('+5');
    expect(amountText(-298)).toBe('-298');
    expect(amountTone(5)).toBe('plus');
    expect(amountTone(-1)).toBe('minus');
    expect(rowTime('2026-11-24 08:10:00')).toBe('11-24 08:10');
  });

  it('words the sign button, the streak and the days', () => {
    expect(signButtonText({ signedToday: false, todayPoints: 10 })).toBe('立即签到 +10');
    expect(signButtonText({ signedToday: true, todayPoints: 10 })).toBe('今日已签到');
    expect(streakLine({ signedToday: true, streakDays: 3, todayPoints: 10 })).toBe('已连续签到 3 天');
    expect(streakLine({ signedToday: false, streakDays: 0, todayPoints: 5 })).toContain('今日签到可得 5 积分');
    expect(dayLabel({ day: 3, today: false })).toBe('第3天');
    expect(dayLabel({ day: 3, today: true })).toBe('今天');
  });
});
