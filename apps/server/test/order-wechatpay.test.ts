import { API, CODE, ORDER_TEXT, type OrderDetail, type PayChannels, type PayOrderResult } from '@caixue/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SealedNotify } from './support/fake-wechatpay';
import { freshMember, type Caller } from './support/content';
import { data, ledger, newOrder, orderRow, vipCode } from './support/orders';
import { describeServer, startTestServer, usesRedis, type TestServer } from './support/test-server';
import { startWechatpaySetup, type WechatpaySetup } from './support/wechatpay-env';

/**
 * Orders paid through WeChat Pay API v3 (the real driver against a local fake that signs with test
 * keys): notifies verified before anything, applied exactly once, refusals changing nothing,
 * payments after close refunded, refunds revoking access, the return-page query and the jobs.
 */

let wechatpay: WechatpaySetup;
let server: TestServer;
const s = () => server;

beforeAll(async () => {
  wechatpay = await startWechatpaySetup();
  server = await startTestServer({ env: wechatpay.env });
});

afterAll(async () => {
  await server?.close();
  await wechatpay?.close();
});

function deliver(sealed: SealedNotify, url: string = API.payment.wechatpayNotify, on: TestServer = s()) {
  return on.request({ method: 'POST', url, payload: sealed.body, headers: sealed.headers });
}

