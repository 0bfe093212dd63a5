import { createPublicKey, type KeyObject } from 'node:crypto';
import type { Wechatpay } from 'wechatpay-axios-plugin';
import { wechatpayLib } from './wechatpay-lib';
import type { WechatpayConfig } from '../../config';
import { decodeRefund, decodeTransaction, type NotifyKeys, WechatpayNotifies } from './notify';
import {
  PaymentError,
  type ClientPayment,
  type CreatePaymentInput,
  type PaymentChannel,
  type PaymentProvider,
  type PaymentQuery,
  type RefundInput,
  type RefundNotice,
} from './provider';

/**
 * WeChat Pay API v3 in public-key mode through wechatpay-axios-plugin: requests are signed with the
 * merchant key (the plugin's Authorization header), answers are verified with the WeChat Pay public
 * key (the plugin's response verifier: serial, 5-minute window, signature), notifies with ./notify.
 */

const TIMEOUT_MS = 10_000;
/** WeChat refuses a description over 127 bytes (PARAM_ERROR); longer goods names are cut at a character boundary. */
const DESCRIPTION_MAX_BYTES = 127;

export function fitDescription(description: string): string {
  let fitted = '';
  for (const char of description) {
    if (Buffer.byteLength(fitted + char) > DESCRIPTION_MAX_BYTES) break;
    fitted += char;
  }
  return fitted;
}

const QUERY_STATES = new Set(['NOTPAY', 'CLOSED', 'REFUND', 'USERPAYING', 'PAYERROR', 'REVOKED']);

interface AxiosLikeError {
  response?: { status?: number; data?: unknown };
  code?: string;
  message?: string;
}

/** The plugin's chained client, typed just as far as used here. */
interface Resource {
  get(config?: Record<string, unknown>): Promise<{ status: number; data: unknown }>;
  post(data: unknown, config?: Record<string, unknown>): Promise<{ status: number; data: unknown }>;
}

/** JSAPI / mini-program pay sign: RSA-SHA256 over `appId\ntimeStamp\nnonceStr\npackage\n` with the merchant key. */
export function paySign(privateKey: KeyObject | string, appId: string, timeStamp: string, nonceStr: string, pkg: string): string {
  const { Formatter, Rsa } = wechatpayLib();
  return Rsa.sign(Formatter.joinedByLineFeed(appId, timeStamp, nonceStr, pkg), privateKey);
}

export class WechatpayDriver extends WechatpayNotifies implements PaymentProvider {
  readonly name = 'wechatpay';
  readonly channels: readonly PaymentChannel[] = ['jsapi', 'miniprogram', 'h5', 'native'];
  private readonly client: Wechatpay;
  protected readonly keys: NotifyKeys;

  constructor(
    private readonly config: WechatpayConfig,
    now: () => number = Date.now,
  ) {
    super();
    this.keys = {
      publicKeys: new Map([[config.publicKeyId, createPublicKey(config.publicKey)]]),
      apiV3Key: config.apiV3Key,
      mchId: config.mchId,
      appIds: config.appIds,
      now,
    };
    this.client = new (wechatpayLib().Wechatpay)({
      mchid: config.mchId,
      serial: config.serial,
      privateKey: config.privateKey,
      certs: { [config.publicKeyId]: config.publicKey },
      baseURL: config.apiBase,
      timeout: TIMEOUT_MS,
    });
  }

