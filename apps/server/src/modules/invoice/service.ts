import { randomBytes } from 'node:crypto';
import {
  amountInCapitals,
  CODE,
  INVOICE_RULES,
  INVOICE_TEXT,
  invoiceFormErrors,
  splitTax,
  type ApplyInvoiceBody,
  type Invoice,
} from '@caixue/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { MediaUrls } from '../../auth/media-urls';
import type { Db } from '../../db/client';
import { BizError } from '../../errors';
import { EInvoiceError, type EInvoiceDriver, type IssueRequest } from '../../integrations/einvoice/driver';
import type { Mailer } from '../../integrations/mail/mailer';
import type { FileStorage } from '../../integrations/storage/storage';
import { paging, type Page, type Paged } from '../../paging';
import { yuanText } from '../goods/service';
import { periodText } from '../order/contract-text';
import type { OrderService } from '../order/service';
import { insertMail, mailsOf, type InvoiceMailKind } from './mail-repo';
import { InvoiceMailService } from './mail-service';
import { findById, findByOrderId, findByOrderNo, insertInvoice, listOfMember, transitionInvoice, unfinished, type InvoiceRow, type InvoiceWithOrder } from './repo';

/**
 * Invoices of paid orders (issue 14). Applying checks the form with the contract's rules (the credit
 * code with its check digit), the member's own FULFILLED order, and keeps one invoice per order (a
 * repeated apply answers it; a FAILED one takes the new details and is issued again). Issuing runs
 * right after the answer (APPLIED is what the member sees first), through the e-invoicing driver; the
 * PDF goes to the gated storage (DATA_DIR/media/invoices/<random>/<number>.pdf) and is answered as a
 * signed, expiring url to its member only. A refund that succeeds reverses an ISSUED invoice (红冲):
 * modules/order calls `orderRefunded` through the callback app.ts gives it.
 *
 * E-mail: issuing (and reversing) records an outbox row in the same transaction, sent right after
 * through the mailer (./mail-service: PDF attached, retried with backoff by the sweep below and at
 * start); a failed send never touches the invoice.
 */

export interface InvoiceServiceDeps {
  db: Db;
  orders: OrderService;
  driver: EInvoiceDriver;
  /** Gated storage (DATA_DIR/media, served only with a signed url). */
  storage: FileStorage;
  mediaUrls: MediaUrls;
  /** Sends the invoice to the member's e-mail (integrations/mail). */
  mailer: Mailer;
  logger: FastifyBaseLogger;
  now: () => number;
}

/** How often each instance looks for invoice e-mails due again (failed tries past their backoff). */
const MAIL_SWEEP_MS = 60_000;

const REVERSAL_REASON = '订单退款';

export class InvoiceService {
  /** Issue or reversal under way in this process, by invoice id, so one never runs twice at once. */
  private readonly running = new Map<string, Promise<void>>();
  private readonly mails: InvoiceMailService;
  private sweep: NodeJS.Timeout | null = null;

  constructor(private readonly deps: InvoiceServiceDeps) {
    const { db, mailer, storage, logger, now } = deps;
    this.mails = new InvoiceMailService({ db, mailer, storage, logger, now });
  }

  async apply(memberId: number, body: ApplyInvoiceBody): Promise<Invoice> {
    const input = {
      titleType: body.titleType,
      title: body.title.trim(),
      creditCode: body.titleType === 'company' ? (body.creditCode ?? '').trim() : '',
      address: body.titleType === 'company' ? (body.address ?? '').trim() : '',
      phone: body.titleType === 'company' ? (body.phone ?? '').trim() : '',
      bank: body.titleType === 'company' ? (body.bank ?? '').trim() : '',
      account: body.titleType === 'company' ? (body.account ?? '').trim() : '',
      email: body.email.trim(),
    };
    const order = await this.deps.orders.ownOrder(memberId, body.orderNo);
    const existing = await findByOrderId(this.deps.db, order.id);
    if (existing && existing.invoice.state !== 'FAILED') return this.answer(existing);
    const errors = invoiceFormErrors(input);
    const first = Object.values(errors)[0];
    if (first) throw new BizError(CODE.badRequest, first);
    if (order.state !== 'FULFILLED') throw new BizError(CODE.badRequest, INVOICE_TEXT.orderNotPaid);
    if (order.amountFen <= 0) throw new BizError(CODE.badRequest, INVOICE_TEXT.freeOrder);
    const now = new Date(this.deps.now());
    let id: number;
    if (existing) {
      const moved = await transitionInvoice(this.deps.db, existing.invoice.id, ['FAILED'], 'APPLIED', { ...input, failReason: '', appliedAt: now }, now);
      id = existing.invoice.id;
      if (!moved) return this.answer((await findById(this.deps.db, id))!);
    } else {
      const { taxFen } = splitTax(order.amountFen);
      const row = await insertInvoice(this.deps.db, {
        orderId: order.id,
        memberId,
        state: 'APPLIED',
        ...input,
        amountFen: order.amountFen,
        taxRatePercent: INVOICE_RULES.taxRatePercent,
        taxFen,
        appliedAt: now,
      });
      // Raced with another apply of the same order: answer that one.
      if (!row) return this.answer((await findByOrderId(this.deps.db, order.id))!);
      id = row.id;
    }
    this.schedule(id);
    return this.answer((await findById(this.deps.db, id))!);
  }

