/**
 * Coupons (issue 14, 我的优惠券) and the checkout price: rules, states and texts shared by the server
 * and the client (no TypeBox here; the shapes are in ./schemas/coupon and their types re-exported
 * below). The server alone computes every price and discount; the client only displays them.
 */

/** FULL_REDUCTION 满减 (amount off at or above a threshold), DISCOUNT 折扣 (percent off with a cap), NO_THRESHOLD 无门槛 (amount off). */
export const COUPON_KINDS = ['FULL_REDUCTION', 'DISCOUNT', 'NO_THRESHOLD'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/**
 * A member's coupon: UNUSED -> LOCKED (by an unpaid order) -> USED (that order paid); LOCKED -> UNUSED
 * when the order is cancelled or closed (and USED -> UNUSED when the order is refunded: see
 * COUPON_RULES.returnOnRefund); EXPIRED is UNUSED past its validity (computed by time, never usable).
 */
export const COUPON_STATES = ['UNUSED', 'LOCKED', 'USED', 'EXPIRED'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

/** The tabs of 我的优惠券: 未使用 (UNUSED and LOCKED) / 已使用 / 已过期. */
export const COUPON_TABS = ['unused', 'used', 'expired'] as const;
export type CouponTab = (typeof COUPON_TABS)[number];

/** How a member got a coupon: claimed (领券), a gift on registration, a prize (the wheel), an operator grant. */
export const COUPON_SOURCES = ['claim', 'register', 'prize', 'grant'] as const;
export type CouponSource = (typeof COUPON_SOURCES)[number];

export const COUPON_RULES = {
  /** One coupon per order. */
  perOrder: 1,
  /** A paid goods item never becomes free through a coupon: at least this much (fen) is paid. */
  minPayFen: 1,
  /** A refunded order gives its coupon back (it keeps its own validity; past it, it shows as expired). */
  returnOnRefund: true,
} as const;

/**
 * Points deduction at checkout (the rule of the README): POINTS_PER_YUAN points are ¥1; points are
 * used in whole hundreds; at most maxRatioPercent % of the amount left after the coupon (floored to
 * whole yuan); free goods take none. Cancelled or closed orders give the points back, and so does a
 * refund (the purchase points it earned are taken back: see points).
 */
export const POINTS_DEDUCTION = {
  pointsPerYuan: 100,
  maxRatioPercent: 20,
} as const;

export const COUPON_TEXT = {
  title: '我的优惠券',
  tabs: { unused: '未使用', used: '已使用', expired: '已过期' } satisfies Record<CouponTab, string>,
  kinds: { FULL_REDUCTION: '满减券', DISCOUNT: '折扣券', NO_THRESHOLD: '无门槛券' } satisfies Record<CouponKind, string>,
  states: { UNUSED: '未使用', LOCKED: '待支付订单占用中', USED: '已使用', EXPIRED: '已过期' } satisfies Record<CouponState, string>,
  sources: { claim: '领取', register: '新人礼包', prize: '抽奖获得', grant: '平台赠送' } satisfies Record<CouponSource, string>,
  use: '去使用',
  claim: '立即领取',
  claimed: '已领取',
  claimSuccess: '领取成功',
  soldOut: '已抢光',
  limitReached: '已达领取上限',
  centre: '领券中心',
  empty: { unused: '暂无可用的优惠券', used: '暂无已使用的优惠券', expired: '暂无已过期的优惠券' } satisfies Record<CouponTab, string>,
  loadError: '优惠券加载失败，请稍后再试',
  allGoods: '全部商品可用',
  noThreshold: '无门槛',
  /** Errors. */
  notFound: '优惠券不存在',
  templateNotFound: '该优惠券不存在或已下架',
  notClaimable: '该优惠券当前不可领取',
  notUsable: '该优惠券不可用于此商品',
  expired: '优惠券已过期',
  notYetValid: '优惠券尚未生效',
  inUse: '优惠券已被其他订单使用',
  belowThreshold: '未达到优惠券使用门槛',
  priceChanged: '价格已变化，请确认后重新提交',
  pointsNotEnough: '积分不足',
  grantForbidden: '无权发放优惠券',
  /** Checkout. */
  coupon: '优惠券',
  noCoupon: '不使用优惠券',
  noUsable: '无可用',
  usableCount: (n: number) => `${n} 张可用`,
  points: '积分抵扣',
  pointsRule: `${POINTS_DEDUCTION.pointsPerYuan} 积分抵 1 元，每单最多抵扣应付金额的 ${POINTS_DEDUCTION.maxRatioPercent}%`,
  pointsUse: (points: number, yuan: string) => `可用 ${points} 积分抵 ¥${yuan}`,
  pointsNone: '暂无可用积分',
  originalPrice: '商品原价',
  couponDiscount: '优惠券',
  pointsDiscount: '积分抵扣',
  payable: '应付金额',
  paid: '实付金额',
} as const;

export type {
  CheckoutCoupon,
  CheckoutQuery,
  CheckoutResult,
  ClaimCouponBody,
  Coupon,
  CouponListQuery,
  CouponTemplate,
  CouponCentreQuery,
  GrantCouponBody,
  GrantCouponResult,
} from './schemas/coupon';
