import { describe, expect, it } from 'vitest';
import Taro from '@tarojs/taro';
import { taroMock } from '../../../test/taro';
import { STORAGE_KEYS, getItem, removeItem, setItem } from './storage';
import {
  AUTH_CHANGED_EVENT, clearLogin, getMemberId, getPermissions, getProfile, getRoles, getToken, isLoggedIn, isTeacher, saveLogin, saveProfile,
} from '../session/auth';
import { captureEntryQuery } from '../navigation/entry';

describe('storage', () => {
  it('keeps values with their types under the spec’s key names', () => {
    setItem('memberId', 42);
    setItem('roles', ['a']);
    setItem('fontSizeSync', 1.3);
    expect(getItem('memberId')).toBe(42);
    expect(getItem('roles')).toEqual(['a']);
    expect(taroMock.storage.get('fontSizeSync')).toBe(1.3);
    expect(STORAGE_KEYS.noPermissionParams).toBe('noPermissionParams');
  });

  it('answers undefined for missing values and after removal', () => {
    expect(getItem('token')).toBeUndefined();
    setItem('token', 't');
    removeItem('token');
    expect(getItem('token')).toBeUndefined();
  });

  it('survives a storage that throws', () => {
    (Taro.getStorageSync as unknown as { mockImplementationOnce: (f: () => never) => void }).mockImplementationOnce(() => { throw new Error('denied'); });
    expect(getItem('token')).toBeUndefined();
  });
});

describe('auth', () => {
  it('saves the login result and reports the member as logged in', () => {
    expect(isLoggedIn()).toBe(false);
    saveLogin({ token: 'tok', memberId: 7, isTeacher: 1, unionid: 'u1' });
    expect(getToken()).toBe('tok');
    expect(isLoggedIn()).toBe(true);
    expect(getMemberId()).toBe(7);
    expect(isTeacher()).toBe(true);
    expect(getItem('unionid')).toBe('u1');
  });

  it('defaults the roles to ROLE_DEFAULT and the permissions to none', () => {
    expect(getRoles()).toEqual(['ROLE_DEFAULT']);
    expect(getPermissions()).toEqual([]);
    saveProfile({ name: '王五', avatar: '/a.png', roles: [] });
    expect(getRoles()).toEqual(['ROLE_DEFAULT']);
    expect(getProfile()).toEqual({ name: '王五', avatar: '/a.png', userName: '王五', roles: ['ROLE_DEFAULT'], permissions: [] });
  });

  it('logout clears token, roles, permissions, profile and the member’s data, and keeps device settings', () => {
    saveLogin({ token: 'tok', memberId: 7, isTeacher: 0, unionid: null });
    saveProfile({ name: 'n', avatar: '', userName: 'u', roles: ['teacher'], permissions: ['a:b:c'] });
    setItem('navData', []);
    setItem('advertisementShow', 'v2');
    setItem('deviceId', 'dev');
    setItem('fontSizeSync', 1.5);
    clearLogin();
    for (const key of ['token', 'roles', 'permissions', 'profile', 'navData', 'advertisementShow', 'memberId', 'isTeacher', 'unionid']) {
      expect(taroMock.storage.has(key), key).toBe(false);
    }
    expect(getRoles()).toEqual(['ROLE_DEFAULT']);
    expect(getItem('deviceId')).toBe('dev');
    expect(getItem('fontSizeSync')).toBe(1.5);
  });

  it('announces login and logout', () => {
    const seen: unknown[] = [];
    Taro.eventCenter.on(AUTH_CHANGED_EVENT, (loggedIn: unknown) => seen.push(loggedIn));
    saveLogin({ token: 'tok', memberId: 1, isTeacher: 0, unionid: null });
    clearLogin();
    expect(seen).toEqual([true, false]);
  });
});

describe('captureEntryQuery', () => {
  it('keeps the first parentMemberId of a comma list and the crmUserId', () => {
    captureEntryQuery({ parentMemberId: '31,17,5', crmUserId: 'crm9' });
    expect(getItem('parentMemberId')).toBe('31');
    expect(getItem('crmUserId')).toBe('crm9');
  });

  it('keeps earlier values when the entry has none', () => {
    captureEntryQuery({ parentMemberId: '31' });
    captureEntryQuery({ other: 'x' });
    captureEntryQuery(undefined);
    expect(getItem('parentMemberId')).toBe('31');
    expect(getItem('crmUserId')).toBeUndefined();
  });
});
