/**
 * One interface for the payment providers the order module uses: WeChat Pay API v3, Alipay wap
 * pay and a local development driver (./registry picks one per channel). Amounts are whole fen. Notifies are verified from the raw
 * body and headers before anything is decoded; a refused notify names its reason and changes
 * nothing. Provider failures on outgoing calls are PaymentError.
 */

/** How the member pays: WeChat browser (JSAPI), mini-program, mobile browser (H5), desktop QR (Native), Alipay wap, local cashier. */
export const PAYMENT_CHANNELS = ['jsapi', 'miniprogram', 'h5', 'native', 'alipay-wap', 'dev'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

export interface CreatePaymentInput {
  /** Our order number (out_trade_no): 6-32 characters of [A-Za-z0-9_-|*]. */
  orderNo: string;
  amountFen: number;
  /** What the member sees on the payment page (at most 127 bytes at WeChat). */
  description: string;
  channel: PaymentChannel;
  /** jsapi / miniprogram: the payer's openid under that app. */
  openid?: string;
  /** jsapi / miniprogram: the app the member is in; the provider's default app otherwise. */
  appId?: string;
  /** h5: the member's address (WeChat's scene_info.payer_client_ip). */
  clientIp?: string;
  /** alipay-wap: where Alipay sends the member after paying or quitting (our order result page). */
  returnUrl?: string;
  /** The provider stops accepting payment after this (our close time). */
  expiresAt?: Date;
}

/** What the client needs to start paying. */
export type ClientPayment =
  /** WeixinJSBridge chooseWXPay / Taro.requestPayment parameters, signed by the merchant key. */
  | { channel: 'jsapi' | 'miniprogram'; params: { appId: string; timeStamp: string; nonceStr: string; package: string; signType: 'RSA'; paySign: string } }
  /** Open this address in the mobile browser. */
  | { channel: 'h5'; url: string }
  /** Show this as a QR code. */
  | { channel: 'native'; codeUrl: string }
  /** Alipay wap pay: open this signed gateway address (GET) in the mobile browser, outside WeChat. */
  | { channel: 'alipay-wap'; url: string }
  /** Local cashier page: nothing leaves the machine. */
  | { channel: 'dev'; orderNo: string; amountFen: number; description: string };

/** A verified, decrypted "payment succeeded" notify (or a query answer that says SUCCESS). */
export interface PaymentNotice {
  provider: string;
  /** The notify's own id (unique per notify; record it to drop duplicates). Query answers have ''. */
  notifyId: string;
  orderNo: string;
  transactionId: string;
  amountFen: number;
  paidAt: Date;
  mchId: string;
  appId: string;
  /** The payer's openid (WeChat) or buyer id. */
  payerId: string;
}

export const REFUND_STATES = ['SUCCESS', 'CLOSED', 'PROCESSING', 'ABNORMAL'] as const;
/** SUCCESS and CLOSED are final; PROCESSING and ABNORMAL are not (ABNORMAL needs a retry or manual help). */
export type RefundState = (typeof REFUND_STATES)[number];

/** A verified, decrypted refund notify, or a refund request / query answer. */
export interface RefundNotice {
  provider: string;
  /** The notify's id; '' for request answers. */
  notifyId: string;
  orderNo: string;
  refundNo: string;
  refundId: string;
  state: RefundState;
  refundFen: number;
  totalFen: number;
  /** When the refund reached SUCCESS, else null. */
  finishedAt: Date | null;
  mchId: string;
}

/** Why a notify was refused; nothing in it was trusted. */
export const NOTIFY_REFUSALS = [
  'missing-headers',
  'unknown-serial',
  'stale-timestamp',
  'bad-signature',
  'bad-body',
  'decrypt-failed',
  'wrong-event',
  'wrong-merchant',
  'wrong-app',
  /** Alipay: total_amount is not a yuan amount with at most two decimals. */
  'bad-amount',
] as const;
export type NotifyRefusal = (typeof NOTIFY_REFUSALS)[number];

export type Verified<T> = { ok: true; notice: T } | { ok: false; reason: NotifyRefusal };

/** Headers as Node gives them (lower-case names). */
export type NotifyHeaders = Record<string, string | string[] | undefined>;

/** Provider's trade state of one order, from a query. */
export type PaymentQuery =
  | { state: 'SUCCESS'; notice: PaymentNotice }
  | { state: 'NOTPAY' | 'CLOSED' | 'REFUND' | 'USERPAYING' | 'PAYERROR' | 'REVOKED' | 'NOT_FOUND' };

export interface RefundInput {
  orderNo: string;
  /** Our refund number (out_refund_no), unique per refund. */
  refundNo: string;
  refundFen: number;
  totalFen: number;
  reason: string;
}

/** The answer the provider expects to a notify: it retries until it gets a success. */
export interface NotifyAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

export interface PaymentProvider {
  readonly name: string;
  readonly channels: readonly PaymentChannel[];
  createPayment(input: CreatePaymentInput): Promise<ClientPayment>;
  /** Verify (signature, serial, timestamp window) then decrypt and check merchant and app. */
  verifyPaymentNotify(rawBody: string, headers: NotifyHeaders): Verified<PaymentNotice>;
  queryPayment(orderNo: string): Promise<PaymentQuery>;
  /** Stop accepting payment for an order we closed or cancelled. */
  closePayment(orderNo: string): Promise<void>;
  requestRefund(input: RefundInput): Promise<RefundNotice>;
  verifyRefundNotify(rawBody: string, headers: NotifyHeaders): Verified<RefundNotice>;
  notifyAnswer(accepted: boolean): NotifyAnswer;
}

/** An outgoing call failed or was refused by the provider. */
export class PaymentError extends Error {
  constructor(
    /** The provider's code (WeChat's `code`), or 'network', 'http-NNN', 'bad-answer', 'answer-unverified' (answer not signed by the provider's key). */
    readonly reason: string,
    detail = '',
  ) {
    super(`payment ${reason}${detail ? `: ${detail}` : ''}`);
    this.name = 'PaymentError';
  }
}
