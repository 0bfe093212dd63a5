import type { OrderRefundState, OrderState } from '@caixue/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderAgreements, orderRefunds, orders, paymentNotifies } from '../../db/schema';

/**
 * modules/order owns orders, order_agreements, order_refunds and payment_notifies. Every state
 * change is a conditional update (`WHERE state IN (...)`) that answers the row only when this
 * caller made the change, so concurrent notifies, jobs and members cannot apply one twice.
 */

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type RefundRow = typeof orderRefunds.$inferSelect;
export type AgreementRow = typeof orderAgreements.$inferSelect;

/** Null when the member's idempotency key (or the free-trial rule, or the number) is taken. */
export async function insertOrder(db: Db, values: NewOrder): Promise<OrderRow | null> {
  const [row] = await db.insert(orders).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findOrderByKey(db: Db, memberId: number, idempotencyKey: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(and(eq(orders.memberId, memberId), eq(orders.idempotencyKey, idempotencyKey))).limit(1);
  return row ?? null;
}

export async function findOrder(db: Db, orderNo: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo)).limit(1);
  return row ?? null;
}

/** The member's free order of this goods item, if any (once per member). */
export async function findTrial(db: Db, memberId: number, goodsId: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.memberId, memberId), eq(orders.goodsId, goodsId), eq(orders.amountFen, 0)))
    .limit(1);
  return row ?? null;
}

export async function listOrders(
  db: Db,
  memberId: number,
  states: readonly OrderState[],
  page: { limit: number; offset: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = and(eq(orders.memberId, memberId), inArray(orders.state, [...states]));
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows, total };
}

/**
 * Moves the order from one of `from` to `to` (with the extra columns); the row when this call
 * made the change, null when the order was not in `from` (someone else moved it first).
 */
export async function transition(
  db: Db,
  orderNo: string,
  from: readonly OrderState[],
  to: OrderState,
  set: Partial<Pick<NewOrder, 'transactionId' | 'paidAt' | 'fulfilledAt' | 'closedAt' | 'cancelledAt' | 'refundFailed'>>,
  now: Date,
): Promise<OrderRow | null> {
  const [row] = await db
    .update(orders)
    .set({ ...set, state: to, updatedAt: now })
    .where(and(eq(orders.orderNo, orderNo), inArray(orders.state, [...from])))
    .returning();
  return row ?? null;
}

/** Records the channel and provider the member pays with, while the order is still UNPAID. */
export async function choosePayment(db: Db, orderNo: string, channel: string, provider: string, now: Date): Promise<OrderRow | null> {
  const [row] = await db
    .update(orders)
    .set({ channel, provider, updatedAt: now })
    .where(and(eq(orders.orderNo, orderNo), eq(orders.state, 'UNPAID')))
    .returning();
  return row ?? null;
}

/** A payment that arrived for an order no longer payable: noted once on the order (shown in its detail). */
export async function noteLatePayment(db: Db, orderNo: string, transactionId: string, paidAt: Date, now: Date): Promise<void> {
  await db
    .update(orders)
    .set({ transactionId, paidAt, updatedAt: now })
    .where(and(eq(orders.orderNo, orderNo), sql`${orders.transactionId} IS NULL`));
}

/** UNPAID orders whose close time has come, oldest first. */
export async function dueToClose(db: Db, now: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.state, 'UNPAID'), lte(orders.closeAt, now)))
    .orderBy(asc(orders.closeAt))
    .limit(limit);
}

/** UNPAID orders sent to a provider before `before` (their notify may be lost), oldest first. */
export async function unpaidAtProvider(db: Db, before: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.state, 'UNPAID'), isNotNull(orders.provider), lt(orders.updatedAt, before)))
    .orderBy(asc(orders.updatedAt))
    .limit(limit);
}

/** The agreement row written (null when the order already had one). */
export async function insertAgreement(db: Db, values: typeof orderAgreements.$inferInsert): Promise<AgreementRow | null> {
  const [row] = await db.insert(orderAgreements).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function agreementOf(db: Db, orderId: number): Promise<AgreementRow | null> {
  const [row] = await db.select().from(orderAgreements).where(eq(orderAgreements.orderId, orderId)).limit(1);
  return row ?? null;
}

/** Null when this payment already has its automatic refund (or the number is taken). */
export async function insertRefund(db: Db, values: typeof orderRefunds.$inferInsert): Promise<RefundRow | null> {
  const [row] = await db.insert(orderRefunds).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function refundsOf(db: Db, orderId: number): Promise<RefundRow[]> {
  return db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(desc(orderRefunds.requestedAt), desc(orderRefunds.id));
}

export async function findRefund(db: Db, refundNo: string): Promise<RefundRow | null> {
  const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.refundNo, refundNo)).limit(1);
  return row ?? null;
}

/** The order's refund still under way (PROCESSING or ABNORMAL), newest first. */
export async function openRefundOf(db: Db, orderId: number): Promise<RefundRow | null> {
  const [row] = await db
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), inArray(orderRefunds.state, ['PROCESSING', 'ABNORMAL'])))
    .orderBy(desc(orderRefunds.id))
    .limit(1);
  return row ?? null;
}

/** Conditional like `transition`: the row when this call moved the refund. */
export async function transitionRefund(
  db: Db,
  refundNo: string,
  from: readonly OrderRefundState[],
  to: OrderRefundState,
  set: { providerRefundId?: string; finishedAt?: Date | null },
): Promise<RefundRow | null> {
  const [row] = await db
    .update(orderRefunds)
    .set({ ...set, state: to })
    .where(and(eq(orderRefunds.refundNo, refundNo), inArray(orderRefunds.state, [...from])))
    .returning();
  return row ?? null;
}

/** Refunds under way since before `before` (a lost notify, a failed automatic request), oldest first. */
export async function refundsUnderWay(db: Db, before: Date, limit: number): Promise<{ refund: RefundRow; order: OrderRow }[]> {
  return db
    .select({ refund: orderRefunds, order: orders })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(and(inArray(orderRefunds.state, ['PROCESSING', 'ABNORMAL']), lt(orderRefunds.requestedAt, before)))
    .orderBy(asc(orderRefunds.requestedAt))
    .limit(limit);
}

/** Records a handled notice; false when it was handled before (same notify id, or same payment). */
export async function recordNotify(db: Db, values: typeof paymentNotifies.$inferInsert): Promise<boolean> {
  const rows = await db.insert(paymentNotifies).values(values).onConflictDoNothing().returning({ id: paymentNotifies.id });
  return rows.length > 0;
}
