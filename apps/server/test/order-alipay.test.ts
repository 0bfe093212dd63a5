import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API, CODE, type OrderDetail, type PayOrderResult } from '@caixue/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeAlipay, type FakeAlipay, type NotifyFaults } from './support/fake-alipay';
import { freshMember, type Caller } from './support/content';
import { data, ledger, newOrder, orderRow, vipCode } from './support/orders';
import { describeServer, startTestServer, type TestServer } from './support/test-server';

/**
 * Orders paid with Alipay wap pay (the real driver against a local fake gateway): the form notify
 * verified from its raw body, applied once, refused when forged; refunds settled by the synchronous
 * answer; a refund notify to the same address read as such.
 */

const pem = (key: KeyObject, type: 'pkcs8' | 'spki') => key.export({ format: 'pem', type }) as string;
const appKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const alipayKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
const APP_ID = '2021004100000001';
const SELLER_ID = '2088102100000001';

let fake: FakeAlipay;
let keysDir: string;
let server: TestServer;
const s = () => server;

beforeAll(async () => {
  fake = await startFakeAlipay({ appId: APP_ID, sellerId: SELLER_ID, appPublicKey: appKeys.publicKey, alipayPrivateKey: alipayKeys.privateKey });
  keysDir = await mkdtemp(path.join(os.tmpdir(), 'caixue-alipay-'));
  await writeFile(path.join(keysDir, 'app.pem'), pem(appKeys.privateKey, 'pkcs8'));
  await writeFile(path.join(keysDir, 'alipay.pem'), pem(alipayKeys.publicKey, 'spki'));
  server = await startTestServer({
    env: {
      ALIPAY_APP_ID: APP_ID,
      ALIPAY_SELLER_ID: SELLER_ID,
      ALIPAY_PRIVATE_KEY_PATH: path.join(keysDir, 'app.pem'),
      ALIPAY_PUBLIC_KEY_PATH: path.join(keysDir, 'alipay.pem'),
      ALIPAY_GATEWAY: fake.url,
      PAYMENT_NOTIFY_BASE_URL: 'https://pay.example.com',
      ORDER_JOBS_INTERVAL_MS: '0',
    },
  });
});

afterAll(async () => {
  await server?.close();
  await fake?.close();
  await rm(keysDir, { recursive: true, force: true });
});

function deliver(body: string) {
  return s().request({ method: 'POST', url: API.payment.alipayNotify, payload: body, headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' } });
}

/** An order the member opened at Alipay and paid there. */
async function paidAtAlipay(member: Caller): Promise<string> {
  const { orderNo } = await newOrder(s(), member);
  const pay = data<PayOrderResult>(await s().post(API.order.pay, { orderNo, channel: 'alipay-wap' }, { token: member.token }));
  if (pay.payment.channel !== 'alipay-wap') throw new Error(`got ${pay.payment.channel}`);
  expect(fake.openPage(pay.payment.url)).toMatchObject({
    signedByApp: true,
    biz: { out_trade_no: orderNo, total_amount: '298.00' },
    params: { return_url: `https://pay.example.com/pages/mine/order/index/index?orderNo=${orderNo}`, notify_url: 'https://pay.example.com/api/payment/notify/alipay' },
  });
  fake.pay(orderNo);
  return orderNo;
}

describeServer('orders paid with Alipay (fake gateway)', () => {
  it('pay -> form notify -> FULFILLED and access; another notify of the same payment changes nothing', async () => {
    const member = await freshMember(s(), '褚一');
    const orderNo = await paidAtAlipay(member);
    expect(await vipCode(s(), member)).toBe(CODE.noPermission);
    const answer = await deliver(fake.notify(orderNo));
    expect([answer.status, answer.text]).toEqual([200, 'success']);
    expect(await vipCode(s(), member)).toBe(CODE.ok);
    expect((await deliver(fake.notify(orderNo))).text).toBe('success');
    const after = await ledger(s(), orderNo);
    expect([after.state, after.grants.length, after.notifies.length]).toEqual(['FULFILLED', 1, 1]);
  });

  it('refuses a forged signature, a changed amount, another seller and an unknown order, changing nothing', async () => {
    const member = await freshMember(s(), '卫二');
    const orderNo = await paidAtAlipay(member);
    const faults: NotifyFaults[] = [
      { signWith: stranger.privateKey },
      { tamper: { total_amount: '0.01' } },
      { fields: { total_amount: '0.01' } },
      { fields: { seller_id: '2088102100009999' } },
      { fields: { out_trade_no: 'CX20260101000000AAAAAAAAAAAA' } },
    ];
    for (const fault of faults) expect((await deliver(fake.notify(orderNo, fault))).text).toBe('fail');
    expect(await ledger(s(), orderNo)).toMatchObject({ state: 'UNPAID', grants: [], notifies: [] });
    // A genuine notify of a status we do not act on (an unpaid trade closed) is acknowledged and changes nothing.
    expect((await deliver(fake.notify(orderNo, { fields: { trade_status: 'TRADE_CLOSED' } }))).text).toBe('success');
    expect((await deliver(fake.notify(orderNo, { fields: { trade_status: 'TRADE_CLOSED' }, signWith: stranger.privateKey }))).text).toBe('fail');
    expect(await ledger(s(), orderNo)).toMatchObject({ state: 'UNPAID', grants: [], notifies: [] });
  });

  it('a refund is settled by Alipay\'s synchronous answer: REFUNDED at once and the room locked; the later refund notify is accepted and changes nothing', async () => {
    const member = await freshMember(s(), '蒋三');
    const orderNo = await paidAtAlipay(member);
    await deliver(fake.notify(orderNo));
    const refunded = data<OrderDetail>(await s().post(API.order.refund, { orderNo, reason: '买错了' }, { token: member.token }));
    expect(refunded).toMatchObject({ state: 'REFUNDED', refunds: [{ state: 'SUCCESS', reason: '买错了' }] });
    expect(await vipCode(s(), member)).toBe(CODE.noPermission);
    const refundNotify = fake.notify(orderNo, { fields: { trade_status: 'TRADE_CLOSED', refund_fee: '298.00', gmt_refund: '2026-11-24 15:45:57.320', out_biz_no: refunded.refunds[0].refundNo } });
    expect((await deliver(refundNotify)).text).toBe('success');
    expect((await orderRow(s(), orderNo)).state).toBe('REFUNDED');
  });
});
