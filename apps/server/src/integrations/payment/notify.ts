import type { KeyObject } from 'node:crypto';
import { wechatpayLib } from './wechatpay-lib';
import { REFUND_STATES, type NotifyAnswer, type NotifyHeaders, type NotifyRefusal, type PaymentNotice, type RefundNotice, type RefundState, type Verified } from './provider';

/**
 * WeChat Pay API v3 notify checks, shared by the real driver and the development driver (which
 * signs its own notifies the same way): headers present, serial known, timestamp within the window,
 * RSA-SHA256 over `timestamp\nnonce\nbody\n` with the public key the serial names, then the
 * AEAD_AES_256_GCM resource decrypted with the APIv3 key, then merchant and app checked.
 */

/** WeChat's own limit for signed answers; notifies older or newer than this are refused. */
export const NOTIFY_WINDOW_SECONDS = 300;

export interface NotifyKeys {
  /** WeChat Pay public keys by id (the `Wechatpay-Serial` header value, PUB_KEY_ID_...). */
  publicKeys: ReadonlyMap<string, KeyObject>;
  /** The 32-character APIv3 key. */
  apiV3Key: string;
  mchId: string;
  /** The apps (official account, mini-programs) this merchant takes payments for. */
  appIds: readonly string[];
  now: () => number;
}

type Opened = { ok: true; id: string; eventType: string; resource: Record<string, unknown> } | { ok: false; reason: NotifyRefusal };

function header(headers: NotifyHeaders, name: string): string | undefined {
  const value = headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text ? text : undefined;
}

