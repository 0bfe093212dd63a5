import { createCipheriv, createSign, createVerify, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text as bodyText } from 'node:stream/consumers';

/**
 * A local stand-in for api.mch.weixin.qq.com (API v3, public-key mode), written with node:crypto
 * alone so it shares no code with the driver under test: it checks each request's merchant
 * Authorization signature, signs every answer with the "WeChat Pay public key" pair, keeps orders
 * and refunds, and seals notifies (AEAD_AES_256_GCM resource + RSA-SHA256 signature) that it can
 * also deliver to a URL. `notify` takes faults for the refusal tests.
 */

export interface FakeWechatpayKeys {
  mchId: string;
  merchantSerial: string;
  merchantPublicKey: KeyObject;
  platformPrivateKey: KeyObject;
  publicKeyId: string;
  apiV3Key: string;
}

export interface ReceivedRequest {
  method: string;
  /** Path with query, as signed. */
  url: string;
  body: string;
  json: Record<string, unknown> | null;
  /** The Authorization header named our merchant and serial and its signature verified. */
  signedByMerchant: boolean;
}

interface FakeOrder {
  appid: string;
  total: number;
  tradeState: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
  transactionId: string;
  successTime: string | null;
  openid: string;
}

export interface NotifyFaults {
  /** Sign with this key instead of the WeChat Pay key. */
  signWith?: KeyObject;
  serial?: string;
  /** Seconds since epoch. */
  timestamp?: number;
  /** Flip a byte of the ciphertext after encryption. */
  tamperCiphertext?: boolean;
  /** Change the body after signing. */
  tamperBody?: boolean;
  resource?: Record<string, unknown>;
  eventType?: string;
}

export interface SealedNotify {
  headers: Record<string, string>;
  body: string;
}

export interface FakeWechatpay {
  url: string;
  requests: ReceivedRequest[];
  orders: Map<string, FakeOrder>;
  /** The member paid: the order turns SUCCESS; answers the transaction object. */
  pay(orderNo: string, openid?: string): Record<string, unknown>;
  paymentNotify(orderNo: string, faults?: NotifyFaults): SealedNotify;
  refundNotify(refundNo: string, state: 'SUCCESS' | 'CLOSED' | 'ABNORMAL', faults?: NotifyFaults): SealedNotify;
  /** The next `count` API calls fail with HTTP 500 SYSTEM_ERROR (an outage: the outcome is unknown to the caller). */
  failNext(count?: number): void;
  /** POSTs a sealed notify like WeChat Pay does; answers the HTTP status and body. */
  deliver(url: string, notify: SealedNotify): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}


/** WeChat Pay writes times as 2018-06-08T10:34:56+08:00. */
export function beijingTime(date: Date): string {
  return new Date(Math.floor(date.getTime() / 1000) * 1000 + 8 * 3600_000).toISOString().replace(/\.\d{3}Z$/, '+08:00');
}

function sign(message: string, key: KeyObject): string {
  return createSign('RSA-SHA256').update(message).sign(key, 'base64');
}

function encrypt(plain: string, key: string, nonce: string, aad: string): string {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from(aad));
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
}

