import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type AlipayConfig, type Config } from '../src/config';
import { ALIPAY_ANSWERS, AlipayDriver } from '../src/integrations/payment/alipay-driver';
import { fenFromYuan, yuanText } from '../src/integrations/payment/alipay-format';
import { createPaymentProviders, isWechatBrowser } from '../src/integrations/payment/index';
import { PaymentError } from '../src/integrations/payment/provider';
import { startFakeAlipay, type FakeAlipay } from './support/fake-alipay';

const pem = (key: KeyObject, type: 'pkcs8' | 'spki') => key.export({ format: 'pem', type }) as string;
const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
const APP_ID = '2021004100000001';
const SELLER_ID = '2088102100000001';
const NOTIFY_URL = 'https://pay.example.com/api/payment/notify/alipay';
const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50(0x1800322c) NetType/WIFI Language/zh_CN';
const SAFARI_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';

let fake: FakeAlipay;
let config: AlipayConfig;
let driver: AlipayDriver;
let sequence = 0;
const orderNo = () => `A${Date.now()}${++sequence}`;

beforeAll(async () => {
  fake = await startFakeAlipay({ appId: APP_ID, sellerId: SELLER_ID, appPublicKey: app.publicKey, alipayPrivateKey: alipay.privateKey });
  config = {
    appId: APP_ID,
    sellerId: SELLER_ID,
    privateKey: pem(app.privateKey, 'pkcs8'),
    alipayPublicKey: pem(alipay.publicKey, 'spki'),
    gateway: fake.url,
    notifyUrl: NOTIFY_URL,
  };
  driver = new AlipayDriver(config);
});

afterAll(() => fake.close());

/** An order the member opened at Alipay (and paid, unless told otherwise). */
async function openedOrder(amountFen: number, paid = true): Promise<string> {
  const no = orderNo();
  const payment = await driver.createPayment({ orderNo: no, amountFen, description: '金牌会员 1个月', channel: 'alipay-wap' });
  if (payment.channel !== 'alipay-wap') throw new Error('not an alipay payment');
  fake.openPage(payment.url);
  if (paid) fake.pay(no);
  return no;
}

describe('Alipay amounts', () => {
  it('converts yuan text to fen and back exactly, refusing anything but plain two-decimal amounts', () => {
    const exact: [string, number][] = [['0.01', 1], ['0.07', 7], ['0.1', 10], ['19.9', 1990], ['1980.00', 198000], ['1155.13', 115513], ['0', 0]];
    for (const [yuan, fen] of exact) expect([yuan, fenFromYuan(yuan)]).toEqual([yuan, fen]);
    for (const bad of ['1.005', '-1', '1e3', '01.00', '.5', '', ' 1.00', '1,000.00', 'NaN']) expect([bad, fenFromYuan(bad)]).toEqual([bad, null]);
    expect([1, 7, 1990, 198000, 115513].map(yuanText)).toEqual(['0.01', '0.07', '19.90', '1980.00', '1155.13']);
  });
});

