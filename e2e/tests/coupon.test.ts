import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { CheckoutResult, Coupon, Goods, OrderDetail } from '@caixue/contract';
import { pathOf } from '../support/browser';
import { shot, usePeople, ZHANG, ZHAO } from '../support/content';
import { shown, shownText } from '../support/flows';
import { useHarness } from '../support/harness';
import { toast } from '../support/live';
import { Api } from '../support/api';
import { pause } from '../support/settle';

/**
 * Coupons and the checkout price (issue 14), on the development payment driver: 赵六 claims 全场满100减20
 * on a goods detail, buys that goods with it (the server picks it), the amount shown at checkout is
 * the amount the cashier asks and the order records, the order detail breaks it down, and the coupon
 * is then under 已使用. With the purchase's points the 积分抵扣 switch lowers the shown amount to the
 * server's. 张三's seeded wallet shows each tab and 领券中心.
 */
const harness = useHarness();
const { person } = usePeople(harness);
const CONTRACT_PATH = '/pages/mine/agreement/index';
const PAYMENT_PATH = '/pages/webView/payment/index';
const COUPON_PAGE = '/pages/mine/coupon/index';
const CLAIMED = '全场满100减20';
let api: Api;
let token: string;
let goods: Goods;

beforeAll(async () => {
  api = new Api(harness.server.url);
  ({ token } = await api.login(ZHAO.account, ZHAO.password));
  const list = await api.get<Goods[]>('/api/goods/list', { pageNum: 1, pageSize: 100 }, token);
  const found = (list.rows as Goods[]).find((g) => g.title.startsWith('金牌会员') && g.priceFen >= 10000);
  if (!found) throw new Error('no paid 金牌会员 goods of at least ¥100 seeded');
  goods = found;
});

async function checkoutOf(usePoints: 0 | 1): Promise<CheckoutResult> {
  const answer = await api.get<CheckoutResult>('/api/order/checkout', { goodsId: goods.id, usePoints }, token);
  if (!answer.data) throw new Error(`checkout: ${answer.code} ${answer.msg}`);
  return answer.data;
}

/** The shown amount once the breakdown is settled (not dimmed while a new one comes). */
async function shownAmount(page: Page): Promise<string> {
  await shown(page, '[data-testid=checkout][data-status=ready]').waitFor({ timeout: 15_000 });
  return (await shown(page, '[data-testid=checkout-amount]').textContent()) ?? '';
}