function record(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function fen(value: unknown): number | null {
  return Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : null;
}

function time(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Signature, serial and window first; only then the body is parsed and its resource decrypted. */
export function openNotify(rawBody: string, headers: NotifyHeaders, keys: NotifyKeys, events: readonly string[]): Opened {
  const { Aes, Formatter, Rsa } = wechatpayLib();
  const timestamp = header(headers, 'wechatpay-timestamp');
  const nonce = header(headers, 'wechatpay-nonce');
  const signature = header(headers, 'wechatpay-signature');
  const serial = header(headers, 'wechatpay-serial');
  if (!timestamp || !nonce || !signature || !serial) return { ok: false, reason: 'missing-headers' };
  const publicKey = keys.publicKeys.get(serial);
  if (!publicKey) return { ok: false, reason: 'unknown-serial' };
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(keys.now() / 1000 - Number(timestamp)) > NOTIFY_WINDOW_SECONDS) {
    return { ok: false, reason: 'stale-timestamp' };
  }
  let verified = false;
  try {
    verified = Rsa.verify(Formatter.response(timestamp, nonce, rawBody), signature, publicKey);
  } catch {
    verified = false;
  }
  if (!verified) return { ok: false, reason: 'bad-signature' };

  let body: Record<string, unknown> | null;
  try {
    body = record(JSON.parse(rawBody));
  } catch {
    return { ok: false, reason: 'bad-body' };
  }
  const resource = record(body?.resource);
  const id = text(body?.id);
  const eventType = text(body?.event_type);
  if (!body || !resource || !id || !eventType) return { ok: false, reason: 'bad-body' };
  if (!events.includes(eventType)) return { ok: false, reason: 'wrong-event' };
  const ciphertext = text(resource.ciphertext);
  const iv = text(resource.nonce);
  const aad = typeof resource.associated_data === 'string' ? resource.associated_data : '';
  if (resource.algorithm !== 'AEAD_AES_256_GCM' || !ciphertext || !iv) return { ok: false, reason: 'bad-body' };
  try {
    const plain = record(JSON.parse(Aes.AesGcm.decrypt(ciphertext, keys.apiV3Key, iv, aad)));
    if (!plain) return { ok: false, reason: 'decrypt-failed' };
    return { ok: true, id, eventType, resource: plain };
  } catch {
    return { ok: false, reason: 'decrypt-failed' };
  }
}

/** A transaction object (decrypted notify resource or query answer) in state SUCCESS -> notice. */
export function decodeTransaction(
  data: Record<string, unknown>,
  keys: Pick<NotifyKeys, 'mchId' | 'appIds'>,
  provider: string,
  notifyId: string,
): { ok: true; notice: PaymentNotice } | { ok: false; reason: NotifyRefusal } {
  if (data.mchid !== keys.mchId) return { ok: false, reason: 'wrong-merchant' };
  if (typeof data.appid !== 'string' || !keys.appIds.includes(data.appid)) return { ok: false, reason: 'wrong-app' };
  if (data.trade_state !== 'SUCCESS') return { ok: false, reason: 'wrong-event' };
  const amount = record(data.amount);
  const orderNo = text(data.out_trade_no);
  const transactionId = text(data.transaction_id);
  const amountFen = fen(amount?.total);
  const paidAt = time(data.success_time);
  if (!orderNo || !transactionId || amountFen === null || !paidAt) return { ok: false, reason: 'bad-body' };
  const payer = record(data.payer);
  return {
    ok: true,
    notice: { provider, notifyId, orderNo, transactionId, amountFen, paidAt, mchId: data.mchid, appId: data.appid, payerId: text(payer?.openid) ?? '' },
  };
}

/** A refund object (decrypted refund notify, refund request or query answer) -> notice. */
export function decodeRefund(
  data: Record<string, unknown>,
  keys: Pick<NotifyKeys, 'mchId'>,
  provider: string,
  notifyId: string,
): { ok: true; notice: RefundNotice } | { ok: false; reason: NotifyRefusal } {
  // Refund request answers carry no mchid; notifies do and it must be ours.
  if (data.mchid !== undefined && data.mchid !== keys.mchId) return { ok: false, reason: 'wrong-merchant' };
  const state = (data.refund_status ?? data.status) as RefundState;
  if (!REFUND_STATES.includes(state)) return { ok: false, reason: 'bad-body' };
  const amount = record(data.amount);
  const orderNo = text(data.out_trade_no);
  const refundNo = text(data.out_refund_no);
  const refundId = text(data.refund_id);
  const refundFen = fen(amount?.refund);
  const totalFen = fen(amount?.total);
  if (!orderNo || !refundNo || !refundId || refundFen === null || totalFen === null) return { ok: false, reason: 'bad-body' };
  return {
    ok: true,
    notice: {
      provider,
      notifyId,
      orderNo,
      refundNo,
      refundId,
      state,
      refundFen,
      totalFen,
      finishedAt: state === 'SUCCESS' ? time(data.success_time) : null,
      mchId: keys.mchId,
    },
  };
}

export const PAYMENT_EVENTS = ['TRANSACTION.SUCCESS'] as const;
export const REFUND_EVENTS = ['REFUND.SUCCESS', 'REFUND.ABNORMAL', 'REFUND.CLOSED'] as const;

/** WeChat's expected answers: 2xx without a body for success; otherwise it retries. */
export const WECHATPAY_ANSWERS = {
  accepted: { status: 204, contentType: null, body: '' },
  refused: { status: 400, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ code: 'FAIL', message: '失败' }) },
} as const;

/**
 * The notify half of a provider that speaks WeChat Pay v3's notify protocol: the real driver and the
 * development driver (which seals its own notifies with its own keys) verify and answer the same way.
 */
export abstract class WechatpayNotifies {
  abstract readonly name: string;
  protected abstract readonly keys: NotifyKeys;

  verifyPaymentNotify(rawBody: string, headers: NotifyHeaders): Verified<PaymentNotice> {
    const opened = openNotify(rawBody, headers, this.keys, PAYMENT_EVENTS);
    if (!opened.ok) return opened;
    return decodeTransaction(opened.resource, this.keys, this.name, opened.id);
  }

  verifyRefundNotify(rawBody: string, headers: NotifyHeaders): Verified<RefundNotice> {
    const opened = openNotify(rawBody, headers, this.keys, REFUND_EVENTS);
    if (!opened.ok) return opened;
    return decodeRefund(opened.resource, this.keys, this.name, opened.id);
  }

  notifyAnswer(accepted: boolean): NotifyAnswer {
    return accepted ? WECHATPAY_ANSWERS.accepted : WECHATPAY_ANSWERS.refused;
  }
}
