import type { InvoiceState } from '@caixue/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, orders } from '../../db/schema';

/**
 * modules/invoice owns invoices. Every state change is a conditional update (`WHERE state IN (...)`)
 * answering the row only when this caller made it. Reads join the order (its number, goods title,
 * period and state) without writing it.
 */

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;

/** An invoice with what it shows of its order. */
export interface InvoiceWithOrder {
  invoice: InvoiceRow;
  order: { orderNo: string; title: string; cycle: number; cycleUnit: 'day' | 'month' | 'year'; state: string };
}

const orderColumns = { orderNo: orders.orderNo, title: orders.title, cycle: orders.cycle, cycleUnit: orders.cycleUnit, state: orders.state };

function joined() {
  return { invoice: invoices, order: orderColumns };
}

/** Null when the order already has an invoice (one per order). */
export async function insertInvoice(db: Db, values: NewInvoice): Promise<InvoiceRow | null> {
  const [row] = await db.insert(invoices).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findByOrderId(db: Db, orderId: number): Promise<InvoiceWithOrder | null> {
  const [row] = await db.select(joined()).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).where(eq(invoices.orderId, orderId)).limit(1);
  return row ?? null;
}

export async function findById(db: Db, id: number): Promise<InvoiceWithOrder | null> {
  const [row] = await db.select(joined()).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).where(eq(invoices.id, id)).limit(1);
  return row ?? null;
}

export async function findByOrderNo(db: Db, orderNo: string): Promise<InvoiceWithOrder | null> {
  const [row] = await db.select(joined()).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).where(eq(orders.orderNo, orderNo)).limit(1);
  return row ?? null;
}

export async function listOfMember(db: Db, memberId: number, page: { limit: number; offset: number }): Promise<{ rows: InvoiceWithOrder[]; total: number }> {
  const where = eq(invoices.memberId, memberId);
  const [rows, [{ total }]] = await Promise.all([
    db.select(joined()).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).where(where).orderBy(desc(invoices.appliedAt), desc(invoices.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(invoices).where(where),
  ]);
  return { rows, total };
}

/** Moves the invoice from one of `from` to `to` (with the extra columns); the row when this call made the change. */
export async function transitionInvoice(
  db: Db,
  id: number,
  from: readonly InvoiceState[],
  to: InvoiceState,
  set: Partial<Omit<NewInvoice, 'id' | 'state'>>,
  now: Date,
): Promise<InvoiceRow | null> {
  const [row] = await db
    .update(invoices)
    .set({ ...set, state: to, updatedAt: now })
    .where(and(eq(invoices.id, id), inArray(invoices.state, [...from])))
    .returning();
  return row ?? null;
}

/** Work left by a stop: invoices still APPLIED, and ISSUED ones whose order was refunded since. */
export async function unfinished(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(sql`${invoices.state} = 'APPLIED' OR (${invoices.state} = 'ISSUED' AND ${orders.state} = 'REFUNDED')`)
    .limit(500);
  return rows.map((row) => row.id);
}
