import { NO_PERMISSION_PAGE_URL } from '@caixue/contract';
import { currentPageUrl, navigateTo } from '@/shared/navigation/navigation';
import { setItem } from '@/shared/platform/storage';

/**
 * Opens the no-permission page for a locked pool the way a 206 answer would (the pool list answers
 * locked pools as teasers, not 206): it lists the levels that open the pool's module, and 返回 comes
 * back here.
 */
export function openUnlock(item: { title: string; moduleId: number | null }, message: string): Promise<void> {
  const here = currentPageUrl();
  setItem('recordPageUrlNews', here);
  setItem('noPermissionData', { url: here, msg: message, data: { moduleIds: item.moduleId ? [item.moduleId] : [], title: item.title } });
  setItem('noPermissionParams', {});
  return navigateTo(NO_PERMISSION_PAGE_URL);
}
