import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pathOf, screenshot } from '../support/browser';
import { dismissAdvert, loginWithPassword, shown } from '../support/flows';
import { useHarness } from '../support/harness';
import { painted } from '../support/settle';

const RED = 'rgb(216, 30, 6)';
const BLACK = 'rgb(0, 0, 0)';

const harness = useHarness();

async function tabColours(page: Page): Promise<Record<string, string>> {
  return page.locator('.tabbar-item').evaluateAll((items) =>
    Object.fromEntries(items.map((item) => {
      const title = item.querySelector('.tabbar-item__title') as HTMLElement;
      return [title.innerText.trim(), getComputedStyle(title).color];
    })));
}

describe('tab bar', () => {
  it('shows the server footer items, marks the current page red and moves between tabs', async () => {
    const { context, page } = await harness.phone();
    await loginWithPassword(page, '13800000001', 'caixue123');
    await page.goto('/');
    await dismissAdvert(page);
    await expect.poll(() => page.locator('.tabbar-item').count(), { timeout: 15_000 }).toBe(4);
    expect(await tabColours(page)).toEqual({ 首页: RED, 直播: BLACK, 学堂: BLACK, 我的: BLACK });
    await screenshot(page, 'home-member');

    await page.locator('.tabbar-item', { hasText: '我的' }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/mine/index/index');
    await expect.poll(() => tabColours(page)).toEqual({ 首页: BLACK, 直播: BLACK, 学堂: BLACK, 我的: RED });
    await screenshot(page, 'tab-mine');

    // Tapping the current tab only marks it: no navigation.
    const historyBefore = await page.evaluate(() => history.length);
    await page.locator('.tabbar-item', { hasText: '我的' }).click();
    // The tap's handler runs in the click; Taro's router changes the history and the URL at once
    // when it navigates. Two painted frames later the page would be on its way.
    await painted(page);
    await painted(page);
    expect(pathOf(page)).toBe('/pages/mine/index/index');
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);

    await page.locator('.tabbar-item', { hasText: '直播' }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/page/index/index');
    await expect.poll(() => tabColours(page)).toEqual({ 首页: BLACK, 直播: RED, 学堂: BLACK, 我的: BLACK });
    await shown(page, '.hub-teacher').first().waitFor({ timeout: 15_000 });
    await screenshot(page, 'tab-live-hub');

    await page.locator('.tabbar-item', { hasText: '学堂' }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/page/index2/index');
    await screenshot(page, 'tab-school-hub');
    await context.close();
  });

  it('sends a visitor who taps a protected tab to the login page', async () => {
    const { context, page } = await harness.phone();
    await page.goto('/');
    await dismissAdvert(page);
    await page.locator('.tabbar-item', { hasText: '直播' }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/login/index/index');
    await context.close();
  });
});
