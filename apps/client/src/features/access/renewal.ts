/** Opening the no-permission page for a renewal (the goods pages come with the goods issue). */
import { API, NO_PERMISSION_PAGE_URL, type LiveValidity, type NoPermissionDetail } from '@caixue/contract';
import { currentPageUrl, navigateTo } from '@/shared/navigation/navigation';
import { setItem } from '@/shared/platform/storage';
import { expiryPopupText } from './model';

export const RENEW_MODE = 'renew';

/** Stores what the page needs, as a 206 would, and opens it in renewal mode (levels and products to renew). */
export async function openRenewal(validity: LiveValidity): Promise<void> {
  const detail: NoPermissionDetail = { moduleIds: validity.moduleIds, title: validity.levelName };
  setItem('recordPageUrlNews', currentPageUrl());
  setItem('noPermissionData', { url: API.member.liveValidity, msg: expiryPopupText(validity).message, data: detail });
  setItem('noPermissionParams', {});
  await navigateTo(`${NO_PERMISSION_PAGE_URL}?mode=${RENEW_MODE}`);
}
