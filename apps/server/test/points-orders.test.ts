import { API, type OrderDetail, type PayOrderResult, type PointsEntry, type PointsInfo, type TableEnvelope } from '@caixue/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { memberPoints } from '../src/db/schema';
import type { SealedNotify } from './support/fake-wechatpay';
import { freshMember, type Caller } from './support/content';
import { data, newOrder } from './support/orders';
import { describeServer, startTestServer, type TestServer } from './support/test-server';
import { startWechatpaySetup, type WechatpaySetup } from './support/wechatpay-env';

/**
 * Purchase points (issue 14): an order reaching FULFILLED credits 1 point per whole yuan paid, once,
 * whatever the number of notifies; its refund takes them back, never below a zero balance.
 * Through WeChat Pay API v3 against the local fake, so notifies can be delivered twice.
 */

let wechatpay: WechatpaySetup;
let server: TestServer;
const s = () => server;

beforeAll(async () => {
  wechatpay = await startWechatpaySetup();
  server = await startTestServer({ env: { ...wechatpay.env, ORDER_JOBS_INTERVAL_MS: '0' } });
});

afterAll(async () => {
  await server?.close();
  await wechatpay?.close();
});

function deliver(sealed: SealedNotify, url: string = API.payment.wechatpayNotify) {
  return s().request({ method: 'POST', url, payload: sealed.body, headers: sealed.headers });
}

async function paidOrder(member: Caller): Promise<string> {
  const { orderNo } = await newOrder(s(), member);
  data<PayOrderResult>(await s().post(API.order.pay, { orderNo, channel: 'native' }, { token: member.token }));
  wechatpay.fake.pay(orderNo);
  const sealed = wechatpay.fake.paymentNotify(orderNo);
  const answers = await Promise.all([deliver(sealed), deliver(sealed), deliver(wechatpay.fake.paymentNotify(orderNo))]);
  expect(answers.map((a) => a.status)).toEqual([204, 204, 204]);
  expect((await deliver(sealed)).status).toBe(204);
  return orderNo;
}

async function refund(member: Caller, orderNo: string): Promise<void> {
  const asked = data<OrderDetail>(await s().post(API.order.refund, { orderNo, reason: '不需要了' }, { token: member.token }));
  const sealed = wechatpay.fake.refundNotify(asked.refunds[0].refundNo, 'SUCCESS');
  expect((await deliver(sealed, API.payment.wechatpayRefundNotify)).status).toBe(204);
  expect((await deliver(sealed, API.payment.wechatpayRefundNotify)).status).toBe(204);
  expect(data<OrderDetail>(await s().get(API.order.info(orderNo), { token: member.token })).state).toBe('REFUNDED');
}

const balance = async (c: Caller) => data<PointsInfo>(await s().get(API.integral.info, { token: c.token })).balance;
const entries = (c: Caller) => s().database.db.select().from(memberPoints).where(eq(memberPoints.memberId, c.id!));

describeServer('integral points from orders', () => {
  it('a paid order credits 1 point per yuan once, even with duplicate and concurrent notifies; it shows as 购物奖励', async () => {
    const member = await freshMember(s(), '积分买家');
    const orderNo = await paidOrder(member);
    expect(await balance(member)).toBe(298);
    expect((await entries(member)).map((r) => [r.type, r.businessId, r.amount])).toEqual([['purchase', orderNo, 298]]);
    const page = (await s().get(API.integral.list, { token: member.token })).body as TableEnvelope<PointsEntry>;
    expect(page.rows).toMatchObject([{ amount: 298, type: 'purchase', typeText: '购物奖励', note: '购买 金牌会员·月度' }]);
  });

  it('a refund reverses the points once (duplicate refund notifies change nothing)', async () => {
    const member = await freshMember(s(), '退款买家');
    data(await s().post(API.integral.sign, undefined, { token: member.token }));
    const orderNo = await paidOrder(member);
    expect(await balance(member)).toBe(298 + 5);
    await refund(member, orderNo);
    expect(await balance(member)).toBe(5);
    const rows = await entries(member);
    expect(rows.filter((r) => r.type === 'refund').map((r) => [r.businessId, r.amount])).toEqual([[orderNo, -298]]);
    const page = (await s().get(API.integral.list, { token: member.token })).body as TableEnvelope<PointsEntry>;
    expect(page.rows[0]).toMatchObject({ amount: -298, typeText: '退款扣回', note: '金牌会员·月度 退款' });
  });

  it('the balance never goes below zero: points already spent limit the reversal to what is left', async () => {
    const member = await freshMember(s(), '花掉积分');
    const orderNo = await paidOrder(member);
    // Points spent elsewhere (the coming checkout deduction), written as its own entry.
    await s().database.db.insert(memberPoints).values({ memberId: member.id!, amount: -250, type: 'deduct', businessId: 'CXSPENT', createdAt: new Date(s().clock.now()) });
    expect(await balance(member)).toBe(48);
    await refund(member, orderNo);
    expect(await balance(member)).toBe(0);
    expect((await entries(member)).find((r) => r.type === 'refund')?.amount).toBe(-48);
  });

  it('a free order earns nothing', async () => {
    const member = await freshMember(s(), '体验');
    const trial = await newOrder(s(), member, '金牌会员·7天体验');
    expect(trial.state).toBe('FULFILLED');
    expect(await entries(member)).toEqual([]);
  });
});
