import { describe, expect, it } from 'vitest';
import type { ServiceStatus } from '@caixue/contract';
import { expiryPopupText, localDay, markExpiryShown, noPermissionView, primaryProductLink, shouldShowExpiryPopup } from './model';

const TODAY = '2025-06-10';

describe('shouldShowExpiryPopup', () => {
  const statuses: [ServiceStatus, boolean][] = [['active', false], ['expiring', true], ['expired', true], ['none', false]];

  it.each(statuses)('status %s shows: %s (not shown yet today)', (status, shows) => {
    expect(shouldShowExpiryPopup({ validity: { status }, memberId: 7, shown: undefined, today: TODAY })).toBe(shows);
    expect(shouldShowExpiryPopup({ validity: { status }, memberId: 7, shown: { 7: '2025-06-09' }, today: TODAY })).toBe(shows);
  });

  it.each(statuses)('status %s never shows twice the same day for the same member', (status) => {
    expect(shouldShowExpiryPopup({ validity: { status }, memberId: 7, shown: { 7: TODAY }, today: TODAY })).toBe(false);
  });

  it('counts each member on their own (a shared phone)', () => {
    expect(shouldShowExpiryPopup({ validity: { status: 'expired' }, memberId: 8, shown: { 7: TODAY }, today: TODAY })).toBe(true);
  });

  it('shows nothing to a visitor or without an answer', () => {
    expect(shouldShowExpiryPopup({ validity: { status: 'expired' }, memberId: undefined, shown: undefined, today: TODAY })).toBe(false);
    expect(shouldShowExpiryPopup({ validity: null, memberId: 7, shown: undefined, today: TODAY })).toBe(false);
  });

  it('records today for the member and drops older days', () => {
    expect(markExpiryShown({ 7: '2025-06-01', 9: TODAY }, 8, TODAY)).toEqual({ 8: TODAY, 9: TODAY });
    expect(markExpiryShown(undefined, 7, TODAY)).toEqual({ 7: TODAY });
  });

  it('uses the local calendar day', () => {
    expect(localDay(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(localDay(new Date(2025, 11, 31, 0, 1))).toBe('2025-12-31');
  });
});

describe('expiryPopupText', () => {
  it('says when an expiring service ends and how many days are left', () => {
    expect(expiryPopupText({ status: 'expiring', levelName: '金牌会员', endDate: '2025-06-12', daysLeft: 3 })).toMatchObject({
      title: '服务即将到期',
      message: '您的「金牌会员」将于 2025-06-12 到期（剩余 3 天）',
    });
    expect(expiryPopupText({ status: 'expiring', levelName: '金牌会员', endDate: '2025-06-10', daysLeft: 1 }).message).toContain('今天到期');
  });

  it('says when an expired service ended', () => {
    expect(expiryPopupText({ status: 'expired', levelName: '金牌会员', endDate: '2025-06-07', daysLeft: 0 })).toMatchObject({
      title: '服务已到期',
      message: '您的「金牌会员」已于 2025-06-07 到期',
    });
  });
});

describe('noPermissionView', () => {
  it('reads the locked title and module ids a 206 carried', () => {
    expect(noPermissionView({ msg: '暂无权限，请先开通服务', data: { moduleIds: [3, 3, 4], title: '刘老师·VIP 内参' } }, '默认')).toEqual({
      subject: '刘老师·VIP 内参', message: '暂无权限，请先开通服务', moduleIds: [3, 4],
    });
  });

  it('falls back to the default message and no levels for other 206 answers', () => {
    expect(noPermissionView({ msg: '', data: null }, '默认')).toEqual({ subject: '', message: '默认', moduleIds: [] });
    expect(noPermissionView(undefined, '默认')).toEqual({ subject: '', message: '默认', moduleIds: [] });
    expect(noPermissionView({ msg: 'x', data: { moduleIds: ['a'], title: 't' } }, '默认').moduleIds).toEqual([]);
  });

  it('takes the first level with a product link for the main button', () => {
    expect(primaryProductLink([{ productLink: '' }, { productLink: '/pages/goods/list/index' }])).toBe('/pages/goods/list/index');
    expect(primaryProductLink([])).toBe('');
  });
});
