import {
  API,
  CODE,
  COUPON_TEXT,
  type CheckoutResult,
  type Coupon,
  type CouponTemplate,
  type GrantCouponResult,
  type OrderDetail,
  type PayOrderResult,
  type PointsInfo,
  type TableEnvelope,
} from '@caixue/contract';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { issueToken } from '../src/auth/tokens';
import { couponTemplates, memberCoupons, memberPoints, members } from '../src/db/schema';
import { insertTemplate, type NewTemplate } from '../src/modules/coupon/repo';
import { CouponService } from '../src/modules/coupon/service';
import { GoodsService } from '../src/modules/goods/service';
import type { MemberService } from '../src/modules/member/service';
import { DEMO_MOBILES, freshMember, memberByMobile, type Caller } from './support/content';
import { DEMO_COUPON_NAMES } from '../src/seed/coupons';
import { GOODS, create, data, goodsId, orderRow } from './support/orders';
import { FIXED_SMS_CODE } from './support/plan';
import { describeServer, uniqueIp, uniqueMobile, useTestServer } from './support/test-server';

/**
 * Coupons and the checkout price (issue 14) through the API as members use them: claiming, the price
 * the checkout shows equal to the one charged, the coupon locked by the unpaid order, used when it is
 * paid, given back on cancel, close and refund with the points; concurrent orders and claims.
 */

const server = useTestServer({ env: { ORDER_JOBS_INTERVAL_MS: '0', PAYMENT_DEV_REFUND_DELAY_MS: '300' } });
const s = () => server();
const CAMP = '金股训练营·季度班';

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A claimable template (满100减20 on every goods item unless told otherwise). */
async function template(values: Partial<NewTemplate> = {}): Promise<number> {
  const row = await insertTemplate(s().database.db, {
    name: `测试券${randomBytes(3).toString('hex')}`,
    kind: 'FULL_REDUCTION',
    amountFen: 2000,
    thresholdFen: 10000,
    validDays: 30,
    perMemberLimit: 1,
    stock: 1000,
    claimable: true,
    ...values,
  });
  return row.id;
}

async function claim(member: Caller, templateId: number): Promise<Coupon> {
  const answer = await s().post(API.coupon.claim, { templateId }, { token: member.token });
  expect(answer.body.msg).toBe(COUPON_TEXT.claimSuccess);
  return answer.body.data as Coupon;
}

async function givePoints(member: Caller, amount: number): Promise<void> {
  await s().database.db.insert(memberPoints).values({ memberId: member.id!, amount, type: 'sign', businessId: `t-${randomBytes(4).toString('hex')}`, createdAt: new Date(s().clock.now()) });
}

const balance = async (member: Caller) => data<PointsInfo>(await s().get(API.integral.info, { token: member.token })).balance;

async function checkout(member: Caller, query: Record<string, number>): Promise<CheckoutResult> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return data<CheckoutResult>(await s().get(`${API.order.checkout}?${qs}`, { token: member.token }));
}

async function coupons(member: Caller, tab: 'unused' | 'used' | 'expired'): Promise<Coupon[]> {
  return ((await s().get(`${API.coupon.list}?tab=${tab}`, { token: member.token })).body as TableEnvelope<Coupon>).rows;
}

async function couponState(id: number) {
  const [row] = await s().database.db.select().from(memberCoupons).where(eq(memberCoupons.id, id));
  return { state: row.state, orderNo: row.orderNo };
}

async function ledgerOf(member: Caller, orderNo: string) {
  const rows = await s().database.db.select().from(memberPoints).where(and(eq(memberPoints.memberId, member.id!), eq(memberPoints.businessId, orderNo)));
  return rows.map((r) => [r.type, r.amount]).sort();
}

async function pay(member: Caller, orderNo: string): Promise<OrderDetail> {
  data<PayOrderResult>(await s().post(API.order.pay, { orderNo, channel: 'dev' }, { token: member.token }));
  return data<OrderDetail>(await s().post(API.payment.devPay, { orderNo }, { token: member.token }));
}

