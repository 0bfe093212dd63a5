import { API, INVOICE_TEXT, type Invoice, type OrderDetail } from '@caixue/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { invoiceMails, invoices } from '../src/db/schema';
import type { MailMessage, Mailer } from '../src/integrations/mail/mailer';
import { MAIL_BACKOFF_MS } from '../src/modules/invoice/mail-service';
import { freshMember } from './support/content';
import { data, orderRow, paidOrder } from './support/orders';
import { describeServer, useTestServer } from './support/test-server';

/**
 * Invoice e-mails (issue 14): the issued invoice goes to the buyer's address once, PDF attached, and
 * the red-letter notice after a refund. Sending again (the sweep, a start, several at once) sends
 * nothing more; a failed send leaves the invoice ISSUED, is tried again after its backoff and then
 * goes; a try cut short by a stop is taken again once its claim expires; the address never reaches
 * the log in full.
 */

/** Records what it was asked to send; fails while `failing` is set (the mail server being down). */
class RecordingMailer implements Mailer {
  readonly name = 'dev';
  failing = false;
  readonly sent: MailMessage[] = [];
  tries = 0;
  async send(message: MailMessage): Promise<void> {
    this.tries += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (this.failing) throw Object.assign(new Error(`550 <${message.to}>: mailbox unavailable`), { responseCode: 550 });
    this.sent.push(message);
  }
  to(address: string): MailMessage[] {
    return this.sent.filter((message) => message.to === address);
  }
}

const mailer = new RecordingMailer();
const server = useTestServer({ env: { ORDER_JOBS_INTERVAL_MS: '0', PAYMENT_DEV_REFUND_DELAY_MS: '50' }, mailer });
const s = () => server();

async function applied(name: string, email: string) {
  const member = await freshMember(s(), name);
  const orderNo = await paidOrder(s(), member.token!);
  data<Invoice>(await s().post(API.invoice.apply, { orderNo, titleType: 'personal', title: name, email }, { token: member.token }));
  await s().app.invoices.idle();
  const invoice = () => s().get(API.invoice.info(orderNo), { token: member.token }).then((answer) => data<Invoice>(answer));
  return { member, orderNo, invoice };
}

async function mailRows(orderNo: string) {
  const order = await orderRow(s(), orderNo);
  const [invoice] = await s().database.db.select().from(invoices).where(eq(invoices.orderId, order.id));
  return s().database.db.select().from(invoiceMails).where(eq(invoiceMails.invoiceId, invoice.id));
}

