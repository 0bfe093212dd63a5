import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { AdItem, Playback, PlaybackInfo } from '@caixue/contract';
import { pathOf, screenshot } from '../support/browser';
import { loginWithPassword, shown } from '../support/flows';
import { useHarness } from '../support/harness';
import { Api } from '../support/api';

/** Playbacks (回看): the paged list with the teacher's ads, the detail player with source fallback, locks. */
const harness = useHarness();
const ZHANG = '13800000001';
const ZHAO = '13800000004';
const PASSWORD = 'caixue123';
let api: Api;
let all: Playback[];
let total: number;
let openOne: Playback;
let lockedOne: Playback;
let teacherWithAds: { id: number; ads: AdItem[]; playbacks: number };
const contexts: BrowserContext[] = [];

/** Waits until the shown images have loaded (lazy pictures), so screenshots show them. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => Array.from(document.images)
    .filter((img) => img.getBoundingClientRect().top < window.innerHeight && img.offsetParent !== null && img.getAttribute('src'))
    .every((img) => img.complete), undefined, { timeout: 5_000 }).catch(() => undefined);
}

async function shot(page: Page, name: string): Promise<void> {
  await settle(page);
  await screenshot(page, name);
}

/** Scrolls to the bottom like a thumb until the list says 没有更多了 (or gives up). */
async function scrollToEnd(page: Page) {
  for (let i = 0; i < 12; i += 1) {
    if (await shown(page, '.load-more--nomore').count()) return;
    await page.mouse.move(187, 500);
    for (let step = 0; step < 8; step += 1) {
      await page.mouse.wheel(0, 900);
      await page.waitForTimeout(80);
    }
    await page.waitForTimeout(500);
  }
}

beforeAll(async () => {
  api = new Api(harness.server.url);
  const list = await api.get<Playback[]>('/api/live/video/get/list/all', { pageNum: 1, pageSize: 100 });
  all = (list.rows ?? []) as Playback[];
  total = list.total ?? all.length;
  expect(total).toBeGreaterThan(20);
  openOne = all.find((p) => !p.locked && p.live)!;
  // Locked for a visitor but open to 张三 (金牌会员 holds video-vip).
  const zhang = await api.login(ZHANG, PASSWORD);
  const his = ((await api.get<Playback[]>('/api/live/video/get/list/all', { pageNum: 1, pageSize: 100 }, zhang.token)).rows ?? []) as Playback[];
  lockedOne = all.find((p) => p.locked && his.some((h) => h.id === p.id && !h.locked))!;
  expect(openOne).toBeTruthy();
  expect(lockedOne).toBeTruthy();
  for (const teacherId of new Set(all.flatMap((p) => p.teacherList.map((t) => t.id)))) {
    const ads = await api.get<AdItem[]>('/api/ad/ver/2/list/teacherAd', { teacherId, pageNum: 1, pageSize: 99 });
    const mine = await api.get('/api/live/video/get/list', { teacherId, from: 'teacher', pageNum: 1, pageSize: 20 });
    if ((ads.data ?? []).length > 0 && (mine.rows ?? []).length > 0) {
      teacherWithAds = { id: teacherId, ads: ads.data!, playbacks: mine.total ?? 0 };
      break;
    }
  }
  expect(teacherWithAds).toBeTruthy();
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
});

async function person(login?: string): Promise<Page> {
  const { context, page } = await harness.phone();
  contexts.push(context);
  if (login) await loginWithPassword(page, login, PASSWORD);
  return page;
}

function video(page: Page): Locator {
  return page.locator('.playback-detail .video-player video').first();
}

async function currentTime(page: Page): Promise<number> {
  return video(page).evaluate((el) => (el as HTMLVideoElement).currentTime).catch(() => 0);
}

async function expectPlaying(page: Page) {
  await video(page).waitFor({ state: 'attached', timeout: 15_000 });
  const started = await expect.poll(() => currentTime(page), { timeout: 4_000 }).toBeGreaterThan(0.5).then(() => true, () => false);
  if (started) return;
  if (await video(page).evaluate((el) => (el as HTMLVideoElement).paused)) await shown(page, '.playback-detail .video-player').click();
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(0.5);
}

const rows = (page: Page) => shown(page, '.playback-row[data-id]');
const detailUrl = (p: Playback) => `/pages/playback/detail/index?id=${p.id}&liveId=${p.live?.id ?? ''}`;

