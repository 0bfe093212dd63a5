/** Pure rules of the home page: the advert popup, the menu grid and the content rows (how a link opens: shared/navigation/link.ts). */
import type { Advert, Course, LiveVideoRoom, NewsItem } from '@caixue/contract';
import { formatCount } from '@/shared/format/count';
import { formatPrice } from '@/shared/format/price';
import { timeAgo } from '@/shared/format/relativeTime';
import type { ContentRow } from './components/ContentSection';

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

export function newsRow(item: NewsItem, now: number = Date.now()): ContentRow {
  const who = item.teacher?.name ?? item.categoryName;
  return {
    id: item.id,
    title: item.title,
    pic: item.pic || item.picList[0] || '',
    meta: [who, timeAgo(item.dateTime, now), `${formatCount(item.visits)}阅读`].filter(Boolean).join(' · '),
    locked: item.locked,
    url: `/pages/news/details/index?id=${item.id}`,
  };
}

export function courseRow(course: Course, price: string | null = formatPrice(course)): ContentRow {
  return {
    id: course.id,
    title: course.title,
    pic: course.pic,
    meta: [course.teacher?.name, `${course.sectionCount}节`, `${formatCount(course.visits)}人学习`].filter(Boolean).join(' · '),
    accent: price ?? undefined,
    locked: course.locked,
    wide: true,
    url: `/pages/course/list/view?id=${course.id}`,
  };
}

export const VIDEO_ROOM_TEXT = { onAir: '直播中', notOnAir: '未开播' } as const;

export function videoRoomRow(room: LiveVideoRoom): ContentRow {
  return {
    id: room.id,
    title: room.title,
    pic: room.pic,
    meta: [room.teacher?.name, `${formatCount(room.visits)}人看过`].filter(Boolean).join(' · '),
    badge: room.onAir === 1 ? VIDEO_ROOM_TEXT.onAir : VIDEO_ROOM_TEXT.notOnAir,
    locked: room.locked,
    wide: true,
    url: `/pages/liveVideo/index/index?id=${room.id}`,
  };
}