describeServer('invoice e-mails', () => {
  it('sends the issued invoice once, PDF attached, and nothing more when the sweep, a start or several sweeps run again', async () => {
    const { orderNo, invoice } = await applied('邮一', 'you1@example.com');
    const issued = await invoice();
    expect(issued).toMatchObject({ state: 'ISSUED', mail: { state: 'SENT', text: '已发送至 y***@example.com' } });
    const [message] = mailer.to('you1@example.com');
    expect(message.subject).toBe(`您的电子发票已开具（订单 ${orderNo}）`);
    for (const expected of [orderNo, '¥298.00', '贰佰玖拾捌元整', issued.invoiceNo, '金牌会员·月度']) {
      expect(message.text, expected).toContain(expected);
      expect(message.html, expected).toContain(expected);
    }
    const pdf = (await s().request({ method: 'GET', url: issued.pdfUrl! })).raw;
    expect(message.attachments).toHaveLength(1);
    expect(message.attachments[0]).toMatchObject({ filename: `电子发票_${issued.invoiceNo}.pdf`, contentType: 'application/pdf' });
    expect(message.attachments[0].content.equals(pdf)).toBe(true);

    await s().app.invoices.sendDueMails();
    await s().app.invoices.resume();
    await Promise.all([s().app.invoices.sendDueMails(), s().app.invoices.sendDueMails()]);
    s().clock.advance(2 * 24 * 3_600_000);
    await s().app.invoices.sendDueMails();
    await s().app.invoices.idle();
    expect(mailer.to('you1@example.com')).toHaveLength(1);
    expect(await mailRows(orderNo)).toMatchObject([{ kind: 'ISSUED', state: 'SENT', attempts: 1, recipient: 'you1@example.com' }]);
  });

  it('a failed send keeps the invoice ISSUED, shows 发送失败，将自动重试, waits for its backoff and then goes once', async () => {
    mailer.failing = true;
    const { orderNo, invoice } = await applied('邮二', 'you2@example.com');
    mailer.failing = false;
    const failed = await invoice();
    expect(failed).toMatchObject({ state: 'ISSUED', failReason: '', mail: { state: 'RETRYING', text: INVOICE_TEXT.mail.states.RETRYING } });
    expect(failed.invoiceNo).toMatch(/^\d{20}$/);
    const [row] = await mailRows(orderNo);
    expect(row).toMatchObject({ state: 'PENDING', attempts: 1 });
    expect(row.lastError).toContain('y***@example.com');
    expect(row.lastError).not.toContain('you2@example.com');

    // Not due yet: the sweep leaves it.
    await s().app.invoices.sendDueMails();
    expect(mailer.to('you2@example.com')).toHaveLength(0);
    s().clock.advance(MAIL_BACKOFF_MS[0] + 1000);
    await Promise.all(Array.from({ length: 4 }, () => s().app.invoices.sendDueMails()));
    expect(mailer.to('you2@example.com')).toHaveLength(1);
    expect(await invoice()).toMatchObject({ mail: { state: 'SENT', text: '已发送至 y***@example.com' } });
    expect(await mailRows(orderNo)).toMatchObject([{ state: 'SENT', attempts: 2, lastError: '' }]);
  });

  it('gives up after the last backoff: 发送失败，请联系客服, the invoice still ISSUED', async () => {
    mailer.failing = true;
    try {
      const { orderNo, invoice } = await applied('邮三', 'you3@example.com');
      for (const wait of MAIL_BACKOFF_MS) {
        s().clock.advance(wait + 1000);
        await s().app.invoices.sendDueMails();
      }
      expect(await mailRows(orderNo)).toMatchObject([{ state: 'FAILED', attempts: MAIL_BACKOFF_MS.length + 1 }]);
      expect(await invoice()).toMatchObject({ state: 'ISSUED', mail: { state: 'FAILED', text: INVOICE_TEXT.mail.states.FAILED } });
      s().clock.advance(7 * 24 * 3_600_000);
      const before = mailer.tries;
      await s().app.invoices.sendDueMails();
      expect(mailer.tries).toBe(before);
    } finally {
      mailer.failing = false;
    }
  });

  it('a try cut short by a stop (SENDING) is taken again only after its claim expired', async () => {
    mailer.failing = true;
    const { orderNo, invoice } = await applied('邮四', 'you4@example.com');
    mailer.failing = false;
    const [row] = await mailRows(orderNo);
    const now = s().clock.now();
    // Another instance (or this one before a stop) holds it: left alone while the claim lasts.
    await s().database.db.update(invoiceMails).set({ state: 'SENDING', claimedUntil: new Date(now + 60_000), nextAttemptAt: new Date(now - 1000) }).where(eq(invoiceMails.id, row.id));
    await s().app.invoices.sendDueMails();
    expect(mailer.to('you4@example.com')).toHaveLength(0);
    expect((await invoice()).mail?.state).toBe('SENDING');
    s().clock.advance(61_000);
    await s().app.invoices.resume();
    await s().app.invoices.idle();
    expect(mailer.to('you4@example.com')).toHaveLength(1);
    expect((await invoice()).mail?.state).toBe('SENT');
  });

  it('a refund reverses the invoice and sends the red-letter notice with its PDF, once', async () => {
    const { member, orderNo, invoice } = await applied('邮五', 'you5@example.com');
    const blue = await invoice();
    expect(data<OrderDetail>(await s().post(API.order.refund, { orderNo, reason: '不需要了' }, { token: member.token })).state).toBe('REFUNDING');
    for (let i = 0; i < 200 && (await invoice()).state !== 'REVERSED'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      await s().app.invoices.idle();
    }
    const red = await invoice();
    expect(red).toMatchObject({ state: 'REVERSED', mail: { state: 'SENT', text: '已发送至 y***@example.com' } });
    const messages = mailer.to('you5@example.com');
    expect(messages.map((m) => m.subject)).toEqual([`您的电子发票已开具（订单 ${orderNo}）`, `您的电子发票已红冲（订单 ${orderNo}）`]);
    const notice = messages[1];
    expect(notice.text).toContain(blue.invoiceNo);
    expect(notice.text).toContain(red.reversalNo);
    const redPdf = (await s().request({ method: 'GET', url: red.reversalPdfUrl! })).raw;
    expect(notice.attachments[0]).toMatchObject({ filename: `红字发票_${red.reversalNo}.pdf` });
    expect(notice.attachments[0].content.equals(redPdf)).toBe(true);
    await s().app.invoices.resume();
    await s().app.invoices.idle();
    expect(mailer.to('you5@example.com')).toHaveLength(2);
  });

  it('never logs an address in full', () => {
    const logged = JSON.stringify(s().logs);
    expect(logged).toContain('y***@example.com');
    expect(logged).not.toMatch(/you\d@example\.com/);
  });
});
