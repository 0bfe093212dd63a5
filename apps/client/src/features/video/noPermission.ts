import { NO_PERMISSION_PAGE_URL } from '@caixue/contract';
import { currentPageUrl, navigateTo } from '@/shared/navigation/navigation';
import { setItem } from '@/shared/platform/storage';
import { VIDEO_TEXT } from './model';

/**
 * Opens the no-permission page for a locked playback, room or video, the way a 206 answer would:
 * it lists the levels that open the item's module when the item names it (moduleId), and 返回
 * comes back here. A visitor is taken to login first by the route guard.
 */
export function openNoPermission(item: { title: string; moduleId?: number | null }): Promise<void> {
  const here = currentPageUrl();
  setItem('recordPageUrlNews', here);
  setItem('noPermissionData', {
    url: here,
    msg: VIDEO_TEXT.lockedHint,
    data: { moduleIds: item.moduleId ? [item.moduleId] : [], title: item.title },
  });
  setItem('noPermissionParams', {});
  return navigateTo(NO_PERMISSION_PAGE_URL);
}
