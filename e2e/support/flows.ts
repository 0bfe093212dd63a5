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

/** Shown elements with `text` (a part of their text; `exact` for the whole of it, e.g. a button's label). */
export function shownText(page: Page, text: string | RegExp, options: { exact?: boolean } = {}): Locator {
  return page.getByText(text, options).filter({ visible: true });
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

export interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * Taps `trigger` and picks `file` in the system file chooser behind Taro's chooseImage, as a
 * person would on a phone: where the picker may use the camera too, Taro's H5 picker first asks
 * 拍摄 / 从相册选择 (an album-only picker opens the chooser at once).
 */
export async function pickFromAlbum(page: Page, trigger: Locator, file: PickedFile): Promise<void> {
  const chooser = page.waitForEvent('filechooser', { timeout: 15_000 });
  await trigger.click();
  const album = page.getByText('从相册选择', { exact: true }).filter({ visible: true });
  const opened = chooser.then(() => false, () => false);
  const asked = album.waitFor({ timeout: 5_000 }).then(() => true, () => false);
  if (await Promise.race([opened, asked])) await album.click();
  await (await chooser).setFiles(file);
}

/** Closes the home page's advert popup, which covers the page (and the tab bar) until closed. */
export async function dismissAdvert(page: Page): Promise<void> {
  const popup = page.locator('.advert-popup');
  await popup.waitFor({ state: 'visible', timeout: 15_000 });
  await page.locator('.advert-close').click();
  await popup.waitFor({ state: 'hidden' });
}
