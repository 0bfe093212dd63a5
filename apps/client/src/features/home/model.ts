/** Pure rules of the home page: how a menu item or banner opens (SPEC §4 "Link permission") and the advert popup. */
import type { Advert, Course, LinkItem, LiveVideoRoom, NewsItem } from '@caixue/contract';
import { formatPrice } from '@/shared/format/price';
import { timeAgo } from '@/shared/format/relativeTime';
import type { ContentRow } from './components/ContentSection';

export const LINK_TEXT = {
  promptTitle: '提示',
  jump: '跳转',
  productIntro: '产品介绍',
  openInWeChat: '请在微信中打开该小程序',
  noLink: '该功能即将上线，敬请期待',
} as const;

/** What a banner or advert shares with a menu item; permission fields default to "may open". */
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

function isWebAddress(link: string): boolean {
  return /^https?:\/\//i.test(link);
}

function targetOf(link: string): LinkAction {
  return isWebAddress(link) ? { kind: 'web', url: link } : { kind: 'page', url: link };
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

/** The advert shows unless the member closed this very version of it. */
export function shouldShowAdvert(advert: Advert | null | undefined, closedVersion: string | undefined): advert is Advert {
  return Boolean(advert && advert.pic && advert.version !== closedVersion);
}

/** Four or five icons a row, whichever leaves fewer gaps in the last row (8 items: two rows of 4). */
export function menuColumns(count: number): 4 | 5 {
  const gaps = (columns: number) => (columns - (count % columns)) % columns;
  return gaps(4) < gaps(5) ? 4 : 5;
}

// ---------------------------------------------------------------------------------------------
// Content sections of the home tabs (issue 5): rows worded for ContentSection.

/** A play or visit count the way Chinese apps print it: 9876 -> '9876', 12345 -> '1.2万'. */
export function countText(count: number): string {
  if (count < 10_000) return String(count);
  return `${(Math.floor(count / 1000) / 10).toFixed(1).replace(/\.0$/, '')}万`;
}

export function newsRow(item: NewsItem, now: number = Date.now()): ContentRow {
  const who = item.teacher?.name ?? item.categoryName;
  return {
    id: item.id,
    title: item.title,
    pic: item.pic || item.picList[0] || '',
    meta: [who, timeAgo(item.dateTime, now), `${countText(item.visits)}阅读`].filter(Boolean).join(' · '),
    locked: item.locked,
    url: `/pages/news/details/index?id=${item.id}`,
  };
}

export function courseRow(course: Course, price: string | null = formatPrice(course)): ContentRow {
  return {
    id: course.id,
    title: course.title,
    pic: course.pic,
    meta: [course.teacher?.name, `${course.sectionCount}节`, `${countText(course.visits)}人学习`].filter(Boolean).join(' · '),
    accent: price ?? undefined,
    locked: course.locked,
    url: `/pages/course/list/view?id=${course.id}`,
  };
}

export const VIDEO_ROOM_TEXT = { onAir: '直播中', notOnAir: '未开播' } as const;

export function videoRoomRow(room: LiveVideoRoom): ContentRow {
  return {
    id: room.id,
    title: room.title,
    pic: room.pic,
    meta: [room.teacher?.name, `${countText(room.visits)}人看过`].filter(Boolean).join(' · '),
    badge: room.onAir === 1 ? VIDEO_ROOM_TEXT.onAir : VIDEO_ROOM_TEXT.notOnAir,
    locked: room.locked,
    url: `/pages/liveVideo/index/index?id=${room.id}`,
  };
}
