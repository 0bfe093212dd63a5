import { COUPON_RULES, POINTS_DEDUCTION, type CouponKind } from '@caixue/contract';

/**
 * The checkout price math (issue 14), pure: what a coupon takes off a price, how many points an
 * order may use and what the member pays. Amounts are whole fen; the server is the only caller.
 *
 * - FULL_REDUCTION: amountFen off when the price is at or above thresholdFen.
 * - DISCOUNT: the member pays payPercent % (the part off is floored to whole fen), at most capFen
 *   off (0: no cap), and only at or above thresholdFen.
 * - NO_THRESHOLD: amountFen off.
 * - Never below COUPON_RULES.minPayFen for a paid item; a free item (price 0) takes no coupon.
 * - Points: POINTS_DEDUCTION.pointsPerYuan points = ¥1, whole hundreds only, at most
 *   maxRatioPercent % of the amount after the coupon floored to whole yuan, and no more than the
 *   balance's whole hundreds; free goods take none.
 */

export interface CouponTerms {
  kind: CouponKind;
  amountFen: number;
  payPercent: number;
  capFen: number;
  thresholdFen: number;
}

/** The fen one point is worth in a deduction (100 points = ¥1 = 100 fen). */
const FEN_PER_YUAN = 100;

/** True when the price reaches the coupon's threshold (exactly at it counts). */
export function reachesThreshold(terms: CouponTerms, priceFen: number): boolean {
  return priceFen >= terms.thresholdFen;
}

/** What the coupon takes off this price; 0 when it does not apply (free goods, below threshold). */
export function couponDiscountFen(terms: CouponTerms, priceFen: number): number {
  if (priceFen <= 0 || !reachesThreshold(terms, priceFen)) return 0;
  let off: number;
  if (terms.kind === 'DISCOUNT') {
    off = Math.floor((priceFen * (100 - terms.payPercent)) / 100);
    if (terms.capFen > 0) off = Math.min(off, terms.capFen);
  } else {
    off = terms.amountFen;
  }
  return Math.max(0, Math.min(off, priceFen - COUPON_RULES.minPayFen));
}

/** The most points an order of this amount (after the coupon) may use with this balance: whole hundreds. */
export function maxPoints(afterCouponFen: number, balance: number): number {
  if (afterCouponFen <= 0) return 0;
  const { pointsPerYuan, maxRatioPercent } = POINTS_DEDUCTION;
  const capYuan = Math.floor(Math.floor(afterCouponFen / FEN_PER_YUAN) * maxRatioPercent / 100);
  const balanceYuan = Math.floor(Math.max(0, balance) / pointsPerYuan);
  return Math.min(capYuan, balanceYuan) * pointsPerYuan;
}

/** The fen these points take off. */
export function pointsFenOf(points: number): number {
  return (points / POINTS_DEDUCTION.pointsPerYuan) * FEN_PER_YUAN;
}

export interface Price {
  priceFen: number;
  couponFen: number;
  pointsMax: number;
  pointsUsed: number;
  pointsFen: number;
  amountFen: number;
}

/** The whole price: the coupon first, then the points (usePoints: as many as the rule allows). */
export function priceOf(priceFen: number, coupon: CouponTerms | null, balance: number, usePoints: boolean): Price {
  const couponFen = coupon ? couponDiscountFen(coupon, priceFen) : 0;
  const afterCoupon = priceFen - couponFen;
  const pointsMax = maxPoints(afterCoupon, balance);
  const pointsUsed = usePoints ? pointsMax : 0;
  const pointsFen = pointsFenOf(pointsUsed);
  return { priceFen, couponFen, pointsMax, pointsUsed, pointsFen, amountFen: afterCoupon - pointsFen };
}
