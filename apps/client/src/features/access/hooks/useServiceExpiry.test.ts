import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { API, type LiveValidity } from '@caixue/contract';
import { taroMock } from '../../../../test/taro';
import { flush } from '../../../../test/flush';
import { useServiceExpiry } from './useServiceExpiry';

const EXPIRED: LiveValidity = {
  status: 'expired', levelId: 1, levelName: '金牌会员', startAt: '2024-06-01T00:00:00.000Z', endAt: '2025-06-07T00:00:00.000Z',
  endDate: '2025-06-07', daysLeft: 0, productLink: '/pages/goods/list/index', moduleIds: [1], expiringDays: 7,
};

function serve(validity: LiveValidity) {
  taroMock.server.on('GET', API.member.liveValidity, { data: { code: 200, msg: '', data: validity } });
}

function logIn(memberId: number) {
  taroMock.storage.set('token', `token-${memberId}`);
  taroMock.storage.set('memberId', memberId);
}

const validityCalls = () => taroMock.server.requests.filter((r) => r.path.endsWith(API.member.liveValidity)).length;

describe('useServiceExpiry', () => {
  it('shows an expired service once a day: not again after a reload the same day, again the next day', async () => {
    logIn(5);
    serve(EXPIRED);
    let now = new Date(2025, 5, 10, 9, 0);
    const first = renderHook(() => useServiceExpiry(() => now));
    await flush();
    expect(first.result.current.visible).toBe(true);
    expect(first.result.current.validity?.levelName).toBe('金牌会员');
    // While it is open the page's other popups wait.
    expect(first.result.current.settled).toBe(false);
    act(() => first.result.current.close());
    expect(first.result.current.visible).toBe(false);
    expect(first.result.current.settled).toBe(true);
    first.unmount();

    const reload = renderHook(() => useServiceExpiry(() => now));
    await flush();
    expect(reload.result.current.visible).toBe(false);
    expect(reload.result.current.settled).toBe(true);
    // Already shown today: the page does not even ask.
    expect(validityCalls()).toBe(1);
    reload.unmount();

    now = new Date(2025, 5, 11, 8, 0);
    const nextDay = renderHook(() => useServiceExpiry(() => now));
    await flush();
    expect(nextDay.result.current.visible).toBe(true);
  });

  it('shows an expiring service, and nothing for an active one or none', async () => {
    logIn(6);
    serve({ ...EXPIRED, status: 'expiring', daysLeft: 3 });
    const expiring = renderHook(() => useServiceExpiry());
    await flush();
    expect(expiring.result.current.visible).toBe(true);
    expiring.unmount();

    for (const status of ['active', 'none'] as const) {
      logIn(status === 'active' ? 7 : 8);
      serve({ ...EXPIRED, status });
      const hook = renderHook(() => useServiceExpiry());
      await flush();
      expect([status, hook.result.current.visible, hook.result.current.settled]).toEqual([status, false, true]);
      hook.unmount();
    }
    expect(taroMock.storage.get('serviceExpiryShown')).toEqual({ 6: expect.any(String) });
  });

  it('asks nothing for a visitor and shows nothing when the call fails', async () => {
    const visitor = renderHook(() => useServiceExpiry());
    await flush();
    expect(visitor.result.current.visible).toBe(false);
    expect(visitor.result.current.settled).toBe(true);
    expect(validityCalls()).toBe(0);

    logIn(9);
    taroMock.server.on('GET', API.member.liveValidity, { data: { code: 500, msg: '系统繁忙' } });
    const failing = renderHook(() => useServiceExpiry());
    await flush();
    expect(failing.result.current.visible).toBe(false);
    expect(failing.result.current.settled).toBe(true);
    expect(taroMock.toasts).toEqual([]);
  });
});
