import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { API, TEXT } from '@caixue/contract';
import { taroMock } from '../../../../test/taro';
import { SMS_BUTTON_TEXT, useSmsCountdown } from './useSmsCountdown';

describe('useSmsCountdown', () => {
  afterEach(() => { vi.useRealTimers(); });

  it('asks for a code, then counts 60 s before another may be asked for', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useSmsCountdown('login'));
    expect(result.current.label).toBe(SMS_BUTTON_TEXT.idle);

    await act(() => result.current.send('13800000001'));
    const call = taroMock.server.requests.find((r) => r.path.endsWith(API.sms.code));
    expect(JSON.parse(String(call?.data))).toEqual({ mobile: '13800000001', purpose: 'login' });
    expect(taroMock.toasts.at(-1)?.title).toBe(TEXT.smsSent);
    expect(result.current.secondsLeft).toBe(60);
    expect(result.current.label).toBe('60s后重发');

    await act(() => result.current.send('13800000001'));
    expect(taroMock.server.requests.filter((r) => r.path.endsWith(API.sms.code))).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(result.current.label).toBe('1s后重发');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current.secondsLeft).toBe(0);
    expect(result.current.label).toBe(SMS_BUTTON_TEXT.idle);
  });

  it('refuses a wrong number without calling the server', async () => {
    const { result } = renderHook(() => useSmsCountdown('register'));
    await act(() => result.current.send('123'));
    expect(taroMock.toasts.at(-1)?.title).toBe(TEXT.mobileInvalid);
    expect(taroMock.server.requests).toHaveLength(0);
    expect(result.current.secondsLeft).toBe(0);
  });

  it('does not start the countdown when the server refuses', async () => {
    taroMock.server.on('POST', API.sms.code, { data: { code: 429, msg: '发送过于频繁，请60秒后再试' } });
    const { result } = renderHook(() => useSmsCountdown('login'));
    await act(() => result.current.send('13800000001'));
    expect(result.current.secondsLeft).toBe(0);
    expect(taroMock.toasts.at(-1)?.title).toBe('发送过于频繁，请60秒后再试');
  });
});
