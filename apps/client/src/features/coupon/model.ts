/**
 * 我的优惠券 on the client (issue 14): which tab, how a coupon or template is drawn and what its
 * button does. Every amount and text comes from the server; nothing here prices anything.
 */
import { COUPON_TABS, COUPON_TEXT, type Coupon, type CouponTab, type CouponTemplate } from '@caixue/contract';
import type { TicketTone } from '@/shared/ui/CouponTicket';

export const COUPON_PAGES = {
  mine: '/pages/mine/coupon/index',
  /** The coupon page with the 领券中心 sheet open. */
  centre: '/pages/mine/coupon/index?centre=1',
} as const;

/** The order a LOCKED coupon is held by (the order feature's detail page, by its path). */
export const orderUrl = (orderNo: string) => `/pages/mine/order/index/index?orderNo=${encodeURIComponent(orderNo)}`;

export function isCouponTab(value: string | undefined): value is CouponTab {
  return (COUPON_TABS as readonly string[]).includes(value ?? '');
}

export function ticketTone(coupon: Pick<Coupon, 'state'>): TicketTone {
  if (coupon.state === 'UNUSED') return 'active';
  if (coupon.state === 'LOCKED') return 'locked';
  return 'muted';
}

/** The stamp of a used or expired coupon (none for usable ones). */
export function ticketStamp(coupon: Pick<Coupon, 'state' | 'stateText'>): string | undefined {
  return coupon.state === 'USED' || coupon.state === 'EXPIRED' ? coupon.stateText : undefined;
}

export type ClaimLook = { label: string; enabled: true } | { label: string; enabled: false };

/** 立即领取, or why not: the server's buttonText (已领取 / 已抢光 / 已达领取上限). */
export function claimLook(template: Pick<CouponTemplate, 'claimable' | 'buttonText' | 'remaining' | 'claimedCount' | 'perMemberLimit'>): ClaimLook {
  if (template.claimable) return { label: COUPON_TEXT.claim, enabled: true };
  if (template.buttonText) return { label: template.buttonText, enabled: false };
  if (template.remaining <= 0) return { label: COUPON_TEXT.soldOut, enabled: false };
  if (template.claimedCount >= template.perMemberLimit) return { label: template.perMemberLimit > 1 ? COUPON_TEXT.limitReached : COUPON_TEXT.claimed, enabled: false };
  return { label: COUPON_TEXT.notClaimable, enabled: false };
}

/** The chips of the goods detail's 领券 row: the first few templates' short faces ('满100减20', '8.5折'). */
export function chipText(template: Pick<CouponTemplate, 'faceText' | 'faceUnit' | 'thresholdFen' | 'kind'>): string {
  if (template.faceUnit === '折') return `${template.faceText}折`;
  if (template.thresholdFen > 0) return `满${fenYuan(template.thresholdFen)}减${template.faceText}`;
  return `无门槛减${template.faceText}`;
}

/** Whole fen as a yuan text without floats: 10000 -> '100', 1990 -> '19.9'. */
export function fenYuan(fen: number): string {
  const yuan = Math.floor(fen / 100);
  const cents = fen % 100;
  if (cents === 0) return String(yuan);
  return `${yuan}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

export const COUPON_UI_TEXT = {
  centreHint: '好券限时领，下单立减',
  centreTitle: COUPON_TEXT.centre,
  centreEmpty: '暂无可领取的优惠券',
  goodsRow: '领券',
  goodsRowMore: '去领取',
  goodsSheetTitle: '领取优惠券',
  viewOrder: '查看订单',
  remaining: (n: number) => `仅剩 ${n} 张`,
  held: (n: number) => `已领 ${n} 张`,
  emptyHint: { unused: '去领券中心看看，下单立享优惠', used: '使用优惠券下单后会显示在这里', expired: '过期的优惠券会显示在这里' } satisfies Record<CouponTab, string>,
  loginHint: '登录后查看我的优惠券',
  toCentre: '去领券',
  rules: '使用说明',
  ruleLines: [
    '每笔订单限用一张优惠券，下单时自动为您选择最优惠的一张，也可手动更换。',
    '优惠券被待支付订单占用时不可再用；订单取消或超时关闭后自动退回。',
    '订单退款后，优惠券退回账户，仍按原有效期使用。',
  ],
} as const;
