import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { pathOf } from './browser';

/** The home page answers at '/' and at its page path. */
export const HOME_PATHS = ['/', '/pages/index/index', '/pages/index'];

/**
 * Taro's H5 router keeps earlier pages of the stack in the DOM, hidden: look only at what is shown.
 */
export function shown(page: Page, selector: string): Locator {
  return page.locator(selector).filter({ visible: true });
}

export function field(page: Page, placeholder: string): Locator {
  return page.getByPlaceholder(placeholder, { exact: true }).filter({ visible: true });
}

export function shownText(page: Page, text: string | RegExp): Locator {
  return page.getByText(text).filter({ visible: true });
}

/** Logs in through the account + password form, as a person would, and waits to leave the login page. */
export async function loginWithPassword(page: Page, account: string, password: string): Promise<void> {
  await page.goto('/pages/login/index/index');
  await field(page, '请输入手机号或账号').fill(account);
  await field(page, '请输入密码').fill(password);
  await shown(page, '.auth-submit').click();
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
