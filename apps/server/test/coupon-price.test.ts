import { describe, expect, it } from 'vitest';
import { couponDiscountFen, maxPoints, pointsFenOf, priceOf, type CouponTerms } from '../src/modules/coupon/price';

/** The checkout price math (issue 14): each coupon kind, threshold edges, the cap, the minimum paid, the points rule. */

const fullReduction = (amountFen: number, thresholdFen: number): CouponTerms => ({ kind: 'FULL_REDUCTION', amountFen, payPercent: 100, capFen: 0, thresholdFen });
const discount = (payPercent: number, capFen: number, thresholdFen = 0): CouponTerms => ({ kind: 'DISCOUNT', amountFen: 0, payPercent, capFen, thresholdFen });
const noThreshold = (amountFen: number): CouponTerms => ({ kind: 'NO_THRESHOLD', amountFen, payPercent: 100, capFen: 0, thresholdFen: 0 });

describe('coupon discount', () => {
  it('满减 takes its amount off at the threshold and above, nothing one fen below', () => {
    const coupon = fullReduction(2000, 10000);
    expect(couponDiscountFen(coupon, 10000)).toBe(2000);
    expect(couponDiscountFen(coupon, 29800)).toBe(2000);
    expect(couponDiscountFen(coupon, 9999)).toBe(0);
  });

  it('折扣 takes the percent off, floored to whole fen, up to its cap (0: no cap), above its threshold', () => {
    expect(couponDiscountFen(discount(90, 5000), 29800)).toBe(2980);
    expect(couponDiscountFen(discount(90, 5000), 198000)).toBe(5000);
    expect(couponDiscountFen(discount(90, 5000), 50000)).toBe(5000);
    expect(couponDiscountFen(discount(85, 0), 199)).toBe(29);
    expect(couponDiscountFen(discount(85, 0), 198000)).toBe(29700);
    expect(couponDiscountFen(discount(80, 0, 30000), 29999)).toBe(0);
    expect(couponDiscountFen(discount(80, 0, 30000), 30000)).toBe(6000);
  });

  it('无门槛 takes its amount off any paid price', () => {
    expect(couponDiscountFen(noThreshold(500), 29800)).toBe(500);
    expect(couponDiscountFen(noThreshold(500), 501)).toBe(500);
  });

  it('never leaves less than 1 fen to pay, and a free goods item takes nothing', () => {
    expect(couponDiscountFen(noThreshold(500), 500)).toBe(499);
    expect(couponDiscountFen(noThreshold(500), 1)).toBe(0);
    expect(couponDiscountFen(fullReduction(10000, 10000), 10000)).toBe(9999);
    expect(couponDiscountFen(discount(1, 0), 100)).toBe(99);
    expect(couponDiscountFen(noThreshold(500), 0)).toBe(0);
    expect(couponDiscountFen(fullReduction(2000, 0), 0)).toBe(0);
  });
});

describe('points deduction', () => {
  it('100 points = ¥1, whole hundreds, at most 20% of the amount after the coupon floored to whole yuan', () => {
    // ¥298: 20% is ¥59.6 -> ¥59 -> 5900 points at most.
    expect(maxPoints(29800, 100_000)).toBe(5900);
    // The balance's whole hundreds: 1299 points -> 1200.
    expect(maxPoints(29800, 1299)).toBe(1200);
    expect(maxPoints(29800, 99)).toBe(0);
    // ¥4.99 -> ¥4 whole -> 20% is ¥0.8 -> nothing.
    expect(maxPoints(499, 100_000)).toBe(0);
    expect(maxPoints(500, 100_000)).toBe(100);
    expect(maxPoints(0, 100_000)).toBe(0);
    expect(pointsFenOf(5900)).toBe(5900);
  });

  it('the whole price: coupon first, then points on what is left', () => {
    expect(priceOf(29800, fullReduction(2000, 10000), 100_000, true)).toEqual({
      priceFen: 29800,
      couponFen: 2000,
      // ¥278 -> 20% ¥55.6 -> ¥55.
      pointsMax: 5500,
      pointsUsed: 5500,
      pointsFen: 5500,
      amountFen: 29800 - 2000 - 5500,
    });
    expect(priceOf(29800, fullReduction(2000, 10000), 100_000, false)).toMatchObject({ pointsMax: 5500, pointsUsed: 0, amountFen: 27800 });
    expect(priceOf(29800, null, 250, true)).toMatchObject({ couponFen: 0, pointsUsed: 200, pointsFen: 200, amountFen: 29600 });
  });

  it('a free goods item takes neither coupon nor points', () => {
    expect(priceOf(0, noThreshold(500), 100_000, true)).toEqual({ priceFen: 0, couponFen: 0, pointsMax: 0, pointsUsed: 0, pointsFen: 0, amountFen: 0 });
  });
});
