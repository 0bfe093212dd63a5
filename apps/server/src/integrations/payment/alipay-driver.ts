import { createPrivateKey } from 'node:crypto';
import { createRequire } from 'node:module';
import type { AlipaySdk } from 'alipay-sdk';
import type { AlipayConfig } from '../../config';
import { alipayTime, fenFromYuan, parseAlipayTime, yuanText } from './alipay-format';
import {
  PaymentError,
  type ClientPayment,
  type CreatePaymentInput,
  type NotifyAnswer,
  type NotifyRefusal,
  type PaymentChannel,
  type PaymentNotice,
  type PaymentProvider,
  type PaymentQuery,
  type RefundInput,
  type RefundNotice,
  type Verified,
} from './provider';

/**
 * Alipay wap pay (alipay.trade.wap.pay) through alipay-sdk 4.x in public-key mode, RSA2. Requests are
 * signed with our application key; every answer is verified with Alipay's public key (validateSign);
 * notifies are the raw form body, verified (checkNotifySignV2 over the decoded fields) before
 * anything in them is read. Only for payers outside WeChat: WeChat's browser blocks Alipay pages,
 * ./registry refuses the channel there.
 *
 * Alipay sends a trade's payment notify and its refund notifies (they carry refund_fee, gmt_refund,
 * out_biz_no) to the same notify_url, the payment's. A refund is final in the synchronous answer of
 * alipay.trade.refund; its notify is only sent when the trade's status changes and may never come.
 */

const TIMEOUT_MS = 10_000;
const SUBJECT_MAX_CHARS = 256;
const PAID_STATUSES = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);
const QUERY_STATES: Record<string, 'NOTPAY' | 'CLOSED'> = { WAIT_BUYER_PAY: 'NOTPAY', TRADE_CLOSED: 'CLOSED' };
const NOT_FOUND = 'ACQ.TRADE_NOT_EXIST';

