import type { Db } from '../../db/client';
import type { PaymentNotice, RefundNotice } from '../../integrations/payment/provider';
import { grantLevel, revokeGrant } from '../access/grants';
import { newRefundNo } from './numbers';
import {
  findOrder,
  findRefund,
  insertRefund,
  noteLatePayment,
  recordNotify,
  refundsOf,
  transition,
  transitionRefund,
  type OrderRow,
  type RefundRow,
} from './repo';

/**
 * Applying verified payment and refund notices (notifies, query answers, refund answers): the
 * checks against our order first, then ONE transaction that records the notice (a duplicate changes
 * nothing) and moves the order with conditional updates, granting or revoking through the access
 * core on the same transaction. Provider calls happen outside, in ./payments.
 */

export const AUTO_REFUND_REASON = '订单已关闭，支付款自动退回';
export const DUPLICATE_REFUND_REASON = '订单重复支付，支付款自动退回';

export type PaymentOutcome =
  /** Not ours or not matching: answered as refused, nothing changed. */
  | { kind: 'refused'; reason: 'unknown-order' | 'wrong-amount' | 'wrong-provider' }
  /** Seen before (same notify, or the same payment through a query): nothing changed. */
  | { kind: 'duplicate' }
  | { kind: 'fulfilled'; order: OrderRow }
  /** A payment the order cannot take (closed, cancelled, paid twice): refund it with this row. */
  | { kind: 'refund'; order: OrderRow; refund: RefundRow };

export type RefundOutcome =
  | { kind: 'refused'; reason: 'unknown-refund' | 'wrong-amount' | 'wrong-provider' }
  | { kind: 'duplicate' }
  | { kind: 'applied'; refund: RefundRow };

const LATE_STATES = new Set(['CLOSED', 'CANCELLED']);

/**
 * Told inside the settling transaction when an order reaches FULFILLED or REFUNDED, or leaves UNPAID
 * unpaid (app.ts wires the points ledger and the checkout's coupon and points deduction here), so what it writes commits or rolls back with the order. Each move happens once
 * (a conditional update), and the listener keys its own writes by the order number as well.
 */
export interface OrderSettleListener {
  onFulfilled(tx: Db, order: OrderRow, now: Date): Promise<void>;
  onRefunded(tx: Db, order: OrderRow, now: Date): Promise<void>;
  /** The unpaid order was cancelled or closed (its coupon and points go back); on the transaction that moved it. */
  onReleased?(tx: Db, order: OrderRow, now: Date): Promise<void>;
}

export async function settlePayment(db: Db, notice: PaymentNotice, now: Date, listener?: OrderSettleListener): Promise<PaymentOutcome> {
  const order = await findOrder(db, notice.orderNo);
  if (!order) return { kind: 'refused', reason: 'unknown-order' };
  if (notice.amountFen !== order.amountFen) return { kind: 'refused', reason: 'wrong-amount' };
  if (order.provider !== notice.provider) return { kind: 'refused', reason: 'wrong-provider' };
  const { orderNo, transactionId } = notice;
  return db.transaction(async (tx): Promise<PaymentOutcome> => {
    const fresh = await recordNotify(tx, {
      provider: notice.provider,
      notifyId: notice.notifyId || `query:${transactionId}`,
      kind: 'payment',
      orderNo,
      transactionId,
      receivedAt: now,
    });
    if (!fresh) return { kind: 'duplicate' };
    const paid = await transition(tx, orderNo, ['UNPAID'], 'PAID', { transactionId, paidAt: notice.paidAt }, now);
    if (paid) {
      await grantLevel(tx, { memberId: paid.memberId, levelId: paid.levelId, days: paid.grantDays, source: 'order', sourceId: orderNo, now });
      const fulfilled = await transition(tx, orderNo, ['PAID'], 'FULFILLED', { fulfilledAt: now }, now);
      if (!fulfilled) throw new Error(`order ${orderNo}: PAID -> FULFILLED did not apply inside its own transaction`);
      await listener?.onFulfilled(tx, fulfilled, now);
      return { kind: 'fulfilled', order: fulfilled };
    }
    const current = (await findOrder(tx, orderNo))!;
    const late = LATE_STATES.has(current.state);
    if (late) await noteLatePayment(tx, orderNo, transactionId, notice.paidAt, now);
    const refund = await insertRefund(tx, {
      refundNo: newRefundNo(now.getTime()),
      orderId: current.id,
      amountFen: notice.amountFen,
      reason: late ? AUTO_REFUND_REASON : DUPLICATE_REFUND_REASON,
      state: 'PROCESSING',
      automatic: true,
      paymentId: transactionId,
      requestedAt: now,
    });
    return refund ? { kind: 'refund', order: current, refund } : { kind: 'duplicate' };
  });
}

/** The refund a notice speaks of: by our number, or (Alipay, which may not send it) the order's open one, else its newest. */
async function refundOfNotice(db: Db, notice: RefundNotice, order: OrderRow): Promise<RefundRow | null> {
  if (notice.refundNo) return findRefund(db, notice.refundNo);
  const refunds = await refundsOf(db, order.id);
  return refunds.find((r) => r.state === 'PROCESSING' || r.state === 'ABNORMAL') ?? refunds[0] ?? null;
}

export async function settleRefund(db: Db, notice: RefundNotice, now: Date, listener?: OrderSettleListener): Promise<RefundOutcome> {
  const order = await findOrder(db, notice.orderNo);
  const refund = order ? await refundOfNotice(db, notice, order) : null;
  if (!order || !refund || refund.orderId !== order.id) return { kind: 'refused', reason: 'unknown-refund' };
  if (notice.refundFen !== refund.amountFen) return { kind: 'refused', reason: 'wrong-amount' };
  if (order.provider !== notice.provider) return { kind: 'refused', reason: 'wrong-provider' };
  const { refundNo } = refund;
  return db.transaction(async (tx): Promise<RefundOutcome> => {
    const fresh = await recordNotify(tx, {
      provider: notice.provider,
      notifyId: notice.notifyId || `answer:${refundNo}:${notice.state}`,
      kind: 'refund',
      orderNo: order.orderNo,
      receivedAt: now,
    });
    if (!fresh) return { kind: 'duplicate' };
    const providerRefundId = notice.refundId || undefined;
    let moved: RefundRow | null = null;
    if (notice.state === 'SUCCESS') {
      moved = await transitionRefund(tx, refundNo, ['PROCESSING', 'ABNORMAL'], 'SUCCESS', { providerRefundId, finishedAt: notice.finishedAt ?? now });
      if (moved && !moved.automatic) {
        const refunded = await transition(tx, order.orderNo, ['REFUNDING'], 'REFUNDED', {}, now);
        await revokeGrant(tx, { source: 'order', sourceId: order.orderNo, now });
        if (refunded) await listener?.onRefunded(tx, refunded, now);
      }
    } else if (notice.state === 'CLOSED') {
      moved = await transitionRefund(tx, refundNo, ['PROCESSING', 'ABNORMAL'], 'CLOSED', { providerRefundId, finishedAt: now });
      if (moved && !moved.automatic) await transition(tx, order.orderNo, ['REFUNDING'], 'FULFILLED', { refundFailed: true }, now);
    } else {
      // ABNORMAL is not final (a retry or manual help follows); PROCESSING only brings the provider's id.
      moved = await transitionRefund(tx, refundNo, ['PROCESSING'], notice.state, { providerRefundId });
    }
    return moved ? { kind: 'applied', refund: moved } : { kind: 'duplicate' };
  });
}
