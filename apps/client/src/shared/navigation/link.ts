/**
 * How a menu item, banner, advert or ad card opens (SPEC §4 "Link permission"): the pure rules.
 * shared/navigation/openLink.ts carries the action out.
 */
import type { LinkItem } from '@caixue/contract';

export const LINK_TEXT = {
  promptTitle: '提示',
  jump: '跳转',
  productIntro: '产品介绍',
  openInWeChat: '请在微信中打开该小程序',
  noLink: '该功能即将上线，敬请期待',
} as const;

/** What a banner, advert or ad card shares with a menu item; permission fields default to "may open". */
export type OpenableLink = Pick<LinkItem, 'typeCode' | 'link' | 'linkParams'> &
  Partial<Pick<LinkItem, 'permission' | 'permissionMsg' | 'noPermissionLink'>>;

export type LinkAction =
  | { kind: 'page'; url: string }
  | { kind: 'web'; url: string }
  | { kind: 'miniProgram'; appId: string; path: string }
  | { kind: 'prompt'; message: string; confirmText: string; url: string }
  | { kind: 'none' };

/** linkParams arrive as 'a=1&b=2', '?a=1' or a JSON object; the result is a query string. */
export function linkParamsQuery(linkParams: string | null | undefined): string {
  const raw = (linkParams ?? '').trim();
  if (!raw) return '';
  if (raw.startsWith('{')) {
    try {
      const parsed = JSON.parse(raw) as Record<string, unknown>;
      return Object.entries(parsed)
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
        .join('&');
    } catch {
      return '';
    }
  }
  return raw.replace(/^\?/, '');
}

export function withQuery(url: string, query: string): string {
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** A no-permission link that carries encrypted goods ids leads to a product page, hence 产品介绍. */
export function carriesGoodsIds(link: string): boolean {
  const query = link.split('?')[1] ?? '';
  return query.split('&').some((pair) => /goods/i.test(pair.split('=')[0]) && Boolean(pair.split('=')[1]));
}

export function isWebAddress(link: string): boolean {
  return /^https?:\/\//i.test(link);
}

/** A web address opens in the web view; anything else is a page of the app, always from the root. */
function targetOf(url: string): LinkAction {
  if (isWebAddress(url)) return { kind: 'web', url };
  return { kind: 'page', url: url.startsWith('/') ? url : `/${url}` };
}

export function decideLinkAction(item: OpenableLink): LinkAction {
  const permission = item.permission ?? 1;
  if (permission !== 1 && item.permissionMsg) {
    const url = item.noPermissionLink ?? '';
    return {
      kind: 'prompt',
      message: item.permissionMsg,
      confirmText: carriesGoodsIds(url) ? LINK_TEXT.productIntro : LINK_TEXT.jump,
      url,
    };
  }
  const link = (item.link ?? '').trim();
  if (!link) return { kind: 'none' };
  const query = linkParamsQuery(item.linkParams);
  // A mini-program link names the app id; linkParams is the path inside it.
  if (item.typeCode === 'Miniprogram') return { kind: 'miniProgram', appId: link, path: query };
  if (item.typeCode === 'WebView') return { kind: 'web', url: withQuery(link, query) };
  return targetOf(withQuery(link, query));
}
