import { CODE, COUPON_TEXT, ORDER_RULES, ORDER_TAB_STATES, ORDER_TEXT, TEXT, type CreateOrderBody, type Order, type OrderContract, type OrderDetail, type OrderTab } from '@caixue/contract';
import type { Db } from '../../db/client';
import { BizError } from '../../errors';
import { maskMobile } from '../../integrations/sms/driver';
import { paging, type Page, type Paged } from '../../paging';
import { grantLevel, grantOf } from '../access/grants';
import { yuanText, type GoodsService } from '../goods/service';
import type { MemberService } from '../member/service';
import type { RiskService } from '../survey/risk-service';
import { CONTRACT_TITLE, CONTRACT_VERSION, contractHtml, periodText } from './contract-text';
import { newOrderNo } from './numbers';
import type { Payments } from './payments';
import { agreementOf, findOrder, findOrderByKey, findTrial, insertAgreement, insertOrder, listOrders, refundsOf, transition, type OrderRow } from './repo';
import type { OrderSettleListener } from './settle';
import { detailOf, orderOf } from './view';

/**
 * Orders of a member (issue 13): the service contract, creating an order priced by the server from
 * the goods (one per idempotency key, the agreement in the same transaction; a free trial fulfilled
 * at once, once per member), the list, one order (optionally asking the provider first) and cancelling.
 */

export interface OrderServiceDeps {
  db: Db;
  goods: GoodsService;
  members: MemberService;
  payments: Payments;
  /** The appropriateness gate (风险测评, modules/survey): refuses, or gives the confirmation recorded with the order. */
  risk: RiskService;
  now: () => number;
  /** The checkout's coupon and points (issue 14; app.ts wires modules/coupon): without it an order is the goods price. */
  pricing?: OrderPricing;
  /** Told on the cancelling transaction (the coupon and points go back). */
  listener?: OrderSettleListener;
}

/** What the order stores of its checkout price. */
export interface OrderPrice {
  couponId: number | null;
  couponFen: number;
  couponName: string;
  pointsUsed: number;
  pointsFen: number;
  amountFen: number;
}

/**
 * The checkout price on the order's transaction (structural: modules/coupon's CheckoutService):
 * `priceForOrder` before the insert (validates the coupon, reads the points balance under the
 * member's lock), `hold` after it (locks the coupon to the order, deducts the points) — both throw
 * the member-facing refusal, which rolls the order back.
 */
export interface OrderPricing {
  priceForOrder(tx: Db, input: { memberId: number; goodsId: number; priceFen: number; couponId: number | null; usePoints: boolean; now: Date }): Promise<OrderPrice>;
  hold(tx: Db, order: { orderNo: string; memberId: number; title: string; couponId: number | null; pointsUsed: number }, now: Date): Promise<void>;
}

/** Where the agreement was given (request.ip and the User-Agent). */
export interface AgreementClient {
  ip: string;
  userAgent: string;
}

const MINUTE_MS = 60_000;
const USER_AGENT_MAX = 512;

export class OrderService {
  constructor(private readonly deps: OrderServiceDeps) {}

  private async memberName(memberId: number): Promise<string> {
    const member = await this.deps.members.findActive(memberId);
    if (!member) throw new BizError(CODE.unauthorized, TEXT.unauthorized);
    return member.name || member.nickname || (member.mobile ? maskMobile(member.mobile) : '会员');
  }

  /** The member's own order; another member's answers like a missing one. */
  async ownOrder(memberId: number, orderNo: string): Promise<OrderRow> {
    const order = await findOrder(this.deps.db, orderNo);
    if (!order || order.memberId !== memberId) throw new BizError(CODE.notFound, ORDER_TEXT.orderNotFound);
    return order;
  }

  async contract(memberId: number, query: { goodsId?: number; orderNo?: string }): Promise<OrderContract> {
    const memberName = await this.memberName(memberId);
    if (query.orderNo !== undefined) {
      const order = await this.ownOrder(memberId, query.orderNo);
      const agreement = await agreementOf(this.deps.db, order.id);
      const terms = { goodsId: order.goodsId, title: order.title, priceFen: order.amountFen, period: periodText(order.cycle, order.cycleUnit) };
      return contractOf(memberName, terms, agreement?.contractVersion ?? CONTRACT_VERSION, agreement?.agreedAt ?? null);
    }
    if (query.goodsId === undefined) throw new BizError(CODE.badRequest, ORDER_TEXT.contractRequired);
    const goods = await this.deps.goods.forOrder(query.goodsId);
    const terms = { goodsId: goods.id, title: goods.title, priceFen: goods.priceFen, period: periodText(goods.cycle, goods.cycleUnit) };
    return contractOf(memberName, terms, CONTRACT_VERSION, null);
  }

