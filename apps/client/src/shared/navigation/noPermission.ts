import { NO_PERMISSION_PAGE_URL } from '@caixue/contract';
import { setItem } from '@/shared/platform/storage';
import { currentPageUrl, navigateTo } from './navigation';

/**
 * Opens the no-permission page for a locked item the way a 206 answer would: it lists the levels
 * that open the item's modules, and 返回 comes back here. A visitor is taken to login first by the
 * route guard. `url` is what the no-permission record names (the item's API path; this page by default).
 */
export function openNoPermissionFor(item: { title: string; moduleIds: readonly number[]; message: string; url?: string }): Promise<void> {
  const here = currentPageUrl();
  setItem('recordPageUrlNews', here);
  setItem('noPermissionData', { url: item.url ?? here, msg: item.message, data: { moduleIds: [...item.moduleIds], title: item.title } });
  setItem('noPermissionParams', {});
  return navigateTo(NO_PERMISSION_PAGE_URL);
}

/** The same for a teaser that names its one module (news, viewpoints, stock pools; lists answer them as teasers, not 206). */
export function openNoPermission(item: { title: string; moduleId: number | null }, message: string, url?: string): Promise<void> {
  return openNoPermissionFor({ title: item.title, moduleIds: typeof item.moduleId === 'number' ? [item.moduleId] : [], message, url });
}
