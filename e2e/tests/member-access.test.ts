import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { LiveRoom, LiveValidity } from '@caixue/contract';
import { pathOf, screenshot } from '../support/browser';
import { loginWithPassword, shown, shownText } from '../support/flows';
import { useHarness } from '../support/harness';
import { Api } from '../support/api';
import { CHAT_PATH, chatMessages, chatUrl } from '../support/live';

/**
 * Levels and access (issue 4): the service-expiry popup for the seeded expired (王五) and expiring
 * (孙七) members, the no-permission page for a member without a level (赵六) opening the VIP room,
 * and 张三, who holds the level, opening it.
 */
const harness = useHarness();
const PASSWORD = 'caixue123';
const NO_PERMISSION_PATH = '/pages/mine/noPermission/index';
let api: Api;
let vipRoom: LiveRoom;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  api = new Api(harness.server.url);
  const { token } = await api.login('13800000004', PASSWORD);
  const list = await api.get<LiveRoom[]>('/api/live/ver/2/list/word', { pageNum: 1, pageSize: 100 }, token);
  const found = (list.rows as LiveRoom[]).find((room) => room.title.includes('VIP'));
  if (!found) throw new Error('no VIP room seeded');
  vipRoom = found;
});
afterAll(async () => {
  for (const context of contexts) await context.close();
});

async function personLoggedIn(mobile: string): Promise<Page> {
  const { context, page } = await harness.phone();
  contexts.push(context);
  await loginWithPassword(page, mobile, PASSWORD);
  return page;
}

const expiryPopup = (page: Page) => shown(page, '.expiry-card');

describe('service-expiry popup', () => {
  it('shows 王五 (expired) the popup on the home page once a day, not after closing and reloading', async () => {
    const page = await personLoggedIn('13800000003');
    const validity = (await api.get<LiveValidity>('/api/member/get/live/validity/period', {}, (await api.login('13800000003', PASSWORD)).token)).data!;
    expect(validity.status).toBe('expired');

    await expiryPopup(page).waitFor({ timeout: 15_000 });
    const text = (await expiryPopup(page).textContent()) ?? '';
    expect(text).toContain('服务已到期');
    expect(text).toContain(`您的「金牌会员」已于 ${validity.endDate} 到期`);
    expect(text).toContain('立即续费');
    await page.waitForTimeout(400); // the popup's fade-in
    await screenshot(page, 'member-access-expired-popup');

    await shown(page, '.expiry-card__later').click();
    await expiryPopup(page).waitFor({ state: 'hidden' });

    await page.reload();
    // The home page is back (its advert shows again), the expiry popup is not.
    await shown(page, '.advert-popup').waitFor({ timeout: 15_000 });
    await page.waitForTimeout(1500);
    expect(await expiryPopup(page).count()).toBe(0);
    // Nor on the member centre the same day.
    await page.goto('/pages/mine/index/index');
    await page.waitForTimeout(2000);
    expect(await expiryPopup(page).count()).toBe(0);
  });

  it('shows 孙七 (ends within 3 days) 服务即将到期 with the days left, and 续费 explains the renewal', async () => {
    const page = await personLoggedIn('13800000005');
    await expiryPopup(page).waitFor({ timeout: 15_000 });
    const text = (await expiryPopup(page).textContent()) ?? '';
    expect(text).toContain('服务即将到期');
    expect(text).toMatch(/您的「金牌会员」将于 \d{4}-\d{2}-\d{2} 到期（剩余 3 天）/);
    await page.waitForTimeout(400);
    await screenshot(page, 'member-access-expiring-popup');

    await shown(page, '.expiry-card__renew').click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(NO_PERMISSION_PATH);
    await shown(page, '.level-card__name').first().waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await shown(page, '.no-permission').textContent()) ?? '').toContain('续费会员');
    const levels = await shown(page, '.level-card__name').allTextContents();
    expect(levels).toEqual(['金牌会员', '钻石会员']);
    expect((await shown(page, '.no-permission').textContent()) ?? '').toContain('续费或升级会员');
    await page.waitForTimeout(600); // the page's slide-in
    await screenshot(page, 'member-access-renew');
  });

  it('shows nothing to 张三, whose level runs for months', async () => {
    const page = await personLoggedIn('13800000001');
    await shown(page, '.advert-popup').waitFor({ timeout: 15_000 });
    await page.waitForTimeout(2000);
    expect(await expiryPopup(page).count()).toBe(0);
  });
});

describe('no-permission page', () => {
  it('sends 赵六 (no level) from the VIP room to the no-permission page, which says what opens it', async () => {
    const page = await personLoggedIn('13800000004');
    await page.goto(chatUrl(vipRoom.id));
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(NO_PERMISSION_PATH);
    await shown(page, '.level-card__name').first().waitFor({ timeout: 15_000 });
    const body = (await shown(page, '.no-permission').textContent()) ?? '';
    expect(body).toContain('会员专享内容');
    expect(body).toContain(`「${vipRoom.title}」`);
    expect(body).toContain('暂无权限，请先开通服务');
    expect(body).toContain('开通以下任一会员即可查看');
    expect(await shown(page, '.level-card__name').allTextContents()).toEqual(['金牌会员', '钻石会员']);
    expect(body).toContain('金牌直播 VIP');
    await expect.poll(async () => shownText(page, '产品介绍').count()).toBe(1);
    // The 206 toast (SPEC §8) fades after 2.5 s; the picture shows the page itself.
    await shownText(page, '暂无权限，请先开通服务').last().waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => undefined);
    await page.waitForTimeout(2_700);
    await screenshot(page, 'member-access-no-permission');

    // 返回 leaves the page (one no-permission page, however many calls answered 206).
    await shown(page, '.no-permission__back').click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).not.toBe(NO_PERMISSION_PATH);
    // The room then says what it needs, with a way back to the offer.
    await shownText(page, '会员专享直播').waitFor({ timeout: 10_000 });
    await screenshot(page, 'member-access-after-back');
    await shown(page, '.chat-locked .nut-button').click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(NO_PERMISSION_PATH);
    await page.goBack().catch(() => undefined);
    await page.goto(chatUrl(vipRoom.id));
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(NO_PERMISSION_PATH);
    await shown(page, '.level-card__name').first().waitFor({ timeout: 15_000 });

    // 产品介绍 opens the product (the goods pages come with the goods issue: the 404 page until then).
    await shown(page, '.no-permission__product').click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).not.toBe(NO_PERMISSION_PATH);
    expect(['/pages/goods/list/index', '/pages/404/index']).toContain(pathOf(page));
  });

  it('lets 张三 (金牌会员) into the same room', async () => {
    const page = await personLoggedIn('13800000001');
    await page.goto(chatUrl(vipRoom.id));
    await chatMessages(page).first().waitFor({ timeout: 15_000 });
    expect(pathOf(page)).toBe(CHAT_PATH);
    expect(await shown(page, '.expiry-card').count()).toBe(0);
  });
});
