/** The order pages (SPEC §2 goods order, mine order, webView payment, mine agreement). */
import { NO_PERMISSION_PAGE_URL, normalizePagePath } from '@caixue/contract';
import Taro from '@tarojs/taro';
import { getItem, setItem } from '@/shared/platform/storage';

export const ORDER_PAGES = {
  list: '/pages/mine/order/list/index',
  goodsOrders: '/pages/goods/order/index',
  detail: '/pages/mine/order/index/index',
  payment: '/pages/webView/payment/index',
  contract: '/pages/mine/agreement/index',
} as const;

export const orderDetailUrl = (orderNo: string) => `${ORDER_PAGES.detail}?orderNo=${encodeURIComponent(orderNo)}`;
/** `cashier=dev`: the development driver's local cashier; without it the page is a provider's return page. */
export const paymentUrl = (orderNo: string, cashier = false) =>
  `${ORDER_PAGES.payment}?orderNo=${encodeURIComponent(orderNo)}${cashier ? '&cashier=dev' : ''}`;
export const orderContractUrl = (orderNo: string) => `${ORDER_PAGES.contract}?type=contract&orderNo=${encodeURIComponent(orderNo)}`;

/** Whether `route` (a page of the stack) is `url`'s page. */
export function samePage(route: string, url: string): boolean {
  return normalizePagePath(`/${route.replace(/^\/+/, '').split('?')[0]}`) === normalizePagePath(url.split('?')[0]);
}

/**
 * Where the purchase started: when the member reached the goods from the no-permission page (it is
 * in the page stack), the locked page it stored (`recordPageUrlNews`, e.g. the VIP room); else null
 * (返回 then opens the order).
 */
export function purchaseOrigin(stack: readonly { route?: string }[] = Taro.getCurrentPages()): string | null {
  const fromNoPermission = stack.some((page) => page.route && samePage(page.route, NO_PERMISSION_PAGE_URL));
  if (!fromNoPermission) return null;
  return getItem('recordPageUrlNews') || null;
}

export function rememberReturn(orderNo: string, url: string | null): void {
  if (url) setItem('purchaseReturn', { orderNo, url });
}

/** 返回 after paying: the stored start of this order's purchase, else the order's detail. */
export function returnTarget(orderNo: string): string {
  const stored = getItem('purchaseReturn');
  return stored && stored.orderNo === orderNo && stored.url ? stored.url : orderDetailUrl(orderNo);
}
