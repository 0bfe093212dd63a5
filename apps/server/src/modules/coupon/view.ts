import { COUPON_TEXT, type Coupon, type CouponKind, type CouponSource, type CouponState, type CouponTemplate } from '@caixue/contract';
import { yuanText } from '../goods/service';
import type { MemberCouponRow, TemplateRow } from './repo';

/** Rows -> the contract's coupon shapes, with every text the cards show. */

const CHINA_OFFSET_MS = 8 * 3600_000;

/** 2026.11.24 (China date). */
export function chinaDay(value: Date): string {
  return new Date(value.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '.');
}

/** 85 -> '8.5', 90 -> '9'. */
function zheText(payPercent: number): string {
  return String(payPercent / 10);
}

/** The goods titles a scope text names (ids without a title are left out). */
export type GoodsTitles = ReadonlyMap<number, string>;

export function scopeText(goodsIds: readonly number[], titles: GoodsTitles): string {
  if (goodsIds.length === 0) return COUPON_TEXT.allGoods;
  const names = goodsIds.map((id) => titles.get(id)).filter((t): t is string => Boolean(t));
  return names.length > 0 ? `限${names.map((n) => `「${n}」`).join('')}可用` : '限指定商品可用';
}

export function conditionText(t: TemplateRow): string {
  const base = t.thresholdFen > 0 ? `满${yuanText(t.thresholdFen)}元可用` : COUPON_TEXT.noThreshold;
  return t.kind === 'DISCOUNT' && t.capFen > 0 ? `${base}，最高减${yuanText(t.capFen)}元` : base;
}

/** 去使用: one goods item: its detail; several: the list of those; all: the product centre. */
export function useUrlOf(goodsIds: readonly number[]): string {
  if (goodsIds.length === 1) return `/pages/goods/detail/index?id=${goodsIds[0]}`;
  if (goodsIds.length > 1) return `/pages/goods/list/index?goodsIds=${goodsIds.join(',')}`;
  return '/pages/goods/index/index';
}

function faceOf(t: TemplateRow, titles: GoodsTitles) {
  const kind = t.kind as CouponKind;
  const discount = kind === 'DISCOUNT';
  return {
    templateId: t.id,
    name: t.name,
    kind,
    kindText: COUPON_TEXT.kinds[kind],
    amountFen: discount ? 0 : t.amountFen,
    payPercent: discount ? t.payPercent : 100,
    capFen: discount ? t.capFen : 0,
    thresholdFen: t.thresholdFen,
    faceText: discount ? zheText(t.payPercent) : yuanText(t.amountFen),
    faceUnit: discount ? '折' : '元',
    conditionText: conditionText(t),
    scopeText: scopeText(t.goodsIds, titles),
    goodsIds: [...t.goodsIds],
  };
}

/** The state a member sees: UNUSED past its validity is EXPIRED. */
export function stateOf(row: MemberCouponRow, now: Date): CouponState {
  if (row.state === 'UNUSED' && row.validUntil.getTime() <= now.getTime()) return 'EXPIRED';
  return row.state as CouponState;
}

export function couponOf(row: MemberCouponRow, template: TemplateRow, titles: GoodsTitles, now: Date): Coupon {
  const state = stateOf(row, now);
  return {
    id: row.id,
    ...faceOf(template, titles),
    state,
    stateText: COUPON_TEXT.states[state],
    source: row.source as CouponSource,
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil.toISOString(),
    // validUntil is exclusive: the card names the last valid day.
    validityText: `${chinaDay(row.validFrom)} - ${chinaDay(new Date(row.validUntil.getTime() - 1))}`,
    orderNo: row.orderNo ?? null,
    usedAt: row.usedAt?.toISOString() ?? null,
    useUrl: useUrlOf(template.goodsIds),
  };
}

export function templateValidityText(t: TemplateRow): string {
  if (t.validDays !== null) return `领取后${t.validDays}天内有效`;
  if (t.validFrom && t.validUntil) return `${chinaDay(t.validFrom)} - ${chinaDay(new Date(t.validUntil.getTime() - 1))}`;
  return '';
}

export function templateOf(t: TemplateRow, titles: GoodsTitles, claimedCount: number): CouponTemplate {
  const remaining = Math.max(0, t.stock - t.claimed);
  const limitReached = claimedCount >= t.perMemberLimit;
  const claimable = t.claimable && remaining > 0 && !limitReached;
  let buttonText: string = COUPON_TEXT.claim;
  if (limitReached) buttonText = t.perMemberLimit === 1 ? COUPON_TEXT.claimed : COUPON_TEXT.limitReached;
  else if (remaining === 0) buttonText = COUPON_TEXT.soldOut;
  return {
    ...faceOf(t, titles),
    validityText: templateValidityText(t),
    remaining,
    perMemberLimit: t.perMemberLimit,
    claimedCount,
    claimable,
    buttonText,
  };
}
