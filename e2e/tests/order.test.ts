import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Goods, LiveRoom, Order, OrderDetail } from '@caixue/contract';
import { pathOf, screenshot } from '../support/browser';
import { usePeople, ZHAO } from '../support/content';
import { shown, shownText } from '../support/flows';
import { useHarness } from '../support/harness';
import { Api } from '../support/api';
import { CHAT_PATH, chatMessages, chatUrl } from '../support/live';
import { pause, still } from '../support/settle';

/**
 * Orders and payment (issue 13), on the development payment driver: 赵六 (no level) goes from the
 * locked VIP room through the no-permission page and the goods to the service contract, pays on the
 * local cashier and is back in the room with it open; 我的订单 shows the order paid; a refund locks
 * the room again. Then an unpaid order: its countdown runs, the tabs filter, and it is cancelled.
 */
const harness = useHarness();
const { person } = usePeople(harness);
const NO_PERMISSION_PATH = '/pages/mine/noPermission/index';
const CONTRACT_PATH = '/pages/mine/agreement/index';
const PAYMENT_PATH = '/pages/webView/payment/index';
const DETAIL_PATH = '/pages/mine/order/index/index';
const LIST_URL = '/pages/mine/order/list/index';
let api: Api;
let vipRoom: LiveRoom;
let token: string;

beforeAll(async () => {
  api = new Api(harness.server.url);
  ({ token } = await api.login(ZHAO.account, ZHAO.password));
  const list = await api.get<LiveRoom[]>('/api/live/ver/2/list/word', { pageNum: 1, pageSize: 100 }, token);
  const found = (list.rows as LiveRoom[]).find((room) => room.title.includes('VIP'));
  if (!found) throw new Error('no VIP room seeded');
  vipRoom = found;
});

async function shot(page: Page, name: string): Promise<void> {
  // Taro starts a page's slide-in a moment after the page shows its content.
  await pause(400);
  await still(page);
  await screenshot(page, name);
}

/** A paid goods of 金牌会员 (opens the VIP room) from the goods list. */
async function goldGoods(): Promise<Goods> {
  const list = await api.get<Goods[]>('/api/goods/list', { pageNum: 1, pageSize: 100 }, token);
  const goods = (list.rows as Goods[]).find((g) => g.title.startsWith('金牌会员') && Number(g.price) > 0);
  if (!goods) throw new Error('no paid 金牌会员 goods seeded');
  return goods;
}

/** From the product the no-permission page opened (the goods list), through the goods, to the contract of a paid 金牌会员 goods. */
async function reachContract(page: Page): Promise<void> {
  const goods = await goldGoods();
  for (let step = 0; step < 4; step += 1) {
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).not.toBe(NO_PERMISSION_PATH);
    const path = pathOf(page);
    if (path === CONTRACT_PATH) return;
    if (path.startsWith('/pages/goods/detail')) {
      await shown(page, '.goods-buy').waitFor({ timeout: 15_000 });
      if (new URL(page.url()).searchParams.get('id') !== String(goods.id)) {
        // Another goods of the level: back to the list to pick the paid one.
        await page.goBack();
        continue;
      }
      await shown(page, '.goods-buy').click();
      await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(CONTRACT_PATH);
      continue;
    }
    if (path.startsWith('/pages/goods/list') || path.startsWith('/pages/goods/index')) {
      const card = shown(page, `.goods-card[data-id="${goods.id}"]`);
      await card.waitFor({ timeout: 15_000 });
      await card.click();
      await expect.poll(() => pathOf(page), { timeout: 15_000 }).toMatch(/^\/pages\/goods\/detail/);
      continue;
    }
    throw new Error(`unexpected page on the way to the contract: ${path}`);
  }
  throw new Error(`did not reach the contract: ${pathOf(page)}`);
}

async function orderOf(orderNo: string): Promise<OrderDetail> {
  const answer = await api.get<OrderDetail>(`/api/order/get/info/${orderNo}`, {}, token);
  return answer.data!;
}

