import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { decodeTransaction, type NotifyKeys, WechatpayNotifies } from './notify';
import {
  PAYMENT_CHANNELS,
  PaymentError,
  type ClientPayment,
  type CreatePaymentInput,
  type PaymentNotice,
  type PaymentProvider,
  type PaymentQuery,
  type RefundInput,
  type RefundNotice,
  type RefundState,
} from './provider';
import { sealNotify, type SealedNotify } from './seal';

/**
 * Development driver (PAYMENT_DRIVER=dev, the default when no merchant is configured): nothing
 * leaves the machine. Every channel answers with the local cashier; paying there (`pay`) or a
 * refund settling (`settleRefund`) produces a notify signed and encrypted like WeChat Pay's with a
 * key made at start, which the notify route feeds back through the same verification as the real
 * driver. Its state lives in memory: a restart forgets unpaid cashier orders, not our orders.
 */

export const DEV_MCH_ID = 'dev-mch';
export const DEV_PUBLIC_KEY_ID = 'PUB_KEY_ID_DEV';
/** The development WeChat apps (integrations/wechat dev driver). */
export const DEV_APP_IDS = ['wx-dev-offiaccount', 'wx-dev-applet', 'wx-dev-applet2'] as const;

interface DevOrder {
  amountFen: number;
  description: string;
  appId: string;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED';
  paid: PaymentNotice | null;
}

export class DevPaymentDriver extends WechatpayNotifies implements PaymentProvider {
  readonly name = 'dev';
  readonly channels = PAYMENT_CHANNELS;
  private signing: { privateKey: KeyObject; keys: NotifyKeys } | undefined;
  private readonly orders = new Map<string, DevOrder>();
  private readonly refunds = new Map<string, RefundNotice>();
  private sequence = 0;

  constructor(private readonly now: () => number = Date.now) {
    super();
  }

  /**
   * The key pair is made on first use, not at start: RSA key generation takes 100-300 ms of the
   * event loop, which every start paid before its first answer (issue 18).
   */
  private get keyed(): { privateKey: KeyObject; keys: NotifyKeys } {
    if (!this.signing) {
      const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
      this.signing = {
        privateKey: pair.privateKey,
        keys: {
          publicKeys: new Map([[DEV_PUBLIC_KEY_ID, pair.publicKey]]),
          apiV3Key: randomBytes(16).toString('hex'),
          mchId: DEV_MCH_ID,
          appIds: DEV_APP_IDS,
          now: this.now,
        },
      };
    }
    return this.signing;
  }

  protected get keys(): NotifyKeys {
    return this.keyed.keys;
  }

  private seal(eventType: string, originalType: 'transaction' | 'refund', resource: Record<string, unknown>): SealedNotify {
    return sealNotify({ privateKey: this.keyed.privateKey, publicKeyId: DEV_PUBLIC_KEY_ID, apiV3Key: this.keys.apiV3Key }, eventType, originalType, resource, this.now());
  }

  private nextId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}${this.now()}${String(this.sequence).padStart(6, '0')}`;
  }

  async createPayment(input: CreatePaymentInput): Promise<ClientPayment> {
    const known = this.orders.get(input.orderNo);
    if (known && known.state !== 'NOTPAY') throw new PaymentError(known.state === 'SUCCESS' ? 'ORDERPAID' : 'ORDER_CLOSED');
    const appId = input.appId && (DEV_APP_IDS as readonly string[]).includes(input.appId) ? input.appId : DEV_APP_IDS[0];
    this.orders.set(input.orderNo, { amountFen: input.amountFen, description: input.description, appId, state: 'NOTPAY', paid: null });
    return { channel: 'dev', orderNo: input.orderNo, amountFen: input.amountFen, description: input.description };
  }

  /** The cashier's 确认支付: marks the order paid and answers the notify to deliver. */
  pay(orderNo: string): SealedNotify {
    const order = this.orders.get(orderNo);
    if (!order) throw new PaymentError('ORDER_NOT_EXIST');
    if (order.state === 'CLOSED') throw new PaymentError('ORDER_CLOSED');
    const transaction = {
      mchid: DEV_MCH_ID,
      appid: order.appId,
      out_trade_no: orderNo,
      transaction_id: order.paid?.transactionId ?? this.nextId('dev'),
      trade_type: 'JSAPI',
      trade_state: 'SUCCESS',
      trade_state_desc: '支付成功',
      success_time: (order.paid?.paidAt ?? new Date(this.now())).toISOString(),
      payer: { openid: 'dev-payer' },
      amount: { total: order.amountFen, payer_total: order.amountFen, currency: 'CNY', payer_currency: 'CNY' },
    };
    const decoded = decodeTransaction(transaction, this.keys, this.name, '');
    if (decoded.ok) order.paid = decoded.notice;
    order.state = 'SUCCESS';
    return this.seal('TRANSACTION.SUCCESS', 'transaction', transaction);
  }

  async queryPayment(orderNo: string): Promise<PaymentQuery> {
    const order = this.orders.get(orderNo);
    if (!order) return { state: 'NOT_FOUND' };
    if (order.state === 'SUCCESS' && order.paid) return { state: 'SUCCESS', notice: order.paid };
    return { state: order.state === 'SUCCESS' ? 'NOTPAY' : order.state };
  }

  async closePayment(orderNo: string): Promise<void> {
    const order = this.orders.get(orderNo);
    if (order?.state === 'SUCCESS') throw new PaymentError('ORDERPAID');
    if (order) order.state = 'CLOSED';
  }

  async requestRefund(input: RefundInput): Promise<RefundNotice> {
    const order = this.orders.get(input.orderNo);
    if (!order || order.state !== 'SUCCESS') throw new PaymentError('RESOURCE_NOT_EXISTS');
    if (input.refundFen > order.amountFen || input.totalFen !== order.amountFen) throw new PaymentError('PARAM_ERROR');
    const existing = this.refunds.get(input.refundNo);
    if (existing) return existing;
    const refund: RefundNotice = {
      provider: this.name,
      notifyId: '',
      orderNo: input.orderNo,
      refundNo: input.refundNo,
      refundId: this.nextId('dev-refund'),
      state: 'PROCESSING',
      refundFen: input.refundFen,
      totalFen: input.totalFen,
      finishedAt: null,
      mchId: DEV_MCH_ID,
    };
    this.refunds.set(input.refundNo, refund);
    return refund;
  }

  /** The refund reaches `state` (SUCCESS by default): answers the refund notify to deliver. */
  settleRefund(refundNo: string, state: Exclude<RefundState, 'PROCESSING'> = 'SUCCESS'): SealedNotify {
    const refund = this.refunds.get(refundNo);
    if (!refund) throw new PaymentError('RESOURCE_NOT_EXISTS');
    const finishedAt = state === 'SUCCESS' ? new Date(this.now()) : null;
    this.refunds.set(refundNo, { ...refund, state, finishedAt });
    return this.seal(`REFUND.${state}`, 'refund', {
      mchid: DEV_MCH_ID,
      out_trade_no: refund.orderNo,
      transaction_id: this.orders.get(refund.orderNo)?.paid?.transactionId ?? '',
      out_refund_no: refundNo,
      refund_id: refund.refundId,
      refund_status: state,
      ...(finishedAt ? { success_time: finishedAt.toISOString() } : {}),
      user_received_account: '支付用户零钱',
      amount: { total: refund.totalFen, refund: refund.refundFen, payer_total: refund.totalFen, payer_refund: refund.refundFen },
    });
  }
}
