/** Pure rules of the account pages (profile, password, cache, log off). */
import { IMAGE_EXTENSIONS, isImageFile } from '@/shared/format/validators';
import type { StorageKey } from '@/shared/platform/storage';

export const ACCOUNT_PAGES = {
  personalInformation: '/pages/mine/personalInformation/index',
  epithet: '/pages/mine/essentialInformation/epithet/index',
  avatar: '/pages/mine/essentialInformation/avatar/index',
  mobilePhone: '/pages/mine/essentialInformation/mobilePhone/index',
  password: '/pages/mine/essentialInformation/password/index',
  logOff: '/pages/mine/essentialInformation/logOff/index',
  systemSettings: '/pages/mine/systemSettings/index',
  fontSize: '/pages/mine/fontSize/index',
  agreement: '/pages/mine/agreement/index',
  bindAccount: '/pages/mine/bindAccount/index',
  mine: '/pages/mine/index/index',
} as const;

/** A path or file name ending in png/jpg/jpeg/gif/bmp (a query after the name is ignored). */
export function isAvatarFile(pathOrName: string): boolean {
  const clean = pathOrName.split(/[?#]/)[0];
  return isImageFile(clean, IMAGE_EXTENSIONS);
}

/**
 * What 清除缓存 removes: data the app fetches again by itself (menus, footer, no-permission notes,
 * the advert's "closed" mark, pages to return to). The login, the device id, attribution ids and
 * the member's settings (font size) stay.
 */
export const CACHE_KEYS: readonly StorageKey[] = [
  'navData', 'navTitle', 'footerNav', 'noPermissionData', 'noPermissionParams', 'recordPageUrlNews',
  'advertisementShow', 'lastPageUrl', 'weChatVersionStatus',
];

/** Bytes of the stored JSON of the cached values (what a clear frees). */
export function cacheBytes(read: (key: StorageKey) => unknown): number {
  return CACHE_KEYS.reduce((sum, key) => {
    const value = read(key);
    if (value === undefined || value === null || value === '') return sum;
    return sum + utf8Length(JSON.stringify(value));
  }, 0);
}

/** UTF-8 size of a string, counted by hand: the mini-program on a phone has no TextEncoder. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** 0 -> '0 KB', 1536 -> '1.5 KB', 2_500_000 -> '2.4 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes <= 0) return '0 KB';
  if (bytes < 1024 * 1024) return `${Math.max(0.1, Math.round((bytes / 1024) * 10) / 10)} KB`;
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

/** What the version row says for a stored version status (SPEC §4: 1 = update required). */
export type VersionCheckState = 'checking' | 'latest' | 'update' | 'failed';

export function versionCheckLabel(state: VersionCheckState): string {
  return { checking: '检查中…', latest: '已是最新版本', update: '有新版本', failed: '检查失败，点击重试' }[state];
}
