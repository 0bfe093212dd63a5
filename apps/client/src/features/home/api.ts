import {
  ENDPOINTS, HOME_BANNER_CODE, type Advert, type Banner, type Course, type HomeTabInfo, type LinkItem,
  type LiveVideoRoom, type NewsItem,
} from '@caixue/contract';
import { http } from '@/shared/request/request';

// The home page shows skeletons and error panels of its own, so these calls skip the modal spinner.
const QUIET = { noLoading: true } as const;

/** The menu; sent with the token when there is one, since permission values are per member. */
export async function fetchNavMenu(): Promise<LinkItem[]> {
  const response = await http.get(ENDPOINTS.nav.list, undefined, QUIET);
  return response.data ?? [];
}

export async function fetchHomeBanners(): Promise<Banner[]> {
  const response = await http.get(ENDPOINTS.ad.home(HOME_BANNER_CODE), undefined, QUIET);
  return response.data ?? [];
}

/** The centre popup advert, or null when none is running. A failure just means no popup. */
export async function fetchPopupAdvert(): Promise<Advert | null> {
  const response = await http.get(ENDPOINTS.ad.popupAdvert, undefined, { ...QUIET, silent: true });
  return response.data ?? null;
}

export async function fetchHomeTabInfo(): Promise<HomeTabInfo> {
  const response = await http.get(ENDPOINTS.tab.homeInfo, undefined, QUIET);
  if (!response.data) throw new Error('首页信息为空');
  return response.data;
}

/** The home page's 热点资讯: the newest hot news (rows carry no full content). */
export async function fetchHotNews(count = 5): Promise<NewsItem[]> {
  const response = await http.page(ENDPOINTS.news.home.hot, { pageNum: 1, pageSize: count }, QUIET);
  return response.rows ?? [];
}

/** The 学堂 tab's 精选课程: the course tab's recommended courses. */
export async function fetchRecommendedCourses(count = 4): Promise<Course[]> {
  const response = await http.get(ENDPOINTS.course.tabInfo, undefined, QUIET);
  return (response.data?.recommended ?? []).slice(0, count);
}

/** The 直播 tab's video rooms, on air first as the server orders them. */
export async function fetchVideoRooms(count = 3): Promise<LiveVideoRoom[]> {
  const response = await http.page(ENDPOINTS.liveVideo.list, { pageNum: 1, pageSize: count }, QUIET);
  return response.rows ?? [];
}
