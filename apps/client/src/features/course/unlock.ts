import { NO_PERMISSION_PAGE_URL } from '@caixue/contract';
import { isLoggedIn } from '@/shared/session/auth';
import { navigateTo } from '@/shared/navigation/navigation';
import { RequestError } from '@/shared/request/request';
import { viewSection } from './api';

/**
 * 立即开通 on a locked section: the section's view endpoint answers 206 with what would open it, and
 * the request layer then shows the no-permission page with that (SPEC §8). A visitor goes there
 * straight (the route guard sends them to log in first). Resolves true when the section turned
 * out to be open after all (the caller reloads it).
 */
export async function unlockSection(sectionId: number): Promise<boolean> {
  if (!isLoggedIn()) {
    await navigateTo(NO_PERMISSION_PAGE_URL);
    return false;
  }
  try {
    const info = await viewSection(sectionId, { silent: false });
    return Boolean(info && !info.locked);
  } catch (error) {
    if (error instanceof RequestError && (error.kind === 'noPermission' || error.kind === 'session')) return false;
    await navigateTo(NO_PERMISSION_PAGE_URL);
    return false;
  }
}
