import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { API, type LoginResult } from '@caixue/contract';
import { taroMock } from '../../../../test/taro';
import { loginByAccount } from '../api';
import { AUTH_TEXT, checkAccountLogin } from '../model';
import { useLoginSubmit } from './useLoginSubmit';

const RESULT: LoginResult = { token: 'tok-1', memberId: 7, isTeacher: 0, unionid: null };

describe('useLoginSubmit', () => {
  it('stores the login and returns to the page the member came from', async () => {
    taroMock.storage.set('lastPageUrl', '/pages/page/index/index');
    taroMock.server.on('POST', API.member.loginAccount, { data: { code: 200, msg: '', data: RESULT } });
    const { result } = renderHook(() => useLoginSubmit(checkAccountLogin, loginByAccount, AUTH_TEXT.loginSuccess));
    await act(() => result.current.submit({ account: '13800000001', password: 'caixue123' }));
    const call = taroMock.server.requests.find((r) => r.path.endsWith(API.member.loginAccount));
    expect(JSON.parse(String(call?.data))).toEqual({ account: '13800000001', password: 'caixue123' });
    expect(call?.header.Authorization).toBeUndefined();
    expect(taroMock.storage.get('token')).toBe('tok-1');
    expect(taroMock.storage.get('memberId')).toBe(7);
    expect(taroMock.navigations.at(-1)).toEqual({ method: 'reLaunch', url: '/pages/page/index/index' });
  });

  it('shows the first form problem and calls nothing', async () => {
    const { result } = renderHook(() => useLoginSubmit(checkAccountLogin, loginByAccount, AUTH_TEXT.loginSuccess));
    await act(() => result.current.submit({ account: '', password: '' }));
    expect(taroMock.toasts.at(-1)?.title).toBe(AUTH_TEXT.accountRequired);
    expect(taroMock.server.requests).toHaveLength(0);
  });

  it('stays on the page with the server\u2019s message when the login is refused', async () => {
    taroMock.server.on('POST', API.member.loginAccount, { data: { code: 400, msg: '账号或密码错误' } });
    const { result } = renderHook(() => useLoginSubmit(checkAccountLogin, loginByAccount, AUTH_TEXT.loginSuccess));
    await act(() => result.current.submit({ account: '13800000001', password: 'wrong1' }));
    expect(taroMock.toasts.at(-1)?.title).toBe('账号或密码错误');
    expect(taroMock.storage.has('token')).toBe(false);
    expect(taroMock.navigations).toEqual([]);
    expect(result.current.submitting).toBe(false);
  });
});
