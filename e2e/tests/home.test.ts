import { describe, expect, it } from 'vitest';
import { pathOf, screenshot } from '../support/browser';
import { dismissAdvert, shownText } from '../support/flows';
import { useHarness } from '../support/harness';

const harness = useHarness();

describe('home page for a visitor', () => {
  it('shows the seeded banners and menu at /', async () => {
    const { context, page } = await harness.phone();
    await page.goto('/');
    const menu = page.locator('.menu-item');
    await expect.poll(() => menu.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(8);
    await expect.poll(() => menu.allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining('图文直播')]));
    const bannerImages = page.locator('.banner-swiper img');
    await expect.poll(() => bannerImages.count()).toBeGreaterThanOrEqual(3);
    // The banner pictures really load (natural size known), not broken images.
    await expect.poll(() => bannerImages.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await screenshot(page, 'home-visitor');
    await context.close();
  });

  it('closes the advert popup and keeps it closed after a reload', async () => {
    const { context, page } = await harness.phone();
    await page.goto('/');
    const popup = page.locator('.advert-popup');
    await popup.waitFor({ state: 'visible', timeout: 15_000 });
    await screenshot(page, 'home-advert-popup');
    await dismissAdvert(page);
    await page.reload();
    await page.locator('.menu-item').first().waitFor({ state: 'visible', timeout: 15_000 });
    // Give the popup the same chance to appear that it had on the first visit.
    await page.waitForLoadState('networkidle');
    expect(await popup.isVisible()).toBe(false);
    await context.close();
  });

  it('asks before opening a menu item the visitor has no permission for', async () => {
    const { context, page } = await harness.phone();
    await page.goto('/');
    await dismissAdvert(page);
    await page.locator('.menu-item', { hasText: '股票池' }).click();
    await shownText(page, '股票池为会员专享服务，开通后即可查看每日精选股票。').waitFor();
    await shownText(page, '提示').waitFor();
    await screenshot(page, 'home-permission-prompt');
    // Its no-permission link names goods (sealed ids), so the button says 产品介绍 (SPEC §4).
    await shownText(page, '产品介绍', { exact: true }).click();
    // The product page needs a login, so a visitor is asked to log in first.
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/login/index/index');
    await context.close();
  });
});
