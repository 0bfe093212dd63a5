import {
  CODE,
  COUPON_RULES,
  COUPON_TEXT,
  type CheckoutCoupon,
  type CheckoutQuery,
  type CheckoutResult,
} from '@caixue/contract';
import type { Db } from '../../db/client';
import { BizError } from '../../errors';
import { yuanText, type GoodsService } from '../goods/service';
import type { PointsService } from '../points/service';
import { priceOf, couponDiscountFen, reachesThreshold } from './price';
import { findCoupon, lockCoupon, releaseCoupon, templatesByIds, unusedCoupons, useCoupon, type MemberCouponRow, type TemplateRow } from './repo';
import { describeCoupons } from './service';

/**
 * The checkout price (issue 14): the server picks or validates the coupon, applies the points rule
 * (./price) and answers what it will charge; creating the order prices it again the same way inside
 * the order's transaction, locks the coupon to the order and deducts the points there. The order
 * module calls in through OrderPricing and its settle listener, knowing nothing of coupons.
 */

export interface CheckoutServiceDeps {
  db: Db;
  goods: GoodsService;
  points: PointsService;
  now: () => number;
}

/** The price of one order as stored on it (orders.coupon_* and points_*). */
export interface OrderPrice {
  couponId: number | null;
  couponFen: number;
  couponName: string;
  pointsUsed: number;
  pointsFen: number;
  amountFen: number;
}

/** What the order module tells about an order (structural: this module imports nothing of it). */
export interface CheckoutOrder {
  orderNo: string;
  memberId: number;
  title: string;
  couponId: number | null;
  pointsUsed: number;
}

interface Candidate {
  row: MemberCouponRow;
  template: TemplateRow;
  discountFen: number;
  /** '' when usable, else why not. */
  reason: string;
}

/** Why this coupon cannot be used on this goods item at this price now ('' when it can). */
function refusalOf(row: MemberCouponRow, template: TemplateRow, goodsId: number, priceFen: number, now: Date): string {
  if (row.state !== 'UNUSED') return COUPON_TEXT.inUse;
  if (row.validUntil.getTime() <= now.getTime()) return COUPON_TEXT.expired;
  if (row.validFrom.getTime() > now.getTime()) return COUPON_TEXT.notYetValid;
  if (priceFen <= 0 || (template.goodsIds.length > 0 && !template.goodsIds.includes(goodsId))) return COUPON_TEXT.notUsable;
  if (!reachesThreshold(template, priceFen)) return COUPON_TEXT.belowThreshold;
  return '';
}

function candidateOf(row: MemberCouponRow, template: TemplateRow, goodsId: number, priceFen: number, now: Date): Candidate {
  const reason = refusalOf(row, template, goodsId, priceFen, now);
  return { row, template, reason, discountFen: reason ? 0 : couponDiscountFen(template, priceFen) };
}

/** Best first: the largest discount, then the one expiring soonest, then the oldest. */
function better(a: Candidate, b: Candidate): number {
  return b.discountFen - a.discountFen || a.row.validUntil.getTime() - b.row.validUntil.getTime() || a.row.id - b.row.id;
}

export class CheckoutService {
  constructor(private readonly deps: CheckoutServiceDeps) {}

  /** The member's own coupon for this goods item, or the refusal (another member's answers like a missing one). */
  private async chosen(db: Db, memberId: number, couponId: number, goodsId: number, priceFen: number, now: Date): Promise<Candidate> {
    const row = await findCoupon(db, couponId);
    if (!row || row.memberId !== memberId) throw new BizError(CODE.notFound, COUPON_TEXT.notFound);
    const [template] = await templatesByIds(db, [row.templateId]);
    const candidate = candidateOf(row, template, goodsId, priceFen, now);
    if (candidate.reason) throw new BizError(CODE.badRequest, candidate.reason);
    return candidate;
  }

