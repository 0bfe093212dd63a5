import { afterAll, expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { screenshot } from './browser';
import { loginWithPassword, shown } from './flows';
import type { Harness } from './harness';
import { pause, scrollStill, still } from './settle';

/**
 * Shared set-up of the content pages' browser tests (news, courses, teachers, video, playbacks,
 * about): the demo members, people in their own browser contexts, what a page fetched, settled
 * screenshots and scrolling a paged list to its end.
 */
export interface Account {
  account: string;
  password: string;
}

export const DEMO_PASSWORD = 'caixue123';
/** 张三: 金牌会员 (course-vip, news-vip, video-vip; not stock-pool). */
export const ZHANG: Account = { account: '13800000001', password: DEMO_PASSWORD };
/** 赵六: a member who holds no level. */
export const ZHAO: Account = { account: '13800000004', password: DEMO_PASSWORD };

export interface People {
  /** A new person (own browser context), logged in through the login form when `who` is given. */
  phone(who?: Account): Promise<{ context: BrowserContext; page: Page }>;
  /** The same, when only the page is needed. */
  person(who?: Account): Promise<Page>;
}

/** People for the file's tests; their browser contexts are closed after the file. */
export function usePeople(harness: Harness): People {
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
  });
  async function phone(who?: Account) {
    const opened = await harness.phone();
    contexts.push(opened.context);
    if (who) await loginWithPassword(opened.page, who.account, who.password);
    return opened;
  }
  return { phone, person: async (who) => (await phone(who)).page };
}

export interface Answer {
  url: string;
  body: string;
}

export type Answers = Answer[] & {
  /** Resolves once every answer the page has received so far is read into the list. */
  settled(): Promise<void>;
};

/** Every /api answer the page receives from now on, for checks that locked content never arrived. */
export function recordAnswers(page: Page): Answers {
  const reading = new Set<Promise<void>>();
  const answers: Answer[] = [];
  page.on('response', (response) => {
    if (!response.url().includes('/api/')) return;
    const read = response.text().then((body) => { answers.push({ url: response.url(), body }); }, () => undefined);
    reading.add(read);
    void read.finally(() => reading.delete(read));
  });
  return Object.assign(answers, {
    async settled() {
      while (reading.size) await Promise.all([...reading]);
    },
  });
}

/** The URLs of the page's requests to exactly `pathname` from now on (paging and category checks). */
export function recordRequests(page: Page, pathname: string): URL[] {
  const seen: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === pathname) seen.push(url);
  });
  return seen;
}

/**
 * A screenshot once Taro's page slide-in is over and the shown pictures (lazy images) have loaded.
 * Screenshots are for people to look at; nothing here fails a test when pictures are slow.
 */
export async function shot(page: Page, name: string): Promise<void> {
  await still(page).catch(() => undefined);
  await page.waitForFunction(() => Array.from(document.images)
    .filter((img) => img.getBoundingClientRect().top < window.innerHeight && img.offsetParent !== null && img.getAttribute('src'))
    .every((img) => img.complete), undefined, { timeout: 5_000 }).catch(() => undefined);
  await screenshot(page, name);
}

/**
 * Scrolls to the bottom like a thumb until the list says 没有更多了 (or gives up after `tries`). The
 * page scrolls inside Taro's page element: wheel over the list, not the corner, in steps, so the
 * page's reach-bottom (edge-triggered) sees it leave and reach the bottom. Callers then wait for
 * the nomore footer themselves. After each swipe it waits for the page to paint and for a page
 * being loaded (the footer's loading state) to be in.
 */
export async function scrollToEnd(page: Page, tries = 16): Promise<void> {
  for (let i = 0; i < tries; i += 1) {
    if (await shown(page, '.load-more--nomore').count()) return;
    await page.mouse.move(187, 500);
    for (let step = 0; step < 8; step += 1) {
      await page.mouse.wheel(0, 900);
      await pause(80); // a thumb's rhythm, not a wait for a result
    }
    await scrollStill(page);
    await expect.poll(() => shown(page, '.load-more--loading').count(), { timeout: 10_000 }).toBe(0);
  }
}
