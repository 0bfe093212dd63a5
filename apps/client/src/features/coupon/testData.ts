import type { Coupon, CouponTemplate } from '@caixue/contract';

/** A member's coupon as the server answers it (满100减20, usable on every goods). */
export function couponRow(id: number, extra: Partial<Coupon> = {}): Coupon {
  return {
    id,
    templateId: 1,
    name: '新人专享满减券',
    kind: 'FULL_REDUCTION',
    kindText: '满减券',
    amountFen: 2000,
    payPercent: 100,
    capFen: 0,
    thresholdFen: 10000,
    faceText: '20',
    faceUnit: '元',
    conditionText: '满100元可用',
    scopeText: '全部商品可用',
    goodsIds: [],
    state: 'UNUSED',
    stateText: '未使用',
    source: 'claim',
    validFrom: '2026-11-24T00:00:00Z',
    validUntil: '2026-12-24T00:00:00Z',
    validityText: '2026.11.24 - 2026.12.24',
    orderNo: null,
    usedAt: null,
    useUrl: '/pages/goods/index/index',
    ...extra,
  };
}

/** A claimable template of 领券中心 (8.5折, at most ¥50 off, for goods 3). */
export function templateRow(templateId: number, extra: Partial<CouponTemplate> = {}): CouponTemplate {
  return {
    templateId,
    name: `会员折扣券${templateId}`,
    kind: 'DISCOUNT',
    kindText: '折扣券',
    amountFen: 0,
    payPercent: 85,
    capFen: 5000,
    thresholdFen: 0,
    faceText: '8.5',
    faceUnit: '折',
    conditionText: '无门槛，最高减50元',
    scopeText: '限「金牌会员 · 年卡」可用',
    goodsIds: [3],
    validityText: '领取后30天内有效',
    remaining: 100,
    perMemberLimit: 1,
    claimedCount: 0,
    claimable: true,
    buttonText: '',
    ...extra,
  };
}
