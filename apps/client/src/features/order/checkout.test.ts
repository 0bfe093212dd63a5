import { describe, expect, it } from 'vitest';
import type { CheckoutResult } from '@caixue/contract';
import { couponSummary, needsReprice, orderPricing, pointsLine } from './checkout';

const points = (extra: Partial<CheckoutResult['points']> = {}): CheckoutResult['points'] => ({
  balance: 0, max: 0, used: 0, fen: 0, yuan: '0', ruleText: '', ...extra,
});
const result = (extra: Partial<CheckoutResult> = {}): CheckoutResult => ({
  goodsId: 3, title: 'x', priceFen: 29800, price: '298', coupons: [], couponId: null, couponFen: 0, coupon: '0',
  points: points(), amountFen: 29800, amount: '298', ...extra,
});

describe('checkout', () => {
  it('orders with what was shown: no coupon is 0, points only when some were used', () => {
    expect(orderPricing(result())).toEqual({ couponId: 0, usePoints: false, expectedAmountFen: 29800 });
    expect(orderPricing(result({ couponId: 7, couponFen: 2000, points: points({ max: 500, used: 500, fen: 500, yuan: '5' }), amountFen: 27300 })))
      .toEqual({ couponId: 7, usePoints: true, expectedAmountFen: 27300 });
  });

  it('says what the points row can do', () => {
    expect(pointsLine(points())).toBe('暂无可用积分');
    expect(pointsLine(points({ balance: 5000, max: 5900 }))).toBe('可用 5900 积分抵 ¥59');
    expect(pointsLine(points({ balance: 5000, max: 5900, used: 5900, fen: 5900, yuan: '59' }))).toBe('可用 5900 积分抵 ¥59');
  });

  it('summarises the coupon row', () => {
    expect(couponSummary(result(), { usePoints: false })).toEqual({ text: '无可用', applied: false });
    expect(couponSummary(result({ couponId: 7, couponFen: 2000, coupon: '20' }), { usePoints: false })).toEqual({ text: '-¥20', applied: true });
  });

  it('asks again after the refusals a new price answers, not after others', () => {
    expect(needsReprice('价格已变化，请确认后重新提交')).toBe(true);
    expect(needsReprice('优惠券已被其他订单使用')).toBe(true);
    expect(needsReprice('请先阅读并同意服务协议')).toBe(false);
  });
});