describe('playback list', () => {
  it('shows rows with cover, 回看, title, teachers, play count and date; pages until a short page and stops', async () => {
    const page = await person();
    const calls: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/live/video/get/list') calls.push(url);
    });
    await page.goto('/pages/playback/list/index');
    await rows(page).first().waitFor({ timeout: 15_000 });
    await expect.poll(() => rows(page).count()).toBe(20);
    const first = rows(page).first();
    const text = (await first.textContent()) ?? '';
    expect(text).toContain('回看');
    expect(text).toMatch(/次播放/);
    expect(text).toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(await first.locator('.playback-row__pic').count()).toBe(1);
    expect(await first.locator('.playback-row__teachers').textContent()).not.toBe('');
    await shot(page, 'playback-list');
    await scrollToEnd(page);
    await shown(page, '.load-more--nomore').waitFor({ timeout: 10_000 });
    const visibleTotal = (await api.get('/api/live/video/get/list', { pageNum: 1, pageSize: 1 })).total ?? 0;
    expect(await rows(page).count()).toBe(visibleTotal);
    const pages = calls.map((u) => Number(u.searchParams.get('pageNum')));
    expect(pages).toEqual(Array.from({ length: Math.max(1, Math.ceil(visibleTotal / 20)) }, (_, i) => i + 1));
    await page.mouse.wheel(0, 2_000);
    await page.waitForTimeout(800);
    expect(calls.length).toBe(pages.length);
  });

  it("shows a teacher's playbacks with the teacher's ads", async () => {
    const page = await person();
    await page.goto(`/pages/playback/list/index?teacherId=${teacherWithAds.id}`);
    await shown(page, '.ad-card[data-id]').first().waitFor({ timeout: 15_000 });
    expect(await shown(page, '.ad-card[data-id]').count()).toBe(teacherWithAds.ads.length);
    expect(await shown(page, '.ad-card[data-id]').first().textContent()).toContain(teacherWithAds.ads[0].title);
    await expect.poll(() => rows(page).count()).toBe(Math.min(teacherWithAds.playbacks, 20));
    await shot(page, 'playback-list-teacher');
  });

  it('opens the detail with id and liveId from a row', async () => {
    const page = await person();
    await page.goto('/pages/playback/list/index');
    await rows(page).first().waitFor({ timeout: 15_000 });
    const id = await rows(page).first().getAttribute('data-id');
    await rows(page).first().click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/playback/detail/index');
    const url = new URL(page.url());
    expect(url.searchParams.get('id')).toBe(id);
    const row = all.find((p) => String(p.id) === id)!;
    if (row.live) expect(url.searchParams.get('liveId')).toBe(String(row.live.id));
  });
});

describe('playback detail', () => {
  it('plays, with title, teachers, plays, date and more playbacks of the room', async () => {
    const page = await person();
    await page.goto(detailUrl(openOne));
    await expectPlaying(page);
    expect(await shown(page, '.video-detail__title').textContent()).toBe(openOne.title);
    expect(await shown(page, '.video-detail__meta').textContent()).toMatch(/次播放/);
    expect(await shown(page, '.video-detail__teacher').count()).toBe(openOne.teacherList.length);
    await shown(page, '.video-detail__more .playback-row[data-id], .video-detail__more .empty-data').first().waitFor({ timeout: 10_000 });
    expect(await shown(page, `.video-detail__more .playback-row[data-id="${openOne.id}"]`).count()).toBe(0);
    await shot(page, 'playback-detail');
    await shown(page, '.video-share').click();
    await shown(page, '.share-sheet__item[data-channel="link"]').click();
    await page.getByText('分享地址复制成功，请分享给朋友！', { exact: true }).filter({ visible: true }).waitFor({ timeout: 5_000 });
  });

  it('falls back to the next source when the first fails', async () => {
    const page = await person();
    await page.route(/\.mp4(\?|$)/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(detailUrl(openOne));
    await expect.poll(() => video(page).getAttribute('src').catch(() => ''), { timeout: 15_000 }).toMatch(/\.webm/);
    await expectPlaying(page);
    expect(await video(page).evaluate((el) => (el as HTMLVideoElement).currentSrc)).toMatch(/\.webm/);
  });

  it('says 视频加载失败 when every source fails', async () => {
    const page = await person();
    await page.route(/\.(mp4|webm)(\?|$)/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(detailUrl(openOne));
    await shown(page, '.video-player__message--error').waitFor({ timeout: 20_000 });
    expect(await shown(page, '.video-player__message--error').textContent()).toContain('视频加载失败');
    await shot(page, 'playback-detail-failed');
  });

  for (const who of [{ name: 'a visitor', login: undefined }, { name: '赵六 (no level)', login: ZHAO }]) {
    it(`locks a gated playback for ${who.name}: overlay, and no sources in what the page received`, async () => {
      const page = await person(who.login);
      const answers: { url: string; body: string }[] = [];
      page.on('response', (r) => { if (r.url().includes('/api/')) r.text().then((body) => answers.push({ url: r.url(), body }), () => undefined); });
      await page.goto(detailUrl(lockedOne));
      const overlay = shown(page, '.locked-overlay');
      await overlay.waitFor({ timeout: 15_000 });
      expect(await overlay.textContent()).toContain('解锁后观看');
      expect(await overlay.textContent()).toContain('立即开通');
      expect(await page.locator('.playback-detail video').count()).toBe(0);
      await page.waitForTimeout(500);
      const info = answers.find((a) => a.url.includes(`/api/live/video/get/info/${lockedOne.id}`));
      const data = (JSON.parse(info!.body) as { data: PlaybackInfo }).data;
      expect(data.locked).toBe(true);
      expect(data.videoSources).toEqual([]);
      for (const a of answers) expect(a.body).not.toContain('?lock=');
      if (!who.login) await shot(page, 'playback-detail-locked');
      await shown(page, '.locked-overlay__action').click();
      await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(who.login ? '/pages/mine/noPermission/index' : '/pages/login/index/index');
    });
  }

  it('opens the gated playback for 张三', async () => {
    const page = await person(ZHANG);
    await page.goto(detailUrl(lockedOne));
    await expectPlaying(page);
    expect(await shown(page, '.locked-overlay').count()).toBe(0);
  });
});