describe('Alipay wap pay driver against a fake gateway', () => {
  it('creates a wap pay address signed with the app key, carrying the order, amount in yuan and notify url', async () => {
    const no = orderNo();
    const expiresAt = new Date('2026-11-24T06:15:00Z');
    const payment = await driver.createPayment({ orderNo: no, amountFen: 198000, description: '金牌会员 1年', channel: 'alipay-wap', expiresAt, returnUrl: 'https://m.example.com/pages/mine/order/list/index' });
    expect(payment.channel).toBe('alipay-wap');
    if (payment.channel !== 'alipay-wap') return;
    expect(payment.url.startsWith(`${fake.url}?`)).toBe(true);
    const opened = fake.openPage(payment.url);
    expect(opened.signedByApp).toBe(true);
    expect(opened.params).toMatchObject({ app_id: APP_ID, method: 'alipay.trade.wap.pay', sign_type: 'RSA2', notify_url: NOTIFY_URL, return_url: 'https://m.example.com/pages/mine/order/list/index' });
    expect(opened.biz).toMatchObject({ out_trade_no: no, total_amount: '1980.00', subject: '金牌会员 1年', product_code: 'QUICK_WAP_WAY', time_expire: '2026-11-24 14:15:00' });
    // The gateway reads the timestamp as Beijing time, whatever the server's zone.
    const stamp = new Date(`${opened.params.timestamp.replace(' ', 'T')}+08:00`).getTime();
    expect(Math.abs(stamp - Date.now())).toBeLessThan(60_000);
    // A changed amount no longer matches the signature.
    expect(fake.openPage(payment.url.replace('1980.00', '0.01')).signedByApp).toBe(false);
    await expect(driver.createPayment({ orderNo: orderNo(), amountFen: 1, description: 'x', channel: 'h5' })).rejects.toMatchObject({ reason: 'channel-unsupported' });
  });

  it('decodes a good payment notify to the exact amount in fen', async () => {
    for (const [amountFen, yuan] of [[1, '0.01'], [198000, '1980.00'], [7, '0.07']] as const) {
      const no = await openedOrder(amountFen);
      const body = fake.notify(no);
      expect(new URLSearchParams(body).get('total_amount')).toBe(yuan);
      const verified = driver.verifyPaymentNotify(body);
      expect(verified).toMatchObject({ ok: true, notice: { provider: 'alipay', orderNo: no, amountFen, appId: APP_ID, mchId: SELLER_ID, payerId: '2088102177846880' } });
      if (!verified.ok) return;
      expect(verified.notice.notifyId).toBe(new URLSearchParams(body).get('notify_id'));
      expect(verified.notice.transactionId).toMatch(/^2026112422001/);
      expect(Math.abs(verified.notice.paidAt.getTime() - Date.now())).toBeLessThan(60_000);
    }
    const finished = await openedOrder(990);
    expect(driver.verifyPaymentNotify(fake.notify(finished, { fields: { trade_status: 'TRADE_FINISHED' } }))).toMatchObject({ ok: true, notice: { amountFen: 990 } });
  });

  it('refuses a forged, foreign, tampered or unpaid notify with a typed reason', async () => {
    const no = await openedOrder(9900);
    const cases: [string, string][] = [
      [fake.notify(no, { signWith: stranger.privateKey }), 'bad-signature'],
      [fake.notify(no, { tamper: { total_amount: '0.01' } }), 'bad-signature'],
      [fake.notify(no, { tamper: { out_trade_no: 'someone-else' } }), 'bad-signature'],
      [fake.notify(no).replace(/&sign=[^&]*/, ''), 'bad-signature'],
      [fake.notify(no, { fields: { app_id: '2021009999999999' } }), 'wrong-app'],
      [fake.notify(no, { fields: { seller_id: '2088999999999999' } }), 'wrong-merchant'],
      [fake.notify(no, { fields: { trade_status: 'WAIT_BUYER_PAY' } }), 'wrong-event'],
      [fake.notify(no, { fields: { trade_status: 'TRADE_CLOSED' } }), 'wrong-event'],
      [fake.notify(no, { fields: { trade_status: 'TRADE_PENDING' } }), 'wrong-event'],
      [fake.notify(no, { fields: { refund_fee: '99.00', gmt_refund: '2026-11-24 14:00:00.000' } }), 'wrong-event'],
      [fake.notify(no, { fields: { total_amount: '99.005' } }), 'bad-amount'],
      [fake.notify(no, { fields: { total_amount: '-99.00' } }), 'bad-amount'],
      ['', 'bad-signature'],
    ];
    for (const [body, reason] of cases) expect([reason, driver.verifyPaymentNotify(body)]).toEqual([reason, { ok: false, reason }]);
    expect(driver.verifyPaymentNotify(fake.notify(no)).ok).toBe(true);
  });

  it('decodes a refund notify (refund_fee) as a refund, not a payment', async () => {
    const no = await openedOrder(9900);
    const body = fake.notify(no, { fields: { trade_status: 'TRADE_CLOSED', refund_fee: '99.00', out_biz_no: 'R-1', gmt_refund: '2026-11-24 14:00:00.320' } });
    expect(driver.verifyPaymentNotify(body)).toEqual({ ok: false, reason: 'wrong-event' });
    expect(driver.verifyRefundNotify(body)).toMatchObject({ ok: true, notice: { orderNo: no, refundNo: 'R-1', state: 'SUCCESS', refundFen: 9900, totalFen: 9900, finishedAt: new Date('2026-11-24T06:00:00.320Z') } });
    expect(driver.verifyRefundNotify(fake.notify(no))).toEqual({ ok: false, reason: 'wrong-event' });
    expect(driver.verifyRefundNotify(fake.notify(no, { signWith: stranger.privateKey, fields: { refund_fee: '1.00' } }))).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('queries and closes trades through signed calls, with verified answers', async () => {
    expect(await driver.queryPayment('never-opened')).toEqual({ state: 'NOT_FOUND' });
    const unpaid = await openedOrder(500, false);
    expect(await driver.queryPayment(unpaid)).toEqual({ state: 'NOTPAY' });
    await driver.closePayment(unpaid);
    expect(await driver.queryPayment(unpaid)).toEqual({ state: 'CLOSED' });
    await driver.closePayment('never-opened');

    const paid = await openedOrder(1);
    expect(await driver.queryPayment(paid)).toMatchObject({ state: 'SUCCESS', notice: { notifyId: '', orderNo: paid, amountFen: 1, appId: APP_ID } });
    await expect(driver.closePayment(paid)).rejects.toMatchObject({ reason: 'ACQ.TRADE_STATUS_ERROR' });

    const calls = fake.calls.filter((call) => call.biz.out_trade_no === paid);
    expect(calls.map((call) => [call.method, call.signedByApp])).toEqual([['alipay.trade.query', true], ['alipay.trade.close', true]]);

    fake.signNextAnswerWith(stranger.privateKey);
    await expect(driver.queryPayment(paid)).rejects.toMatchObject({ reason: 'answer-unverified' });
    const wrongKey = new AlipayDriver({ ...config, privateKey: pem(stranger.privateKey, 'pkcs8') });
    await expect(wrongKey.queryPayment(paid)).rejects.toMatchObject({ reason: 'isv.invalid-signature' });
    await expect(new AlipayDriver({ ...config, gateway: 'http://127.0.0.1:9/gateway.do' }).queryPayment(paid)).rejects.toBeInstanceOf(PaymentError);
  });

  it('refunds synchronously: SUCCESS at once, a repeated refund number confirmed by query, a refusal thrown', async () => {
    const no = await openedOrder(9900);
    const first = await driver.requestRefund({ orderNo: no, refundNo: 'R1', refundFen: 5000, totalFen: 9900, reason: '7天内退款' });
    expect(first).toMatchObject({ provider: 'alipay', orderNo: no, refundNo: 'R1', state: 'SUCCESS', refundFen: 5000, totalFen: 9900 });
    expect(first.finishedAt).toBeInstanceOf(Date);
    expect(fake.calls.at(-1)?.biz).toMatchObject({ out_trade_no: no, out_request_no: 'R1', refund_amount: '50.00' });
    const repeated = await driver.requestRefund({ orderNo: no, refundNo: 'R1', refundFen: 5000, totalFen: 9900, reason: '7天内退款' });
    expect(repeated).toMatchObject({ state: 'SUCCESS', refundNo: 'R1' });
    expect(fake.calls.at(-1)?.method).toBe('alipay.trade.fastpay.refund.query');
    await expect(driver.requestRefund({ orderNo: no, refundNo: 'R2', refundFen: 9900, totalFen: 9900, reason: '' })).rejects.toMatchObject({ reason: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL' });
    await expect(driver.requestRefund({ orderNo: 'never-opened', refundNo: 'R3', refundFen: 1, totalFen: 1, reason: '' })).rejects.toMatchObject({ reason: 'ACQ.TRADE_NOT_EXIST' });
  });

  it('answers notifies with the plain text Alipay expects', () => {
    expect(driver.notifyAnswer(true)).toEqual({ status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' });
    expect(driver.notifyAnswer(false).body).toBe('fail');
    expect(ALIPAY_ANSWERS.accepted.body).toBe('success');
  });
});

describe('payment providers per channel', () => {
  const base = loadConfig({}, '/srv/caixue');
  const outside = { inWechat: false };
  const inside = { inWechat: true };

  it('sends alipay-wap to Alipay when configured, to the development driver otherwise, WeChat channels elsewhere', () => {
    const withAlipay: Config = { ...base, payment: { ...base.payment, alipay: config } };
    const configured = createPaymentProviders(withAlipay);
    expect(configured.forChannel('alipay-wap', outside).name).toBe('alipay');
    expect(configured.forChannel('h5', outside).name).toBe('dev');
    expect(configured.forChannel('jsapi', inside).name).toBe('dev');
    expect(configured.byName('alipay')?.name).toBe('alipay');
    const offline = createPaymentProviders(base);
    expect(offline.forChannel('alipay-wap', outside).name).toBe('dev');
    expect(offline.byName('alipay')).toBeUndefined();
  });

  it('refuses alipay-wap to a payer inside WeChat and does not offer it there', () => {
    for (const providers of [createPaymentProviders({ ...base, payment: { ...base.payment, alipay: config } }), createPaymentProviders(base)]) {
      expect(() => providers.forChannel('alipay-wap', inside)).toThrow(expect.objectContaining({ reason: 'channel-blocked-in-wechat' }));
      expect(providers.channelsFor(inside)).not.toContain('alipay-wap');
      expect(providers.channelsFor(outside)).toContain('alipay-wap');
    }
    expect(isWechatBrowser(WECHAT_UA)).toBe(true);
    expect(isWechatBrowser(SAFARI_UA)).toBe(false);
    expect(isWechatBrowser(undefined)).toBe(false);
  });
});
