import { beforeAll, describe, expect, it } from 'vitest';
import type { VideoCategory, VideoItem } from '@caixue/contract';
import { pathOf } from '../support/browser';
import { shown } from '../support/flows';
import { useHarness } from '../support/harness';
import { Api } from '../support/api';
import { ZHANG, ZHAO, recordAnswers, recordRequests, shot, usePeople } from '../support/content';
import { expectPlaying } from '../support/video';

/** The media library (/pages/kede/meida), its list page and the video pages. */
const harness = useHarness();
const { person } = usePeople(harness);
let api: Api;
let categories: VideoCategory[];

beforeAll(async () => {
  api = new Api(harness.server.url);
  categories = (await api.get<VideoCategory[]>('/api/video/category/list')).data ?? [];
  expect(categories.length).toBeGreaterThan(1);
});

async function videosOf(categoryId: number): Promise<VideoItem[]> {
  return ((await api.get<VideoItem[]>('/api/video/get/list', { categoryId, pageNum: 1, pageSize: 20 })).rows ?? []) as VideoItem[];
}

describe('media library', () => {
  it('shows the categories as tabs; another tab starts the grid over with its own videos', async () => {
    const page = await person();
    const calls = recordRequests(page, '/api/video/get/list');
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
    await expect.poll(() => shown(page, '.video-card[data-id]').count(), { timeout: 10_000 }).toBe(second.length);
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
    await expectPlaying(page, '.media-video');
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
    const page = await person(ZHAO);
    const received = recordAnswers(page);
    const answers = () => received.filter((a) => a.url.includes('/api/video/get/info/')).map((a) => a.body);
    await page.goto(`/pages/video/index/index?id=${locked.id}`);
    await shown(page, '.locked-overlay').waitFor({ timeout: 15_000 });
    expect(await shown(page, '.locked-overlay').textContent()).toContain('解锁后观看');
    expect(answers().length).toBe(1);
    expect(JSON.parse(answers()[0]).data.videoSources).toEqual([]);
    await shot(page, 'video-page-locked');
  });
});
