import { ORDER_RULES, ORDER_TEXT, type Order, type OrderDetail, type OrderRefund, type OrderState, type PayChannel } from '@caixue/contract';
import type { Grant } from '../access/grants';
import { yuanText } from '../goods/service';
import type { AgreementRow, OrderRow, RefundRow } from './repo';

/** Rows -> the contract's shapes, and the rules of what a member may do with an order now. */

const DAY_MS = 24 * 3600_000;
/** Orders whose payment the member kept (a payment refunded because the order was closed is not one). */
const PAID_STATES = new Set(['PAID', 'FULFILLED', 'REFUNDING', 'REFUNDED']);

export function orderOf(row: OrderRow): Order {
  const state = row.state as OrderState;
  return {
    orderNo: row.orderNo,
    goodsId: row.goodsId,
    title: row.title,
    pic: row.pic,
    levelName: row.levelName,
    state,
    stateText: ORDER_TEXT.states[state],
    priceFen: row.priceFen,
    amountFen: row.amountFen,
    amount: yuanText(row.amountFen),
    couponFen: row.couponFen,
    couponName: row.couponName,
    pointsUsed: row.pointsUsed,
    pointsFen: row.pointsFen,
    cycle: row.cycle,
    cycleUnit: row.cycleUnit,
    grantDays: row.grantDays,
    createdAt: row.createdAt.toISOString(),
    closeAt: row.closeAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    refundFailed: row.refundFailed,
  };
}

export function refundOf(row: RefundRow): OrderRefund {
  const state = row.state as OrderRefund['state'];
  return {
    refundNo: row.refundNo,
    amountFen: row.amountFen,
    amount: yuanText(row.amountFen),
    reason: row.reason,
    state,
    stateText: ORDER_TEXT.refundStates[state],
    automatic: row.automatic,
    requestedAt: row.requestedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** Until when the member may ask for a refund: paidAt + refundDays (paid orders only). */
export function refundDeadline(row: OrderRow): Date | null {
  return row.paidAt && row.amountFen > 0 ? new Date(row.paidAt.getTime() + ORDER_RULES.refundDays * DAY_MS) : null;
}

/** Why a refund may not be asked now (an ORDER_TEXT message), or null when it may. */
export function refundRefusal(row: OrderRow, refunds: readonly RefundRow[], now: Date): string | null {
  if (refunds.some((r) => r.state === 'PROCESSING' || r.state === 'ABNORMAL') || row.state === 'REFUNDING') return ORDER_TEXT.refundInProgress;
  if (row.state !== 'FULFILLED' || row.amountFen === 0) return ORDER_TEXT.refundNotAllowed;
  const deadline = refundDeadline(row);
  if (!deadline || now.getTime() >= deadline.getTime()) return ORDER_TEXT.refundExpired;
  return null;
}

export function actionsOf(row: OrderRow, refunds: readonly RefundRow[], now: Date): OrderDetail['actions'] {
  const unpaid = row.state === 'UNPAID';
  return {
    pay: unpaid && now.getTime() < row.closeAt.getTime(),
    cancel: unpaid,
    refund: refundRefusal(row, refunds, now) === null,
  };
}

export function detailOf(
  row: OrderRow,
  extra: { agreement: AgreementRow | null; refunds: RefundRow[]; grant: Grant | null; risk?: OrderDetail['riskConfirmation']; now: Date },
): OrderDetail {
  const { agreement, refunds, grant, now } = extra;
  const deadline = refundDeadline(row);
  return {
    ...orderOf(row),
    channel: (row.channel as PayChannel | null) ?? null,
    transactionId: row.transactionId ?? '',
    grantedFrom: grant?.startAt.toISOString() ?? null,
    grantedUntil: grant?.endAt.toISOString() ?? null,
    contract: agreement ? { version: agreement.contractVersion, agreedAt: agreement.agreedAt.toISOString() } : null,
    refunds: refunds.map(refundOf),
    refundDeadline: deadline && PAID_STATES.has(row.state) ? deadline.toISOString() : null,
    actions: actionsOf(row, refunds, now),
    riskConfirmation: extra.risk ?? null,
    serverNow: now.toISOString(),
  };
}