describe('coupons at checkout', () => {
  it('赵六 claims a coupon on the goods, buys with it: the price shown is the price charged; the coupon is then 已使用', async () => {
    const page = await person(ZHAO);

    // The goods detail's 领券 row: claim 全场满100减20 in its sheet.
    await page.goto(`/pages/goods/detail/index?id=${goods.id}`);
    const row = shown(page, '[data-testid=goods-coupons]');
    await row.waitFor({ timeout: 15_000 });
    expect(await row.textContent()).toContain('满100减20');
    await row.click();
    const ticket = shown(page, '[data-testid=coupon-centre] .coupon-ticket').filter({ hasText: CLAIMED });
    await ticket.waitFor({ timeout: 10_000 });
    expect(await ticket.locator('.coupon-ticket__condition').textContent()).toBe('满100元可用');
    const claim = ticket.locator('[data-testid=coupon-claim]');
    expect(await claim.textContent()).toBe('立即领取');
    await claim.click();
    await toast(page, '领取成功').waitFor({ timeout: 10_000 });
    await expect.poll(() => claim.textContent(), { timeout: 10_000 }).toBe('已领取');
    await shot(page, 'coupon-goods-claimed');
    await shown(page, '.bottom-sheet__close').click();

    // The contract with the server's breakdown: the claimed coupon picked, 应付金额 = the server's amount.
    await shown(page, '.goods-buy').click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(CONTRACT_PATH);
    const amount = await shownAmount(page);
    const quoted = await checkoutOf(0);
    expect(quoted.couponFen).toBe(2000);
    expect(amount).toBe(`¥${quoted.amount}`);
    expect(await shown(page, '[data-testid=checkout-price]').textContent()).toBe(`¥${goods.price}`);
    const couponLine = (await shown(page, '[data-testid=checkout-coupon]').textContent()) ?? '';
    expect(couponLine).toContain(CLAIMED);
    expect(couponLine).toContain('-¥20');
    expect(await shown(page, '[data-testid=checkout-payable]').textContent()).toBe(amount);
    await shot(page, 'coupon-checkout');

    // The picker lists it with what it takes off; 不使用优惠券 gives the full price, choosing it again takes ¥20 off.
    await shown(page, '[data-testid=checkout-coupon]').click();
    const picker = shown(page, '[data-testid=coupon-picker]');
    await picker.waitFor({ timeout: 5_000 });
    expect(await picker.textContent()).toContain('本单可减 ¥20');
    await shot(page, 'coupon-checkout-picker');
    await shown(page, '[data-testid=coupon-none]').click();
    await expect.poll(() => shownAmount(page), { timeout: 10_000 }).toBe(`¥${goods.price}`);
    await shown(page, '[data-testid=checkout-coupon]').click();
    await shown(page, '[data-testid=coupon-picker] .coupon-ticket').filter({ hasText: CLAIMED }).click();
    await expect.poll(() => shownAmount(page), { timeout: 10_000 }).toBe(amount);

    // Pay on the development cashier: it asks for the amount shown.
    await shown(page, '.contract-bar__agree').click();
    await shownText(page, '同意并支付', { exact: true }).click();
    await shown(page, '.pay-sheet').waitFor({ timeout: 15_000 });
    await shown(page, '.pay-sheet__row[data-channel="h5"]').click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(PAYMENT_PATH);
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    await shownText(page, '开发环境模拟支付，不会产生真实扣款').waitFor({ timeout: 15_000 });
    expect((await shown(page, '.pay-amount').first().textContent())?.replace(/\s/g, '')).toBe(amount);
    await shownText(page, '确认支付', { exact: false }).first().click();
    await shownText(page, '支付成功', { exact: true }).waitFor({ timeout: 15_000 });

    // The order: charged what was shown, with the coupon recorded.
    const order = (await api.get<OrderDetail>(`/api/order/get/info/${orderNo}`, {}, token)).data!;
    expect(order.state).toBe('FULFILLED');
    expect(`¥${order.amount}`).toBe(amount);
    expect(order.amountFen).toBe(quoted.amountFen);
    expect(order).toMatchObject({ priceFen: goods.priceFen, couponFen: 2000, couponName: CLAIMED, pointsUsed: 0, pointsFen: 0 });

    // The order detail's breakdown.
    await page.goto(`/pages/mine/order/index/index?orderNo=${orderNo}`);
    const breakdown = shown(page, '[data-testid=order-price]');
    await breakdown.waitFor({ timeout: 15_000 });
    expect(await breakdown.locator('.detail-line').allTextContents()).toEqual([
      `商品原价¥${goods.price}`, `优惠券${CLAIMED}-¥20`, `实付金额${amount}`,
    ]);
    await shot(page, 'coupon-order-detail');

    // 我的优惠券: no longer unused, now under 已使用.
    await page.goto(COUPON_PAGE);
    await shownText(page, '暂无可用的优惠券').waitFor({ timeout: 15_000 });
    await shown(page, '.coupons__tab[data-tab="used"]').click();
    const used = shown(page, '.coupon-card[data-state="USED"]').filter({ hasText: CLAIMED });
    await used.waitFor({ timeout: 15_000 });
    expect(await used.locator('.coupon-ticket__stamp').textContent()).toBe('已使用');
    expect(await used.locator('[data-testid=coupon-use]').count()).toBe(0);
    await shot(page, 'coupon-tab-used');
    const mine = await api.get<Coupon[]>('/api/member/coupon/list', { tab: 'used', pageNum: 1, pageSize: 20 }, token);
    expect((mine.rows as Coupon[]).find((c) => c.name === CLAIMED)?.orderNo).toBe(orderNo);
  });

  it('the 积分抵扣 switch: the purchase\'s points lower the shown amount to the server\'s, and back', async () => {
    const before = await checkoutOf(0);
    expect(before.points.max).toBeGreaterThan(0);
    const withPoints = await checkoutOf(1);
    expect(withPoints.amountFen).toBeLessThan(before.amountFen);

    const page = await person(ZHAO);
    await page.goto(`${CONTRACT_PATH}?type=contract&goodsId=${goods.id}`);
    expect(await shownAmount(page)).toBe(`¥${before.amount}`);
    expect(await shown(page, '[data-testid=checkout-points-line]').textContent()).toMatch(/^可用 \d+ 积分抵 ¥[\d.]+$/);
    await shown(page, '[data-testid=points-switch]').click();
    await expect.poll(() => shownAmount(page), { timeout: 10_000 }).toBe(`¥${withPoints.amount}`);
    expect(await shown(page, '[data-testid=checkout-points]').textContent()).toBe(`-¥${withPoints.points.yuan}`);
    expect(await shown(page, '[data-testid=checkout-payable]').textContent()).toBe(`¥${withPoints.amount}`);
    await shot(page, 'coupon-checkout-points');
    await shown(page, '[data-testid=points-switch]').click();
    await expect.poll(() => shownAmount(page), { timeout: 10_000 }).toBe(`¥${before.amount}`);
  });
  it('a coupon taken by another order meanwhile: the order is refused, the member is told and sees the new breakdown', async () => {
    const zhang = await api.login(ZHANG.account, ZHANG.password);
    const page = await person(ZHANG);
    await page.goto(`${CONTRACT_PATH}?type=contract&goodsId=${goods.id}`);
    const amount = await shownAmount(page);
    const quoted = (await api.get<CheckoutResult>('/api/order/checkout', { goodsId: goods.id }, zhang.token)).data!;
    expect(amount).toBe(`¥${quoted.amount}`);
    const picked = quoted.coupons.find((c) => c.coupon.id === quoted.couponId)!;
    expect(picked.usable).toBe(true);
    expect(await shown(page, '[data-testid=checkout-coupon]').textContent()).toContain(picked.coupon.name);

    // Another device orders with that coupon: it is held by that unpaid order.
    const contract = await api.get<{ version: string }>('/api/order/contract', { goodsId: goods.id }, zhang.token);
    const other = await api.post<OrderDetail>('/api/order/create', {
      goodsId: goods.id, quantity: 1, idempotencyKey: `e2e-coupon-other-${Date.now()}`, contractVersion: contract.data!.version, couponId: picked.coupon.id,
    }, zhang.token);
    expect(other.code).toBe(200);

    await shown(page, '.contract-bar__agree').click();
    await shownText(page, '同意并支付', { exact: true }).click();
    await toast(page, '优惠券已被其他订单使用').waitFor({ timeout: 10_000 });
    const after = (await api.get<CheckoutResult>('/api/order/checkout', { goodsId: goods.id }, zhang.token)).data!;
    expect(after.couponId).not.toBe(picked.coupon.id);
    await expect.poll(() => shownAmount(page), { timeout: 10_000 }).toBe(`¥${after.amount}`);
    expect(await shown(page, '.pay-sheet').count()).toBe(0);

    // 我的优惠券: held by that order, with the way to it.
    await page.goto(COUPON_PAGE);
    const held = shown(page, `.coupon-card[data-id="${picked.coupon.id}"]`);
    await held.waitFor({ timeout: 15_000 });
    expect(await held.getAttribute('data-state')).toBe('LOCKED');
    expect(await held.textContent()).toContain('待支付订单占用中');
    await held.getByText('查看订单', { exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('orderNo'), { timeout: 15_000 }).toBe(other.data!.orderNo);
  });
});

describe('我的优惠券', () => {
  it('张三 opens it from the member centre: each tab, 去使用, and 领券中心', async () => {
    const page = await person(ZHANG);
    await page.goto('/pages/mine/index/index');
    await shownText(page, '我的优惠券', { exact: true }).first().click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(COUPON_PAGE);

    const cards = shown(page, '.coupon-card');
    await cards.first().waitFor({ timeout: 15_000 });
    for (const state of await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-state')))) expect(['UNUSED', 'LOCKED']).toContain(state);
    const first = cards.first();
    expect(await first.locator('.coupon-ticket__validity').textContent()).toMatch(/^\d{4}\.\d{2}\.\d{2} - \d{4}\.\d{2}\.\d{2}$/);
    expect(await first.locator('.coupon-ticket__scope').textContent()).toBeTruthy();
    await pause(300);
    await shot(page, 'coupon-tab-unused');

    await shown(page, '.coupons__tab[data-tab="expired"]').click();
    const expired = shown(page, '.coupon-card[data-state="EXPIRED"]');
    await expired.first().waitFor({ timeout: 15_000 });
    expect(await expired.first().locator('.coupon-ticket--muted').count()).toBe(1);
    expect(await expired.first().locator('.coupon-ticket__stamp').textContent()).toBe('已过期');
    await shot(page, 'coupon-tab-expired');

    await shown(page, '[data-testid=coupon-centre-entry]').click();
    const centre = shown(page, '[data-testid=coupon-centre] .coupon-ticket');
    await centre.first().waitFor({ timeout: 10_000 });
    const buttons = await shown(page, '[data-testid=coupon-centre] [data-testid=coupon-claim]').allTextContents();
    for (const text of buttons) expect(['立即领取', '已领取', '已抢光', '已达领取上限']).toContain(text);
    await shot(page, 'coupon-centre');
    await shown(page, '.bottom-sheet__close').click();

    // 去使用 on an unused coupon opens its goods (a detail, a list, or the product centre).
    await shown(page, '.coupons__tab[data-tab="unused"]').click();
    await shown(page, '[data-testid=coupon-use]').first().click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toMatch(/^\/pages\/goods\//);
  });
});
