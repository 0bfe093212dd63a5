/**
 * Invoices (issue 14): rules, states, texts and the two checks both sides run — the 统一社会信用代码
 * (GB 32100-2015, check digit) and the amount in Chinese capitals (大写金额). No TypeBox here; the
 * shapes are in ./schemas/invoice and their types re-exported below.
 */

export const INVOICE_RULES = {
  /** The price includes VAT at this rate (services, 6%): net = round(amount / 1.06), tax = amount - net, in fen. */
  taxRatePercent: 6,
  titleMax: 100,
  emailMax: 100,
  addressMax: 100,
  phoneMax: 30,
  bankMax: 100,
  accountMax: 40,
} as const;

export const INVOICE_STATES = ['APPLIED', 'ISSUED', 'FAILED', 'REVERSED'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/**
 * The e-mail of the invoice (the issued one, or the red-letter notice after a reversal): SENDING until
 * the mail server took it, SENT, RETRYING after a failed try (sent again later by itself), FAILED after
 * the last try.
 */
export const INVOICE_MAIL_STATES = ['SENDING', 'SENT', 'RETRYING', 'FAILED'] as const;
export type InvoiceMailState = (typeof INVOICE_MAIL_STATES)[number];

export const INVOICE_TITLE_TYPES = ['personal', 'company'] as const;
export type InvoiceTitleType = (typeof INVOICE_TITLE_TYPES)[number];

export const INVOICE_TEXT = {
  title: '申请发票',
  apply: '申请发票',
  view: '查看发票',
  download: '下载',
  retry: '重试',
  submit: '提交申请',
  titleTypes: { personal: '个人', company: '单位' } satisfies Record<InvoiceTitleType, string>,
  states: { APPLIED: '申请中', ISSUED: '已开具', FAILED: '开具失败', REVERSED: '已红冲' } satisfies Record<InvoiceState, string>,
  stateNotes: {
    APPLIED: '发票开具中，请稍候',
    ISSUED: '电子发票已开具，可查看或下载',
    FAILED: '发票开具失败，请重试',
    REVERSED: '订单已退款，该发票已红冲作废',
  } satisfies Record<InvoiceState, string>,
  labels: {
    titleType: '抬头类型',
    title: '发票抬头',
    creditCode: '统一社会信用代码',
    address: '注册地址',
    phone: '注册电话',
    bank: '开户银行',
    account: '银行账号',
    email: '接收邮箱',
    amount: '开票金额',
    content: '发票内容',
    invoiceNo: '发票号码',
    issuedAt: '开票日期',
    orderNo: '订单号',
  },
  placeholders: {
    titlePersonal: '请输入个人姓名',
    titleCompany: '请输入单位名称',
    creditCode: '请输入 18 位统一社会信用代码',
    optional: '选填',
    email: '用于接收电子发票',
  },
  content: '信息技术服务*会员服务费',
  titleRequired: '请填写发票抬头',
  titleTooLong: `发票抬头最多 ${INVOICE_RULES.titleMax} 个字`,
  creditCodeRequired: '请填写统一社会信用代码',
  creditCodeInvalid: '统一社会信用代码不正确',
  emailRequired: '请填写接收邮箱',
  emailInvalid: '邮箱格式不正确',
  fieldTooLong: '内容过长',
  orderNotPaid: '仅已支付的订单可申请发票',
  freeOrder: '免费订单无需开具发票',
  invoiceNotFound: '发票不存在',
  retryNotAllowed: '当前状态不可重试',
  issueFailed: '开票服务暂时不可用',
  orderRefunded: '订单已退款，发票未开具',
  /** The e-mail: its state as the page shows it (SENT names the masked address: 已发送至 f***@example.com). */
  mail: {
    label: '邮件',
    states: { SENDING: '发送中', SENT: '已发送至', RETRYING: '发送失败，将自动重试', FAILED: '发送失败，请联系客服' } satisfies Record<InvoiceMailState, string>,
    issuedSubject: '您的电子发票已开具',
    reversedSubject: '您的电子发票已红冲',
  },
} as const;

/** GB 32100-2015: the 31 characters of the code (no I, O, S, V, Z), in value order. */
const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
/** The shape (charset and the 6-digit division code); the check digit is checked by isValidCreditCode. */
export const CREDIT_CODE_PATTERN = '^[0-9A-HJ-NPQRTUWXY]{2}[0-9]{6}[0-9A-HJ-NPQRTUWXY]{10}$';
const CREDIT_CODE_SHAPE = new RegExp(CREDIT_CODE_PATTERN);

/** The 18th character for the first 17 (null when they are not valid code characters). */
export function creditCodeCheckChar(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = CREDIT_CODE_CHARS.indexOf(first17[i]);
    if (value < 0) return null;
    sum += value * CREDIT_CODE_WEIGHTS[i];
  }
  const check = (31 - (sum % 31)) % 31;
  return CREDIT_CODE_CHARS[check];
}

