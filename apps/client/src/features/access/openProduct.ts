import { NOT_FOUND_PAGE_URL } from '@caixue/contract';
import { navigateTo } from '@/shared/navigation/navigation';
import { isH5 } from '@/shared/platform/platform';

const WEB_VIEW_PAGE = '/pages/webView/index';

/** Opens a level's product link: a page of the app, or a web address (in the web-view page off H5). */
export async function openProduct(link: string): Promise<void> {
  if (!link) return;
  if (/^https?:\/\//i.test(link)) {
    if (isH5()) window.location.href = link;
    else await navigateTo(`${WEB_VIEW_PAGE}?url=${encodeURIComponent(link)}`);
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
