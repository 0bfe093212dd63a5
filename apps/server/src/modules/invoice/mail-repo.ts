import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceMails } from '../../db/schema';

/**
 * modules/invoice owns invoice_mails (the outbox of invoice e-mails). A row is made with its invoice's
 * transition (same transaction); every later change is a conditional update, so one instance sends it
 * and a stale answer never overwrites a newer try.
 */

export type InvoiceMailRow = typeof invoiceMails.$inferSelect;
export type InvoiceMailKind = InvoiceMailRow['kind'];

/** Once per (invoice, kind): a repeated call makes nothing. */
export async function insertMail(db: Db, values: { invoiceId: number; kind: InvoiceMailKind; recipient: string; now: Date }): Promise<void> {
  const { now, ...row } = values;
  await db.insert(invoiceMails).values({ ...row, state: 'PENDING', nextAttemptAt: now, createdAt: now }).onConflictDoNothing();
}

export async function mailsOf(db: Db, invoiceIds: number[]): Promise<InvoiceMailRow[]> {
  if (invoiceIds.length === 0) return [];
  return db.select().from(invoiceMails).where(inArray(invoiceMails.invoiceId, invoiceIds));
}

/** Rows to try now (of one invoice, or all): PENDING and due, or SENDING with a claim a stop left behind. */
export async function dueMails(db: Db, now: Date, limit: number, invoiceId?: number): Promise<number[]> {
  const due = or(
    and(eq(invoiceMails.state, 'PENDING'), lte(invoiceMails.nextAttemptAt, now)),
    and(eq(invoiceMails.state, 'SENDING'), lt(invoiceMails.claimedUntil, now)),
  );
  const rows = await db
    .select({ id: invoiceMails.id })
    .from(invoiceMails)
    .where(invoiceId === undefined ? due : and(eq(invoiceMails.invoiceId, invoiceId), due))
    .orderBy(invoiceMails.nextAttemptAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Takes the row for one try (attempts + 1, SENDING until `until`); the row when this caller took it. */
export async function claimMail(db: Db, id: number, now: Date, until: Date): Promise<InvoiceMailRow | null> {
  const [row] = await db
    .update(invoiceMails)
    .set({ state: 'SENDING', claimedUntil: until, attempts: sql`${invoiceMails.attempts} + 1` })
    .where(
      and(
        eq(invoiceMails.id, id),
        or(and(eq(invoiceMails.state, 'PENDING'), lte(invoiceMails.nextAttemptAt, now)), and(eq(invoiceMails.state, 'SENDING'), lt(invoiceMails.claimedUntil, now))),
      ),
    )
    .returning();
  return row ?? null;
}

/** Ends the try `claimed` made (only while the row is still that try's). */
export async function finishMail(
  db: Db,
  claimed: InvoiceMailRow,
  set: { state: 'SENT'; sentAt: Date } | { state: 'PENDING'; nextAttemptAt: Date; lastError: string } | { state: 'FAILED'; lastError: string },
): Promise<boolean> {
  const rows = await db
    .update(invoiceMails)
    .set({ lastError: '', ...set, claimedUntil: null })
    .where(and(eq(invoiceMails.id, claimed.id), eq(invoiceMails.state, 'SENDING'), eq(invoiceMails.attempts, claimed.attempts)))
    .returning({ id: invoiceMails.id });
  return rows.length > 0;
}
