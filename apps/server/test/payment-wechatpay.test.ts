import { createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config, type WechatpayConfig } from '../src/config';
import { DevPaymentDriver } from '../src/integrations/payment/dev-driver';
import { createPaymentProviders } from '../src/integrations/payment/index';
import { PaymentError, type NotifyRefusal } from '../src/integrations/payment/provider';
import { WechatpayDriver } from '../src/integrations/payment/wechatpay-driver';
import { startFakeWechatpay, type FakeWechatpay, type NotifyFaults } from './support/fake-wechatpay';

const pem = (key: KeyObject, type: 'pkcs8' | 'spki') => key.export({ format: 'pem', type }) as string;
const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
const MCH_ID = '1900000109';
const APP = 'wx-test-offiaccount';
const APPLET = 'wx-test-applet';
const PUBLIC_KEY_ID = 'PUB_KEY_ID_0119000001092026112400000000';
const APIV3_KEY = 'a'.repeat(16) + 'B'.repeat(16);

let fake: FakeWechatpay;
let config: WechatpayConfig;
let driver: WechatpayDriver;
let sequence = 0;
const orderNo = () => `T${Date.now()}${++sequence}`;

beforeAll(async () => {
  fake = await startFakeWechatpay({
    mchId: MCH_ID,
    merchantSerial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    merchantPublicKey: merchant.publicKey,
    platformPrivateKey: platform.privateKey,
    publicKeyId: PUBLIC_KEY_ID,
    apiV3Key: APIV3_KEY,
  });
  config = {
    mchId: MCH_ID,
    appIds: [APP, APPLET],
    serial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    privateKey: pem(merchant.privateKey, 'pkcs8'),
    apiV3Key: APIV3_KEY,
    publicKey: pem(platform.publicKey, 'spki'),
    publicKeyId: PUBLIC_KEY_ID,
    apiBase: fake.url,
    paymentNotifyUrl: 'https://pay.example.com/api/payment/notify/wechatpay',
    refundNotifyUrl: 'https://pay.example.com/api/payment/refund-notify/wechatpay',
  };
  driver = new WechatpayDriver(config);
});

afterAll(() => fake.close());

async function paidOrder(amountFen = 9900): Promise<string> {
  const no = orderNo();
  await driver.createPayment({ orderNo: no, amountFen, description: '金牌会员 1个月', channel: 'jsapi', openid: 'o-payer' });
  fake.pay(no, 'o-payer');
  return no;
}

