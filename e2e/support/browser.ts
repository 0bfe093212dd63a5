import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
export const SCREENSHOT_DIR = join(root, 'e2e/screenshots');

/** Debian's Chromium, headless, with the flags this closed network needs (STACK-NOTES); playwright gives it a fresh profile dir. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync',
    ],
    headless: true,
  });
}

/**
 * A phone-sized context (375x812, touch, Chinese locale): what the product's users hold. `userAgent`
 * swaps the phone's browser (e.g. WeChat's).
 */
export async function phoneContext(browser: Browser, baseURL: string, options: { userAgent?: string } = {}): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    // Our members' phones run on China time (the server renders screenshots in it too).
    timezoneId: 'Asia/Shanghai',
    userAgent: options.userAgent ?? 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path });
  return path;
}

/** The path part of the page's URL, e.g. '/pages/login/index/index'. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}
