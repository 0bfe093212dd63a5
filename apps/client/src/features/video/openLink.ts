import Taro from '@tarojs/taro';
import { NOT_FOUND_PAGE_URL } from '@caixue/contract';
import { navigateTo } from '@/shared/navigation';
import { isH5, isWeapp } from '@/shared/platform';
import { toast } from '@/shared/toast';
import { VIDEO_TEXT, adAction } from './model';
import type { AdItem } from '@caixue/contract';

const WEB_VIEW_PAGE = '/pages/webView/index';

/** Opens a web address: in place on H5, in the web-view page in the mini-program. */
export async function openWeb(url: string): Promise<void> {
  if (isH5()) {
    window.location.href = url;
    return;
  }
  await navigateTo(`${WEB_VIEW_PAGE}?url=${encodeURIComponent(url)}`);
}

/** Opens an ad card or a stock race per its typeCode (page, web view or mini-program). */
export async function openAdLink(ad: Pick<AdItem, 'typeCode' | 'link' | 'linkParams'>): Promise<void> {
  const action = adAction(ad);
  switch (action.kind) {
    case 'page':
      try {
        await navigateTo(action.url);
      } catch (error) {
        console.warn(`ad: could not open ${action.url}`, error);
        await navigateTo(NOT_FOUND_PAGE_URL);
      }
      return;
    case 'web':
      return openWeb(action.url);
    case 'miniProgram':
      if (!isWeapp()) {
        toast(VIDEO_TEXT.openInWeChat);
        return;
      }
      try {
        await Taro.navigateToMiniProgram({ appId: action.appId, path: action.path });
      } catch (error) {
        // SPEC §8: the result of opening a mini-program is only logged.
        console.info('navigateToMiniProgram failed', error);
      }
      return;
    case 'none':
      toast(VIDEO_TEXT.noLink);
  }
}