describe('the purchase journey', () => {
  it('takes 赵六 from the locked VIP room to paid and back in the open room; a refund locks it again', async () => {
    const page = await person(ZHAO);
    await page.goto(chatUrl(vipRoom.id));
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(NO_PERMISSION_PATH);
    await shown(page, '.level-card').first().waitFor({ timeout: 15_000 });
    await shown(page, '.level-card').filter({ hasText: '金牌会员' }).first().getByText('了解产品', { exact: true }).click();
    await reachContract(page);

    // The contract: the member, the goods, its price and period; agreeing is required.
    await shownText(page, '我已阅读并同意《服务协议》').waitFor({ timeout: 15_000 });
    const facts = (await shown(page, '.contract__facts').textContent()) ?? '';
    expect(facts).toContain('赵六');
    expect(facts).toMatch(/服务费用¥\d/);
    expect(facts).toContain('服务期限');
    expect((await shown(page, '.contract__paper').textContent())?.length ?? 0).toBeGreaterThan(50);
    await shot(page, 'order-contract');
    await shownText(page, '同意并支付', { exact: true }).click();
    await shownText(page, '请先阅读并同意服务协议').waitFor({ timeout: 5_000 });
    await shown(page, '.contract-bar__agree').click();
    await shownText(page, '同意并支付', { exact: true }).click();

    // A phone browser: 微信支付 or 支付宝 (both on the development driver's local cashier).
    await shown(page, '.pay-sheet').waitFor({ timeout: 15_000 });
    expect(await shown(page, '.pay-sheet__label').allTextContents()).toEqual(['微信支付', '支付宝']);
    await shot(page, 'order-pay-sheet');
    await shown(page, '.pay-sheet__row[data-channel="h5"]').click();

    // The local cashier: the order, the amount, and that it is not a real payment.
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(PAYMENT_PATH);
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    expect(orderNo).toMatch(/^[0-9A-Z]{16,32}$/);
    await shownText(page, '开发环境模拟支付，不会产生真实扣款').waitFor({ timeout: 15_000 });
    const unpaid = await orderOf(orderNo);
    expect(unpaid.state).toBe('UNPAID');
    expect((await shown(page, '.pay-amount').first().textContent())?.replace(/\s/g, '')).toBe(`¥${unpaid.amount}`);
    expect((await shown(page, '.cashier').textContent()) ?? '').toContain(orderNo);
    await shot(page, 'order-cashier');
    await shownText(page, '确认支付', { exact: false }).first().click();

    // 支付成功 with the validity, within seconds.
    await shownText(page, '支付成功', { exact: true }).waitFor({ timeout: 15_000 });
    const paid = await orderOf(orderNo);
    expect(paid.state).toBe('FULFILLED');
    expect((await shown(page, '.pay-result').textContent()) ?? '').toContain('有效期');
    await shot(page, 'order-paid');

    // 返回: back in the room it started from, open.
    const back = Date.now();
    await shown(page, '.pay-result__back').click();
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe(CHAT_PATH);
    expect(new URL(page.url()).searchParams.get('id')).toBe(String(vipRoom.id));
    await chatMessages(page).first().waitFor({ timeout: 10_000 });
    expect(Date.now() - back).toBeLessThan(10_000);
    expect(await shown(page, '.chat-locked').count()).toBe(0);

    // 我的订单: the order under 已支付.
    await page.goto(LIST_URL);
    await shown(page, '.order-row').first().waitFor({ timeout: 15_000 });
    await shown(page, '.orders__tab[data-tab="paid"]').click();
    const row = shown(page, `.order-row[data-order-no="${orderNo}"]`);
    await row.waitFor({ timeout: 15_000 });
    expect((await row.locator('.order-state').textContent()) ?? '').toBe('已支付');
    await shot(page, 'order-list-paid');

    // The detail, then 申请退款 with a reason; the development refund settles by itself.
    await row.click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(DETAIL_PATH);
    await shown(page, '.detail-banner__state').filter({ hasText: '已支付' }).waitFor({ timeout: 15_000 });
    const detail = (await shown(page, '.order-detail').textContent()) ?? '';
    expect(detail).toContain(orderNo);
    expect(detail).toContain('有效期');
    expect(detail).toContain('支付后 7 天内可申请，全额退回');
    await shot(page, 'order-detail-paid');
    await shownText(page, '申请退款', { exact: true }).click();
    await shown(page, '.refund-dialog').waitFor({ timeout: 5_000 });
    await shownText(page, '提交申请', { exact: true }).click();
    await shownText(page, '退款原因请填写 1-200 个字').waitFor({ timeout: 5_000 });
    await shown(page, '.refund-dialog textarea').fill('课程安排有变，暂时用不上');
    await shownText(page, '退款原因请填写 1-200 个字').waitFor({ state: 'hidden', timeout: 10_000 }).catch(() => undefined);
    await shot(page, 'order-refund-dialog');
    await shownText(page, '提交申请', { exact: true }).click();
    await shown(page, '.detail-banner__state').filter({ hasText: '已退款' }).waitFor({ timeout: 20_000 });
    await shown(page, '.detail-refund[data-state="SUCCESS"]').waitFor({ timeout: 5_000 });
    expect((await shown(page, '.detail-refunds').textContent()) ?? '').toContain('课程安排有变，暂时用不上');
    // The picture once the 退款申请已提交 toast has gone.
    await shownText(page, '退款申请已提交').waitFor({ state: 'hidden', timeout: 10_000 }).catch(() => undefined);
    await shot(page, 'order-detail-refunded');
    expect((await orderOf(orderNo)).state).toBe('REFUNDED');

    // The room is locked again.
    await page.goto(chatUrl(vipRoom.id));
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(NO_PERMISSION_PATH);
  });
});

