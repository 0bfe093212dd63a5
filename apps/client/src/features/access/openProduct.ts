import { NOT_FOUND_PAGE_URL } from '@caixue/contract';
import { navigateTo } from '@/shared/navigation/navigation';
import { openWeb } from '@/shared/navigation/openLink';

/** Where a product link that cannot be opened leads instead (features never import each other: the path only). */
const GOODS_CENTRE_URL = '/pages/goods/index/index';

/**
 * Opens a level's product link: a page of the app — the goods list of the level
 * (`/pages/goods/list/index?levelId=`) or the one goods item that sells it
 * (`/pages/goods/detail/index?id=`), as the server's goods-links seed set writes them — or a web
 * address (openWeb: browser, app or web-view page).
 */
export async function openProduct(link: string): Promise<void> {
  if (!link) return;
  if (/^https?:\/\//i.test(link)) {
    await openWeb(link);
    return;
  }
  try {
    await navigateTo(link);
  } catch (error) {
    // A link to a page this build does not have (set by hand, or from a newer server): the
    // mini-program refuses it, so the product centre stands in; H5 reaches its 404 page by itself.
    console.warn(`product: could not open ${link}`, error);
    await navigateTo(GOODS_CENTRE_URL).catch(() => navigateTo(NOT_FOUND_PAGE_URL));
  }
}
