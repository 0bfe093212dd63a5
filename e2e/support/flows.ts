import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { pathOf } from './browser';

/** The home page answers at '/' and at its page path. */
export const HOME_PATHS = ['/', '/pages/index/index', '/pages/index'];

/** Logs in through the account + password form, as a person would, and waits to leave the login page. */
export async function loginWithPassword(page: Page, account: string, password: string): Promise<void> {
  await page.goto('/pages/login/index/index');
  await page.getByPlaceholder('请输入手机号或账号').fill(account);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.locator('.auth-submit').click();
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).not.toBe('/pages/login/index/index');
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i)!;
      if (key === 'token') return localStorage.getItem(key);
    }
    return null;
  });
}

/** Closes the home page's advert popup, which covers the page (and the tab bar) until closed. */
export async function dismissAdvert(page: Page): Promise<void> {
  const popup = page.locator('.advert-popup');
  await popup.waitFor({ state: 'visible', timeout: 15_000 });
  await page.locator('.advert-close').click();
  await popup.waitFor({ state: 'hidden' });
}
