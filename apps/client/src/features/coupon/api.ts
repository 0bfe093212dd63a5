/** Typed calls of 我的优惠券 and 领券中心 (paths in packages/contract API.coupon). */
import { ENDPOINTS, type Coupon, type CouponTab, type CouponTemplate } from '@caixue/contract';
import { http } from '@/shared/request/request';

/** The screens draw their own loading states: no covering indicator. */
const QUIET = { noLoading: true } as const;

export async function fetchCoupons(tab: CouponTab, pageNum: number, pageSize: number): Promise<{ rows: Coupon[]; total: number }> {
  const response = await http.page(ENDPOINTS.coupon.list, { tab, pageNum, pageSize }, QUIET);
  return { rows: response.rows ?? [], total: response.total ?? 0 };
}

/**
 * The templates a member may claim; with goodsId only those usable for that goods. Silent: the
 * sheet shows its own error and the goods row simply stays away.
 */
export async function fetchCentre(goodsId?: number): Promise<CouponTemplate[]> {
  const response = await http.get(ENDPOINTS.coupon.centre, goodsId ? { goodsId } : {}, { ...QUIET, silent: true });
  return response.data ?? [];
}

/** Claims one coupon of a template; a refusal (已抢光, 已达领取上限) is toasted by the request layer and rejects. */
export async function claimCoupon(templateId: number): Promise<Coupon> {
  const response = await http.post(ENDPOINTS.coupon.claim, { templateId });
  if (!response.data) throw new Error('领取失败');
  return response.data;
}