  async info(memberId: number, orderNo: string): Promise<Invoice | null> {
    const order = await this.deps.orders.ownOrder(memberId, orderNo);
    const found = await findByOrderId(this.deps.db, order.id);
    return found ? this.answer(found) : null;
  }

  async list(memberId: number, page: Page): Promise<Paged<Invoice>> {
    const { rows, total } = await listOfMember(this.deps.db, memberId, paging(page));
    const mails = await mailsOf(this.deps.db, rows.map((row) => row.invoice.id));
    return { rows: rows.map((row) => this.view(row, mails.filter((mail) => mail.invoiceId === row.invoice.id))), total };
  }

  /** Issue a FAILED invoice again (the order must still be paid). */
  async retry(memberId: number, orderNo: string): Promise<Invoice> {
    const order = await this.deps.orders.ownOrder(memberId, orderNo);
    const found = await findByOrderId(this.deps.db, order.id);
    if (!found) throw new BizError(CODE.notFound, INVOICE_TEXT.invoiceNotFound);
    if (found.invoice.state !== 'FAILED' || order.state !== 'FULFILLED') {
      if (found.invoice.state === 'APPLIED' || found.invoice.state === 'ISSUED') return this.answer(found);
      throw new BizError(CODE.badRequest, INVOICE_TEXT.retryNotAllowed);
    }
    const now = new Date(this.deps.now());
    await transitionInvoice(this.deps.db, found.invoice.id, ['FAILED'], 'APPLIED', { failReason: '' }, now);
    this.schedule(found.invoice.id);
    return this.answer((await findById(this.deps.db, found.invoice.id))!);
  }

  /** A refund of this order succeeded (called by modules/order): reverse its ISSUED invoice. */
  orderRefunded(orderNo: string): void {
    this.track(`order:${orderNo}`, async () => {
      const found = await findByOrderNo(this.deps.db, orderNo);
      // APPLIED: the issue under way checks the order again when it ends and reverses then.
      if (found?.invoice.state === 'ISSUED') await this.reverse(found.invoice.id);
    });
  }

  /** At start: issue what a stop left APPLIED, reverse what a refund left ISSUED, send the e-mails due; then sweep them. */
  async resume(): Promise<void> {
    for (const id of await unfinished(this.deps.db)) this.schedule(id);
    void this.sendDueMails();
    if (!this.sweep) {
      this.sweep = setInterval(() => void this.sendDueMails(), MAIL_SWEEP_MS);
      this.sweep.unref();
    }
  }

  /** Sends every invoice e-mail that is due (the sweep; tests call it after moving the clock). */
  async sendDueMails(): Promise<void> {
    this.track('mails', () => this.mails.sendDue());
    await this.running.get('mails');
  }

  /** Stops the sweep and waits for the work under way (shutdown). */
  async close(): Promise<void> {
    if (this.sweep) clearInterval(this.sweep);
    this.sweep = null;
    await this.idle();
  }

