/** Pure rules of the video screens: counts, durations, addresses and the wording. */
import type { LiveVideoRoom } from '@caixue/contract';

export const VIDEO_TEXT = {
  playbackBadge: '回看',
  playbackTitle: '直播回看',
  playbackEmpty: '暂无回看',
  playbackEmptyHint: '老师直播结束后，回看会出现在这里',
  morePlaybacks: '更多回看',
  liveListTitle: '视频直播',
  liveEmpty: '暂无视频直播',
  liveEmptyHint: '老师开播后会出现在这里，敬请期待',
  enterRoom: '进入直播间',
  onAir: '直播中',
  upcoming: '即将开始',
  locked: '需开通',
  lockedTitle: '解锁后观看',
  lockedHint: '开通对应服务后即可观看完整视频',
  lockedRoomTitle: '会员专享直播',
  lockedRoomHint: '开通服务后即可观看直播、参与互动',
  openNow: '立即开通',
  openService: '开通服务',
  loginNow: '立即登录',
  visitorLockedHint: '登录并开通服务后即可观看',
  notOnAir: '直播尚未开始，先看看往期回看吧',
  tabChat: '互动',
  tabIntro: '简介',
  tabPlayback: '回看',
  online: (n: string) => `${n}人在线`,
  likes: (n: string) => `${n}点赞`,
  like: '点赞',
  share: '分享',
  teacher: '主讲老师',
  recommend: '推荐',
  adEmpty: '暂无推荐',
  mediaTitle: '媒体库',
  mediaEmpty: '该分类暂无视频',
  videoEmpty: '暂无视频',
  videoEmptyHint: '更多精彩视频正在制作中',
  moreVideos: '相关视频',
  stockRaceEmpty: '暂无相关内容',
  learnMore: '点击了解',
} as const;

export const VIDEO_PAGES = {
  playbackList: '/pages/playback/list/index',
  playbackDetail: '/pages/playback/detail/index',
  liveList: '/pages/liveVideo/list/index',
  liveRoom: '/pages/liveVideo/index/index',
  media: '/pages/kede/meida/index',
  mediaList: '/pages/kede/meida/list',
  videoList: '/pages/video/list/index',
  video: '/pages/video/index/index',
} as const;

export function playbackUrl(id: number, liveId: number | null | undefined): string {
  return `${VIDEO_PAGES.playbackDetail}?id=${id}${liveId ? `&liveId=${liveId}` : ''}`;
}

export function liveRoomUrl(id: number): string {
  return `${VIDEO_PAGES.liveRoom}?id=${id}`;
}

export function videoUrl(id: number): string {
  return `${VIDEO_PAGES.video}?id=${id}`;
}

/** Seconds as 05:07 or 1:02:03; '' for 0 or nothing. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(Number(seconds) || 0));
  if (total === 0) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** '2026-05-12T01:30:00.000Z' -> '2026-05-12 09:30' in local time; '' when unreadable. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function formatDate(iso: string): string {
  return formatDateTime(iso).slice(0, 10);
}

export function teacherNames(list: { name: string }[] | null | undefined): string {
  return (list ?? []).map((t) => t.name).filter(Boolean).join('、');
}

export type RoomStatus = 'onAir' | 'upcoming';

export function roomStatus(room: Pick<LiveVideoRoom, 'onAir'>): RoomStatus {
  return room.onAir === 1 ? 'onAir' : 'upcoming';
}
