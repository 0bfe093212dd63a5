import { INVOICE_TEXT, type Invoice } from '@caixue/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { maskEmail, type Mailer } from '../../integrations/mail/mailer';
import type { FileStorage } from '../../integrations/storage/storage';
import { claimMail, dueMails, finishMail, type InvoiceMailRow } from './mail-repo';
import { invoiceMailContent } from './mail-text';
import { findById } from './repo';

/**
 * Sends the invoice e-mails of the outbox (invoice_mails). A row is claimed before its try, so two
 * instances or two sweeps send it once; a failed try waits (BACKOFF_MS) and is tried again by the
 * sweep, FAILED after the last one. A failure never touches the invoice. The one case that sends twice
 * is a stop between the mail server's acceptance and recording SENT: the claim expires and the message
 * goes again with the same Message-ID (mail programs show it once).
 */

export interface InvoiceMailDeps {
  db: Db;
  mailer: Mailer;
  /** Gated storage holding the PDFs (the invoice's pdfPath is its url there). */
  storage: FileStorage;
  logger: FastifyBaseLogger;
  now: () => number;
}

/** Wait after the 1st, 2nd, ... failed try; after the last one the row is FAILED (about a day in all). */
export const MAIL_BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000, 12 * 3_600_000] as const;
/** Longer than the SMTP driver's timeouts: a claim past this was left by a stop. */
const CLAIM_MS = 5 * 60_000;
const BATCH = 20;

/** An error as stored and logged: its SMTP code and text, with any address in it masked. */
function failureText(error: unknown): string {
  const { message, responseCode, code } = (error ?? {}) as { message?: unknown; responseCode?: unknown; code?: unknown };
  const text = `${typeof code === 'string' ? `${code} ` : ''}${typeof responseCode === 'number' ? `${responseCode} ` : ''}${String(message ?? error)}`;
  return text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, maskEmail).slice(0, 200);
}

export class InvoiceMailService {
  constructor(private readonly deps: InvoiceMailDeps) {}

  /** Tries every row that is due (of one invoice, or all); resolves when each was tried. */
  async sendDue(invoiceId?: number): Promise<void> {
    for (const id of await dueMails(this.deps.db, new Date(this.deps.now()), BATCH, invoiceId)) await this.sendOne(id);
  }

  /** The mail of an invoice as its answer shows it: the reversal notice once there is one. */
  view(rows: InvoiceMailRow[]): Invoice['mail'] {
    const row = rows.find((mail) => mail.kind === 'REVERSED') ?? rows.find((mail) => mail.kind === 'ISSUED');
    if (!row) return null;
    const states = INVOICE_TEXT.mail.states;
    if (row.state === 'SENT') return { state: 'SENT', text: `${states.SENT} ${maskEmail(row.recipient)}` };
    if (row.state === 'FAILED') return { state: 'FAILED', text: states.FAILED };
    if (row.state === 'PENDING' && row.attempts > 0) return { state: 'RETRYING', text: states.RETRYING };
    return { state: 'SENDING', text: states.SENDING };
  }

  private async sendOne(id: number): Promise<void> {
    const { db, logger } = this.deps;
    const now = this.deps.now();
    const claimed = await claimMail(db, id, new Date(now), new Date(now + CLAIM_MS));
    if (!claimed) return;
    const log = { mailId: id, invoiceId: claimed.invoiceId, kind: claimed.kind, attempt: claimed.attempts, to: maskEmail(claimed.recipient) };
    try {
      const found = await findById(db, claimed.invoiceId);
      if (!found) throw new Error('invoice gone');
      const pdfUrl = claimed.kind === 'REVERSED' ? found.invoice.reversalPdfPath : found.invoice.pdfPath;
      const key = pdfUrl ? this.deps.storage.keyOf(pdfUrl) : null;
      const pdf = key ? await this.deps.storage.read(key) : null;
      if (claimed.kind === 'ISSUED' && !pdf) throw new Error('invoice PDF missing');
      const content = invoiceMailContent(found, claimed.kind, pdf);
      await this.deps.mailer.send({ to: claimed.recipient, ...content, key: `invoice-${claimed.invoiceId}-${claimed.kind.toLowerCase()}` });
    } catch (error) {
      const lastError = failureText(error);
      const wait = MAIL_BACKOFF_MS[claimed.attempts - 1];
      const after = new Date(this.deps.now());
      if (wait === undefined) await finishMail(db, claimed, { state: 'FAILED', lastError });
      else await finishMail(db, claimed, { state: 'PENDING', nextAttemptAt: new Date(after.getTime() + wait), lastError });
      logger.warn({ ...log, error: lastError, retryInMs: wait ?? null }, 'invoice mail failed');
      return;
    }
    await finishMail(db, claimed, { state: 'SENT', sentAt: new Date(this.deps.now()) });
    logger.info(log, 'invoice mail sent');
  }
}