describe('WeChat Pay v3 driver: creating payments', () => {
  it('JSAPI: the order reaches WeChat signed by the merchant key; the client gets pay params signed by the merchant key', async () => {
    const no = orderNo();
    const payment = await driver.createPayment({ orderNo: no, amountFen: 9900, description: '金牌会员 1个月', channel: 'jsapi', openid: 'o-alice' });
    const request = fake.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', url: '/v3/pay/transactions/jsapi', signedByMerchant: true });
    expect(request.json).toMatchObject({
      appid: APP,
      mchid: MCH_ID,
      out_trade_no: no,
      description: '金牌会员 1个月',
      notify_url: config.paymentNotifyUrl,
      amount: { total: 9900, currency: 'CNY' },
      payer: { openid: 'o-alice' },
    });
    if (payment.channel !== 'jsapi') throw new Error(`got ${payment.channel}`);
    const { params } = payment;
    expect(params).toMatchObject({ appId: APP, signType: 'RSA' });
    expect(params.package).toMatch(/^prepay_id=wx\d+$/);
    const signed = `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`;
    expect(createVerify('RSA-SHA256').update(signed).verify(merchant.publicKey, params.paySign, 'base64')).toBe(true);
  });

  it('mini-program: the order and the pay params name the mini-program app', async () => {
    const payment = await driver.createPayment({ orderNo: orderNo(), amountFen: 1, description: '体验', channel: 'miniprogram', openid: 'o-bob', appId: APPLET });
    expect(fake.requests.at(-1)).toMatchObject({ url: '/v3/pay/transactions/jsapi', signedByMerchant: true, json: { appid: APPLET } });
    expect(payment).toMatchObject({ channel: 'miniprogram', params: { appId: APPLET } });
  });

  it('H5 answers the h5_url and sends the payer address; Native answers the code_url', async () => {
    const h5 = await driver.createPayment({ orderNo: orderNo(), amountFen: 100, description: 'H5', channel: 'h5', clientIp: '203.0.113.9' });
    expect(fake.requests.at(-1)).toMatchObject({ url: '/v3/pay/transactions/h5', signedByMerchant: true, json: { scene_info: { payer_client_ip: '203.0.113.9', h5_info: { type: 'Wap' } } } });
    expect(h5).toMatchObject({ channel: 'h5', url: expect.stringMatching(/^https:\/\/wx\.tenpay\.com\//) });
    const native = await driver.createPayment({ orderNo: orderNo(), amountFen: 100, description: 'Native', channel: 'native' });
    expect(fake.requests.at(-1)).toMatchObject({ url: '/v3/pay/transactions/native', signedByMerchant: true });
    expect(native).toMatchObject({ channel: 'native', codeUrl: expect.stringMatching(/^weixin:\/\/wxpay\//) });
  });

  it('refuses an app the merchant does not serve, JSAPI without openid, H5 without the payer address, and Alipay', async () => {
    const base = { orderNo: orderNo(), amountFen: 1, description: 'x' };
    await expect(driver.createPayment({ ...base, channel: 'native', appId: 'wx-other' })).rejects.toMatchObject({ reason: 'unknown-app' });
    await expect(driver.createPayment({ ...base, channel: 'jsapi' })).rejects.toMatchObject({ reason: 'openid-required' });
    await expect(driver.createPayment({ ...base, channel: 'h5' })).rejects.toMatchObject({ reason: 'client-ip-required' });
    await expect(driver.createPayment({ ...base, channel: 'alipay-wap' })).rejects.toMatchObject({ reason: 'channel-unsupported' });
  });

  it("passes WeChat's refusal code on, and refuses an answer not signed with the configured WeChat Pay public key", async () => {
    const no = await paidOrder();
    const again = driver.createPayment({ orderNo: no, amountFen: 9900, description: 'x', channel: 'native' });
    await expect(again).rejects.toBeInstanceOf(PaymentError);
    await expect(again).rejects.toMatchObject({ reason: 'ORDERPAID' });
    const fooled = new WechatpayDriver({ ...config, publicKey: pem(stranger.publicKey, 'spki') });
    await expect(fooled.createPayment({ orderNo: orderNo(), amountFen: 1, description: 'x', channel: 'native' })).rejects.toMatchObject({
      name: 'PaymentError',
      reason: 'answer-unverified',
    });
  });

  it('cuts a description to the 127 bytes WeChat accepts without splitting a character', async () => {
    await driver.createPayment({ orderNo: orderNo(), amountFen: 1, description: '金'.repeat(50), channel: 'native' });
    expect(fake.requests.at(-1)?.json?.description).toBe('金'.repeat(42));
  });
});

describe('WeChat Pay v3 driver: query and close', () => {
  it('answers NOTPAY, then SUCCESS with the notice, NOT_FOUND for an unknown order, CLOSED after close', async () => {
    const no = orderNo();
    await driver.createPayment({ orderNo: no, amountFen: 500, description: 'q', channel: 'native' });
    expect(await driver.queryPayment(no)).toEqual({ state: 'NOTPAY' });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', url: `/v3/pay/transactions/out-trade-no/${no}?mchid=${MCH_ID}`, signedByMerchant: true });
    fake.pay(no, 'o-carol');
    const paid = await driver.queryPayment(no);
    expect(paid).toMatchObject({ state: 'SUCCESS', notice: { orderNo: no, amountFen: 500, mchId: MCH_ID, appId: APP, payerId: 'o-carol', notifyId: '' } });
    expect(await driver.queryPayment('T-never-made')).toEqual({ state: 'NOT_FOUND' });
    const other = orderNo();
    await driver.createPayment({ orderNo: other, amountFen: 500, description: 'q', channel: 'native' });
    await driver.closePayment(other);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', url: `/v3/pay/transactions/out-trade-no/${other}/close`, json: { mchid: MCH_ID }, signedByMerchant: true });
    expect(await driver.queryPayment(other)).toEqual({ state: 'CLOSED' });
  });
});

describe('WeChat Pay v3 driver: payment notify', () => {
  it('decodes a good notify to the payment notice', async () => {
    const no = await paidOrder(12345);
    const sealed = fake.paymentNotify(no);
    const result = driver.verifyPaymentNotify(sealed.body, sealed.headers);
    if (!result.ok) throw new Error(`refused: ${result.reason}`);
    const order = fake.orders.get(no)!;
    expect(result.notice).toEqual({
      provider: 'wechatpay',
      notifyId: JSON.parse(sealed.body).id,
      orderNo: no,
      transactionId: order.transactionId,
      amountFen: 12345,
      paidAt: new Date(order.successTime!),
      mchId: MCH_ID,
      appId: APP,
      payerId: 'o-payer',
    });
  });

  const refusals: [string, NotifyFaults | 'no-headers' | 'refund-event', NotifyRefusal][] = [
    ['a signature by another key', { signWith: stranger.privateKey }, 'bad-signature'],
    ['a body changed after signing', { tamperBody: true }, 'bad-signature'],
    ['an unknown serial', { serial: 'PUB_KEY_ID_0119999999' }, 'unknown-serial'],
    ['a timestamp 6 minutes old', { timestamp: Math.floor(Date.now() / 1000) - 360 }, 'stale-timestamp'],
    ['a timestamp 6 minutes ahead', { timestamp: Math.floor(Date.now() / 1000) + 360 }, 'stale-timestamp'],
    ['a tampered ciphertext', { tamperCiphertext: true }, 'decrypt-failed'],
    ['another merchant', { resource: { mchid: '1900000999' } }, 'wrong-merchant'],
    ['another app', { resource: { appid: 'wx-someone-else' } }, 'wrong-app'],
    ['no signature headers', 'no-headers', 'missing-headers'],
    ['a refund event', 'refund-event', 'wrong-event'],
  ];
  it.each(refusals)('refuses %s', async (_name, fault, reason) => {
    const no = await paidOrder();
    const good = fake.paymentNotify(no);
    let sealed = good;
    if (fault === 'no-headers') sealed = { body: good.body, headers: { 'content-type': 'application/json' } };
    else if (fault === 'refund-event') sealed = fake.paymentNotify(no, { eventType: 'REFUND.SUCCESS' });
    else if (fault.resource) sealed = fake.paymentNotify(no, { resource: { ...JSON.parse(JSON.stringify(driverResource(no))), ...fault.resource } });
    else sealed = fake.paymentNotify(no, fault);
    expect(driver.verifyPaymentNotify(sealed.body, sealed.headers)).toEqual({ ok: false, reason });
  });

  function driverResource(no: string): Record<string, unknown> {
    const order = fake.orders.get(no)!;
    return {
      mchid: MCH_ID,
      appid: order.appid,
      out_trade_no: no,
      transaction_id: order.transactionId,
      trade_state: 'SUCCESS',
      success_time: order.successTime,
      payer: { openid: order.openid },
      amount: { total: order.total },
    };
  }

  it('works on the raw body delivered over HTTP and answers WeChat the way it expects', async () => {
    let server: Server | undefined;
    try {
      server = createServer((request, response) => {
        let raw = '';
        request.setEncoding('utf8');
        request.on('data', (chunk: string) => (raw += chunk));
        request.on('end', () => {
          const answer = driver.notifyAnswer(driver.verifyPaymentNotify(raw, request.headers).ok);
          response.writeHead(answer.status, answer.contentType ? { 'content-type': answer.contentType } : {});
          response.end(answer.body);
        });
      });
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/notify`;
      const no = await paidOrder();
      expect(await fake.deliver(url, fake.paymentNotify(no))).toEqual({ status: 204, body: '' });
      const refused = await fake.deliver(url, fake.paymentNotify(no, { signWith: stranger.privateKey }));
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.body)).toEqual({ code: 'FAIL', message: '失败' });
    } finally {
      await new Promise((resolve) => server?.close(resolve));
    }
  });
});

describe('WeChat Pay v3 driver: refunds', () => {
  it('requests a refund (PROCESSING) and decodes the refund notifies SUCCESS, CLOSED and ABNORMAL', async () => {
    const no = await paidOrder(9900);
    const refund = await driver.requestRefund({ orderNo: no, refundNo: `R${no}`, refundFen: 9900, totalFen: 9900, reason: '不想要了' });
    expect(fake.requests.at(-1)).toMatchObject({
      url: '/v3/refund/domestic/refunds',
      signedByMerchant: true,
      json: { out_trade_no: no, out_refund_no: `R${no}`, reason: '不想要了', notify_url: config.refundNotifyUrl, amount: { refund: 9900, total: 9900, currency: 'CNY' } },
    });
    expect(refund).toMatchObject({ provider: 'wechatpay', orderNo: no, refundNo: `R${no}`, state: 'PROCESSING', refundFen: 9900, totalFen: 9900, finishedAt: null, mchId: MCH_ID });
    expect(refund.refundId).toMatch(/^5030/);
    for (const state of ['ABNORMAL', 'CLOSED', 'SUCCESS'] as const) {
      const sealed = fake.refundNotify(`R${no}`, state);
      const result = driver.verifyRefundNotify(sealed.body, sealed.headers);
      if (!result.ok) throw new Error(`refused ${state}: ${result.reason}`);
      expect(result.notice).toMatchObject({ orderNo: no, refundNo: `R${no}`, refundId: refund.refundId, state, refundFen: 9900, notifyId: JSON.parse(sealed.body).id });
      expect(result.notice.finishedAt === null).toBe(state !== 'SUCCESS');
    }
  });

  it('refuses forged refund notifies and a payment event on the refund path', async () => {
    const no = await paidOrder();
    await driver.requestRefund({ orderNo: no, refundNo: `R${no}`, refundFen: 100, totalFen: 9900, reason: '' });
    const forged = fake.refundNotify(`R${no}`, 'SUCCESS', { signWith: stranger.privateKey });
    expect(driver.verifyRefundNotify(forged.body, forged.headers)).toEqual({ ok: false, reason: 'bad-signature' });
    const otherMerchant = fake.refundNotify(`R${no}`, 'SUCCESS', { resource: { mchid: '1900000999', refund_status: 'SUCCESS' } });
    expect(driver.verifyRefundNotify(otherMerchant.body, otherMerchant.headers)).toEqual({ ok: false, reason: 'wrong-merchant' });
    const payment = fake.paymentNotify(no);
    expect(driver.verifyRefundNotify(payment.body, payment.headers)).toEqual({ ok: false, reason: 'wrong-event' });
    await expect(driver.requestRefund({ orderNo: 'T-unpaid', refundNo: 'R1', refundFen: 1, totalFen: 1, reason: '' })).rejects.toMatchObject({ reason: 'RESOURCE_NOT_EXISTS' });
  });
});

describe('development payment driver', () => {
  it('pays on the local cashier: its notify passes the same verification and decodes to the notice', async () => {
    const dev = new DevPaymentDriver();
    const payment = await dev.createPayment({ orderNo: 'D1', amountFen: 9900, description: '金牌会员', channel: 'jsapi', openid: 'x' });
    expect(payment).toEqual({ channel: 'dev', orderNo: 'D1', amountFen: 9900, description: '金牌会员' });
    expect(await dev.queryPayment('D1')).toEqual({ state: 'NOTPAY' });
    const sealed = dev.pay('D1');
    expect(sealed.headers['wechatpay-serial']).toBe('PUB_KEY_ID_DEV');
    const result = dev.verifyPaymentNotify(sealed.body, sealed.headers);
    if (!result.ok) throw new Error(`refused: ${result.reason}`);
    expect(result.notice).toMatchObject({ provider: 'dev', orderNo: 'D1', amountFen: 9900, mchId: 'dev-mch', appId: 'wx-dev-offiaccount' });
    expect(await dev.queryPayment('D1')).toMatchObject({ state: 'SUCCESS', notice: { orderNo: 'D1', transactionId: result.notice.transactionId } });
    expect(dev.notifyAnswer(true).status).toBe(204);
  });

  it('refuses a notify changed after signing, one signed by another instance, and a stale one', async () => {
    const dev = new DevPaymentDriver();
    await dev.createPayment({ orderNo: 'D2', amountFen: 100, description: 'x', channel: 'dev' });
    const sealed = dev.pay('D2');
    expect(dev.verifyPaymentNotify(sealed.body.replace('"summary":"', '"summary":"x'), sealed.headers)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(new DevPaymentDriver().verifyPaymentNotify(sealed.body, sealed.headers)).toEqual({ ok: false, reason: 'bad-signature' });
    let now = Date.now();
    const clocked = new DevPaymentDriver(() => now);
    await clocked.createPayment({ orderNo: 'D3', amountFen: 100, description: 'x', channel: 'dev' });
    const late = clocked.pay('D3');
    now += 301_000;
    expect(clocked.verifyPaymentNotify(late.body, late.headers)).toEqual({ ok: false, reason: 'stale-timestamp' });
  });

  it('refunds: PROCESSING at request, then a signed refund notify per final state; a closed order cannot be paid', async () => {
    const dev = new DevPaymentDriver();
    await dev.createPayment({ orderNo: 'D4', amountFen: 300, description: 'x', channel: 'dev' });
    dev.pay('D4');
    const refund = await dev.requestRefund({ orderNo: 'D4', refundNo: 'RD4', refundFen: 300, totalFen: 300, reason: '' });
    expect(refund).toMatchObject({ state: 'PROCESSING', refundFen: 300 });
    for (const state of ['ABNORMAL', 'SUCCESS'] as const) {
      const sealed = dev.settleRefund('RD4', state);
      expect(dev.verifyRefundNotify(sealed.body, sealed.headers)).toMatchObject({ ok: true, notice: { orderNo: 'D4', refundNo: 'RD4', state, refundId: refund.refundId } });
    }
    await dev.createPayment({ orderNo: 'D5', amountFen: 300, description: 'x', channel: 'dev' });
    await dev.closePayment('D5');
    expect(() => dev.pay('D5')).toThrow(PaymentError);
    expect(await dev.queryPayment('D5')).toEqual({ state: 'CLOSED' });
  });
});

describe('payment provider choice', () => {
  it('is the development driver when nothing is configured, WeChat Pay when a merchant is', () => {
    const base = loadConfig({}, '/srv/caixue');
    expect(createPaymentProviders(base).forChannel('jsapi', { inWechat: true }).name).toBe('dev');
    const configured: Config = { ...base, payment: { driver: 'wechatpay', wechatpay: config, alipay: null } };
    expect(createPaymentProviders(configured).forChannel('jsapi', { inWechat: true }).name).toBe('wechatpay');
  });

  it('has no development cashier beside a real merchant: the dev channel (and alipay-wap without Alipay) is not offered', () => {
    const base = loadConfig({}, '/srv/caixue');
    const configured = createPaymentProviders({ ...base, payment: { driver: 'wechatpay', wechatpay: config, alipay: null } });
    expect(configured.byName('dev')).toBeUndefined();
    expect(configured.channelsFor({ inWechat: false })).toEqual(['jsapi', 'miniprogram', 'h5', 'native']);
    expect(() => configured.forChannel('dev', { inWechat: false })).toThrow(expect.objectContaining({ reason: 'channel-unsupported' }));
    expect(() => configured.forChannel('alipay-wap', { inWechat: false })).toThrow(expect.objectContaining({ reason: 'channel-unsupported' }));
  });
});