describe('an unpaid order', () => {
  it('counts down to closing, sits under 待支付 only, and is cancelled after a confirm', async () => {
    const goods = await goldGoods();
    const contract = await api.get<{ version: string }>('/api/order/contract', { goodsId: goods.id }, token);
    const created = await api.post<OrderDetail>('/api/order/create', {
      goodsId: goods.id, quantity: 1, idempotencyKey: `e2e-unpaid-${Date.now()}`, contractVersion: contract.data!.version,
    }, token);
    expect(created.code).toBe(200);
    const orderNo = created.data!.orderNo;

    const page = await person(ZHAO);
    await page.goto(`${LIST_URL}?tab=unpaid`);
    const row = shown(page, `.order-row[data-order-no="${orderNo}"]`);
    await row.waitFor({ timeout: 15_000 });
    expect((await row.locator('.order-state').textContent()) ?? '').toBe('待支付');
    // Only unpaid orders under 待支付 (赵六's refunded order is not there).
    for (const state of await shown(page, '.order-row .order-state').allTextContents()) expect(state).toBe('待支付');
    const clock = row.locator('.order-row__clock');
    const first = (await clock.textContent()) ?? '';
    expect(first).toMatch(/^1[0-5]:\d\d$/);
    await expect.poll(async () => (await clock.textContent()) ?? '', { timeout: 5_000 }).not.toBe(first);
    const toSeconds = (text: string) => Number(text.split(':')[0]) * 60 + Number(text.split(':')[1]);
    expect(toSeconds((await clock.textContent()) ?? '')).toBeLessThan(toSeconds(first));
    await shot(page, 'order-list-unpaid');

    // The other tabs filter by state.
    await shown(page, '.orders__tab[data-tab="refund"]').click();
    // The refund tab's answer is in: its rows (赵六's refunded order) or its empty text.
    await page.locator('.order-row, .empty-data').filter({ visible: true }).first().waitFor({ timeout: 15_000 });
    expect(await shown(page, `.order-row[data-order-no="${orderNo}"]`).count()).toBe(0);
    for (const state of await shown(page, '.order-row .order-state').allTextContents()) expect(['退款中', '已退款']).toContain(state);
    await shown(page, '.orders__tab[data-tab="all"]').click();
    await shown(page, `.order-row[data-order-no="${orderNo}"]`).waitFor({ timeout: 15_000 });
    const all = await api.get<Order[]>('/api/order/list', { pageNum: 1, pageSize: 100 }, token);
    expect(await shown(page, '.order-row').count()).toBe(all.total);

    // The detail: 去支付 with the countdown, 取消订单 after a confirm.
    await shown(page, `.order-row[data-order-no="${orderNo}"]`).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(DETAIL_PATH);
    const pay = shown(page, '.detail-bar__button--primary');
    await pay.waitFor({ timeout: 15_000 });
    expect((await pay.textContent()) ?? '').toMatch(/^去支付 1[0-5]:\d\d$/);
    await shot(page, 'order-detail-unpaid');
    await shown(page, '.detail-bar__button--ghost').filter({ hasText: '取消订单' }).click();
    await shownText(page, '确定取消该订单吗？取消后需重新下单').waitFor({ timeout: 5_000 });
    await shown(page, '.taro-model__confirm').click();
    await shown(page, '.detail-banner__state').filter({ hasText: '已取消' }).waitFor({ timeout: 15_000 });
    expect(await shown(page, '.detail-bar').count()).toBe(0);
    expect((await orderOf(orderNo)).state).toBe('CANCELLED');
  });
});
