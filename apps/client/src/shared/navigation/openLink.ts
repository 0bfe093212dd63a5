/** Carries out what shared/navigation/link.ts decides for a menu item, banner, advert or ad card (SPEC §4). */
import Taro from '@tarojs/taro';
import { NOT_FOUND_PAGE_URL, NO_PERMISSION_PAGE_URL } from '@caixue/contract';
import { decideLinkAction, isWebAddress, LINK_TEXT, type OpenableLink } from './link';
import { currentPageUrl, navigateTo } from './navigation';
import { nativePlugin } from '../platform/native';
import { isH5, isWeapp } from '../platform/platform';
import { setItem } from '../platform/storage';
import { confirm, toast } from '../ui/toast';

/** The spec's web-view page, which takes the address as `url`. */
const WEB_VIEW_PAGE = '/pages/webView/index';

async function openPage(url: string): Promise<void> {
  try {
    await navigateTo(url);
  } catch (error) {
    // The mini-program refuses unknown pages outright (H5 reaches the 404 page through the router).
    console.warn(`link: could not open ${url}`, error);
    await navigateTo(NOT_FOUND_PAGE_URL);
  }
}

/** Inside the native app: the address in the system browser (true), else nothing (false). */
export async function openInSystemBrowser(url: string): Promise<boolean> {
  const browser = nativePlugin('Browser');
  if (!browser) return false;
  await browser.open({ url });
  return true;
}

/**
 * Opens a web address: in the system browser in the native app, in place on H5, in the web-view page
 * in the mini-program.
 */
export async function openWeb(url: string): Promise<void> {
  if (await openInSystemBrowser(url)) return;
  if (isH5()) {
    window.location.href = url;
    return;
  }
  await openPage(`${WEB_VIEW_PAGE}?url=${encodeURIComponent(url)}`);
}

async function openTarget(url: string): Promise<void> {
  if (!url) return;
  if (isWebAddress(url)) await openWeb(url);
  else await openPage(url);
}

/** A prompt without a no-permission link explains on the no-permission page, as a 206 would. */
async function openNoPermission(item: OpenableLink, message: string): Promise<void> {
  setItem('recordPageUrlNews', currentPageUrl());
  setItem('noPermissionData', { url: item.link, msg: message, data: null });
  setItem('noPermissionParams', {});
  await navigateTo(NO_PERMISSION_PAGE_URL);
}

async function openMiniProgram(appId: string, path: string): Promise<void> {
  if (!isWeapp()) {
    toast(LINK_TEXT.openInWeChat);
    return;
  }
  try {
    const result = await Taro.navigateToMiniProgram({ appId, path });
    console.info('navigateToMiniProgram', result);
  } catch (error) {
    // SPEC §8: the result of opening a mini-program is only logged.
    console.info('navigateToMiniProgram failed', error);
  }
}

/** Opens a link per its typeCode, asking first when the member lacks the permission. */
export async function openLink(item: OpenableLink): Promise<void> {
  const action = decideLinkAction(item);
  switch (action.kind) {
    case 'page':
      return openPage(action.url);
    case 'web':
      return openWeb(action.url);
    case 'miniProgram':
      return openMiniProgram(action.appId, action.path);
    case 'prompt': {
      const confirmed = await confirm({ title: LINK_TEXT.promptTitle, content: action.message, confirmText: action.confirmText });
      if (!confirmed) return;
      if (action.url) await openTarget(action.url);
      else await openNoPermission(item, action.message);
      return;
    }
    case 'none':
      toast(LINK_TEXT.noLink);
  }
}
