import { NOT_FOUND_PAGE_URL } from '@caixue/contract';
import { navigateTo } from '@/shared/navigation/navigation';
import { openWeb } from '@/shared/navigation/openLink';

/** Opens a level's product link: a page of the app, or a web address (openWeb: browser, app or web-view page). */
export async function openProduct(link: string): Promise<void> {
  if (!link) return;
  if (/^https?:\/\//i.test(link)) {
    await openWeb(link);
    return;
  }
  try {
    await navigateTo(link);
  } catch (error) {
    // The mini-program refuses unknown pages (the goods pages come later); H5 reaches 404 by itself.
    console.warn(`product: could not open ${link}`, error);
    await navigateTo(NOT_FOUND_PAGE_URL);
  }
}