/** An order the member started paying by QR code (Native) at the fake, and paid there unless told otherwise. */
async function atWechat(member: Caller, paid = true): Promise<{ orderNo: string; transaction: Record<string, unknown> }> {
  const { orderNo } = await newOrder(s(), member);
  const pay = data<PayOrderResult>(await s().post(API.order.pay, { orderNo, channel: 'native' }, { token: member.token }));
  expect(pay.payment).toMatchObject({ channel: 'native', codeUrl: expect.stringMatching(/^weixin:\/\//) });
  return { orderNo, transaction: paid ? wechatpay.fake.pay(orderNo) : {} };
}

function refundRequests(orderNo: string) {
  return wechatpay.fake.requests.filter((r) => r.url === '/v3/refund/domestic/refunds' && r.json?.out_trade_no === orderNo);
}

function lastRefundRequest(orderNo: string) {
  return refundRequests(orderNo).at(-1);
}

describeServer('orders paid through WeChat Pay (fake v3 server)', () => {
  it('order -> pay -> notify -> FULFILLED and the VIP room opens; the same notify again changes nothing', async () => {
    const member = await freshMember(s(), '赵一');
    expect(await vipCode(s(), member)).toBe(CODE.noPermission);
    const { orderNo } = await atWechat(member);
    const created = wechatpay.fake.requests.find((r) => r.json?.out_trade_no === orderNo)!;
    expect(created).toMatchObject({ url: '/v3/pay/transactions/native', signedByMerchant: true });
    expect(created.json).toMatchObject({ amount: { total: 29800 }, notify_url: 'https://pay.example.com/api/payment/notify/wechatpay' });
    const sealed = wechatpay.fake.paymentNotify(orderNo);
    expect((await deliver(sealed)).status).toBe(204);
    const detail = data<OrderDetail>(await s().get(API.order.info(orderNo), { token: member.token }));
    expect(detail).toMatchObject({ state: 'FULFILLED', channel: 'native', transactionId: expect.stringMatching(/^4200/) });
    expect(await vipCode(s(), member)).toBe(CODE.ok);
    expect((await deliver(sealed)).status).toBe(204);
    expect((await deliver(wechatpay.fake.paymentNotify(orderNo))).status).toBe(204);
    const after = await ledger(s(), orderNo);
    expect([after.state, after.grants.length, after.notifies.length, after.refunds.length]).toEqual(['FULFILLED', 1, 1, 0]);
  });

  it('50 concurrent notifies for one order (the same one and fresh ones) grant exactly once', async () => {
    const member = await freshMember(s(), '钱二');
    const { orderNo } = await atWechat(member);
    const same = wechatpay.fake.paymentNotify(orderNo);
    const notifies = Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? same : wechatpay.fake.paymentNotify(orderNo)));
    const answers = await Promise.all(notifies.map((sealed) => deliver(sealed)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(204));
    const after = await ledger(s(), orderNo);
    expect([after.state, after.grants.length, after.notifies.length, after.refunds.length]).toEqual(['FULFILLED', 1, 1, 0]);
  });

  it('with a merchant configured the local cashier does not exist: the dev channel is refused; JSAPI needs a WeChat identity', async () => {
    const member = await freshMember(s(), '褚十');
    const { orderNo } = await newOrder(s(), member);
    expect(data<PayChannels>(await s().get(API.order.channels, { token: member.token })).channels).not.toContain('dev');
    expect((await s().post(API.order.pay, { orderNo, channel: 'dev' }, { token: member.token })).body).toMatchObject({ code: CODE.badRequest, msg: ORDER_TEXT.channelUnsupported });
    expect((await s().post(API.payment.devPay, { orderNo }, { token: member.token })).body).toMatchObject({ code: CODE.badRequest, msg: ORDER_TEXT.channelUnsupported });
    // JSAPI and mini-program payments need the member's openid of that app: this member never signed in through WeChat.
    for (const channel of ['jsapi', 'miniprogram']) {
      expect((await s().post(API.order.pay, { orderNo, channel }, { token: member.token })).body).toMatchObject({ code: CODE.badRequest, msg: ORDER_TEXT.channelUnsupported });
    }
    expect(wechatpay.fake.requests.filter((r) => r.json?.out_trade_no === orderNo)).toEqual([]);
    expect(await orderRow(s(), orderNo)).toMatchObject({ state: 'UNPAID', provider: null, channel: null });
  });

  it('two orders of one member paid at the same moment chain their periods (the grant lock)', async () => {
    const member = await freshMember(s(), '孙三');
    const first = await atWechat(member);
    const second = await atWechat(member);
    await Promise.all([first, second].map(({ orderNo }) => deliver(wechatpay.fake.paymentNotify(orderNo))));
    const grants = [...(await ledger(s(), first.orderNo)).grants, ...(await ledger(s(), second.orderNo)).grants].sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
    expect(grants).toHaveLength(2);
    expect(grants[1].startAt.getTime()).toBe(grants[0].endAt.getTime());
  });

  it('refuses a wrong signature, a changed body, a wrong amount, an unknown order and a stale timestamp, changing nothing', async () => {
    const member = await freshMember(s(), '李四');
    const { orderNo, transaction } = await atWechat(member);
    const now = Math.floor(s().clock.now() / 1000);
    const faulty: SealedNotify[] = [
      wechatpay.fake.paymentNotify(orderNo, { signWith: wechatpay.stranger }),
      wechatpay.fake.paymentNotify(orderNo, { tamperBody: true }),
      wechatpay.fake.paymentNotify(orderNo, { tamperCiphertext: true }),
      wechatpay.fake.paymentNotify(orderNo, { serial: 'PUB_KEY_ID_0000' }),
      wechatpay.fake.paymentNotify(orderNo, { resource: { ...transaction, amount: { total: 1, payer_total: 1, currency: 'CNY' } } }),
      wechatpay.fake.paymentNotify(orderNo, { resource: { ...transaction, out_trade_no: 'CX20260101000000AAAAAAAAAAAA' } }),
      wechatpay.fake.paymentNotify(orderNo, { resource: { ...transaction, mchid: '1900000999' } }),
      wechatpay.fake.paymentNotify(orderNo, { timestamp: now - 3600 }),
    ];
    for (const sealed of faulty) {
      const answer = await deliver(sealed);
      expect([answer.status, JSON.parse(answer.text)]).toEqual([400, { code: 'FAIL', message: '失败' }]);
    }
    expect(await ledger(s(), orderNo)).toMatchObject({ state: 'UNPAID', transactionId: null, grants: [], notifies: [], refunds: [] });
    expect(await vipCode(s(), member)).toBe(CODE.noPermission);
    expect((await deliver(wechatpay.fake.paymentNotify(orderNo))).status).toBe(204);
    expect((await orderRow(s(), orderNo)).state).toBe('FULFILLED');
  });

  it('a payment that arrives after the order was cancelled is refunded automatically; no access is granted', async () => {
    const member = await freshMember(s(), '周五');
    const { orderNo } = await atWechat(member, false);
    data<OrderDetail>(await s().post(API.order.cancel, { orderNo }, { token: member.token }));
    expect(wechatpay.fake.orders.get(orderNo)?.tradeState).toBe('CLOSED');
    wechatpay.fake.pay(orderNo); // the member paid on a page opened before the cancel
    expect((await deliver(wechatpay.fake.paymentNotify(orderNo))).status).toBe(204);
    const after = await ledger(s(), orderNo);
    expect(after).toMatchObject({ state: 'CANCELLED', grants: [] });
    expect(after.refunds).toMatchObject([{ state: 'PROCESSING', automatic: true, amountFen: 29800, reason: '订单已关闭，支付款自动退回' }]);
    const request = lastRefundRequest(orderNo)!;
    expect(request.json).toMatchObject({ out_refund_no: after.refunds[0].refundNo, amount: { refund: 29800, total: 29800 } });
    // The same payment again (a retry, or the return page's query) refunds nothing more.
    expect((await deliver(wechatpay.fake.paymentNotify(orderNo))).status).toBe(204);
    data<OrderDetail>(await s().get(`${API.order.info(orderNo)}?sync=1`, { token: member.token }));
    expect((await ledger(s(), orderNo)).refunds).toHaveLength(1);
    expect((await deliver(wechatpay.fake.refundNotify(after.refunds[0].refundNo, 'SUCCESS'), API.payment.wechatpayRefundNotify)).status).toBe(204);
    const detail = data<OrderDetail>(await s().get(API.order.info(orderNo), { token: member.token }));
    expect(detail).toMatchObject({ state: 'CANCELLED', refundDeadline: null, actions: { refund: false }, refunds: [{ state: 'SUCCESS', automatic: true }] });
    expect(await vipCode(s(), member)).toBe(CODE.noPermission);
  });

  it('a refund: REFUNDING, the refund notify SUCCESS -> REFUNDED and the room is locked again; a duplicate changes nothing', async () => {
    const member = await freshMember(s(), '吴六');
    const { orderNo } = await atWechat(member);
    await deliver(wechatpay.fake.paymentNotify(orderNo));
    expect(await vipCode(s(), member)).toBe(CODE.ok);
    const asked = data<OrderDetail>(await s().post(API.order.refund, { orderNo, reason: '课程不适合我' }, { token: member.token }));
    expect(asked).toMatchObject({ state: 'REFUNDING', stateText: '退款中', refunds: [{ state: 'PROCESSING', reason: '课程不适合我' }] });
    expect(lastRefundRequest(orderNo)?.json).toMatchObject({ out_refund_no: asked.refunds[0].refundNo, reason: '课程不适合我', amount: { refund: 29800, total: 29800 } });
    const sealed = wechatpay.fake.refundNotify(asked.refunds[0].refundNo, 'SUCCESS');
    expect((await deliver(sealed, API.payment.wechatpayRefundNotify)).status).toBe(204);
    expect((await deliver(sealed, API.payment.wechatpayRefundNotify)).status).toBe(204);
    const done = data<OrderDetail>(await s().get(API.order.info(orderNo), { token: member.token }));
    expect(done).toMatchObject({ state: 'REFUNDED', refunds: [{ state: 'SUCCESS' }] });
    expect(await vipCode(s(), member)).toBe(CODE.noPermission);
    const after = await ledger(s(), orderNo);
    expect(after.grants).toHaveLength(1);
    expect(after.grants[0].endAt.getTime()).toBeLessThanOrEqual(s().clock.now());
  });

  it('a refund notify ABNORMAL keeps the order REFUNDING (not final); SUCCESS after it completes; a forged or mismatched refund notify changes nothing', async () => {
    const member = await freshMember(s(), '王二');
    const { orderNo } = await atWechat(member);
    await deliver(wechatpay.fake.paymentNotify(orderNo));
    const { refundNo } = data<OrderDetail>(await s().post(API.order.refund, { orderNo, reason: '不需要了' }, { token: member.token })).refunds[0];
    const refundUrl = API.payment.wechatpayRefundNotify;
    expect((await deliver(wechatpay.fake.refundNotify(refundNo, 'SUCCESS', { signWith: wechatpay.stranger }), refundUrl)).status).toBe(400);
    const sealed = wechatpay.fake.refundNotify(refundNo, 'SUCCESS');
    const resource = { mchid: '1900000109', out_trade_no: orderNo, out_refund_no: refundNo, refund_id: '50300000000001', refund_status: 'SUCCESS', amount: { total: 29800, refund: 100 } };
    expect((await deliver(wechatpay.fake.refundNotify(refundNo, 'SUCCESS', { resource }), refundUrl)).status).toBe(400);
    expect((await deliver(wechatpay.fake.refundNotify(refundNo, 'SUCCESS', { resource: { ...resource, amount: { total: 29800, refund: 29800 }, out_refund_no: 'RF20260101000000AAAAAAAAAAAA' } }), refundUrl)).status).toBe(400);
    expect((await deliver(wechatpay.fake.paymentNotify(orderNo), refundUrl)).status).toBe(400);
    expect((await ledger(s(), orderNo)).refunds).toMatchObject([{ state: 'PROCESSING' }]);
    expect((await deliver(wechatpay.fake.refundNotify(refundNo, 'ABNORMAL'), refundUrl)).status).toBe(204);
    const abnormal = data<OrderDetail>(await s().get(API.order.info(orderNo), { token: member.token }));
    expect(abnormal).toMatchObject({ state: 'REFUNDING', refunds: [{ state: 'ABNORMAL', stateText: '退款异常，处理中' }], actions: { refund: false } });
    expect(await vipCode(s(), member)).toBe(CODE.ok);
    expect((await deliver(sealed, refundUrl)).status).toBe(204);
    expect(data<OrderDetail>(await s().get(API.order.info(orderNo), { token: member.token })).state).toBe('REFUNDED');
    expect(await vipCode(s(), member)).toBe(CODE.noPermission);
  });

  it('a refund the provider closes, or refuses, puts the order back to FULFILLED with refundFailed; access stays', async () => {
    const member = await freshMember(s(), '郑七');
    const { orderNo } = await atWechat(member);
    await deliver(wechatpay.fake.paymentNotify(orderNo));
    const asked = data<OrderDetail>(await s().post(API.order.refund, { orderNo, reason: '想退款' }, { token: member.token }));
    expect((await deliver(wechatpay.fake.refundNotify(asked.refunds[0].refundNo, 'CLOSED'), API.payment.wechatpayRefundNotify)).status).toBe(204);
    const closed = data<OrderDetail>(await s().get(API.order.info(orderNo), { token: member.token }));
    expect(closed).toMatchObject({ state: 'FULFILLED', refundFailed: true, actions: { refund: true }, refunds: [{ state: 'CLOSED', stateText: '退款关闭' }] });
    expect(await vipCode(s(), member)).toBe(CODE.ok);
    wechatpay.fake.orders.get(orderNo)!.tradeState = 'CLOSED'; // the fake now refuses refunds of this order
    const refused = await s().post(API.order.refund, { orderNo, reason: '再试一次' }, { token: member.token });
    expect(refused.body).toMatchObject({ code: CODE.badRequest, msg: ORDER_TEXT.refundFailed });
    expect(await ledger(s(), orderNo)).toMatchObject({ state: 'FULFILLED', refunds: [{ state: 'CLOSED' }, { state: 'CLOSED' }] });
    expect(await vipCode(s(), member)).toBe(CODE.ok);
  });

  it('a refund request whose outcome is unknown (WeChat Pay answers 500) stays under way and the reconciliation job asks again', async () => {
    const member = await freshMember(s(), '秦一');
    const { orderNo } = await atWechat(member);
    await deliver(wechatpay.fake.paymentNotify(orderNo));
    wechatpay.fake.failNext();
    const asked = data<OrderDetail>(await s().post(API.order.refund, { orderNo, reason: '网络不好也要退' }, { token: member.token }));
    expect(asked).toMatchObject({ state: 'REFUNDING', refunds: [{ state: 'PROCESSING' }] });
    expect(refundRequests(orderNo)).toHaveLength(1);
    const cancelled = await atWechat(member, false);
    data<OrderDetail>(await s().post(API.order.cancel, { orderNo: cancelled.orderNo }, { token: member.token }));
    wechatpay.fake.pay(cancelled.orderNo);
    wechatpay.fake.failNext();
    expect((await deliver(wechatpay.fake.paymentNotify(cancelled.orderNo))).status).toBe(204);
    expect((await ledger(s(), cancelled.orderNo)).refunds).toMatchObject([{ state: 'PROCESSING', automatic: true, providerRefundId: null }]);
    expect(refundRequests(cancelled.orderNo)).toHaveLength(1);
    s().clock.advance(61_000);
    await s().app.orderJobs.runOnce();
    for (const no of [orderNo, cancelled.orderNo]) {
      const { refunds } = await ledger(s(), no);
      expect(refundRequests(no).map((r) => r.json?.out_refund_no)).toEqual([refunds[0].refundNo, refunds[0].refundNo]);
      expect(refunds[0].providerRefundId).toMatch(/^5030/);
      expect((await deliver(wechatpay.fake.refundNotify(refunds[0].refundNo, 'SUCCESS'), API.payment.wechatpayRefundNotify)).status).toBe(204);
    }
    expect((await orderRow(s(), orderNo)).state).toBe('REFUNDED');
    expect((await ledger(s(), cancelled.orderNo)).refunds).toMatchObject([{ state: 'SUCCESS', automatic: true }]);
    expect(await vipCode(s(), member)).toBe(CODE.noPermission);
  });

  it('the return page (sync=1) asks WeChat Pay when the notify is late; the notify then changes nothing', async () => {
    const member = await freshMember(s(), '王八');
    const { orderNo } = await atWechat(member);
    expect(data<OrderDetail>(await s().get(API.order.info(orderNo), { token: member.token })).state).toBe('UNPAID');
    expect(data<OrderDetail>(await s().get(`${API.order.info(orderNo)}?sync=1`, { token: member.token })).state).toBe('FULFILLED');
    expect((await deliver(wechatpay.fake.paymentNotify(orderNo))).status).toBe(204);
    const after = await ledger(s(), orderNo);
    expect([after.grants.length, after.notifies.map((n) => n.notifyId.startsWith('query:'))]).toEqual([1, [true]]);
  });

  it('PostgreSQL: two server instances on one database, 50 notifies split across them, grant once; both run the jobs', async ({ skip }) => {
    if (!usesRedis) skip();
    const second = await startTestServer({ env: wechatpay.env, sameDatabaseAs: s() });
    const logsBefore = s().logs.length;
    try {
      const member = await freshMember(s(), '冯九');
      const { orderNo } = await atWechat(member);
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => deliver(wechatpay.fake.paymentNotify(orderNo), API.payment.wechatpayNotify, i % 2 ? second : s())));
      expect(answers.map((a) => a.status)).toEqual(Array(50).fill(204));
      const after = await ledger(s(), orderNo);
      expect([after.state, after.grants.length, after.notifies.length, after.refunds.length]).toEqual(['FULFILLED', 1, 1, 0]);
      // Expired unpaid orders closed by both instances at once: each closes once, nothing fails.
      const idle = await atWechat(member, false);
      s().clock.advance(16 * 60_000);
      second.clock.advance(16 * 60_000);
      await Promise.all([s().app.orderJobs.runOnce(), second.app.orderJobs.runOnce()]);
      expect((await orderRow(s(), idle.orderNo)).state).toBe('CLOSED');
      expect([...s().logs.slice(logsBefore), ...second.logs].filter((line) => line.level >= 50)).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('jobs: reconciliation finds a lost notify; at close time a paid order is fulfilled, an unpaid one closed (at WeChat Pay too) and a payment after that refunded', async () => {
    const member = await freshMember(s(), '陈十');
    const logsBefore = s().logs.length;
    const lost = await atWechat(member);
    await s().app.orderJobs.runOnce();
    expect((await orderRow(s(), lost.orderNo)).state).toBe('UNPAID');
    s().clock.advance(61_000);
    await s().app.orderJobs.runOnce();
    expect((await orderRow(s(), lost.orderNo)).state).toBe('FULFILLED');
    const paidLate = await atWechat(member);
    const idle = await atWechat(member, false);
    s().clock.advance(15 * 60_000);
    await s().app.orderJobs.runOnce();
    expect((await orderRow(s(), paidLate.orderNo)).state).toBe('FULFILLED');
    expect((await orderRow(s(), idle.orderNo)).state).toBe('CLOSED');
    expect(wechatpay.fake.orders.get(idle.orderNo)?.tradeState).toBe('CLOSED');
    // Paid anyway on a page opened before the close: the payment is refunded, nothing granted.
    wechatpay.fake.pay(idle.orderNo);
    const late = wechatpay.fake.paymentNotify(idle.orderNo, { timestamp: Math.floor(s().clock.now() / 1000) });
    expect((await deliver(late)).status).toBe(204);
    const after = await ledger(s(), idle.orderNo);
    expect(after).toMatchObject({ state: 'CLOSED', grants: [], refunds: [{ automatic: true, state: 'PROCESSING', reason: '订单已关闭，支付款自动退回' }] });
    expect(lastRefundRequest(idle.orderNo)?.json).toMatchObject({ out_refund_no: after.refunds[0].refundNo });
    expect(s().logs.slice(logsBefore).filter((line) => line.level >= 50)).toEqual([]);
  });
});
