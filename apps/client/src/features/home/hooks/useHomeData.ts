import { useCallback, useState } from 'react';
import type { Advert, Banner, HomeTabInfo, LinkItem } from '@caixue/contract';
import { getItem, setItem } from '@/shared/platform/storage';
import { useAsyncData, type AsyncData } from '@/shared/ui/useAsyncData';
import { fetchHomeBanners, fetchHomeTabInfo, fetchHotNews, fetchNavMenu, fetchPopupAdvert, fetchRecommendedCourses, fetchVideoRooms } from '../api';
import type { ContentRow } from '../components/ContentSection';
import { courseRow, newsRow, shouldShowAdvert, videoRoomRow } from '../model';

async function loadNavMenu(): Promise<LinkItem[]> {
  const items = await fetchNavMenu();
  setItem('navData', items);
  return items;
}

async function loadHomeTabInfo(): Promise<HomeTabInfo> {
  const info = await fetchHomeTabInfo();
  if (info.title) setItem('navTitle', info.title);
  return info;
}

/** The menu; the copy stored last time shows at once while the fresh one loads. */
export function useNavMenu(): AsyncData<LinkItem[]> {
  const [cached] = useState(() => getItem('navData'));
  return useAsyncData(loadNavMenu, cached);
}

export function useHomeBanners(): AsyncData<Banner[]> {
  return useAsyncData(fetchHomeBanners);
}

export function useHomeTabInfo(): AsyncData<HomeTabInfo> {
  return useAsyncData(loadHomeTabInfo);
}

export interface AdvertPopupState {
  advert: Advert | null;
  visible: boolean;
  /** Hides the popup and remembers this advert's version, so it stays closed until a new one. */
  close: () => void;
}

export function useAdvertPopup(): AdvertPopupState {
  const { state } = useAsyncData(fetchPopupAdvert);
  const advert = state.status === 'ready' ? state.data : null;
  const [closedVersion, setClosedVersion] = useState(() => getItem('advertisementShow'));
  const close = useCallback(() => {
    if (!advert) return;
    setItem('advertisementShow', advert.version);
    setClosedVersion(advert.version);
  }, [advert]);
  return { advert, visible: shouldShowAdvert(advert, closedVersion), close };
}

/** 热点资讯 on the home page. */
export function useHotNews(): AsyncData<ContentRow[]> {
  return useAsyncData(loadHotNewsRows);
}

/** 精选课程 on the 学堂 tab. */
export function useRecommendedCourses(): AsyncData<ContentRow[]> {
  return useAsyncData(loadCourseRows);
}

/** 视频直播 on the 直播 tab. */
export function useVideoRooms(): AsyncData<ContentRow[]> {
  return useAsyncData(loadVideoRoomRows);
}

async function loadHotNewsRows(): Promise<ContentRow[]> {
  return (await fetchHotNews()).map((item) => newsRow(item));
}

async function loadCourseRows(): Promise<ContentRow[]> {
  return (await fetchRecommendedCourses()).map((course) => courseRow(course));
}

async function loadVideoRoomRows(): Promise<ContentRow[]> {
  return (await fetchVideoRooms()).map(videoRoomRow);
}