  private resource(path: string): Resource {
    return path.split('/').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], this.client) as Resource;
  }

  /** One call; provider refusals become PaymentError with WeChat's code. */
  private async call<T>(run: () => Promise<{ status: number; data: unknown }>): Promise<{ status: number; data: T }> {
    try {
      return (await run()) as { status: number; data: T };
    } catch (error) {
      const failure = error as AxiosLikeError;
      // The plugin's response verifier (EV3_RES_*): headers missing, serial unknown, clock off or signature wrong.
      if (failure.code?.startsWith('EV3_RES')) throw new PaymentError('answer-unverified', failure.code);
      const data = failure.response?.data as { code?: unknown; message?: unknown } | undefined;
      if (typeof data?.code === 'string') throw new PaymentError(data.code, String(data.message ?? ''));
      if (failure.response?.status) throw new PaymentError(`http-${failure.response.status}`);
      throw new PaymentError('network', failure.message ?? '');
    }
  }

  private appFor(input: CreatePaymentInput): string {
    const appId = input.appId ?? this.config.appIds[0];
    if (!this.config.appIds.includes(appId)) throw new PaymentError('unknown-app', appId);
    return appId;
  }

  async createPayment(input: CreatePaymentInput): Promise<ClientPayment> {
    const appId = this.appFor(input);
    const order: Record<string, unknown> = {
      appid: appId,
      mchid: this.config.mchId,
      description: fitDescription(input.description),
      out_trade_no: input.orderNo,
      notify_url: this.config.paymentNotifyUrl,
      amount: { total: input.amountFen, currency: 'CNY' },
    };
    if (input.expiresAt) order.time_expire = input.expiresAt.toISOString().replace(/\.\d{3}Z$/, '+00:00');
    switch (input.channel) {
      case 'jsapi':
      case 'miniprogram': {
        if (!input.openid) throw new PaymentError('openid-required');
        order.payer = { openid: input.openid };
        const { data } = await this.call<{ prepay_id?: string }>(() => this.resource('v3/pay/transactions/jsapi').post(order));
        if (!data.prepay_id) throw new PaymentError('bad-answer', 'no prepay_id');
        const { Formatter } = wechatpayLib();
        const timeStamp = String(Formatter.timestamp());
        const nonceStr = Formatter.nonce();
        const pkg = `prepay_id=${data.prepay_id}`;
        const paySignature = paySign(this.config.privateKey, appId, timeStamp, nonceStr, pkg);
        return { channel: input.channel, params: { appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign: paySignature } };
      }
      case 'h5': {
        if (!input.clientIp) throw new PaymentError('client-ip-required');
        order.scene_info = { payer_client_ip: input.clientIp, h5_info: { type: 'Wap' } };
        const { data } = await this.call<{ h5_url?: string }>(() => this.resource('v3/pay/transactions/h5').post(order));
        if (!data.h5_url) throw new PaymentError('bad-answer', 'no h5_url');
        return { channel: 'h5', url: data.h5_url };
      }
      case 'native': {
        const { data } = await this.call<{ code_url?: string }>(() => this.resource('v3/pay/transactions/native').post(order));
        if (!data.code_url) throw new PaymentError('bad-answer', 'no code_url');
        return { channel: 'native', codeUrl: data.code_url };
      }
      default:
        throw new PaymentError('channel-unsupported', input.channel);
    }
  }

  async queryPayment(orderNo: string): Promise<PaymentQuery> {
    let data: Record<string, unknown>;
    try {
      ({ data } = await this.call<Record<string, unknown>>(() =>
        this.resource('v3/pay/transactions/out-trade-no/{out_trade_no}').get({ params: { mchid: this.config.mchId }, out_trade_no: orderNo }),
      ));
    } catch (error) {
      if (error instanceof PaymentError && error.reason === 'ORDER_NOT_EXIST') return { state: 'NOT_FOUND' };
      throw error;
    }
    if (data.trade_state === 'SUCCESS') {
      const decoded = decodeTransaction(data, this.keys, this.name, '');
      if (!decoded.ok) throw new PaymentError('bad-answer', decoded.reason);
      return { state: 'SUCCESS', notice: decoded.notice };
    }
    if (typeof data.trade_state === 'string' && QUERY_STATES.has(data.trade_state)) return { state: data.trade_state as 'NOTPAY' };
    throw new PaymentError('bad-answer', `trade_state ${String(data.trade_state)}`);
  }

  async closePayment(orderNo: string): Promise<void> {
    await this.call(() =>
      this.resource('v3/pay/transactions/out-trade-no/{out_trade_no}/close').post({ mchid: this.config.mchId }, { out_trade_no: orderNo }),
    );
  }

  async requestRefund(input: RefundInput): Promise<RefundNotice> {
    const { data } = await this.call<Record<string, unknown>>(() =>
      this.resource('v3/refund/domestic/refunds').post({
        out_trade_no: input.orderNo,
        out_refund_no: input.refundNo,
        reason: input.reason,
        notify_url: this.config.refundNotifyUrl,
        amount: { refund: input.refundFen, total: input.totalFen, currency: 'CNY' },
      }),
    );
    const decoded = decodeRefund(data, this.keys, this.name, '');
    if (!decoded.ok) throw new PaymentError('bad-answer', decoded.reason);
    return decoded.notice;
  }
}
