import { API, CODE, ORDER_TEXT, type Order, type OrderContract, type OrderDetail, type PayChannels, type PayOrderResult } from '@caixue/contract';
import { GOODS_TEXT } from '@caixue/contract/schemas/goods';
import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../src/db/schema';
import { CONTRACT_VERSION } from '../src/modules/order/contract-text';
import { freshMember, memberByMobile } from './support/content';
import { DEMO_CLOSED_ORDER_NO } from '../src/seed/orders';
import { GOODS, create, data, goodsId, ledger, newKey, newOrder, orderRow, vipCode } from './support/orders';
import { describeServer, useTestServer } from './support/test-server';

/**
 * The member's order journey on the development payment driver (the default): contract, order
 * priced by the server, the local cashier paying through the same notify verification as WeChat
 * Pay, access granted, refund taking it back, cancelling, the free trial, and who may see what.
 */

const server = useTestServer({ env: { ORDER_JOBS_INTERVAL_MS: '0', PAYMENT_DEV_REFUND_DELAY_MS: '300' } });
const s = () => server();

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function payOnCashier(orderNo: string, token: string): Promise<OrderDetail> {
  const pay = data<PayOrderResult>(await s().post(API.order.pay, { orderNo, channel: 'dev' }, { token }));
  expect(pay.payment).toMatchObject({ channel: 'dev', orderNo });
  return data<OrderDetail>(await s().post(API.payment.devPay, { orderNo }, { token }));
}