function refusal(answer: { body: { code?: number; msg?: string } }) {
  return [answer.body.code, answer.body.msg];
}

describeServer('coupons and the checkout price', () => {
  it('the checkout picks the best usable coupon, explains the others, and the order charges exactly what it showed', async () => {
    const member = await freshMember(s(), '用券买家');
    const monthly = await goodsId(s(), GOODS.monthly);
    const camp = await goodsId(s(), CAMP);
    const a = await claim(member, await template({ name: '满100减20' }));
    const b = await claim(member, await template({ name: '无门槛5元', kind: 'NO_THRESHOLD', amountFen: 500, thresholdFen: 0 }));
    const c = await claim(member, await template({ name: '训练营9折', kind: 'DISCOUNT', amountFen: 0, payPercent: 90, capFen: 5000, thresholdFen: 0, goodsIds: [camp] }));
    const d = await claim(member, await template({ name: '满500减50', amountFen: 5000, thresholdFen: 50000 }));
    expect(a).toMatchObject({ state: 'UNUSED', stateText: '未使用', source: 'claim', kindText: '满减券', faceText: '20', faceUnit: '元', conditionText: '满100元可用', scopeText: '全部商品可用', useUrl: '/pages/goods/index/index' });
    expect(c).toMatchObject({ kindText: '折扣券', faceText: '9', faceUnit: '折', conditionText: '无门槛，最高减50元', scopeText: `限「${CAMP}」可用`, useUrl: `/pages/goods/detail/index?id=${camp}` });
    await givePoints(member, 1299);

    const best = await checkout(member, { goodsId: monthly });
    expect(best).toMatchObject({ priceFen: 29800, couponId: a.id, couponFen: 2000, coupon: '20', amountFen: 27800, points: { balance: 1299, max: 1200, used: 0, fen: 0 } });
    expect(best.coupons.map((x) => [x.coupon.id, x.usable, x.discountFen, x.reason])).toEqual([
      [a.id, true, 2000, ''],
      [b.id, true, 500, ''],
      [c.id, false, 0, COUPON_TEXT.notUsable],
      [d.id, false, 0, COUPON_TEXT.belowThreshold],
    ]);
    expect((await checkout(member, { goodsId: monthly, couponId: 0 })).amountFen).toBe(29800);
    expect((await checkout(member, { goodsId: monthly, couponId: b.id })).amountFen).toBe(29300);
    expect(refusal(await s().get(`${API.order.checkout}?goodsId=${monthly}&couponId=${d.id}`, { token: member.token }))).toEqual([CODE.badRequest, COUPON_TEXT.belowThreshold]);
    // ¥278 after the coupon: 20% is ¥55.6 -> at most 5500 points; the balance's whole hundreds are 1200.
    const shown = await checkout(member, { goodsId: monthly, usePoints: 1 });
    expect(shown).toMatchObject({ couponFen: 2000, points: { max: 1200, used: 1200, fen: 1200, yuan: '12' }, amountFen: 26600, amount: '266' });

    const order = data<OrderDetail>(await create(s(), member, { goodsId: monthly, couponId: a.id, usePoints: true, expectedAmountFen: shown.amountFen }));
    expect(order).toMatchObject({ state: 'UNPAID', priceFen: 29800, couponFen: 2000, couponName: '满100减20', pointsUsed: 1200, pointsFen: 1200, amountFen: 26600, amount: '266' });
    expect(await couponState(a.id)).toEqual({ state: 'LOCKED', orderNo: order.orderNo });
    expect((await coupons(member, 'unused')).find((x) => x.id === a.id)).toMatchObject({ state: 'LOCKED', stateText: '待支付订单占用中', orderNo: order.orderNo });
    expect(await balance(member)).toBe(99);
    expect(await ledgerOf(member, order.orderNo)).toEqual([['deduct', -1200]]);

    const paid = await pay(member, order.orderNo);
    expect(paid).toMatchObject({ state: 'FULFILLED', priceFen: 29800, couponFen: 2000, pointsFen: 1200, amountFen: 26600 });
    expect((await orderRow(s(), order.orderNo)).amountFen).toBe(shown.amountFen);
    expect((await coupons(member, 'used')).map((x) => [x.id, x.state, x.orderNo])).toEqual([[a.id, 'USED', order.orderNo]]);
    expect((await coupons(member, 'unused')).map((x) => x.id)).not.toContain(a.id);
    // Purchase points on what was paid (¥266).
    expect(await balance(member)).toBe(99 + 266);
  });

  it('a changed price is refused (COUPON_TEXT.priceChanged) and nothing is held', async () => {
    const member = await freshMember(s(), '价格变了');
    const monthly = await goodsId(s(), GOODS.monthly);
    const coupon = await claim(member, await template());
    await givePoints(member, 500);
    const answer = await create(s(), member, { goodsId: monthly, couponId: coupon.id, usePoints: true, expectedAmountFen: 29800 - 2000 });
    expect(refusal(answer)).toEqual([CODE.badRequest, COUPON_TEXT.priceChanged]);
    expect(await couponState(coupon.id)).toEqual({ state: 'UNUSED', orderNo: null });
    expect(await balance(member)).toBe(500);
    expect(((await s().get(API.order.list, { token: member.token })).body as TableEnvelope<OrderDetail>).total).toBe(0);
  });

  it('one coupon serves one order: a second order with it is refused while the first holds it; cancelling gives it and the points back', async () => {
    const member = await freshMember(s(), '一券一单');
    const monthly = await goodsId(s(), GOODS.monthly);
    const coupon = await claim(member, await template());
    await givePoints(member, 1000);
    const first = data<OrderDetail>(await create(s(), member, { goodsId: monthly, couponId: coupon.id, usePoints: true }));
    expect(first).toMatchObject({ couponFen: 2000, pointsUsed: 1000, amountFen: 26800 });
    expect(refusal(await create(s(), member, { goodsId: monthly, couponId: coupon.id }))).toEqual([CODE.badRequest, COUPON_TEXT.inUse]);
    expect(refusal(await s().get(`${API.order.checkout}?goodsId=${monthly}&couponId=${coupon.id}`, { token: member.token }))).toEqual([CODE.badRequest, COUPON_TEXT.inUse]);
    // The locked coupon is not offered at checkout.
    expect((await checkout(member, { goodsId: monthly })).coupons).toEqual([]);

    const cancelled = data<OrderDetail>(await s().post(API.order.cancel, { orderNo: first.orderNo }, { token: member.token }));
    expect(cancelled).toMatchObject({ state: 'CANCELLED', couponFen: 2000, pointsUsed: 1000 });
    expect(await couponState(coupon.id)).toEqual({ state: 'UNUSED', orderNo: null });
    expect(await balance(member)).toBe(1000);
    expect(await ledgerOf(member, first.orderNo)).toEqual([['deduct', -1000], ['deductBack', 1000]]);
    // Usable again.
    const again = data<OrderDetail>(await create(s(), member, { goodsId: monthly, couponId: coupon.id }));
    expect(again.couponFen).toBe(2000);
  });

  it("another member's coupon is refused like a missing one", async () => {
    const owner = await freshMember(s(), '券主');
    const other = await freshMember(s(), '旁人');
    const monthly = await goodsId(s(), GOODS.monthly);
    const coupon = await claim(owner, await template());
    const notFound = [CODE.notFound, COUPON_TEXT.notFound];
    expect(refusal(await s().get(`${API.order.checkout}?goodsId=${monthly}&couponId=${coupon.id}`, { token: other.token }))).toEqual(notFound);
    expect(refusal(await create(s(), other, { goodsId: monthly, couponId: coupon.id }))).toEqual(notFound);
    expect(await couponState(coupon.id)).toEqual({ state: 'UNUSED', orderNo: null });
    expect(await coupons(other, 'unused')).toEqual([]);
  });

  it('concurrent orders with the same coupon: exactly one gets it', async () => {
    const member = await freshMember(s(), '并发用券');
    const monthly = await goodsId(s(), GOODS.monthly);
    const coupon = await claim(member, await template());
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(s(), member, { goodsId: monthly, couponId: coupon.id, expectedAmountFen: 27800 })));
    const won = answers.filter((a) => a.body.code === CODE.ok);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.body.code !== CODE.ok).map(refusal)).toEqual(Array(5).fill([CODE.badRequest, COUPON_TEXT.inUse]));
    const orderNo = (won[0].body.data as OrderDetail).orderNo;
    expect(await couponState(coupon.id)).toEqual({ state: 'LOCKED', orderNo });
    expect(((await s().get(API.order.list, { token: member.token })).body as TableEnvelope<OrderDetail>).total).toBe(1);
  });

  it('concurrent orders never take the points balance below zero', async () => {
    const member = await freshMember(s(), '并发积分');
    const monthly = await goodsId(s(), GOODS.monthly);
    await givePoints(member, 3000);
    const seen = await checkout(member, { goodsId: monthly, usePoints: 1 });
    expect(seen).toMatchObject({ couponId: null, points: { used: 3000 }, amountFen: 26800 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => create(s(), member, { goodsId: monthly, usePoints: true, expectedAmountFen: seen.amountFen })));
    expect(answers.filter((a) => a.body.code === CODE.ok)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code !== CODE.ok).map(refusal)).toEqual(Array(4).fill([CODE.badRequest, COUPON_TEXT.priceChanged]));
    expect(await balance(member)).toBe(0);
    // Without an expected amount the later orders simply get no points.
    await givePoints(member, 100);
    const more = await Promise.all(Array.from({ length: 4 }, () => create(s(), member, { goodsId: monthly, usePoints: true })));
    expect(more.map((a) => data<OrderDetail>(a).pointsUsed).sort((x, y) => x - y)).toEqual([0, 0, 0, 100]);
    expect(await balance(member)).toBe(0);
    const rows = await s().database.db.select().from(memberPoints).where(eq(memberPoints.memberId, member.id!));
    expect(rows.filter((r) => r.type === 'deduct').map((r) => r.amount).sort((x, y) => x - y)).toEqual([-3000, -100]);
  });

  it('the points cap is 20% of the amount after the coupon, in whole hundreds', async () => {
    const member = await freshMember(s(), '积分上限');
    const camp = await goodsId(s(), CAMP);
    const coupon = await claim(member, await template({ kind: 'DISCOUNT', amountFen: 0, payPercent: 90, capFen: 5000, thresholdFen: 0, goodsIds: [camp] }));
    await givePoints(member, 50_000);
    // ¥1980, 9折 capped at ¥50 -> ¥1930; 20% is ¥386 -> 38600 points.
    const withCoupon = await checkout(member, { goodsId: camp, couponId: coupon.id, usePoints: 1 });
    expect(withCoupon).toMatchObject({ couponFen: 5000, points: { balance: 50_000, max: 38_600, used: 38_600, fen: 38_600 }, amountFen: 198000 - 5000 - 38600 });
    const order = data<OrderDetail>(await create(s(), member, { goodsId: camp, couponId: coupon.id, usePoints: true, expectedAmountFen: withCoupon.amountFen }));
    expect(order).toMatchObject({ priceFen: 198000, couponFen: 5000, pointsUsed: 38_600, pointsFen: 38_600, amountFen: 154_400 });
    expect(await balance(member)).toBe(11_400);
  });

  it('a refund gives the coupon and the deducted points back and takes the purchase points', async () => {
    const member = await freshMember(s(), '退款退券');
    const monthly = await goodsId(s(), GOODS.monthly);
    const coupon = await claim(member, await template());
    await givePoints(member, 800);
    const order = data<OrderDetail>(await create(s(), member, { goodsId: monthly, couponId: coupon.id, usePoints: true, expectedAmountFen: 27000 }));
    await pay(member, order.orderNo);
    expect(await couponState(coupon.id)).toEqual({ state: 'USED', orderNo: order.orderNo });
    expect(await balance(member)).toBe(270);
    const asked = data<OrderDetail>(await s().post(API.order.refund, { orderNo: order.orderNo, reason: '不想要了' }, { token: member.token }));
    expect(asked.refunds[0]).toMatchObject({ amountFen: 27000 });
    await until(async () => (await orderRow(s(), order.orderNo)).state === 'REFUNDED', 'the dev refund to settle');
    expect(await couponState(coupon.id)).toEqual({ state: 'UNUSED', orderNo: null });
    expect((await coupons(member, 'unused')).map((x) => [x.id, x.state])).toEqual([[coupon.id, 'UNUSED']]);
    expect(await ledgerOf(member, order.orderNo)).toEqual([['deduct', -800], ['deductBack', 800], ['purchase', 270], ['refund', -270]]);
    expect(await balance(member)).toBe(800);
  });

  it('a free goods item takes neither coupon nor points', async () => {
    const member = await freshMember(s(), '免费体验');
    const trial = await goodsId(s(), GOODS.trial);
    const coupon = await claim(member, await template({ kind: 'NO_THRESHOLD', amountFen: 500, thresholdFen: 0 }));
    await givePoints(member, 1000);
    const seen = await checkout(member, { goodsId: trial, usePoints: 1 });
    expect(seen).toMatchObject({ priceFen: 0, couponId: null, couponFen: 0, points: { max: 0, used: 0 }, amountFen: 0 });
    expect(seen.coupons.map((x) => [x.usable, x.reason])).toEqual([[false, COUPON_TEXT.notUsable]]);
    expect(refusal(await create(s(), member, { goodsId: trial, couponId: coupon.id }))).toEqual([CODE.badRequest, COUPON_TEXT.notUsable]);
    const order = data<OrderDetail>(await create(s(), member, { goodsId: trial, usePoints: true, expectedAmountFen: 0 }));
    expect(order).toMatchObject({ state: 'FULFILLED', amountFen: 0, pointsUsed: 0, couponFen: 0 });
    expect(await balance(member)).toBe(1000);
  });

  it('concurrent claims never pass the stock or the per-member limit', async () => {
    const scarce = await template({ stock: 3, perMemberLimit: 1 });
    const claimers = await Promise.all(Array.from({ length: 6 }, (_, i) => freshMember(s(), `抢券${i}`)));
    const answers = await Promise.all(claimers.flatMap((m) => [1, 2].map(() => s().post(API.coupon.claim, { templateId: scarce }, { token: m.token }))));
    expect(answers.filter((a) => a.body.code === CODE.ok)).toHaveLength(3);
    expect(new Set(answers.filter((a) => a.body.code !== CODE.ok).map((a) => a.body.msg))).toEqual(new Set([COUPON_TEXT.soldOut, COUPON_TEXT.limitReached]));
    const issued = await s().database.db.select().from(memberCoupons).where(eq(memberCoupons.templateId, scarce));
    expect(issued).toHaveLength(3);
    expect(new Set(issued.map((r) => r.memberId)).size).toBe(3);
    const [row] = await s().database.db.select().from(couponTemplates).where(eq(couponTemplates.id, scarce));
    expect([row.claimed, row.stock]).toEqual([3, 3]);

    const twice = await template({ perMemberLimit: 2 });
    const member = await freshMember(s(), '限领两张');
    const mine = await Promise.all(Array.from({ length: 6 }, () => s().post(API.coupon.claim, { templateId: twice }, { token: member.token })));
    expect(mine.filter((a) => a.body.code === CODE.ok)).toHaveLength(2);
    expect(mine.filter((a) => a.body.code !== CODE.ok).map(refusal)).toEqual(Array(4).fill([CODE.badRequest, COUPON_TEXT.limitReached]));
  });

  it('the coupon centre shows what this member may claim: 已领取, 已抢光, goods filter', async () => {
    const member = await freshMember(s(), '领券中心');
    const camp = await goodsId(s(), CAMP);
    const monthly = await goodsId(s(), GOODS.monthly);
    const forCamp = await template({ name: '仅训练营', goodsIds: [camp] });
    const gone = await template({ name: '已抢光券', stock: 1 });
    await claim(await freshMember(s(), '先到'), gone);
    const mine = await template({ name: '我领过' });
    await claim(member, mine);
    const hidden = await template({ name: '不可领', claimable: false });
    const all = data<CouponTemplate[]>(await s().get(API.coupon.centre, { token: member.token }));
    const byId = new Map(all.map((t) => [t.templateId, t]));
    expect(byId.get(mine)).toMatchObject({ claimedCount: 1, claimable: false, buttonText: COUPON_TEXT.claimed });
    expect(byId.get(gone)).toMatchObject({ remaining: 0, claimable: false, buttonText: COUPON_TEXT.soldOut });
    expect(byId.get(forCamp)).toMatchObject({ claimable: true, buttonText: COUPON_TEXT.claim, validityText: '领取后30天内有效' });
    expect(byId.has(hidden)).toBe(false);
    const forMonthly = data<CouponTemplate[]>(await s().get(`${API.coupon.centre}?goodsId=${monthly}`, { token: member.token }));
    expect(forMonthly.map((t) => t.templateId)).not.toContain(forCamp);
    expect(forMonthly.map((t) => t.templateId)).toContain(mine);
    expect(refusal(await s().post(API.coupon.claim, { templateId: hidden }, { token: member.token }))).toEqual([CODE.notFound, COUPON_TEXT.templateNotFound]);
  });

  it('operators grant coupons (admin role only, once per request id); others are refused', async () => {
    const [admin] = await s().database.db.select({ id: members.id }).from(members).where(eq(members.username, 'admin'));
    const adminToken = await issueToken(s().database.db, admin.id, new Date(s().clock.now()));
    const target = await freshMember(s(), '受赠会员');
    const [{ mobile }] = await s().database.db.select({ mobile: members.mobile }).from(members).where(eq(members.id, target.id!));
    const gift = await template({ name: '平台赠券', claimable: false, perMemberLimit: 3 });
    const body = { templateId: gift, mobiles: [mobile!, '13999999999'], requestId: `grant_${randomBytes(6).toString('hex')}` };
    expect(refusal(await s().post(API.coupon.grant, body, { token: target.token }))).toEqual([CODE.forbidden, COUPON_TEXT.grantForbidden]);
    const first = data<GrantCouponResult>(await s().post(API.coupon.grant, body, { token: adminToken }));
    expect(first).toEqual({ granted: 1, skipped: [{ mobile: '13999999999', reason: '会员不存在' }] });
    expect(data<GrantCouponResult>(await s().post(API.coupon.grant, body, { token: adminToken })).granted).toBe(0);
    expect((await coupons(target, 'unused')).map((x) => [x.templateId, x.source, x.name])).toEqual([[gift, 'grant', '平台赠券']]);
  });

  it('a prize (the wheel, later) grants once per business key, within the limit', async () => {
    const member = await freshMember(s(), '抽奖');
    const db = s().database.db;
    const prizes = new CouponService({ db, goods: new GoodsService(db), members: null as unknown as MemberService, now: s().clock.now });
    const prize = await template({ name: '抽奖券', claimable: false, perMemberLimit: 2 });
    const first = await prizes.grantPrize(member.id!, prize, 'wheel:1');
    expect(first).toMatchObject({ source: 'prize', name: '抽奖券', state: 'UNUSED' });
    expect((await prizes.grantPrize(member.id!, prize, 'wheel:1'))?.id).toBe(first?.id);
    expect(await prizes.grantPrize(member.id!, prize, 'wheel:2')).not.toBeNull();
    expect(await prizes.grantPrize(member.id!, prize, 'wheel:3')).toBeNull();
    expect((await coupons(member, 'unused')).map((x) => x.source)).toEqual(['prize', 'prize']);
  });

  it('a new member gets the registration gift once', async () => {
    const mobile = uniqueMobile();
    expect((await s().post(API.sms.code, { mobile, purpose: 'register' }, { ip: uniqueIp() })).body.code).toBe(CODE.ok);
    const answer = await s().post(API.member.register, { mobile, code: FIXED_SMS_CODE, password: 'secret123' });
    const token = (answer.body.data as { token: string }).token;
    const mine = ((await s().get(`${API.coupon.list}?tab=unused`, { token })).body as TableEnvelope<Coupon>).rows;
    expect(mine.map((x) => [x.source, x.name, x.kind, x.amountFen])).toEqual([['register', '新人无门槛券', 'NO_THRESHOLD', 500]]);
    expect(mine[0].validityText).toMatch(/^\d{4}\.\d{2}\.\d{2} - \d{4}\.\d{2}\.\d{2}$/);
  });

  it('the demo seed: 张三 holds two unused coupons and an expired one; 领券中心 offers the demo templates', async () => {
    const zhang = await memberByMobile(s(), '张三', DEMO_MOBILES.zhang);
    expect((await coupons(zhang, 'unused')).map((x) => x.name).sort()).toEqual([DEMO_COUPON_NAMES.gift, DEMO_COUPON_NAMES.reward].sort());
    expect((await coupons(zhang, 'expired')).map((x) => [x.name, x.state])).toEqual([[DEMO_COUPON_NAMES.reward, 'EXPIRED']]);
    const centre = data<CouponTemplate[]>(await s().get(API.coupon.centre, { token: zhang.token })).map((t) => t.name);
    expect(centre).toEqual(expect.arrayContaining([DEMO_COUPON_NAMES.fullReduction, DEMO_COUPON_NAMES.discount]));
    expect(centre).not.toContain(DEMO_COUPON_NAMES.gift);
  });

  // These move the server clock: last.
  it('an unpaid order closed by time gives its coupon and points back', async () => {
    const member = await freshMember(s(), '超时关闭');
    const monthly = await goodsId(s(), GOODS.monthly);
    const coupon = await claim(member, await template());
    await givePoints(member, 300);
    const order = data<OrderDetail>(await create(s(), member, { goodsId: monthly, couponId: coupon.id, usePoints: true }));
    expect(await balance(member)).toBe(0);
    s().clock.advance(15 * 60_000 + 1000);
    await s().app.orderJobs.runOnce();
    expect((await orderRow(s(), order.orderNo)).state).toBe('CLOSED');
    expect(await couponState(coupon.id)).toEqual({ state: 'UNUSED', orderNo: null });
    expect(await ledgerOf(member, order.orderNo)).toEqual([['deduct', -300], ['deductBack', 300]]);
    expect(await balance(member)).toBe(300);
  });

  it('a coupon past its validity shows as 已过期 and is never usable', async () => {
    const member = await freshMember(s(), '过期券');
    const monthly = await goodsId(s(), GOODS.monthly);
    const coupon = await claim(member, await template({ validDays: 1 }));
    s().clock.advance(24 * 3600_000 + 1000);
    expect((await coupons(member, 'unused')).map((x) => x.id)).not.toContain(coupon.id);
    expect((await coupons(member, 'expired')).map((x) => [x.id, x.state, x.stateText])).toEqual([[coupon.id, 'EXPIRED', '已过期']]);
    expect((await checkout(member, { goodsId: monthly })).couponId).toBeNull();
    expect(refusal(await s().get(`${API.order.checkout}?goodsId=${monthly}&couponId=${coupon.id}`, { token: member.token }))).toEqual([CODE.badRequest, COUPON_TEXT.expired]);
    expect(refusal(await create(s(), member, { goodsId: monthly, couponId: coupon.id }))).toEqual([CODE.badRequest, COUPON_TEXT.expired]);
  });
});
