/**
 * The client values kept in Taro storage (SPEC §3 "Stored client values"), one typed accessor for
 * all of them. Taro storage is localStorage on H5 and the mini-program's storage on weapp; both
 * keep the value's JSON type.
 */
import Taro from '@tarojs/taro';
import type { FooterNavItem, LinkItem } from '@caixue/contract';

export interface StoredProfile {
  name: string;
  avatar: string;
  userName: string;
  roles: string[];
  permissions: string[];
}

/** What a call answered with code 206, for the no-permission page. */
export interface NoPermissionData {
  /** The API path that answered 206. */
  url: string;
  msg: string;
  data: unknown;
}

export interface StoredValues {
  token: string;
  memberId: number;
  isTeacher: 0 | 1;
  unionid: string;
  /** The home menu as last loaded (carries per-member permission values, so cleared on logout). */
  navData: LinkItem[];
  navTitle: string;
  /** Version of the advert popup the user closed; a new advert has a new version and shows again. */
  advertisementShow: string;
  crmUserId: string;
  /** Only the first member id of the entry query's comma list. */
  parentMemberId: string;
  /** Generated once per installation, sent with every call. */
  deviceId: string;
  /** The page to return to from the no-permission page. */
  recordPageUrlNews: string;
  noPermissionData: NoPermissionData;
  noPermissionParams: Record<string, unknown>;
  /** How many calls currently hold the loading indicator. */
  loadingNumber: number;
  weChatVersionStatus: number;
  /** 1 = the installed version is older than the server's (update required; prices shown on iOS). */
  currentVersionStatus: number;
  appVersion: string;
  fontSizeSync: number;
  roles: string[];
  permissions: string[];
  profile: StoredProfile;
  /** The last visited page with its query, to return to after login. */
  lastPageUrl: string;
  footerNav: FooterNavItem[];
  /** Member id -> local date (YYYY-MM-DD) the service-expiry popup last showed: at most once a day. */
  serviceExpiryShown: Record<string, string>;
  /** Goods id -> the idempotency key of the purchase being attempted (kept until its order exists). */
  orderAttempts: Record<string, string>;
  /** Where 返回 on the payment result goes for this order (the locked page the purchase started from). */
  purchaseReturn: { orderNo: string; url: string };
  /** The AI conversation on screen, reopened with the AI page (per member). */
  aiConversation: { memberId: number; id: number };
  /** The stocks last opened from the stock search, newest first (kept on the device only). */
  stockSearchRecent: { symbol: string; code: string; name: string; market: string; type: string }[];
}

export type StorageKey = keyof StoredValues;

export const STORAGE_KEYS: { readonly [K in StorageKey]: K } = {
  token: 'token',
  memberId: 'memberId',
  isTeacher: 'isTeacher',
  unionid: 'unionid',
  navData: 'navData',
  navTitle: 'navTitle',
  advertisementShow: 'advertisementShow',
  crmUserId: 'crmUserId',
  parentMemberId: 'parentMemberId',
  deviceId: 'deviceId',
  recordPageUrlNews: 'recordPageUrlNews',
  noPermissionData: 'noPermissionData',
  noPermissionParams: 'noPermissionParams',
  loadingNumber: 'loadingNumber',
  weChatVersionStatus: 'weChatVersionStatus',
  currentVersionStatus: 'currentVersionStatus',
  appVersion: 'appVersion',
  fontSizeSync: 'fontSizeSync',
  roles: 'roles',
  permissions: 'permissions',
  profile: 'profile',
  lastPageUrl: 'lastPageUrl',
  footerNav: 'footerNav',
  serviceExpiryShown: 'serviceExpiryShown',
  orderAttempts: 'orderAttempts',
  purchaseReturn: 'purchaseReturn',
  aiConversation: 'aiConversation',
  stockSearchRecent: 'stockSearchRecent',
};

/** The stored value, or undefined when absent (Taro answers '' for a missing key). */
export function getItem<K extends StorageKey>(key: K): StoredValues[K] | undefined {
  try {
    const value: unknown = Taro.getStorageSync(STORAGE_KEYS[key]);
    return value === '' || value === null || value === undefined ? undefined : (value as StoredValues[K]);
  } catch {
    // Storage can be unavailable (private mode, quota); the app then behaves as on first launch.
    return undefined;
  }
}

export function setItem<K extends StorageKey>(key: K, value: StoredValues[K]): void {
  try {
    Taro.setStorageSync(STORAGE_KEYS[key], value);
  } catch (error) {
    console.warn(`storage: could not save ${key}`, error);
  }
}

export function removeItem(key: StorageKey): void {
  try {
    Taro.removeStorageSync(STORAGE_KEYS[key]);
  } catch (error) {
    console.warn(`storage: could not remove ${key}`, error);
  }
}