describeServer('orders on the development driver', () => {
  it('the contract names the member, the goods, its price and period; an order answers it with the agreement time', async () => {
    const member = await freshMember(s(), '钱八');
    const id = await goodsId(s(), GOODS.monthly);
    const contract = data<OrderContract>(await s().get(`${API.order.contract}?goodsId=${id}`, { token: member.token }));
    expect(contract).toMatchObject({ version: CONTRACT_VERSION, memberName: '钱八', goodsId: id, goodsTitle: GOODS.monthly, priceFen: 29800, price: '298', periodText: '1个月', agreedAt: null });
    expect(contract.content).toContain('钱八');
    expect(contract.content).toContain('人民币 298 元');
    const order = await newOrder(s(), member);
    const ofOrder = data<OrderContract>(await s().get(`${API.order.contract}?orderNo=${order.orderNo}`, { token: member.token }));
    expect(ofOrder.agreedAt).toBe(order.contract?.agreedAt);
    expect((await s().get(API.order.contract, { token: member.token })).body).toMatchObject({ code: CODE.badRequest, msg: ORDER_TEXT.contractRequired });
    const offSale = await goodsId(s(), GOODS.offSale);
    expect((await s().get(`${API.order.contract}?goodsId=${offSale}`, { token: member.token })).body).toMatchObject({ code: CODE.badRequest, msg: GOODS_TEXT.offSale });
  });

  it('creates an UNPAID order priced by the server: a client-sent price is ignored; the agreement is recorded', async () => {
    const member = await freshMember(s(), '孙九');
    const answer = await create(s(), member, { goodsId: await goodsId(s(), GOODS.monthly), amountFen: 1, priceFen: 1, price: '0.01', amount: '0.01' });
    const order = data<OrderDetail>(answer);
    expect(order).toMatchObject({ state: 'UNPAID', stateText: '待支付', priceFen: 29800, amountFen: 29800, amount: '298', grantDays: 30, title: GOODS.monthly, levelName: '金牌会员' });
    expect(order.orderNo).toMatch(/^CX\d{14}[0-9A-Z]{12}$/);
    expect(order.actions).toEqual({ pay: true, cancel: true, refund: false });
    expect(order.contract?.version).toBe(CONTRACT_VERSION);
    expect(new Date(order.closeAt).getTime() - new Date(order.createdAt).getTime()).toBe(15 * 60_000);
    expect((await orderRow(s(), order.orderNo)).amountFen).toBe(29800);
  });

  it('refuses an outdated contract version, an off-sale goods, a bad key and a bad quantity', async () => {
    const member = await freshMember(s(), '周十');
    const id = await goodsId(s(), GOODS.monthly);
    expect((await create(s(), member, { goodsId: id, contractVersion: '2020-01-v0' })).body).toMatchObject({ code: CODE.badRequest, msg: ORDER_TEXT.contractOutdated });
    expect((await create(s(), member, { goodsId: await goodsId(s(), GOODS.offSale) })).body).toMatchObject({ code: CODE.badRequest, msg: GOODS_TEXT.offSale });
    expect((await create(s(), member, { goodsId: id, idempotencyKey: 'short' })).body).toMatchObject({ code: CODE.badRequest, msg: ORDER_TEXT.idempotencyKeyInvalid });
    expect((await create(s(), member, { goodsId: id, quantity: 2 })).body.code).toBe(CODE.badRequest);
    const list = (await s().get(API.order.list, { token: member.token })).body as { total: number };
    expect(list.total).toBe(0);
  });

  it('the same idempotency key makes one order, retried or sent 10 times at once', async () => {
    const member = await freshMember(s(), '吴一');
    const id = await goodsId(s(), GOODS.monthly);
    const idempotencyKey = newKey();
    const first = data<OrderDetail>(await create(s(), member, { goodsId: id, idempotencyKey }));
    const again = data<OrderDetail>(await create(s(), member, { goodsId: id, idempotencyKey }));
    expect(again.orderNo).toBe(first.orderNo);
    const key = newKey();
    const burst = await Promise.all(Array.from({ length: 10 }, () => create(s(), member, { goodsId: id, idempotencyKey: key })));
    const numbers = new Set(burst.map((answer) => data<OrderDetail>(answer).orderNo));
    expect(numbers.size).toBe(1);
    const list = (await s().get(API.order.list, { token: member.token })).body as { total: number };
    expect(list.total).toBe(2);
  });

  it('pay on the local cashier -> notify -> FULFILLED and the VIP room opens; listed under 已支付', async () => {
    const member = await freshMember(s(), '郑二');
    expect(await vipCode(s(), member)).toBe(CODE.noPermission);
    const channels = data<PayChannels>(await s().get(API.order.channels, { token: member.token }));
    expect(channels.channels).toContain('dev');
    const order = await newOrder(s(), member);
    const paid = await payOnCashier(order.orderNo, member.token!);
    expect(paid).toMatchObject({ state: 'FULFILLED', stateText: '已支付', channel: 'dev', actions: { pay: false, cancel: false, refund: true } });
    expect(paid.transactionId).not.toBe('');
    expect(paid.paidAt).not.toBeNull();
    expect(new Date(paid.grantedUntil!).getTime() - new Date(paid.grantedFrom!).getTime()).toBe(30 * 86_400_000);
    expect(await vipCode(s(), member)).toBe(CODE.ok);
    // The cashier tapped twice: still one payment, one grant.
    expect(data<OrderDetail>(await s().post(API.payment.devPay, { orderNo: order.orderNo }, { token: member.token })).state).toBe('FULFILLED');
    const after = await ledger(s(), order.orderNo);
    expect([after.grants.length, after.notifies.length]).toEqual([1, 1]);
    const paidTab = (await s().get(`${API.order.list}?tab=paid`, { token: member.token })).body as { rows: Order[]; total: number };
    expect(paidTab.rows.map((r) => r.orderNo)).toEqual([order.orderNo]);
    const unpaidTab = (await s().get(`${API.order.list}?tab=unpaid`, { token: member.token })).body as { total: number };
    expect(unpaidTab.total).toBe(0);
  });

  it('a second purchase extends the period back to back', async () => {
    const member = await freshMember(s(), '王三');
    const first = await payOnCashier((await newOrder(s(), member)).orderNo, member.token!);
    const second = await payOnCashier((await newOrder(s(), member)).orderNo, member.token!);
    expect(second.grantedFrom).toBe(first.grantedUntil);
  });

  it('a refund within 7 days: REFUNDING, then the provider settles it -> REFUNDED and the room is locked again', async () => {
    const member = await freshMember(s(), '冯四');
    const { orderNo } = await newOrder(s(), member);
    await payOnCashier(orderNo, member.token!);
    expect(await vipCode(s(), member)).toBe(CODE.ok);
    const asked = data<OrderDetail>(await s().post(API.order.refund, { orderNo, reason: '不想要了' }, { token: member.token }));
    expect(asked.state).toBe('REFUNDING');
    expect(asked.refunds).toMatchObject([{ state: 'PROCESSING', reason: '不想要了', automatic: false, amountFen: 29800 }]);
    expect((await s().post(API.order.refund, { orderNo, reason: '再来一次' }, { token: member.token })).body).toMatchObject({ code: CODE.badRequest, msg: ORDER_TEXT.refundInProgress });
    await until(async () => (await orderRow(s(), orderNo)).state === 'REFUNDED', 'the dev refund to settle');
    const done = data<OrderDetail>(await s().get(API.order.info(orderNo), { token: member.token }));
    expect(done).toMatchObject({ state: 'REFUNDED', stateText: '已退款', actions: { refund: false } });
    expect(done.refunds[0]).toMatchObject({ state: 'SUCCESS', stateText: '已退款' });
    expect(await vipCode(s(), member)).toBe(CODE.noPermission);
    const refundTab = (await s().get(`${API.order.list}?tab=refund`, { token: member.token })).body as { rows: Order[] };
    expect(refundTab.rows.map((r) => r.orderNo)).toEqual([orderNo]);
  });

  it('refuses refunds of unpaid orders, an empty reason, and after 7 days', async () => {
    const member = await freshMember(s(), '陈五');
    const unpaid = await newOrder(s(), member);
    expect((await s().post(API.order.refund, { orderNo: unpaid.orderNo, reason: '试试' }, { token: member.token })).body).toMatchObject({ code: CODE.badRequest, msg: ORDER_TEXT.refundNotAllowed });
    expect((await s().post(API.order.refund, { orderNo: unpaid.orderNo, reason: '' }, { token: member.token })).body).toMatchObject({ code: CODE.badRequest, msg: ORDER_TEXT.reasonInvalid });
    const { orderNo } = await newOrder(s(), member);
    const paid = await payOnCashier(orderNo, member.token!);
    expect(paid.refundDeadline).toBe(new Date(new Date(paid.paidAt!).getTime() + 7 * 86_400_000).toISOString());
    // Paid 7 days and a second ago.
    await s().database.db.update(orders).set({ paidAt: new Date(s().clock.now() - 7 * 86_400_000 - 1000) }).where(eq(orders.orderNo, orderNo));
    const late = data<OrderDetail>(await s().get(API.order.info(orderNo), { token: member.token }));
    expect(late.actions.refund).toBe(false);
    expect((await s().post(API.order.refund, { orderNo, reason: '过期了' }, { token: member.token })).body).toMatchObject({ code: CODE.badRequest, msg: ORDER_TEXT.refundExpired });
    expect((await ledger(s(), orderNo)).state).toBe('FULFILLED');
  });

  it('cancel: UNPAID -> CANCELLED once; a cancelled order cannot be paid', async () => {
    const member = await freshMember(s(), '褚六');
    const { orderNo } = await newOrder(s(), member);
    data<PayOrderResult>(await s().post(API.order.pay, { orderNo, channel: 'dev' }, { token: member.token }));
    const cancelled = data<OrderDetail>(await s().post(API.order.cancel, { orderNo }, { token: member.token }));
    expect(cancelled).toMatchObject({ state: 'CANCELLED', stateText: '已取消', actions: { pay: false, cancel: false, refund: false } });
    expect((await s().post(API.order.cancel, { orderNo }, { token: member.token })).body).toMatchObject({ code: CODE.badRequest, msg: ORDER_TEXT.stateChanged });
    expect((await s().post(API.order.pay, { orderNo, channel: 'dev' }, { token: member.token })).body).toMatchObject({ code: CODE.badRequest, msg: ORDER_TEXT.stateChanged });
    expect((await s().post(API.payment.devPay, { orderNo }, { token: member.token })).body).toMatchObject({ code: CODE.badRequest, msg: ORDER_TEXT.stateChanged });
    expect((await ledger(s(), orderNo)).grants).toEqual([]);
  });

  it('another member cannot read, pay, cancel, refund or cashier-pay your order (answered as not found)', async () => {
    const owner = await freshMember(s(), '卫七');
    const other = await freshMember(s(), '蒋八');
    const { orderNo } = await newOrder(s(), owner);
    const notFound = { code: CODE.notFound, msg: ORDER_TEXT.orderNotFound };
    expect((await s().get(API.order.info(orderNo), { token: other.token })).body).toMatchObject(notFound);
    expect((await s().get(`${API.order.contract}?orderNo=${orderNo}`, { token: other.token })).body).toMatchObject(notFound);
    expect((await s().post(API.order.pay, { orderNo, channel: 'dev' }, { token: other.token })).body).toMatchObject(notFound);
    expect((await s().post(API.order.cancel, { orderNo }, { token: other.token })).body).toMatchObject(notFound);
    expect((await s().post(API.order.refund, { orderNo, reason: '别人的' }, { token: other.token })).body).toMatchObject(notFound);
    expect((await s().post(API.payment.devPay, { orderNo }, { token: other.token })).body).toMatchObject(notFound);
    const theirs = (await s().get(API.order.list, { token: other.token })).body as { total: number };
    expect(theirs.total).toBe(0);
    expect((await orderRow(s(), orderNo)).state).toBe('UNPAID');
    expect((await s().get(API.order.info(orderNo))).body.code).toBe(CODE.unauthorized);
  });

  it('the demo data: 张三 finds his timed-out order in 我的订单 (closed, nothing to pay); nobody else can open it', async () => {
    const zhang = await memberByMobile(s(), '张三', '13800000001');
    const list = (await s().get(API.order.list, { token: zhang.token })).body as { rows: Order[]; total: number };
    expect(list.rows.map((row) => [row.orderNo, row.state, row.title])).toContainEqual([DEMO_CLOSED_ORDER_NO, 'CLOSED', '金牌会员·月度']);
    const detail = data<OrderDetail>(await s().get(API.order.info(DEMO_CLOSED_ORDER_NO), { token: zhang.token }));
    expect(detail).toMatchObject({ stateText: '已关闭', amountFen: 29800, actions: { pay: false, cancel: false, refund: false } });
    expect(detail.contract?.version).toBe(CONTRACT_VERSION);
    const zhao = await memberByMobile(s(), '赵六', '13800000004');
    expect((await s().get(API.order.info(DEMO_CLOSED_ORDER_NO), { token: zhao.token })).body).toMatchObject({ code: CODE.notFound, msg: ORDER_TEXT.orderNotFound });
  });

  it('the free trial is fulfilled at once, and only once per member', async () => {
    const member = await freshMember(s(), '沈九');
    const trial = await newOrder(s(), member, GOODS.trial);
    expect(trial).toMatchObject({ state: 'FULFILLED', amountFen: 0, actions: { pay: false, cancel: false, refund: false } });
    expect(await vipCode(s(), member)).toBe(CODE.ok);
    const id = await goodsId(s(), GOODS.trial);
    expect((await create(s(), member, { goodsId: id })).body).toMatchObject({ code: CODE.badRequest, msg: ORDER_TEXT.trialUsed });
    const burstMember = await freshMember(s(), '韩十');
    const burst = await Promise.all(Array.from({ length: 5 }, () => create(s(), burstMember, { goodsId: id })));
    expect(burst.filter((answer) => answer.body.code === CODE.ok)).toHaveLength(1);
    expect(burst.filter((answer) => answer.body.msg === ORDER_TEXT.trialUsed)).toHaveLength(4);
  });

  it('Alipay is not offered inside WeChat', async () => {
    const member = await freshMember(s(), '杨一');
    const wechatUa = { 'user-agent': 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.50' };
    const inWechat = data<PayChannels>(await s().get(API.order.channels, { token: member.token, headers: wechatUa }));
    expect(inWechat.channels).not.toContain('alipay-wap');
    const outside = data<PayChannels>(await s().get(API.order.channels, { token: member.token }));
    expect(outside.channels).toContain('alipay-wap');
    const { orderNo } = await newOrder(s(), member);
    expect((await s().post(API.order.pay, { orderNo, channel: 'alipay-wap' }, { token: member.token, headers: wechatUa })).body).toMatchObject({ code: CODE.badRequest, msg: ORDER_TEXT.alipayInWechat });
  });

  it('notify addresses take no token and no client signature, and refuse what is not signed by the provider', async () => {
    const member = await freshMember(s(), '朱二');
    const { orderNo } = await newOrder(s(), member);
    data<PayOrderResult>(await s().post(API.order.pay, { orderNo, channel: 'dev' }, { token: member.token }));
    const forged = JSON.stringify({ id: 'x', event_type: 'TRANSACTION.SUCCESS', resource: { out_trade_no: orderNo } });
    const answer = await s().request({ method: 'POST', url: API.payment.wechatpayNotify, payload: forged, headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({ code: 'FAIL', message: '失败' });
    expect(await ledger(s(), orderNo)).toMatchObject({ state: 'UNPAID', grants: [], notifies: [] });
    const alipay = await s().request({ method: 'POST', url: API.payment.alipayNotify, payload: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect([alipay.status, alipay.text]).toEqual([404, 'fail']);
  });

  it('an unpaid order closes after 15 minutes (the close job); it can no longer be paid', async () => {
    const member = await freshMember(s(), '秦三');
    const idle = await newOrder(s(), member);
    const atCashier = await newOrder(s(), member);
    data<PayOrderResult>(await s().post(API.order.pay, { orderNo: atCashier.orderNo, channel: 'dev' }, { token: member.token }));
    await s().app.orderJobs.runOnce();
    expect((await orderRow(s(), idle.orderNo)).state).toBe('UNPAID');
    s().clock.advance(15 * 60_000 + 1000);
    await s().app.orderJobs.runOnce();
    for (const { orderNo } of [idle, atCashier]) {
      const detail = data<OrderDetail>(await s().get(API.order.info(orderNo), { token: member.token }));
      expect(detail).toMatchObject({ state: 'CLOSED', stateText: '已关闭', actions: { pay: false, cancel: false } });
    }
    expect((await s().post(API.payment.devPay, { orderNo: atCashier.orderNo }, { token: member.token })).body).toMatchObject({ code: CODE.badRequest, msg: ORDER_TEXT.stateChanged });
    expect((await s().post(API.order.pay, { orderNo: idle.orderNo, channel: 'dev' }, { token: member.token })).body).toMatchObject({ code: CODE.badRequest, msg: ORDER_TEXT.stateChanged });
  });
});
