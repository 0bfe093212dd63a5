/** Typed calls of the video screens: video live rooms, playbacks (回看), media library, ads, stock races. */
import {
  AD_PAGE_SIZE, ENDPOINTS, type AdItem, type LiveHeats, type LiveVideoInfo, type LiveVideoRoom, type Playback,
  type PlaybackInfo, type StockRace, type StockRaceCategory, type VideoCategory, type VideoItem, type ShareChannel,
} from '@caixue/contract';
import { http } from '@/shared/request/request';

// Each screen draws its own skeleton, so its calls skip the counted spinner.
const QUIET = { noLoading: true } as const;

export interface Paging {
  pageNum: number;
  pageSize: number;
}

export interface Page<T> {
  rows: T[];
  total?: number;
}

/** The answer's rows, whether the server sends a table envelope (rows) or a data array. */
function rowsOf<T>(response: { rows?: T[]; data?: T[] | null; total?: number }): Page<T> {
  const rows = response.rows ?? (Array.isArray(response.data) ? response.data : []);
  return { rows, total: response.total };
}

export type OwnerFilter = { teacherId?: number; goodsId?: number };

/** The `from` the playback lists take with a teacher or goods filter (SPEC §3 list query). */
function ownerQuery({ teacherId, goodsId }: OwnerFilter): Record<string, number | string | undefined> {
  if (teacherId) return { teacherId, from: 'teacher' };
  if (goodsId) return { goodsId, from: 'goods' };
  return {};
}

export async function fetchLiveVideoRooms(query: Paging & OwnerFilter): Promise<Page<LiveVideoRoom>> {
  const { teacherId, goodsId, ...page } = query;
  return rowsOf(await http.page(ENDPOINTS.liveVideo.list, { ...page, teacherId, goodsId }, QUIET));
}

export async function fetchLiveVideoInfo(id: number): Promise<LiveVideoInfo> {
  const response = await http.get(ENDPOINTS.liveVideo.info(id), undefined, QUIET);
  if (!response.data) throw new Error('直播间不存在');
  return response.data;
}

/** Likes and online count of a room (members only: the call needs a token). */
export async function fetchRoomHeats(liveId: number): Promise<LiveHeats | null> {
  const response = await http.get(ENDPOINTS.live.heats(liveId), undefined, { ...QUIET, silent: true });
  return response.data ?? null;
}

export async function likeLiveRoom(liveId: number): Promise<LiveHeats | null> {
  const response = await http.post(ENDPOINTS.live.like, { liveId }, QUIET);
  return response.data ?? null;
}

export async function shareLiveRoom(liveId: number, channel: ShareChannel): Promise<void> {
  await http.post(ENDPOINTS.live.share, { liveId, channel }, { ...QUIET, silent: true });
}

export type PlaybackQuery = Paging & OwnerFilter & { liveId?: number };

/** Playbacks of a teacher, a goods item, a room (liveId) or all of them, newest first. */
export async function fetchPlaybacks(query: PlaybackQuery): Promise<Page<Playback>> {
  const { teacherId, goodsId, liveId, ...page } = query;
  if (liveId) {
    return rowsOf(await http.page(ENDPOINTS.liveVideo.playbacksOfRoom, { ...page, liveId }, QUIET));
  }
  return rowsOf(await http.page(ENDPOINTS.liveVideo.playbacks, { ...page, ...ownerQuery({ teacherId, goodsId }) }, QUIET));
}

export async function fetchPlaybackInfo(id: number): Promise<PlaybackInfo> {
  const response = await http.get(ENDPOINTS.liveVideo.playbackInfo(id), undefined, QUIET);
  if (!response.data) throw new Error('回看不存在');
  return response.data;
}

export type AdCategoryCode = 'teacherAd' | 'goodsAd';

/** Ads of a teacher or goods item (SPEC §7: pageSize 99, the answer's data is the array). */
export async function fetchAds(query: Paging & OwnerFilter & { categoryCode: AdCategoryCode }): Promise<Page<AdItem>> {
  const { categoryCode, teacherId, goodsId, pageNum, pageSize = AD_PAGE_SIZE } = query;
  const response = await http.get(ENDPOINTS.ad.byCategory(categoryCode), { teacherId, goodsId, pageNum, pageSize }, QUIET);
  return rowsOf(response as { rows?: AdItem[]; data?: AdItem[]; total?: number });
}

export async function fetchVideoCategories(): Promise<VideoCategory[]> {
  const response = await http.get(ENDPOINTS.video.categories, undefined, QUIET);
  return rowsOf(response as { rows?: VideoCategory[]; data?: VideoCategory[] }).rows;
}

export async function fetchVideos(query: Paging & { categoryId?: number; teacherId?: number }): Promise<Page<VideoItem>> {
  return rowsOf(await http.page(ENDPOINTS.video.list, { ...query }, QUIET));
}

export async function fetchVideoInfo(id: number): Promise<VideoItem> {
  const response = await http.get(ENDPOINTS.video.info(id), undefined, QUIET);
  if (!response.data) throw new Error('视频不存在');
  return response.data;
}

export async function fetchStockRaceCategories(): Promise<StockRaceCategory[]> {
  const response = await http.get(ENDPOINTS.stockRace.categories, undefined, QUIET);
  return rowsOf(response as { rows?: StockRaceCategory[]; data?: StockRaceCategory[] }).rows;
}

export async function fetchStockRaces(query: Paging & { categoryId?: number }): Promise<Page<StockRace>> {
  return rowsOf(await http.page(ENDPOINTS.stockRace.list, { ...query }, QUIET));
}