  /** Resolves when no issue or reversal is under way (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running.values()]);
  }

  private track(key: string, work: () => Promise<void>): void {
    if (this.running.has(key)) return;
    const promise = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => this.deps.logger.error({ err: error, key }, 'invoice work failed'))
      .finally(() => this.running.delete(key));
    this.running.set(key, promise);
  }

  private schedule(id: number): void {
    this.track(`invoice:${id}`, async () => {
      const found = await findById(this.deps.db, id);
      if (found?.invoice.state === 'APPLIED') await this.issue(found);
      else if (found?.invoice.state === 'ISSUED' && found.order.state === 'REFUNDED') await this.reverse(id);
    });
  }

  private request(found: InvoiceWithOrder, now: Date): IssueRequest {
    const { invoice, order } = found;
    const { netFen, taxFen } = splitTax(invoice.amountFen, invoice.taxRatePercent);
    return {
      requestId: `CXINV${invoice.id}`,
      buyer: buyerOf(invoice),
      item: { name: order.title, spec: periodText(order.cycle, order.cycleUnit), quantity: 1 },
      amountFen: invoice.amountFen,
      netFen,
      taxFen,
      taxRatePercent: invoice.taxRatePercent,
      orderNo: order.orderNo,
      now,
    };
  }

  private async store(number: string, pdf: Buffer): Promise<string> {
    const key = `invoices/${randomBytes(12).toString('hex')}/${number}.pdf`;
    return (await this.deps.storage.put(key, pdf, 'application/pdf')).url;
  }

  private async issue(found: InvoiceWithOrder): Promise<void> {
    const { db, driver, logger } = this.deps;
    const id = found.invoice.id;
    const attempts = found.invoice.attempts + 1;
    if (found.order.state !== 'FULFILLED') {
      await transitionInvoice(db, id, ['APPLIED'], 'FAILED', { failReason: INVOICE_TEXT.orderRefunded, attempts }, new Date(this.deps.now()));
      return;
    }
    try {
      const issued = await driver.issue(this.request(found, new Date(this.deps.now())));
      const pdfPath = await this.store(issued.number, issued.pdf);
      const set = { invoiceNo: issued.number, pdfPath, issuedAt: issued.issuedAt, driver: driver.name, attempts, failReason: '' };
      await this.transitionWithMail(id, 'APPLIED', 'ISSUED', set, 'ISSUED');
    } catch (error) {
      logger.error({ err: error, invoiceId: id, orderNo: found.order.orderNo }, 'invoice issue failed');
      const failReason = error instanceof EInvoiceError ? error.reason : INVOICE_TEXT.issueFailed;
      await transitionInvoice(db, id, ['APPLIED'], 'FAILED', { failReason, attempts }, new Date(this.deps.now()));
      return;
    }
    await this.mails.sendDue(id);
    // Refunded while it was being issued: reverse it now.
    const after = await findById(db, id);
    if (after?.invoice.state === 'ISSUED' && after.order.state === 'REFUNDED') await this.reverse(id);
  }

  private async reverse(id: number): Promise<void> {
    const found = await findById(this.deps.db, id);
    if (!found || found.invoice.state !== 'ISSUED') return;
    const now = new Date(this.deps.now());
    const reversed = await this.deps.driver.reverse({ ...this.request(found, now), original: found.invoice.invoiceNo, reason: REVERSAL_REASON });
    const reversalPdfPath = reversed.pdf ? await this.store(reversed.number, reversed.pdf) : '';
    await this.transitionWithMail(id, 'ISSUED', 'REVERSED', { reversalNo: reversed.number, reversalPdfPath, reversedAt: reversed.reversedAt }, 'REVERSED');
    await this.mails.sendDue(id);
  }

  /** The transition and its e-mail's outbox row in one transaction: a row exactly when the move happened. */
  private async transitionWithMail(
    id: number,
    from: 'APPLIED' | 'ISSUED',
    to: 'ISSUED' | 'REVERSED',
    set: Parameters<typeof transitionInvoice>[4],
    kind: InvoiceMailKind,
  ): Promise<InvoiceRow | null> {
    const now = new Date(this.deps.now());
    return this.deps.db.transaction(async (tx) => {
      const moved = await transitionInvoice(tx, id, [from], to, set, now);
      if (moved) await insertMail(tx, { invoiceId: id, kind, recipient: moved.email, now });
      return moved;
    });
  }

  private async answer(found: InvoiceWithOrder): Promise<Invoice> {
    return this.view(found, await mailsOf(this.deps.db, [found.invoice.id]));
  }

  private view({ invoice, order }: InvoiceWithOrder, mails: Awaited<ReturnType<typeof mailsOf>>): Invoice {
    const signed = (pathOrEmpty: string) => (pathOrEmpty ? this.deps.mediaUrls.url(pathOrEmpty) : null);
    return {
      orderNo: order.orderNo,
      goodsTitle: order.title,
      ...buyerOf(invoice),
      amountFen: invoice.amountFen,
      amount: yuanText(invoice.amountFen),
      amountCapitals: amountInCapitals(invoice.amountFen),
      taxRatePercent: invoice.taxRatePercent,
      taxFen: invoice.taxFen,
      state: invoice.state,
      stateText: INVOICE_TEXT.states[invoice.state],
      failReason: invoice.failReason,
      invoiceNo: invoice.invoiceNo,
      reversalNo: invoice.reversalNo,
      pdfUrl: signed(invoice.pdfPath),
      reversalPdfUrl: signed(invoice.reversalPdfPath),
      fileName: invoice.invoiceNo ? `电子发票_${invoice.invoiceNo}.pdf` : '',
      appliedAt: invoice.appliedAt.toISOString(),
      issuedAt: invoice.issuedAt?.toISOString() ?? null,
      reversedAt: invoice.reversedAt?.toISOString() ?? null,
      actions: { retry: invoice.state === 'FAILED' && order.state === 'FULFILLED', edit: invoice.state === 'FAILED' && order.state === 'FULFILLED' },
      mail: this.mails.view(mails),
    };
  }
}

/** The buyer's invoice title as the member entered it (the e-invoicing request and the answer both carry it). */
function buyerOf(invoice: InvoiceWithOrder['invoice']) {
  const { titleType, title, creditCode, address, phone, bank, account, email } = invoice;
  return { titleType, title, creditCode, address, phone, bank, account, email };
}
