import { API, CODE, INVOICE_TEXT, ORDER_TEXT, type Invoice, type OrderDetail } from '@caixue/contract';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, it } from 'vitest';
import { invoices } from '../src/db/schema';
import { DevEInvoiceDriver } from '../src/integrations/einvoice/dev-driver';
import type { EInvoiceDriver, IssueRequest } from '../src/integrations/einvoice/driver';
import { freshMember } from './support/content';
import { data, newOrder, orderRow, paidOrder } from './support/orders';
import { describeServer, useTestServer } from './support/test-server';

/**
 * Invoices of paid orders (issue 14) on the development e-invoicing driver: applying (company with a
 * checked credit code, personal), the refusals, one invoice per order, the real PDF and its readable
 * text behind a signed url, a failed issue and its retry, and the reversal (红冲) when the order is
 * refunded.
 */

/** The dev driver, failing while `failing` is set (the provider being down). */
class FlakyDriver implements EInvoiceDriver {
  readonly name = 'dev';
  failing = false;
  private readonly inner = new DevEInvoiceDriver();
  issue(request: IssueRequest) {
    if (this.failing) return Promise.reject(new Error('provider down'));
    return this.inner.issue(request);
  }
  reverse(request: Parameters<EInvoiceDriver['reverse']>[0]) {
    return this.inner.reverse(request);
  }
}
const driver = new FlakyDriver();
const server = useTestServer({ env: { ORDER_JOBS_INTERVAL_MS: '0', PAYMENT_DEV_REFUND_DELAY_MS: '100' }, einvoice: driver });
const s = () => server();

const COMPANY = {
  titleType: 'company',
  title: '福建演示科技有限公司',
  creditCode: '91350100M000100Y43',
  address: '福州市鼓楼区演示路 1 号',
  phone: '0591-88886666',
  bank: '招商银行福州分行',
  account: '591900000010101',
  email: 'finance@example.com',
} as const;

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function issued(token: string, orderNo: string): Promise<Invoice> {
  await s().app.invoices.idle();
  return data<Invoice>(await s().get(API.invoice.info(orderNo), { token }));
}

async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await doc.destroy();
  return { pages: doc.numPages, text: parts.join('') };
}