export async function startFakeWechatpay(keys: FakeWechatpayKeys): Promise<FakeWechatpay> {
  const requests: ReceivedRequest[] = [];
  const orders = new Map<string, FakeOrder>();
  const refunds = new Map<string, { orderNo: string; refundId: string; refund: number; total: number }>();
  let serial = 0;
  let failures = 0;
  const nextId = () => `${Date.now()}${String(++serial).padStart(8, '0')}`;

  const merchantSigned = (request: IncomingMessage, url: string, body: string): boolean => {
    const match = /^WECHATPAY2-SHA256-RSA2048 (.*)$/.exec(request.headers.authorization ?? '');
    if (!match) return false;
    const fields = Object.fromEntries([...match[1].matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (fields.mchid !== keys.mchId || fields.serial_no !== keys.merchantSerial) return false;
    const message = `${request.method}\n${url}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`;
    return createVerify('RSA-SHA256').update(message).verify(keys.merchantPublicKey, fields.signature ?? '', 'base64');
  };

  const transaction = (orderNo: string, order: FakeOrder): Record<string, unknown> => ({
    mchid: keys.mchId,
    appid: order.appid,
    out_trade_no: orderNo,
    transaction_id: order.transactionId,
    trade_type: 'JSAPI',
    trade_state: order.tradeState,
    trade_state_desc: order.tradeState,
    bank_type: 'OTHERS',
    ...(order.successTime ? { success_time: order.successTime } : {}),
    payer: { openid: order.openid },
    amount: { total: order.total, payer_total: order.total, currency: 'CNY', payer_currency: 'CNY' },
  });

  const route = (method: string, path: string, json: Record<string, unknown> | null): [number, unknown] => {
    const create = /^\/v3\/pay\/transactions\/(jsapi|h5|native)$/.exec(path);
    if (method === 'POST' && create && json) {
      const orderNo = String(json.out_trade_no);
      if (json.mchid !== keys.mchId) return [400, { code: 'MCH_NOT_EXISTS', message: '商户号不存在' }];
      if (orders.get(orderNo)?.tradeState === 'SUCCESS') return [400, { code: 'ORDERPAID', message: '该订单已支付' }];
      const payer = json.payer as { openid?: string } | undefined;
      orders.set(orderNo, {
        appid: String(json.appid),
        total: (json.amount as { total: number }).total,
        tradeState: 'NOTPAY',
        transactionId: `4200${nextId()}`,
        successTime: null,
        openid: payer?.openid ?? 'h5-payer',
      });
      if (create[1] === 'jsapi') return [200, { prepay_id: `wx${nextId()}` }];
      if (create[1] === 'h5') return [200, { h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx${nextId()}&package=1` }];
      return [200, { code_url: `weixin://wxpay/bizpayurl?pr=${nextId()}` }];
    }
    const query = /^\/v3\/pay\/transactions\/out-trade-no\/([^/?]+)(\/close)?$/.exec(path);
    if (query) {
      const orderNo = decodeURIComponent(query[1]);
      const order = orders.get(orderNo);
      if (!order) return [404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' }];
      if (query[2] && method === 'POST') {
        order.tradeState = 'CLOSED';
        return [204, null];
      }
      if (method === 'GET') return [200, transaction(orderNo, order)];
    }
    if (method === 'POST' && path === '/v3/refund/domestic/refunds' && json) {
      const orderNo = String(json.out_trade_no);
      const order = orders.get(orderNo);
      if (!order || order.tradeState !== 'SUCCESS') return [404, { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' }];
      const amount = json.amount as { refund: number; total: number };
      const refundNo = String(json.out_refund_no);
      const refundId = `5030${nextId()}`;
      refunds.set(refundNo, { orderNo, refundId, refund: amount.refund, total: amount.total });
      return [200, {
        refund_id: refundId,
        out_refund_no: refundNo,
        transaction_id: order.transactionId,
        out_trade_no: orderNo,
        channel: 'ORIGINAL',
        user_received_account: '支付用户零钱',
        create_time: new Date().toISOString(),
        status: 'PROCESSING',
        amount: { total: amount.total, refund: amount.refund, payer_total: amount.total, payer_refund: amount.refund, currency: 'CNY' },
      }];
    }
    return [404, { code: 'NOT_FOUND', message: '接口不存在' }];
  };

  const answer = (response: ServerResponse, status: number, data: unknown) => {
    const body = data === null ? '' : JSON.stringify(data);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = randomBytes(16).toString('hex');
    response.writeHead(status, {
      ...(body ? { 'content-type': 'application/json' } : {}),
      'request-id': randomUUID(),
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-serial': keys.publicKeyId,
      'wechatpay-signature': sign(`${timestamp}\n${nonce}\n${body}\n`, keys.platformPrivateKey),
    });
    response.end(body);
  };

  const server = createServer(async (request, response) => {
    const url = request.url ?? '/';
    const body = await bodyText(request);
    let json: Record<string, unknown> | null = null;
    try {
      json = body ? (JSON.parse(body) as Record<string, unknown>) : null;
    } catch {
      json = null;
    }
    const signedByMerchant = merchantSigned(request, url, body);
    requests.push({ method: request.method ?? '', url, body, json, signedByMerchant });
    if (!signedByMerchant) return answer(response, 401, { code: 'SIGN_ERROR', message: '签名错误' });
    if (failures > 0) {
      failures -= 1;
      return answer(response, 500, { code: 'SYSTEM_ERROR', message: '系统错误' });
    }
    const [status, data] = route(request.method ?? '', url.split('?')[0], json);
    answer(response, status, data);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const seal = (eventType: string, originalType: string, resource: Record<string, unknown>, faults: NotifyFaults): SealedNotify => {
    const nonce = randomBytes(6).toString('hex');
    let ciphertext = encrypt(JSON.stringify(faults.resource ?? resource), keys.apiV3Key, nonce, originalType);
    if (faults.tamperCiphertext) {
      const bytes = Buffer.from(ciphertext, 'base64');
      bytes[0] ^= 0x01;
      ciphertext = bytes.toString('base64');
    }
    let body = JSON.stringify({
      id: randomUUID(),
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: faults.eventType ?? eventType,
      summary: '通知',
      resource: { original_type: originalType, algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: originalType, nonce },
    });
    const timestamp = String(faults.timestamp ?? Math.floor(Date.now() / 1000));
    const headerNonce = randomBytes(16).toString('hex');
    const signature = sign(`${timestamp}\n${headerNonce}\n${body}\n`, faults.signWith ?? keys.platformPrivateKey);
    if (faults.tamperBody) body = body.replace('"summary":"通知"', '"summary":"通知!"');
    return {
      headers: {
        'content-type': 'application/json',
        'wechatpay-timestamp': timestamp,
        'wechatpay-nonce': headerNonce,
        'wechatpay-serial': faults.serial ?? keys.publicKeyId,
        'wechatpay-signature': signature,
        'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
      },
      body,
    };
  };

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    orders,
    failNext(count = 1) {
      failures = count;
    },
        pay(orderNo, openid) {
      const order = orders.get(orderNo);
      if (!order) throw new Error(`fake wechatpay: no order ${orderNo}`);
      order.tradeState = 'SUCCESS';
      order.successTime = beijingTime(new Date());
      if (openid) order.openid = openid;
      return transaction(orderNo, order);
    },
    paymentNotify(orderNo, faults = {}) {
      const order = orders.get(orderNo);
      if (!order) throw new Error(`fake wechatpay: no order ${orderNo}`);
      return seal('TRANSACTION.SUCCESS', 'transaction', transaction(orderNo, order), faults);
    },
    refundNotify(refundNo, state, faults = {}) {
      const refund = refunds.get(refundNo);
      if (!refund) throw new Error(`fake wechatpay: no refund ${refundNo}`);
      const order = orders.get(refund.orderNo);
      if (state === 'SUCCESS' && order) order.tradeState = 'REFUND';
      return seal(`REFUND.${state}`, 'refund', {
        mchid: keys.mchId,
        out_trade_no: refund.orderNo,
        transaction_id: order?.transactionId ?? '',
        out_refund_no: refundNo,
        refund_id: refund.refundId,
        refund_status: state,
        ...(state === 'SUCCESS' ? { success_time: beijingTime(new Date()) } : {}),
        user_received_account: '支付用户零钱',
        amount: { total: refund.total, refund: refund.refund, payer_total: refund.total, payer_refund: refund.refund },
      }, faults);
    },
    async deliver(url, notify) {
      const response = await fetch(url, { method: 'POST', headers: notify.headers, body: notify.body });
      return { status: response.status, body: await response.text() };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
