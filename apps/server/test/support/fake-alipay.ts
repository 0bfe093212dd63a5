import { createSign, createVerify, randomUUID, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text as bodyText } from 'node:stream/consumers';

/**
 * A local stand-in for Alipay's open gateway (openapi.alipay.com/gateway.do, public-key mode, RSA2),
 * written with node:crypto alone so it shares no code with the driver or alipay-sdk: it checks each
 * request's signature with the application's public key, answers `{<method>_response: {...}, sign}`
 * signed over the exact response text with "Alipay's" private key, keeps trades and refunds, and
 * builds notifies as Alipay posts them (form body, signed over the sorted fields without sign and
 * sign_type). `notify` takes faults for the refusal tests.
 */

export interface FakeAlipayKeys {
  appId: string;
  sellerId: string;
  appPublicKey: KeyObject;
  alipayPrivateKey: KeyObject;
}

export interface ReceivedCall {
  method: string;
  params: Record<string, string>;
  biz: Record<string, unknown>;
  /** The request's sign verified with the application's public key over all other parameters. */
  signedByApp: boolean;
}

export interface OpenedPage {
  params: Record<string, string>;
  biz: Record<string, unknown>;
  signedByApp: boolean;
}

interface FakeTrade {
  totalAmount: string;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  tradeNo: string;
  gmtPayment: string | null;
  refunds: Map<string, string>;
}

export interface NotifyFaults {
  /** Sign with this key instead of Alipay's. */
  signWith?: KeyObject;
  /** Field values set before signing (app_id, seller_id, trade_status, total_amount...). */
  fields?: Record<string, string>;
  /** Field values changed after signing. */
  tamper?: Record<string, string>;
}

export interface FakeAlipay {
  url: string;
  calls: ReceivedCall[];
  /** What the member's browser sends Alipay when it opens the wap pay address; registers the trade. */
  openPage(url: string): OpenedPage;
  pay(orderNo: string): void;
  /** The payment notify of a paid trade as Alipay posts it: the raw form body. */
  notify(orderNo: string, faults?: NotifyFaults): string;
  /** The next answer is signed with this key (answer-unverified tests). */
  signNextAnswerWith(key: KeyObject): void;
  close(): Promise<void>;
}

function signText(text: string, key: KeyObject): string {
  return createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64');
}

/** Alipay's sign content: sorted `key=value` over non-empty fields, joined by `&`. */
function content(fields: Record<string, string>, without: readonly string[]): string {
  return Object.keys(fields)
    .filter((key) => !without.includes(key) && fields[key] !== '')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
}

/** '12.3' -> 1230 (the fake's own parse, independent of the driver's). */
function fen(yuan: string): number {
  const [whole, part = ''] = yuan.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}

function beijing(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}


