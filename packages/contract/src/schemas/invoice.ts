import { Type, type Static } from '@sinclair/typebox';
import { literalUnion, Nullable, PageQuerySchema } from './common';
import { OrderNoSchema } from './order';
import { CREDIT_CODE_PATTERN, EMAIL_PATTERN, INVOICE_MAIL_STATES, INVOICE_RULES, INVOICE_STATES, INVOICE_TEXT, INVOICE_TITLE_TYPES } from '../invoice';

/**
 * Invoices of paid orders (issue 14; SPEC §2 mine/order/invoice). The member applies once per order
 * (a repeated apply answers the same invoice); the server issues it right after (APPLIED -> ISSUED or
 * FAILED, retried by the member) and reverses it (红冲, REVERSED) when the order is refunded. The PDF
 * is a signed, expiring /media url (auth/media-urls), answered only to the invoice's member.
 */

export const InvoiceStateSchema = Type.Union(
  [Type.Literal(INVOICE_STATES[0]), Type.Literal(INVOICE_STATES[1]), Type.Literal(INVOICE_STATES[2]), Type.Literal(INVOICE_STATES[3])],
  { description: 'APPLIED 申请中，ISSUED 已开具，FAILED 开具失败（可重试），REVERSED 已红冲（订单退款）' },
);

export const InvoiceTitleTypeSchema = Type.Union([Type.Literal(INVOICE_TITLE_TYPES[0]), Type.Literal(INVOICE_TITLE_TYPES[1])], {
  description: 'personal 个人，company 单位（需统一社会信用代码）',
});

const optionalText = (max: number, description: string) =>
  Type.Optional(Type.String({ maxLength: max, description, 'x-message': INVOICE_TEXT.fieldTooLong }));

export const ApplyInvoiceBodySchema = Type.Object({
  orderNo: OrderNoSchema,
  titleType: InvoiceTitleTypeSchema,
  title: Type.String({ minLength: 1, maxLength: INVOICE_RULES.titleMax, description: '发票抬头（个人姓名或单位名称）', 'x-message': INVOICE_TEXT.titleRequired }),
  /** Required for a company; checked with its check digit (GB 32100-2015) by the server. */
  creditCode: Type.Optional(
    Type.String({
      pattern: `^(|${CREDIT_CODE_PATTERN.slice(1, -1)})$`,
      description: '统一社会信用代码（单位必填，18 位大写，含校验位）',
      'x-message': INVOICE_TEXT.creditCodeInvalid,
    }),
  ),
  address: optionalText(INVOICE_RULES.addressMax, '注册地址（单位选填）'),
  phone: optionalText(INVOICE_RULES.phoneMax, '注册电话（单位选填）'),
  bank: optionalText(INVOICE_RULES.bankMax, '开户银行（单位选填）'),
  account: optionalText(INVOICE_RULES.accountMax, '银行账号（单位选填）'),
  email: Type.String({ minLength: 3, maxLength: INVOICE_RULES.emailMax, pattern: EMAIL_PATTERN, description: '接收电子发票的邮箱', 'x-message': INVOICE_TEXT.emailInvalid }),
});
export type ApplyInvoiceBody = Static<typeof ApplyInvoiceBodySchema>;

export const InvoiceOrderBodySchema = Type.Object({ orderNo: OrderNoSchema });
export const InvoiceOrderParamsSchema = Type.Object({ orderNo: OrderNoSchema });
export const InvoiceListQuerySchema = Type.Object({ ...PageQuerySchema.properties });

export const InvoiceSchema = Type.Object({
  orderNo: Type.String(),
  goodsTitle: Type.String({ description: '开票内容：订单商品' }),
  titleType: InvoiceTitleTypeSchema,
  title: Type.String(),
  creditCode: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  bank: Type.String(),
  account: Type.String(),
  email: Type.String(),
  amountFen: Type.Integer({ description: '价税合计（分）= 订单实付' }),
  amount: Type.String({ description: '价税合计（元）' }),
  amountCapitals: Type.String({ description: '大写金额，如 壹仟玖佰捌拾元整' }),
  taxRatePercent: Type.Integer(),
  taxFen: Type.Integer({ description: '税额（分）' }),
  state: InvoiceStateSchema,
  stateText: Type.String(),
  /** Why issuing failed (FAILED), else ''. */
  failReason: Type.String(),
  /** The invoice number (ISSUED, REVERSED), else ''. */
  invoiceNo: Type.String(),
  /** The red-letter invoice number of the reversal (REVERSED), else ''. */
  reversalNo: Type.String(),
  /** Signed, expiring url of the PDF (ISSUED, REVERSED), else null. */
  pdfUrl: Nullable(Type.String()),
  /** Signed, expiring url of the red-letter invoice's PDF (REVERSED), else null. */
  reversalPdfUrl: Nullable(Type.String()),
  /** File name for saving the PDF. */
  fileName: Type.String(),
  appliedAt: Type.String({ format: 'date-time' }),
  issuedAt: Nullable(Type.String({ format: 'date-time' })),
  reversedAt: Nullable(Type.String({ format: 'date-time' })),
  actions: Type.Object({ retry: Type.Boolean(), edit: Type.Boolean() }),
  /** The e-mail of the invoice (after a reversal: the red-letter notice); null before it is issued. */
  mail: Nullable(
    Type.Object({
      state: literalUnion(INVOICE_MAIL_STATES, { description: 'SENDING 发送中，SENT 已发送，RETRYING 发送失败、将自动重试，FAILED 多次重试后仍失败' }),
      /** What the page shows, e.g. 已发送至 f***@example.com (the address masked). */
      text: Type.String(),
    }),
  ),
});
export type Invoice = Static<typeof InvoiceSchema>;