describeServer('invoices on the development driver', () => {
  it('a company invoice for a paid order: APPLIED at once, then ISSUED with a real PDF whose text names the buyer and the amount in figures and capitals', async () => {
    const member = await freshMember(s(), '林一');
    const orderNo = await paidOrder(s(), member.token!);
    expect(data<Invoice | null>(await s().get(API.invoice.info(orderNo), { token: member.token }))).toBeNull();
    const applied = data<Invoice>(await s().post(API.invoice.apply, { orderNo, ...COMPANY }, { token: member.token }));
    expect(applied).toMatchObject({ state: 'APPLIED', stateText: '申请中', orderNo, title: COMPANY.title, creditCode: COMPANY.creditCode, amountFen: 29800, taxFen: 1687, taxRatePercent: 6, amountCapitals: '贰佰玖拾捌元整', pdfUrl: null });
    const invoice = await issued(member.token!, orderNo);
    expect(invoice).toMatchObject({ state: 'ISSUED', stateText: '已开具', failReason: '' });
    expect(invoice.invoiceNo).toMatch(/^\d{20}$/);
    expect(invoice.pdfUrl).toMatch(/^\/media\/invoices\/[0-9a-f]{24}\/\d{20}\.pdf\?exp=\d+&sig=[A-Za-z0-9_-]{43}$/);
    expect(invoice.fileName).toBe(`电子发票_${invoice.invoiceNo}.pdf`);

    const file = await s().request({ method: 'GET', url: invoice.pdfUrl! });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    const bytes = file.raw;
    expect(Number(file.headers['content-length'])).toBeGreaterThan(1000);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, text } = await pdfText(bytes);
    expect(pages).toBe(1);
    for (const expected of ['电子发票（普通发票）', COMPANY.title, COMPANY.creditCode, '财学（上海）信息科技有限公司', '91310115MA1H7C0F2G', '¥298.00', '¥281.13', '¥16.87', '贰佰玖拾捌元整', '6%', invoice.invoiceNo, orderNo, '金牌会员·月度', COMPANY.bank]) {
      expect(text, expected).toContain(expected);
    }
    // The development mail driver (the default) wrote it to DATA_DIR/outbox, PDF attached.
    expect(invoice.mail).toEqual({ state: 'SENT', text: '已发送至 f***@example.com' });
    const outbox = path.join(s().config.dataDir, 'outbox');
    const [eml] = (await readdir(outbox)).filter((name) => name.endsWith('.eml'));
    const mail = await simpleParser(await readFile(path.join(outbox, eml)));
    expect(mail.subject).toBe(`您的电子发票已开具（订单 ${orderNo}）`);
    expect(mail.attachments[0].content.equals(bytes)).toBe(true);
    // The file is gated: no signature, a forged one or another path opens nothing.
    const bare = invoice.pdfUrl!.split('?')[0];
    expect((await s().request({ method: 'GET', url: bare })).status).toBe(403);
    expect((await s().request({ method: 'GET', url: invoice.pdfUrl!.replace(/sig=.{5}/, 'sig=AAAAA') })).status).toBe(403);
  });

  it('applying again (or twice at once) answers the same invoice; the list shows it once', async () => {
    const member = await freshMember(s(), '林二');
    const orderNo = await paidOrder(s(), member.token!);
    const personal = { orderNo, titleType: 'personal', title: '林二', email: 'lin2@example.com' };
    const burst = await Promise.all(Array.from({ length: 5 }, () => s().post(API.invoice.apply, personal, { token: member.token })));
    for (const answer of burst) expect(data<Invoice>(answer).orderNo).toBe(orderNo);
    const first = await issued(member.token!, orderNo);
    const again = data<Invoice>(await s().post(API.invoice.apply, { ...personal, title: '别的抬头' }, { token: member.token }));
    expect([again.invoiceNo, again.title, again.state]).toEqual([first.invoiceNo, '林二', 'ISSUED']);
    const rows = await s().database.db.select().from(invoices).where(eq(invoices.memberId, member.id!));
    expect(rows).toHaveLength(1);
    const list = (await s().get(API.invoice.list, { token: member.token })).body as { rows: Invoice[]; total: number };
    expect([list.total, list.rows[0].orderNo, list.rows[0].creditCode]).toEqual([1, orderNo, '']);
    const { text } = await pdfText((await s().request({ method: 'GET', url: first.pdfUrl! })).raw);
    expect(text).toContain('林二');
  });

  it('refuses an unpaid order, another member\'s order, a bad credit code, a missing code and a bad e-mail', async () => {
    const member = await freshMember(s(), '林三');
    const other = await freshMember(s(), '林四');
    const unpaid = await newOrder(s(), member);
    const apply = (body: Record<string, unknown>, token = member.token) => s().post(API.invoice.apply, body, { token });
    expect((await apply({ ...COMPANY, orderNo: unpaid.orderNo })).body).toMatchObject({ code: CODE.badRequest, msg: INVOICE_TEXT.orderNotPaid });
    const orderNo = await paidOrder(s(), member.token!);
    expect((await apply({ ...COMPANY, orderNo }, other.token)).body).toMatchObject({ code: CODE.notFound, msg: ORDER_TEXT.orderNotFound });
    expect((await s().get(API.invoice.info(orderNo), { token: other.token })).body).toMatchObject({ code: CODE.notFound });
    expect((await apply({ ...COMPANY, orderNo, creditCode: '91350100M000100Y44' })).body).toMatchObject({ code: CODE.badRequest, msg: INVOICE_TEXT.creditCodeInvalid });
    expect((await apply({ ...COMPANY, orderNo, creditCode: 'not-a-code' })).body).toMatchObject({ code: CODE.badRequest, msg: INVOICE_TEXT.creditCodeInvalid });
    expect((await apply({ ...COMPANY, orderNo, creditCode: '' })).body).toMatchObject({ code: CODE.badRequest, msg: INVOICE_TEXT.creditCodeRequired });
    expect((await apply({ ...COMPANY, orderNo, email: 'finance@' })).body).toMatchObject({ code: CODE.badRequest, msg: INVOICE_TEXT.emailInvalid });
    expect((await s().post(API.invoice.apply, { ...COMPANY, orderNo })).body.code).toBe(CODE.unauthorized);
    expect(await s().database.db.select().from(invoices).where(eq(invoices.memberId, member.id!))).toHaveLength(0);
  });

  it('a failed issue shows FAILED with a reason; 重试 issues it', async () => {
    const member = await freshMember(s(), '林五');
    const orderNo = await paidOrder(s(), member.token!);
    driver.failing = true;
    try {
      data<Invoice>(await s().post(API.invoice.apply, { orderNo, titleType: 'personal', title: '林五', email: 'lin5@example.com' }, { token: member.token }));
      const failed = await issued(member.token!, orderNo);
      expect(failed).toMatchObject({ state: 'FAILED', stateText: '开具失败', failReason: INVOICE_TEXT.issueFailed, pdfUrl: null, actions: { retry: true } });
    } finally {
      driver.failing = false;
    }
    expect(data<Invoice>(await s().post(API.invoice.retry, { orderNo }, { token: member.token })).state).toBe('APPLIED');
    expect((await issued(member.token!, orderNo)).state).toBe('ISSUED');
    expect((await s().post(API.invoice.retry, { orderNo }, { token: member.token })).body.data).toMatchObject({ state: 'ISSUED' });
  });

  it('a refunded order reverses its invoice (红冲): REVERSED with a red-letter number and PDF', async () => {
    const member = await freshMember(s(), '林六');
    const orderNo = await paidOrder(s(), member.token!);
    data<Invoice>(await s().post(API.invoice.apply, { orderNo, ...COMPANY }, { token: member.token }));
    const blue = await issued(member.token!, orderNo);
    expect(blue.state).toBe('ISSUED');
    expect(data<OrderDetail>(await s().post(API.order.refund, { orderNo, reason: '不需要了' }, { token: member.token })).state).toBe('REFUNDING');
    await until(async () => (await orderRow(s(), orderNo)).state === 'REFUNDED', 'the dev refund to settle');
    await until(async () => {
      await s().app.invoices.idle();
      return data<Invoice>(await s().get(API.invoice.info(orderNo), { token: member.token })).state === 'REVERSED';
    }, 'the reversal');
    const red = await issued(member.token!, orderNo);
    expect(red).toMatchObject({ state: 'REVERSED', stateText: '已红冲', invoiceNo: blue.invoiceNo, actions: { retry: false } });
    expect(red.reversalNo).toMatch(/^\d{20}$/);
    expect(red.reversalNo).not.toBe(blue.invoiceNo);
    const { text } = await pdfText((await s().request({ method: 'GET', url: red.reversalPdfUrl! })).raw);
    expect(text).toContain('红字');
    expect(text).toContain('¥-298.00');
    expect(text).toContain(blue.invoiceNo);
    // A refunded order takes no new application and no retry.
    expect((await s().post(API.invoice.retry, { orderNo }, { token: member.token })).body).toMatchObject({ code: CODE.badRequest, msg: INVOICE_TEXT.retryNotAllowed });
  });
});