/** 统一社会信用代码 (18 characters, upper case, with its check digit per GB 32100-2015). */
export function isValidCreditCode(code: string): boolean {
  if (!CREDIT_CODE_SHAPE.test(code)) return false;
  return creditCodeCheckChar(code.slice(0, 17)) === code[17];
}

/** Same light rule as the server's schema: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$';
const EMAIL = new RegExp(EMAIL_PATTERN);
export function isValidEmail(value: string): boolean {
  return value.length <= INVOICE_RULES.emailMax && EMAIL.test(value);
}

/** What the form sends, checked on both sides: the first problem per field (absent = fine). */
export interface InvoiceFormInput {
  titleType: InvoiceTitleType;
  title: string;
  creditCode?: string;
  address?: string;
  phone?: string;
  bank?: string;
  account?: string;
  email: string;
}
export type InvoiceFormErrors = Partial<Record<keyof InvoiceFormInput, string>>;

export function invoiceFormErrors(input: InvoiceFormInput): InvoiceFormErrors {
  const errors: InvoiceFormErrors = {};
  const title = input.title.trim();
  if (!title) errors.title = INVOICE_TEXT.titleRequired;
  else if (title.length > INVOICE_RULES.titleMax) errors.title = INVOICE_TEXT.titleTooLong;
  if (input.titleType === 'company') {
    const code = (input.creditCode ?? '').trim();
    if (!code) errors.creditCode = INVOICE_TEXT.creditCodeRequired;
    else if (!isValidCreditCode(code)) errors.creditCode = INVOICE_TEXT.creditCodeInvalid;
    const limits = { address: INVOICE_RULES.addressMax, phone: INVOICE_RULES.phoneMax, bank: INVOICE_RULES.bankMax, account: INVOICE_RULES.accountMax } as const;
    for (const key of Object.keys(limits) as (keyof typeof limits)[]) {
      if ((input[key] ?? '').trim().length > limits[key]) errors[key] = INVOICE_TEXT.fieldTooLong;
    }
  }
  const email = input.email.trim();
  if (!email) errors.email = INVOICE_TEXT.emailRequired;
  else if (!isValidEmail(email)) errors.email = INVOICE_TEXT.emailInvalid;
  return errors;
}

/** Tax included at INVOICE_RULES.taxRatePercent: the net amount and the tax, whole fen, adding up exactly. */
export function splitTax(amountFen: number, ratePercent: number = INVOICE_RULES.taxRatePercent): { netFen: number; taxFen: number } {
  const netFen = Math.round((amountFen * 100) / (100 + ratePercent));
  return { netFen, taxFen: amountFen - netFen };
}

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const SMALL_UNITS = ['', '拾', '佰', '仟'];
const BIG_UNITS = ['', '万', '亿', '万亿'];

/** 0..9999 in capitals, zeros inside collapsed (1001 -> 壹仟零壹). */
function groupCapitals(value: number): string {
  let out = '';
  let zero = false;
  for (let position = 3; position >= 0; position -= 1) {
    const digit = Math.floor(value / 10 ** position) % 10;
    if (digit === 0) {
      zero = out !== '';
      continue;
    }
    if (zero) out += '零';
    out += DIGITS[digit] + SMALL_UNITS[position];
    zero = false;
  }
  return out;
}

/**
 * An amount in fen as written on a Chinese invoice (大写金额): 1980 元 -> 壹仟玖佰捌拾元整,
 * 100.07 -> 壹佰元零柒分, 0.5 -> 伍角, 10001 -> 壹万零壹元整, 0 -> 零元整.
 */
export function amountInCapitals(amountFen: number): string {
  if (!Number.isSafeInteger(amountFen) || amountFen < 0) throw new RangeError(`amount in fen must be a whole number >= 0, got ${amountFen}`);
  const yuan = Math.floor(amountFen / 100);
  const jiao = Math.floor(amountFen / 10) % 10;
  const fen = amountFen % 10;
  if (amountFen === 0) return '零元整';
  let out = '';
  if (yuan > 0) {
    const groups: number[] = [];
    for (let rest = yuan; rest > 0; rest = Math.floor(rest / 10_000)) groups.push(rest % 10_000);
    let pendingZero = false;
    for (let index = groups.length - 1; index >= 0; index -= 1) {
      const group = groups[index];
      if (group === 0) {
        pendingZero = out !== '';
        continue;
      }
      if (out !== '' && (pendingZero || group < 1000)) out += '零';
      out += groupCapitals(group) + BIG_UNITS[index];
      pendingZero = false;
    }
    out += '元';
  }
  if (jiao === 0 && fen === 0) return `${out}整`;
  if (jiao > 0) out += `${DIGITS[jiao]}角`;
  else if (yuan > 0) out += '零';
  if (fen > 0) out += `${DIGITS[fen]}分`;
  return out;
}

export type { ApplyInvoiceBody, Invoice } from './schemas/invoice';
