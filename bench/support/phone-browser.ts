// Debian's Chromium for the page benches, and a new context per first visit at the phone viewport the pages are
// built for (375 × 812, 2 × pixels, touch).
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
}

/** An empty context (no cache, no storage): each page opened in it is a first visit. */
export function newPhoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true });
}
