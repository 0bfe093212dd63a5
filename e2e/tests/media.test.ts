import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { VideoCategory, VideoItem } from '@caixue/contract';
import { pathOf, screenshot } from '../support/browser';
import { loginWithPassword, shown } from '../support/flows';
import { useHarness } from '../support/harness';
import { Api } from '../support/api';

/** The media library (/pages/kede/meida), its list page and the video pages. */
const harness = useHarness();
const ZHANG = '13800000001';
const PASSWORD = 'caixue123';
let api: Api;
let categories: VideoCategory[];
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

beforeAll(async () => {
  api = new Api(harness.server.url);
  categories = (await api.get<VideoCategory[]>('/api/video/category/list')).data ?? [];
  expect(categories.length).toBeGreaterThan(1);
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

async function videosOf(categoryId: number): Promise<VideoItem[]> {
  return ((await api.get<VideoItem[]>('/api/video/get/list', { categoryId, pageNum: 1, pageSize: 20 })).rows ?? []) as VideoItem[];
}

describe('media library', () => {
  it('shows the categories as tabs; another tab starts the grid over with its own videos', async () => {
    const page = await person();
    const calls: URL[] = [];
    page.on('request', (r) => { const u = new URL(r.url()); if (u.pathname === '/api/video/get/list') calls.push(u); });
    await page.goto('/pages/kede/meida/index');
    const tabs = shown(page, '.category-tab');
    await tabs.first().waitFor({ timeout: 15_000 });
    expect(await tabs.count()).toBe(categories.length);
    const first = await videosOf(categories[0].id);
    await expect.poll(() => shown(page, '.video-card[data-id]').count(), { timeout: 10_000 }).toBe(first.length);
    expect(await shown(page, '.video-card[data-id]').first().textContent()).toContain(first[0].title);
    await shot(page, 'media-library');
    const second = await videosOf(categories[1].id);
    await tabs.nth(1).click();
    await expect.poll(async () => (await shown(page, '.video-card[data-id]').first().textContent()) ?? '', { timeout: 10_000 }).toContain(second[0].title);
    expect(await shown(page, '.video-card[data-id]').count()).toBe(second.length);
    const last = calls[calls.length - 1];
    expect(last.searchParams.get('categoryId')).toBe(String(categories[1].id));
    expect(last.searchParams.get('pageNum')).toBe('1');
    await shot(page, 'media-library-tab2');
  });

  it('lists a category on the list page and opens a video that plays', async () => {
    const page = await person(ZHANG);
    const videos = await videosOf(categories[0].id);
    await page.goto(`/pages/kede/meida/list?categoryId=${categories[0].id}`);
    await shown(page, '.video-row[data-id]').first().waitFor({ timeout: 15_000 });
    expect(await shown(page, '.video-row[data-id]').count()).toBe(videos.length);
    await shot(page, 'media-list');
    const open = videos.find((v) => !v.locked)!;
    await shown(page, `.video-row[data-id="${open.id}"]`).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/video/index/index');
    const player = page.locator('.media-video .video-player video').first();
    await player.waitFor({ state: 'attached', timeout: 15_000 });
    const time = () => player.evaluate((el) => (el as HTMLVideoElement).currentTime).catch(() => 0);
    const started = await expect.poll(time, { timeout: 4_000 }).toBeGreaterThan(0.5).then(() => true, () => false);
    if (!started) await shown(page, '.media-video .video-player').click();
    await expect.poll(time, { timeout: 15_000 }).toBeGreaterThan(0.5);
    expect(await shown(page, '.video-detail__title').textContent()).toBe(open.title);
    await shot(page, 'video-page');
  });

  it("lists a teacher's videos on the video list page", async () => {
    const all = ((await api.get<VideoItem[]>('/api/video/get/list', { pageNum: 1, pageSize: 50 })).rows ?? []) as VideoItem[];
    const teacherId = all.find((v) => v.teacher)!.teacher!.id;
    const mine = ((await api.get<VideoItem[]>('/api/video/get/list', { teacherId, pageNum: 1, pageSize: 20 })).rows ?? []) as VideoItem[];
    const page = await person(ZHANG);
    await page.goto(`/pages/video/list/index?teacherId=${teacherId}`);
    await shown(page, '.video-row[data-id]').first().waitFor({ timeout: 15_000 });
    expect(await shown(page, '.video-row[data-id]').count()).toBe(mine.length);
    await shot(page, 'video-list-teacher');
  });

  it('locks a member video for 赵六 and shows no sources', async () => {
    const locked = ((await api.get<VideoItem[]>('/api/video/get/list', { pageNum: 1, pageSize: 50 })).rows ?? []).find((v) => (v as VideoItem).locked) as VideoItem;
    const page = await person('13800000004');
    const answers: string[] = [];
    page.on('response', (r) => { if (r.url().includes('/api/video/get/info/')) r.text().then((b) => answers.push(b), () => undefined); });
    await page.goto(`/pages/video/index/index?id=${locked.id}`);
    await shown(page, '.locked-overlay').waitFor({ timeout: 15_000 });
    expect(await shown(page, '.locked-overlay').textContent()).toContain('解锁后观看');
    expect(answers.length).toBe(1);
    expect(JSON.parse(answers[0]).data.videoSources).toEqual([]);
    await shot(page, 'video-page-locked');
  });
});
