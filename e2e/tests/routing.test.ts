import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, pathOf, phoneContext, screenshot } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('routing for a visitor', () => {
  it('sends an unknown route to the 404 page', async () => {
    const context = await phoneContext(browser, server.url);
    const page = await context.newPage();
    await page.goto('/pages/no-such-page/index');
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/404/index');
    await expect.poll(() => page.title()).toBe('404 Not Found');
    await screenshot(page, 'not-found');
    await context.close();
  });

  it('sends a protected route to the login page without a token', async () => {
    const context = await phoneContext(browser, server.url);
    const page = await context.newPage();
    await page.goto('/pages/mine/fontSize/index');
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/login/index/index');
    await page.getByText('登录', { exact: false }).first().waitFor();
    await screenshot(page, 'login-redirect');
    await context.close();
  });

  it('lets a visitor open a public page without a token', async () => {
    const context = await phoneContext(browser, server.url);
    const page = await context.newPage();
    await page.goto('/pages/mine/agreement/index');
    await page.waitForLoadState('networkidle');
    expect(pathOf(page)).toBe('/pages/mine/agreement/index');
    await context.close();
  });
});