/** Alipay's answer to a text notify: it retries (about 25 hours) until it reads `success`. */
export const ALIPAY_ANSWERS = {
  accepted: { status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' },
  refused: { status: 200, contentType: 'text/plain; charset=utf-8', body: 'fail' },
} as const;

type Answer = Record<string, unknown>;
type Fields = Record<string, string>;

/**
 * alipay-sdk (with urllib, crypto-js and their dependencies) loads when a driver is made, that is only
 * when Alipay is configured: evaluating it was about 0.1-0.2 s of every start (issue 18).
 */
function loadAlipaySdk(): typeof AlipaySdk {
  return (createRequire(import.meta.url)('alipay-sdk') as typeof import('alipay-sdk')).AlipaySdk;
}

function refuse(reason: NotifyRefusal): { ok: false; reason: NotifyRefusal } {
  return { ok: false, reason };
}

function isRefundNotify(fields: Fields): boolean {
  return fields.refund_fee !== undefined || fields.gmt_refund !== undefined || fields.out_biz_no !== undefined;
}

export class AlipayDriver implements PaymentProvider {
  readonly name = 'alipay';
  readonly channels: readonly PaymentChannel[] = ['alipay-wap'];
  private readonly sdk: AlipaySdk;

  constructor(
    private readonly config: AlipayConfig,
    private readonly now: () => number = Date.now,
  ) {
    const Sdk = loadAlipaySdk();
    this.sdk = new Sdk({
      appId: config.appId,
      privateKey: createPrivateKey(config.privateKey).export({ type: 'pkcs8', format: 'pem' }).toString(),
      keyType: 'PKCS8',
      alipayPublicKey: config.alipayPublicKey,
      gateway: config.gateway,
      signType: 'RSA2',
      camelcase: false,
      timeout: TIMEOUT_MS,
    });
  }

  /** The SDK stamps local time; Alipay reads Beijing time. */
  private common(): { timestamp: string } {
    return { timestamp: alipayTime(this.now()) };
  }

  /** One gateway call with the answer's signature checked; a business refusal becomes PaymentError(sub_code). */
  private async call(method: string, bizContent: Record<string, unknown>): Promise<Answer> {
    let answer: Answer;
    try {
      answer = await this.sdk.exec(method, { ...this.common(), bizContent }, { validateSign: true });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (message.startsWith('HttpClient Request error')) throw new PaymentError('network', message);
      const status = /HTTP 请求错误, status: (\d+)/.exec(message);
      if (status) throw new PaymentError(`http-${status[1]}`);
      if (message.includes('验签')) throw new PaymentError('answer-unverified', method);
      throw new PaymentError('bad-answer', message.slice(0, 200));
    }
    if (answer.code !== '10000') {
      throw new PaymentError(String(answer.sub_code ?? answer.code ?? 'bad-answer'), String(answer.sub_msg ?? answer.msg ?? ''));
    }
    return answer;
  }

  async createPayment(input: CreatePaymentInput): Promise<ClientPayment> {
    if (input.channel !== 'alipay-wap') throw new PaymentError('channel-unsupported', input.channel);
    const bizContent: Record<string, unknown> = {
      out_trade_no: input.orderNo,
      total_amount: yuanText(input.amountFen),
      subject: Array.from(input.description).slice(0, SUBJECT_MAX_CHARS).join(''),
      product_code: 'QUICK_WAP_WAY',
    };
    if (input.expiresAt) bizContent.time_expire = alipayTime(input.expiresAt.getTime());
    if (input.returnUrl) bizContent.quit_url = input.returnUrl;
    const url = this.sdk.pageExecute('alipay.trade.wap.pay', 'GET', {
      ...this.common(),
      notifyUrl: this.config.notifyUrl,
      ...(input.returnUrl ? { returnUrl: input.returnUrl } : {}),
      bizContent,
    });
    return { channel: 'alipay-wap', url };
  }

  /** Signature first (nothing else is read before it), then app, seller, status and amount. */
  private open(rawBody: string): { ok: true; fields: Fields } | { ok: false; reason: NotifyRefusal } {
    const fields: Fields = Object.fromEntries(new URLSearchParams(rawBody));
    if (!fields.sign) return refuse('bad-signature');
    let verified = false;
    try {
      verified = this.sdk.checkNotifySignV2(fields);
    } catch {
      verified = false;
    }
    if (!verified) return refuse('bad-signature');
    if (fields.app_id !== this.config.appId) return refuse('wrong-app');
    if (fields.seller_id !== this.config.sellerId) return refuse('wrong-merchant');
    if (!fields.notify_id || !fields.out_trade_no || !fields.trade_no) return refuse('bad-body');
    return { ok: true, fields };
  }

  /** A paid trade (trade_status TRADE_SUCCESS or TRADE_FINISHED) without refund fields -> notice. */
  verifyPaymentNotify(rawBody: string): Verified<PaymentNotice> {
    const opened = this.open(rawBody);
    if (!opened.ok) return opened;
    const { fields } = opened;
    if (!PAID_STATUSES.has(fields.trade_status ?? '') || isRefundNotify(fields)) return refuse('wrong-event');
    const notice = this.paidNotice(fields, fields.notify_id);
    return notice ? { ok: true, notice } : refuse('bad-amount');
  }

  private paidNotice(data: Answer, notifyId: string): PaymentNotice | null {
    const amountFen = fenFromYuan(data.total_amount);
    if (amountFen === null) return null;
    const paidAt = parseAlipayTime(data.gmt_payment) ?? parseAlipayTime(data.send_pay_date) ?? parseAlipayTime(data.notify_time) ?? new Date(this.now());
    return {
      provider: this.name,
      notifyId,
      orderNo: String(data.out_trade_no),
      transactionId: String(data.trade_no),
      amountFen,
      paidAt,
      mchId: this.config.sellerId,
      appId: this.config.appId,
      payerId: String(data.buyer_open_id ?? data.buyer_id ?? data.buyer_user_id ?? ''),
    };
  }

  /**
   * A notify that reports a refund of the trade (refund_fee present). out_biz_no is our refundNo when
   * Alipay sends it; refundFen is refund_fee, the trade's refunded total so far.
   */
  verifyRefundNotify(rawBody: string): Verified<RefundNotice> {
    const opened = this.open(rawBody);
    if (!opened.ok) return opened;
    const { fields } = opened;
    if (!isRefundNotify(fields)) return refuse('wrong-event');
    const refundFen = fenFromYuan(fields.refund_fee);
    const totalFen = fenFromYuan(fields.total_amount);
    if (refundFen === null || totalFen === null) return refuse('bad-amount');
    return {
      ok: true,
      notice: {
        provider: this.name,
        notifyId: fields.notify_id,
        orderNo: fields.out_trade_no,
        refundNo: fields.out_biz_no ?? '',
        refundId: fields.trade_no,
        state: 'SUCCESS',
        refundFen,
        totalFen,
        finishedAt: parseAlipayTime(fields.gmt_refund),
        mchId: this.config.sellerId,
      },
    };
  }

  async queryPayment(orderNo: string): Promise<PaymentQuery> {
    let answer: Answer;
    try {
      answer = await this.call('alipay.trade.query', { out_trade_no: orderNo });
    } catch (error) {
      if (error instanceof PaymentError && error.reason === NOT_FOUND) return { state: 'NOT_FOUND' };
      throw error;
    }
    const status = String(answer.trade_status);
    if (PAID_STATUSES.has(status)) {
      const notice = this.paidNotice(answer, '');
      if (!notice) throw new PaymentError('bad-answer', `total_amount ${String(answer.total_amount)}`);
      return { state: 'SUCCESS', notice };
    }
    const state = QUERY_STATES[status];
    if (!state) throw new PaymentError('bad-answer', `trade_status ${status}`);
    return { state };
  }

  /** A trade the member never opened does not exist at Alipay yet: nothing to close. */
  async closePayment(orderNo: string): Promise<void> {
    try {
      await this.call('alipay.trade.close', { out_trade_no: orderNo });
    } catch (error) {
      if (error instanceof PaymentError && error.reason === NOT_FOUND) return;
      throw error;
    }
  }

  /**
   * alipay.trade.refund answers synchronously: fund_change 'Y' is SUCCESS. 'N' means this request
   * moved no money, which is what a retry of an already refunded refundNo answers, so the refund is
   * looked up (alipay.trade.fastpay.refund.query): REFUND_SUCCESS -> SUCCESS, else PROCESSING.
   * A refusal (balance too low, trade not refundable...) throws PaymentError with Alipay's sub_code.
   */
  async requestRefund(input: RefundInput): Promise<RefundNotice> {
    const answer = await this.call('alipay.trade.refund', {
      out_trade_no: input.orderNo,
      out_request_no: input.refundNo,
      refund_amount: yuanText(input.refundFen),
      refund_reason: input.reason,
    });
    let settled = answer.fund_change === 'Y';
    if (!settled) {
      const found = await this.call('alipay.trade.fastpay.refund.query', { out_trade_no: input.orderNo, out_request_no: input.refundNo });
      settled = found.refund_status === 'REFUND_SUCCESS';
    }
    return {
      provider: this.name,
      notifyId: '',
      orderNo: input.orderNo,
      refundNo: input.refundNo,
      refundId: String(answer.trade_no ?? ''),
      state: settled ? 'SUCCESS' : 'PROCESSING',
      refundFen: input.refundFen,
      totalFen: input.totalFen,
      finishedAt: settled ? (parseAlipayTime(answer.gmt_refund_pay) ?? new Date(this.now())) : null,
      mchId: this.config.sellerId,
    };
  }

  notifyAnswer(accepted: boolean): NotifyAnswer {
    return accepted ? ALIPAY_ANSWERS.accepted : ALIPAY_ANSWERS.refused;
  }
}
