import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
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

describe('home page first paint (issue 18)', () => {
  /** Paths of the API calls the page makes. */
  function apiCalls(page: Page): string[] {
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push(pathname);
    });
    return asked;
  }

  it('draws the app shell from the HTML alone, before any script or stylesheet', async () => {
    const { context, page } = await harness.phone();
    // Scripts and stylesheets never arrive: what shows is the HTML's own.
    await page.route(/\/(js|css)\//, (route) => route.abort());
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const shell = page.locator('#cx-shell');
    await expect.poll(() => shell.isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('data-cx-shell')).toBe('home');
    expect(await shell.getAttribute('aria-hidden')).toBe('true');
    // The home page's red bar with the brand, where the app draws it.
    expect(await page.locator('#cx-shell .cxs-brand').innerText()).toContain('财学');
    await screenshot(page, 'home-app-shell');
    await context.close();
  });

  it('shows banners, menu and notice from the page itself, without asking the API for them, and drops the shell', async () => {
    const { context, page } = await harness.phone();
    const asked = apiCalls(page);
    await page.goto('/');
    const bannerImages = page.locator('.banner-swiper img');
    await expect.poll(() => bannerImages.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    await expect.poll(() => page.locator('.menu-item').count()).toBeGreaterThanOrEqual(8);
    await expect.poll(() => bannerImages.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.locator('.advert-popup').waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    for (const path of ['/api/nav/list', '/api/ad/home/homeBanner', '/api/ad/popup/advert', '/api/app/tab/ver/2/home/info', '/api/nav/ver/2/list/footer']) {
      expect(asked).not.toContain(path);
    }
    // Sections the page does not carry still load as before.
    expect(asked).toContain('/api/news/home/hot');
    // The first banner and the popup advert were named in the HTML, so they load beside the scripts.
    const preloads = await page.locator('link[rel="preload"][as="image"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(preloads).toContain(await bannerImages.first().getAttribute('src'));
    expect(preloads).toContain(await page.locator('.advert-popup img').getAttribute('src'));
    expect(await page.locator('#cx-shell').count()).toBe(0);
    await context.close();
  });
});
