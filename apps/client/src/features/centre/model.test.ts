import { describe, expect, it } from 'vitest';
import {
  CENTRE_TEXT, FEEDBACK_MAX_LENGTH, badgeText, countUnread, feedbackCounter, feedbackError, formatDateTime, isImagePath,
  markAllPushesRead, markPushRead, validityView, withoutTarget,
} from './model';

const push = (id: number, read: boolean) => ({ id, read, title: `t${id}` });

describe('centre model', () => {
  it('counts unread pushes and marks one or all read without touching the others', () => {
    const rows = [push(1, false), push(2, true), push(3, false)];
    expect(countUnread(rows)).toBe(2);
    const after = markPushRead(rows, 1);
    expect(after.map((p) => p.read)).toEqual([true, true, false]);
    expect(countUnread(after)).toBe(1);
    expect(after[1]).toBe(rows[1]);
    // Already read or unknown: the same array, so nothing re-renders.
    expect(markPushRead(after, 1)).toBe(after);
    expect(markPushRead(after, 99)).toBe(after);
    expect(countUnread(markAllPushesRead(rows))).toBe(0);
  });

  it('words the unread badge', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(-1)).toBe('');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(100)).toBe('99+');
  });

  it('accepts 1-500 characters of feedback, trimmed, an emoji counting once', () => {
    expect(feedbackError('')).toBe(CENTRE_TEXT.feedbackEmptyContent);
    expect(feedbackError('   \n ')).toBe(CENTRE_TEXT.feedbackEmptyContent);
    expect(feedbackError('好')).toBeNull();
    expect(feedbackError('字'.repeat(FEEDBACK_MAX_LENGTH))).toBeNull();
    expect(feedbackError('字'.repeat(FEEDBACK_MAX_LENGTH + 1))).toBe(CENTRE_TEXT.feedbackTooLong);
    expect(feedbackError(`  ${'字'.repeat(FEEDBACK_MAX_LENGTH)}  `)).toBeNull();
    expect(feedbackError('😀'.repeat(FEEDBACK_MAX_LENGTH))).toBeNull();
    expect(feedbackCounter('😀ab')).toBe('3/500');
  });

  it('takes only the picture types for the feedback image', () => {
    ['a.png', 'b.JPG', 'c.jpeg', 'd.gif', 'e.bmp', 'wxfile://tmp_1.png?x=1'].forEach((p) => expect(isImagePath(p)).toBe(true));
    ['a.webp', 'b.svg', 'noext', 'x.png.exe', 'blob:http://x/1'].forEach((p) => expect(isImagePath(p)).toBe(false));
  });

  it('words the level and its validity for each status', () => {
    const base = { levelName: '金牌会员', endAt: '2027-11-20T15:59:59.000Z', endDate: '2027-11-20', daysLeft: 400 };
    expect(validityView({ ...base, status: 'active' })).toEqual({ level: '金牌会员', detail: '2027-11-20 到期', tone: 'active' });
    expect(validityView({ ...base, status: 'expiring', daysLeft: 3 })).toEqual({ level: '金牌会员', detail: '3 天后到期', tone: 'expiring' });
    expect(validityView({ ...base, status: 'expiring', daysLeft: 0 }).detail).toBe('今天到期');
    expect(validityView({ ...base, status: 'expired', daysLeft: 0 })).toEqual({ level: '金牌会员', detail: '已到期', tone: 'expired' });
    expect(validityView({ ...base, status: 'none', levelName: '' })).toEqual({ level: '普通会员', detail: '未开通', tone: 'none' });
    expect(validityView(null).detail).toBe('未开通');
  });

  it('shows times on China time', () => {
    expect(formatDateTime('2026-11-21T16:05:00.000Z')).toBe('2026-11-22 00:05');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('drops an unfollowed target', () => {
    expect(withoutTarget([{ targetId: 1 }, { targetId: 2 }], 1)).toEqual([{ targetId: 2 }]);
  });
});
