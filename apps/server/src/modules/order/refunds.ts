import { CODE, ORDER_TEXT } from '@caixue/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { BizError } from '../../errors';
import { DevPaymentDriver } from '../../integrations/payment/dev-driver';
import { PaymentError, type NotifyHeaders, type PaymentProvider, type RefundNotice } from '../../integrations/payment/provider';
import type { PaymentProviders } from '../../integrations/payment/registry';
import { newRefundNo } from './numbers';
import { findOrder, insertRefund, refundsOf, transition, transitionRefund, type OrderRow, type RefundRow } from './repo';
import { settleRefund, type OrderSettleListener, type RefundOutcome } from './settle';
import { refundRefusal } from './view';

/**
 * Refunds: the member's request (policy in ./view refundRefusal: full amount, FULFILLED, within
 * ORDER_RULES.refundDays of paying, none under way), automatic refunds of payments an order could
 * not take, the provider's answer and its refund notifies. The provider is called outside any
 * transaction; its answer is applied like a notify (./settle).
 */

export interface RefundsDeps {
  db: Db;
  providers: PaymentProviders;
  logger: FastifyBaseLogger;
  now: () => number;
  /** Told inside the settling transaction (app.ts: the points ledger). */
  listener?: OrderSettleListener;
  /** The development driver settles a refund this long after it was asked (negative: never by itself). */
  devRefundDelayMs: number;
  /** Told after a member's refund reached SUCCESS (the order is REFUNDED): app.ts reverses its invoice there. */
  onRefunded?: (orderNo: string) => void;
}

/** Provider failures after which the refund may or may not have been made. */
const UNCERTAIN = new Set(['network', 'bad-answer', 'answer-unverified', 'SYSTEM_ERROR', 'SYSTEMERROR', 'FREQUENCY_LIMITED', 'ACQ.SYSTEM_ERROR']);

function isUncertain(error: PaymentError): boolean {
  return UNCERTAIN.has(error.reason) || error.reason.startsWith('http-5');
}

export class Refunds {
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly deps: RefundsDeps) {}

  /** The member asks for a refund of their order. Answers the order as it is afterwards. */
  async request(memberId: number, orderNo: string, reason: string): Promise<OrderRow> {
    const { db } = this.deps;
    const now = new Date(this.deps.now());
    const order = await findOrder(db, orderNo);
    if (!order || order.memberId !== memberId) throw new BizError(CODE.notFound, ORDER_TEXT.orderNotFound);
    const refusal = refundRefusal(order, await refundsOf(db, order.id), now);
    if (refusal) throw new BizError(CODE.badRequest, refusal);
    const refund = await db.transaction(async (tx) => {
      const moved = await transition(tx, orderNo, ['FULFILLED'], 'REFUNDING', { refundFailed: false }, now);
      if (!moved) throw new BizError(CODE.badRequest, ORDER_TEXT.stateChanged);
      const row = await insertRefund(tx, {
        refundNo: newRefundNo(now.getTime()),
        orderId: order.id,
        amountFen: order.amountFen,
        reason,
        state: 'PROCESSING',
        automatic: false,
        requestedAt: now,
      });
      if (!row) throw new Error(`order ${orderNo}: refund number taken`);
      return row;
    });
    const failed = !(await this.askProvider(order, refund));
    if (failed) throw new BizError(CODE.badRequest, ORDER_TEXT.refundFailed);
    return (await findOrder(db, orderNo))!;
  }

  /**
   * Sends the refund to the order's provider and applies its answer. A refusal closes the refund
   * (a member's order goes back to FULFILLED with refundFailed); false then. A failure with an
   * unknown outcome (network, 5xx, unreadable answer) leaves it PROCESSING for the reconciliation job.
   */
  async askProvider(order: OrderRow, refund: RefundRow): Promise<boolean> {
    const provider = order.provider ? this.deps.providers.byName(order.provider) : undefined;
    let answer: RefundNotice;
    try {
      if (!provider) throw new PaymentError('no-provider', order.provider ?? '');
      answer = await provider.requestRefund({ orderNo: order.orderNo, refundNo: refund.refundNo, refundFen: refund.amountFen, totalFen: order.amountFen, reason: refund.reason });
    } catch (error) {
      if (!(error instanceof PaymentError)) throw error;
      this.deps.logger.error({ err: error, orderNo: order.orderNo, refundNo: refund.refundNo, automatic: refund.automatic }, 'refund request refused');
      // The outcome is unknown: the refund stays PROCESSING and the reconciliation job asks again
      // with the same refund number (idempotent at the provider); only a refusal closes it.
      if (isUncertain(error)) return true;
      await this.fail(order, refund);
      return false;
    }
    await this.apply(answer);
    if (provider instanceof DevPaymentDriver && answer.state === 'PROCESSING') this.settleLater(provider, refund.refundNo);
    return true;
  }

  /** The provider refused: the refund is CLOSED and a member's order back to FULFILLED with refundFailed. */
  private async fail(order: OrderRow, refund: RefundRow): Promise<void> {
    const now = new Date(this.deps.now());
    await this.deps.db.transaction(async (tx) => {
      const closed = await transitionRefund(tx, refund.refundNo, ['PROCESSING'], 'CLOSED', { finishedAt: now });
      if (closed && !refund.automatic) await transition(tx, order.orderNo, ['REFUNDING'], 'FULFILLED', { refundFailed: true }, now);
    });
  }

  /** A verified refund notice (notify, request answer or query). */
  async apply(notice: RefundNotice): Promise<RefundOutcome> {
    const outcome = await settleRefund(this.deps.db, notice, new Date(this.deps.now()), this.deps.listener);
    if (outcome.kind === 'refused') this.deps.logger.warn({ orderNo: notice.orderNo, refundNo: notice.refundNo, reason: outcome.reason }, 'refund notice refused');
    if (outcome.kind === 'applied' && outcome.refund.state === 'SUCCESS' && !outcome.refund.automatic) this.deps.onRefunded?.(notice.orderNo);
    if (outcome.kind === 'applied' && outcome.refund.state === 'CLOSED') {
      this.deps.logger.error({ orderNo: notice.orderNo, refundNo: outcome.refund.refundNo }, 'refund closed by the provider: money not returned');
    }
    return outcome;
  }

  /** A refund notify as received: verified by the provider first, nothing changes on refusal. */
  async receive(provider: PaymentProvider, rawBody: string, headers: NotifyHeaders): Promise<boolean> {
    const verified = provider.verifyRefundNotify(rawBody, headers);
    if (!verified.ok) {
      this.deps.logger.warn({ provider: provider.name, reason: verified.reason }, 'refund notify refused');
      return false;
    }
    return (await this.apply(verified.notice)).kind !== 'refused';
  }

  /** The development driver's refund settles after a short delay, through the same notify path. */
  private settleLater(driver: DevPaymentDriver, refundNo: string): void {
    if (this.deps.devRefundDelayMs < 0) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const sealed = driver.settleRefund(refundNo);
      this.receive(driver, sealed.body, sealed.headers).catch((error: unknown) => this.deps.logger.error({ err: error, refundNo }, 'dev refund settle failed'));
    }, this.deps.devRefundDelayMs);
    timer.unref();
    this.timers.add(timer);
  }

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
