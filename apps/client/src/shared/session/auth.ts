/** The member's login state kept in storage (SPEC §3, §4 "Roles default", "Logout clears"). */
import Taro from '@tarojs/taro';
import { DEFAULT_ROLE, type LoginResult } from '@caixue/contract';
import { getItem, removeItem, setItem, type StorageKey, type StoredProfile } from '../platform/storage';

/** Fired on Taro.eventCenter whenever the login state changes, so open pages can refresh. */
export const AUTH_CHANGED_EVENT = 'caixue:authChanged';

/** What a logout or an expired session removes (SPEC §8 401/403 plus the stored profile). */
const LOGIN_KEYS: readonly StorageKey[] = [
  'token', 'roles', 'permissions', 'profile', 'navData', 'advertisementShow', 'memberId', 'isTeacher', 'unionid',
];

export function getToken(): string | undefined {
  return getItem('token');
}

export function isLoggedIn(): boolean {
  return Boolean(getToken());
}

export function saveLogin(result: LoginResult): void {
  setItem('token', result.token);
  setItem('memberId', result.memberId);
  setItem('isTeacher', result.isTeacher);
  if (result.unionid) setItem('unionid', result.unionid);
  else removeItem('unionid');
  Taro.eventCenter.trigger(AUTH_CHANGED_EVENT, true);
}

export function clearLogin(): void {
  LOGIN_KEYS.forEach(removeItem);
  Taro.eventCenter.trigger(AUTH_CHANGED_EVENT, false);
}

export function getMemberId(): number | undefined {
  return getItem('memberId');
}

export function isTeacher(): boolean {
  return getItem('isTeacher') === 1;
}

export function getRoles(): string[] {
  const roles = getItem('roles');
  return roles && roles.length > 0 ? roles : [DEFAULT_ROLE];
}

export function getPermissions(): string[] {
  return getItem('permissions') ?? [];
}

export interface ProfileInput {
  name: string;
  avatar: string;
  userName?: string;
  roles?: string[];
  permissions?: string[];
}

/** Stores the profile; a profile without roles gets ROLE_DEFAULT (SPEC §4). */
export function saveProfile(info: ProfileInput): StoredProfile {
  const profile: StoredProfile = {
    name: info.name,
    avatar: info.avatar,
    userName: info.userName ?? info.name,
    roles: info.roles && info.roles.length > 0 ? info.roles : [DEFAULT_ROLE],
    permissions: info.permissions ?? [],
  };
  setItem('profile', profile);
  setItem('roles', profile.roles);
  setItem('permissions', profile.permissions);
  return profile;
}

export function getProfile(): StoredProfile | undefined {
  return getItem('profile');
}
