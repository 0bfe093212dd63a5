import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, phoneContext } from './browser';
import { startServer, type RunningServer, type ServerOptions } from './server';

export interface Harness {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** A new phone-sized browser context (its own storage: a separate person) and a page in it. */
  phone(): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * Registers the file's setup: the real server on a fresh data dir and one Chromium, both started
 * before the file's tests and stopped after them.
 */
export function useHarness(options: ServerOptions = {}): Harness {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(options), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() { return server!; },
    get browser() { return browser!; },
    async phone() {
      const context = await phoneContext(browser!, server!.url);
      return { context, page: await context.newPage() };
    },
  };
}