export async function startFakeAlipay(keys: FakeAlipayKeys): Promise<FakeAlipay> {
  const trades = new Map<string, FakeTrade>();
  const calls: ReceivedCall[] = [];
  let answerKey: KeyObject | null = null;
  let sequence = 0;

  const verifiedByApp = (params: Record<string, string>): boolean =>
    createVerify('RSA-SHA256').update(content(params, ['sign']), 'utf8').verify(keys.appPublicKey, params.sign ?? '', 'base64');

  const fail = (sub: string) => ({ code: '40004', msg: 'Business Failed', sub_code: sub, sub_msg: sub });

  const handlers: Record<string, (biz: Record<string, unknown>) => Record<string, unknown>> = {
    'alipay.trade.query': (biz) => {
      const trade = trades.get(String(biz.out_trade_no));
      if (!trade) return fail('ACQ.TRADE_NOT_EXIST');
      return {
        code: '10000',
        msg: 'Success',
        out_trade_no: biz.out_trade_no,
        trade_no: trade.tradeNo,
        trade_status: trade.status,
        total_amount: trade.totalAmount,
        buyer_user_id: '2088102177846880',
        ...(trade.gmtPayment ? { send_pay_date: trade.gmtPayment } : {}),
      };
    },
    'alipay.trade.close': (biz) => {
      const trade = trades.get(String(biz.out_trade_no));
      if (!trade) return fail('ACQ.TRADE_NOT_EXIST');
      if (trade.status !== 'WAIT_BUYER_PAY') return fail('ACQ.TRADE_STATUS_ERROR');
      trade.status = 'TRADE_CLOSED';
      return { code: '10000', msg: 'Success', out_trade_no: biz.out_trade_no, trade_no: trade.tradeNo };
    },
    'alipay.trade.refund': (biz) => {
      const trade = trades.get(String(biz.out_trade_no));
      if (!trade) return fail('ACQ.TRADE_NOT_EXIST');
      if (trade.status !== 'TRADE_SUCCESS') return fail('ACQ.TRADE_STATUS_ERROR');
      const requestNo = String(biz.out_request_no);
      const repeated = trade.refunds.has(requestNo);
      if (!repeated) trade.refunds.set(requestNo, String(biz.refund_amount));
      const refunded = [...trade.refunds.values()].reduce((sum, yuan) => sum + fen(yuan), 0);
      if (refunded > fen(trade.totalAmount)) {
        trade.refunds.delete(requestNo);
        return fail('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL');
      }
      return {
        code: '10000',
        msg: 'Success',
        out_trade_no: biz.out_trade_no,
        trade_no: trade.tradeNo,
        refund_fee: `${Math.floor(refunded / 100)}.${String(refunded % 100).padStart(2, '0')}`,
        fund_change: repeated ? 'N' : 'Y',
        gmt_refund_pay: beijing(Date.now()),
      };
    },
    'alipay.trade.fastpay.refund.query': (biz) => {
      const trade = trades.get(String(biz.out_trade_no));
      const amount = trade?.refunds.get(String(biz.out_request_no));
      if (!trade || !amount) return { code: '10000', msg: 'Success' };
      return { code: '10000', msg: 'Success', out_trade_no: biz.out_trade_no, out_request_no: biz.out_request_no, refund_amount: amount, refund_status: 'REFUND_SUCCESS' };
    },
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const params: Record<string, string> = { ...Object.fromEntries(url.searchParams), ...Object.fromEntries(new URLSearchParams(await bodyText(request))) };
      const method = params.method ?? '';
      const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, unknown>;
      const signedByApp = params.app_id === keys.appId && verifiedByApp(params);
      calls.push({ method, params, biz, signedByApp });
      const handler = handlers[method];
      const answer = !signedByApp
        ? { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' }
        : handler
          ? handler(biz)
          : { code: '40004', msg: 'Business Failed', sub_code: 'isv.unknown-method' };
      const text = JSON.stringify(answer);
      const key = answerKey ?? keys.alipayPrivateKey;
      answerKey = null;
      const body = `{"${method.replaceAll('.', '_')}_response":${text},"sign":"${signText(text, key)}"}`;
      response.writeHead(200, { 'content-type': 'text/html;charset=utf-8' });
      response.end(body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/gateway.do`,
    calls,
    openPage(pageUrl) {
      const params = Object.fromEntries(new URL(pageUrl).searchParams);
      const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, unknown>;
      const signedByApp = params.app_id === keys.appId && verifiedByApp(params);
      if (signedByApp && !trades.has(String(biz.out_trade_no))) {
        sequence += 1;
        trades.set(String(biz.out_trade_no), {
          totalAmount: String(biz.total_amount),
          status: 'WAIT_BUYER_PAY',
          tradeNo: `2026112422001${String(sequence).padStart(8, '0')}`,
          gmtPayment: null,
          refunds: new Map(),
        });
      }
      return { params, biz, signedByApp };
    },
    pay(orderNo) {
      const trade = trades.get(orderNo);
      if (!trade) throw new Error(`no trade ${orderNo}`);
      trade.status = 'TRADE_SUCCESS';
      trade.gmtPayment = beijing(Date.now());
    },
    notify(orderNo, faults = {}) {
      const trade = trades.get(orderNo);
      if (!trade) throw new Error(`no trade ${orderNo}`);
      const fields: Record<string, string> = {
        gmt_create: beijing(Date.now() - 60_000),
        charset: 'utf-8',
        seller_email: 'shop@example.com',
        subject: '金牌会员 1个月',
        buyer_id: '2088102177846880',
        invoice_amount: trade.totalAmount,
        notify_id: randomUUID().replaceAll('-', ''),
        fund_bill_list: '[{"amount":"' + trade.totalAmount + '","fundChannel":"ALIPAYACCOUNT"}]',
        notify_type: 'trade_status_sync',
        trade_status: trade.status,
        receipt_amount: trade.totalAmount,
        app_id: keys.appId,
        buyer_pay_amount: trade.totalAmount,
        sign_type: 'RSA2',
        seller_id: keys.sellerId,
        gmt_payment: trade.gmtPayment ?? '',
        notify_time: beijing(Date.now()),
        version: '1.0',
        out_trade_no: orderNo,
        total_amount: trade.totalAmount,
        trade_no: trade.tradeNo,
        auth_app_id: keys.appId,
        point_amount: '0.00',
        ...faults.fields,
      };
      fields.sign = signText(content(fields, ['sign', 'sign_type']), faults.signWith ?? keys.alipayPrivateKey);
      Object.assign(fields, faults.tamper);
      return new URLSearchParams(fields).toString();
    },
    signNextAnswerWith(key) {
      answerKey = key;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
