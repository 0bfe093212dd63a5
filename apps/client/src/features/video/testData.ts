/** Fixtures for the video feature's tests. */
import type { AdItem, LiveVideoRoom, Playback, StockRace, VideoItem } from '@caixue/contract';

export const TEACHER = { id: 2, name: '李老师', avatar: '/uploads/t.png' };

export function playback(id: number, extra: Partial<Playback> = {}): Playback {
  return {
    id, live: { id: 7, title: '午间视频直播' }, goodsId: null, pic: `/uploads/p${id}.png`, title: `回看${id}`, description: '',
    teacherList: [TEACHER, { id: 3, name: '王老师', avatar: '' }], visits: 12_345, duration: 307, dateTime: '2026-05-12T01:30:00.000Z',
    locked: false, ...extra,
  };
}

export function ad(id: number, extra: Partial<AdItem> = {}): AdItem {
  return { id, title: `广告${id}`, description: '', pic: `/uploads/a${id}.png`, typeCode: 'Page', link: '/pages/teacher/detail/index', linkParams: `id=${id}`, ...extra };
}

export function liveRoom(id: number, extra: Partial<LiveVideoRoom> = {}): LiveVideoRoom {
  return {
    id, typeCode: 'video', title: `视频直播间${id}`, description: '', content: '', pic: `/uploads/l${id}.png`, picList: [],
    dateTime: '2026-05-12T01:30:00.000Z', teacher: TEACHER, teachers: [TEACHER], isOpenComment: 1, locked: false, onAir: 1, visits: 100,
    ...extra,
  };
}

export function video(id: number, extra: Partial<VideoItem> = {}): VideoItem {
  return {
    id, categoryId: 1, title: `视频${id}`, description: '', pic: `/uploads/v${id}.png`, teacher: TEACHER, duration: 65, visits: 300,
    dateTime: '2026-05-12T01:30:00.000Z', locked: false, videoSources: [], ...extra,
  };
}

export function race(id: number, extra: Partial<StockRace> = {}): StockRace {
  return { id, categoryId: 1, pic: `/uploads/s${id}.png`, title: `大赛${id}`, content: `第${id}届实盘大赛`, link: 'https://example.com/race', ...extra };
}

/** n rows made by `make`, ids from `from`. */
export function many<T>(n: number, make: (id: number) => T, from = 1): T[] {
  return Array.from({ length: n }, (_, i) => make(from + i));
}