  async create(memberId: number, body: CreateOrderBody, client: AgreementClient): Promise<OrderDetail> {
    const { db } = this.deps;
    const retried = await findOrderByKey(db, memberId, body.idempotencyKey);
    if (retried) return this.detail(retried);
    if (body.contractVersion !== CONTRACT_VERSION) throw new BizError(CODE.badRequest, ORDER_TEXT.contractOutdated);
    const goods = await this.deps.goods.forOrder(body.goodsId);
    const free = goods.priceFen === 0;
    if (free && (await findTrial(db, memberId, goods.id))) throw new BizError(CODE.badRequest, ORDER_TEXT.trialUsed);
    const riskConfirmation = await this.deps.risk.gate(memberId, goods, body.riskConfirmed === true);
    const now = new Date(this.deps.now());
    const couponId = body.couponId ? body.couponId : null;
    const usePoints = body.usePoints === true;
    const { pricing } = this.deps;
    const created = await db.transaction(async (tx) => {
      const price: OrderPrice =
        pricing && (couponId !== null || usePoints)
          ? await pricing.priceForOrder(tx, { memberId, goodsId: goods.id, priceFen: goods.priceFen, couponId, usePoints, now })
          : { couponId: null, couponFen: 0, couponName: '', pointsUsed: 0, pointsFen: 0, amountFen: goods.priceFen };
      // The member confirms the amount the checkout showed; anything else is charged only after they saw it.
      if (body.expectedAmountFen !== undefined && body.expectedAmountFen !== price.amountFen) throw new BizError(CODE.badRequest, COUPON_TEXT.priceChanged);
      const inserted = await insertOrder(tx, {
        orderNo: newOrderNo(now.getTime()),
        memberId,
        goodsId: goods.id,
        title: goods.title,
        pic: goods.pic,
        levelId: goods.levelId,
        levelName: goods.levelName,
        priceFen: goods.priceFen,
        amountFen: price.amountFen,
        couponId: price.couponId,
        couponFen: price.couponFen,
        couponName: price.couponName,
        pointsUsed: price.pointsUsed,
        pointsFen: price.pointsFen,
        cycle: goods.cycle,
        cycleUnit: goods.cycleUnit,
        grantDays: goods.grantDays,
        state: 'UNPAID',
        idempotencyKey: body.idempotencyKey,
        closeAt: new Date(now.getTime() + ORDER_RULES.closeMinutes * MINUTE_MS),
        createdAt: now,
        updatedAt: now,
      });
      // Lost the unique index to a concurrent request with the same key (answered below), or to a concurrent trial.
      if (!inserted) return null;
      if (pricing && (price.couponId !== null || price.pointsUsed > 0)) await pricing.hold(tx, inserted, now);
      const agreement = await insertAgreement(tx, { orderId: inserted.id, contractVersion: body.contractVersion, agreedAt: now, ip: client.ip, userAgent: client.userAgent.slice(0, USER_AGENT_MAX) });
      if (riskConfirmation) await this.deps.risk.record(tx, inserted.id, riskConfirmation, now);
      if (!free) return { order: inserted, agreement };
      const { orderNo } = inserted;
      await transition(tx, orderNo, ['UNPAID'], 'PAID', { paidAt: now }, now);
      await grantLevel(tx, { memberId, levelId: goods.levelId, days: goods.grantDays, source: 'order', sourceId: orderNo, now });
      const fulfilled = await transition(tx, orderNo, ['PAID'], 'FULFILLED', { fulfilledAt: now }, now);
      return fulfilled ? { order: fulfilled, agreement } : null;
    });
    // A new unpaid order: its agreement was just written, it has no refunds and no grant yet (a read only for a risk confirmation).
    if (created && !free) {
      const risk = riskConfirmation ? await this.deps.risk.confirmationView(created.order.id) : null;
      return detailOf(created.order, { agreement: created.agreement, refunds: [], grant: null, risk, now });
    }
    if (created) return this.detail(created.order);
    const winner = await findOrderByKey(db, memberId, body.idempotencyKey);
    if (winner) return this.detail(winner);
    throw new BizError(CODE.badRequest, free ? ORDER_TEXT.trialUsed : ORDER_TEXT.stateChanged);
  }

  async list(memberId: number, query: Page & { tab?: OrderTab }): Promise<Paged<Order>> {
    const { rows, total } = await listOrders(this.deps.db, memberId, ORDER_TAB_STATES[query.tab ?? 'all'], paging(query));
    return { rows: rows.map(orderOf), total };
  }

  /** One order; `sync` asks the provider first when it is still unpaid (the payment return page). */
  async info(memberId: number, orderNo: string, sync: boolean): Promise<OrderDetail> {
    let order = await this.ownOrder(memberId, orderNo);
    if (sync && order.state === 'UNPAID' && order.provider) {
      await this.deps.payments.sync(order);
      order = (await findOrder(this.deps.db, orderNo))!;
    }
    return this.detail(order);
  }

  async cancel(memberId: number, orderNo: string): Promise<OrderDetail> {
    await this.ownOrder(memberId, orderNo);
    const now = new Date(this.deps.now());
    const cancelled = await this.deps.db.transaction(async (tx) => {
      const row = await transition(tx, orderNo, ['UNPAID'], 'CANCELLED', { cancelledAt: now }, now);
      if (row) await this.deps.listener?.onReleased?.(tx, row, now);
      return row;
    });
    if (!cancelled) throw new BizError(CODE.badRequest, ORDER_TEXT.stateChanged);
    await this.deps.payments.closeAtProvider(cancelled);
    return this.detail((await findOrder(this.deps.db, orderNo))!);
  }

  async detail(order: OrderRow): Promise<OrderDetail> {
    const { db } = this.deps;
    const [agreement, refunds, grant, risk] = await Promise.all([
      agreementOf(db, order.id),
      refundsOf(db, order.id),
      grantOf(db, 'order', order.orderNo),
      this.deps.risk.confirmationView(order.id),
    ]);
    return detailOf(order, { agreement, refunds, grant, risk, now: new Date(this.deps.now()) });
  }
}

function contractOf(
  memberName: string,
  terms: { goodsId: number; title: string; priceFen: number; period: string },
  version: string,
  agreedAt: Date | null,
): OrderContract {
  const price = yuanText(terms.priceFen);
  return {
    version,
    title: CONTRACT_TITLE,
    content: contractHtml({ memberName, goodsTitle: terms.title, price, period: terms.period, refundDays: ORDER_RULES.refundDays }),
    memberName,
    goodsId: terms.goodsId,
    goodsTitle: terms.title,
    priceFen: terms.priceFen,
    price,
    periodText: terms.period,
    agreedAt: agreedAt?.toISOString() ?? null,
  };
}