  /** GET checkout: what the server will charge for this goods item, with the coupons the member holds. */
  async quote(memberId: number, query: CheckoutQuery): Promise<CheckoutResult> {
    const { db, goods } = this.deps;
    const now = new Date(this.deps.now());
    const item = await goods.forOrder(query.goodsId);
    const rows = await unusedCoupons(db, memberId, now);
    const templates = new Map((await templatesByIds(db, rows.map((r) => r.templateId))).map((t) => [t.id, t]));
    const candidates = rows.map((row) => candidateOf(row, templates.get(row.templateId)!, item.id, item.priceFen, now));
    const usable = candidates.filter((c) => !c.reason).sort(better);
    const unusable = candidates.filter((c) => c.reason);
    let chosen: Candidate | null = null;
    if (query.couponId === undefined) chosen = usable[0] ?? null;
    else if (query.couponId > 0) chosen = await this.chosen(db, memberId, query.couponId, item.id, item.priceFen, now);
    const balance = await this.deps.points.balance(memberId);
    const price = priceOf(item.priceFen, chosen?.template ?? null, balance, query.usePoints === 1);
    const listed = [...usable, ...unusable];
    const cards = await describeCoupons(db, goods, listed.map((c) => c.row), now);
    const coupons: CheckoutCoupon[] = listed.map((c, i) => ({
      coupon: cards[i],
      discountFen: c.discountFen,
      discount: yuanText(c.discountFen),
      usable: !c.reason,
      reason: c.reason,
    }));
    return {
      goodsId: item.id,
      title: item.title,
      priceFen: item.priceFen,
      price: yuanText(item.priceFen),
      coupons,
      couponId: chosen?.row.id ?? null,
      couponFen: price.couponFen,
      coupon: yuanText(price.couponFen),
      points: {
        balance,
        max: price.pointsMax,
        used: price.pointsUsed,
        fen: price.pointsFen,
        yuan: yuanText(price.pointsFen),
        ruleText: COUPON_TEXT.pointsRule,
      },
      amountFen: price.amountFen,
      amount: yuanText(price.amountFen),
    };
  }

  /**
   * Inside the order's transaction, before its insert: the price of this goods item for the member
   * with this coupon (validated: owner, unused, valid now, applies, threshold) and points (the most
   * the rule allows, read under the member's points lock held to the commit, so it cannot change
   * before `hold` deducts it). Free goods take neither.
   */
  async priceForOrder(tx: Db, input: { memberId: number; goodsId: number; priceFen: number; couponId: number | null; usePoints: boolean; now: Date }): Promise<OrderPrice> {
    const { memberId, goodsId, priceFen, now } = input;
    const chosen = input.couponId ? await this.chosen(tx, memberId, input.couponId, goodsId, priceFen, now) : null;
    const usePoints = input.usePoints && priceFen > 0;
    const balance = usePoints ? await this.deps.points.lockedBalance(tx, memberId) : 0;
    const price = priceOf(priceFen, chosen?.template ?? null, balance, usePoints);
    return {
      couponId: chosen?.row.id ?? null,
      couponFen: price.couponFen,
      couponName: chosen?.template.name ?? '',
      pointsUsed: price.pointsUsed,
      pointsFen: price.pointsFen,
      amountFen: price.amountFen,
    };
  }

  /**
   * Inside the order's transaction, after its insert: the coupon UNUSED -> LOCKED for this order (a
   * conditional update: two orders with one coupon, one wins) and the points deducted (checked
   * against the balance under the lock). Throws the member-facing refusal, rolling the order back.
   */
  async hold(tx: Db, order: CheckoutOrder, now: Date): Promise<void> {
    if (order.couponId !== null && !(await lockCoupon(tx, order.couponId, order.memberId, order.orderNo, now))) {
      throw new BizError(CODE.badRequest, COUPON_TEXT.inUse);
    }
    if (order.pointsUsed > 0 && !(await this.deps.points.deduct(tx, { orderNo: order.orderNo, memberId: order.memberId, amountFen: 0, title: order.title }, order.pointsUsed, now))) {
      throw new BizError(CODE.badRequest, COUPON_TEXT.pointsNotEnough);
    }
  }

  /** The order was paid: its coupon LOCKED -> USED. On the settling transaction. */
  async orderPaid(tx: Db, order: CheckoutOrder, now: Date): Promise<void> {
    if (order.couponId !== null) await useCoupon(tx, order.orderNo, now);
  }

  /** Cancelled or closed unpaid: the coupon back to UNUSED and the points given back (once). */
  async orderReleased(tx: Db, order: CheckoutOrder, now: Date): Promise<void> {
    if (order.couponId !== null) await releaseCoupon(tx, order.orderNo, ['LOCKED'], now);
    if (order.pointsUsed > 0) await this.deps.points.deductBack(tx, { orderNo: order.orderNo, memberId: order.memberId, amountFen: 0, title: order.title }, now);
  }

  /** Refunded: the coupon back (COUPON_RULES.returnOnRefund; it keeps its validity) and the points given back (once). */
  async orderRefunded(tx: Db, order: CheckoutOrder, now: Date): Promise<void> {
    if (COUPON_RULES.returnOnRefund && order.couponId !== null) await releaseCoupon(tx, order.orderNo, ['USED', 'LOCKED'], now);
    if (order.pointsUsed > 0) await this.deps.points.deductBack(tx, { orderNo: order.orderNo, memberId: order.memberId, amountFen: 0, title: order.title }, now);
  }
}
