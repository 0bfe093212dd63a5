import { useEffect } from 'react';
import { useShareAppMessage, useShareTimeline } from '@tarojs/taro';
import type { NewsItem } from '@caixue/contract';
import { getMemberId } from '@/shared/session/auth';
import { withParentMemberId } from '@/shared/navigation/share';
import { imageUrl } from '@/shared/ui/imageUrl';
import { isWeChatBrowser } from '@/shared/platform/wechat';
import { detailsUrl, shareLink, shareSummary, thumbnails } from '../model';

interface WxShareSdk {
  updateAppMessageShareData?: (data: { title: string; desc: string; link: string; imgUrl: string }) => void;
  updateTimelineShareData?: (data: { title: string; link: string; imgUrl: string }) => void;
}

/**
 * The share card of a news item: its title, the summary (description, else stripped content,
 * else 无) and its first picture, with parentMemberId in the link. Mini-program: the page's share
 * menu; WeChat's browser: the JS-SDK card (signed by shared/platform/wechat).
 */
export function useNewsShare(item: NewsItem | undefined): void {
  useShareAppMessage(() => ({
    title: item?.title ?? '财学资讯',
    path: item ? withParentMemberId(detailsUrl(item.id), getMemberId()) : undefined,
    imageUrl: item ? imageUrl(thumbnails(item)[0] ?? '') || undefined : undefined,
  }));
  useShareTimeline(() => ({
    title: item?.title ?? '财学资讯',
    query: item ? `id=${item.id}${getMemberId() ? `&parentMemberId=${getMemberId()}` : ''}` : undefined,
  }));
  useEffect(() => {
    if (!item || !isWeChatBrowser()) return;
    const wx = (globalThis as { wx?: WxShareSdk }).wx;
    const link = withParentMemberId(shareLink(item.id, window.location.origin), getMemberId());
    const imgUrl = imageUrl(thumbnails(item)[0] ?? '');
    wx?.updateAppMessageShareData?.({ title: item.title, desc: shareSummary(item), link, imgUrl });
    wx?.updateTimelineShareData?.({ title: item.title, link, imgUrl });
  }, [item]);
}
