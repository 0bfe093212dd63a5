import { beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDetail, StockRace, StockRaceCategory } from '@caixue/contract';
import { pathOf } from '../support/browser';
import { shown } from '../support/flows';
import { useHarness } from '../support/harness';
import { Api } from '../support/api';
import { shot, usePeople } from '../support/content';
import { expectPlaying } from '../support/video';

/** The about pages (all public) and the stock-race widget. */
const harness = useHarness();
const { person: visitor } = usePeople(harness);
let api: Api;

beforeAll(() => { api = new Api(harness.server.url); });

async function article(code: string): Promise<ArticleDetail> {
  return (await api.get<ArticleDetail>(`/api/article/get/info/${code}`)).data!;
}

/** A phrase of the article's text: the start of its first paragraph, without tags. */
function phrase(html: string): string {
  const first = /<p[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? html;
  return first.replace(/<[^>]+>/g, '').trim().slice(0, 10);
}

describe('about pages', () => {
  it('shows 公司简介 with entries to the other about pages', async () => {
    const about = await article('about');
    const page = await visitor();
    await page.goto('/pages/about/index');
    await shown(page, '.about-article').waitFor({ timeout: 15_000 });
    expect(await shown(page, '.about-article').textContent()).toContain(phrase(about.content));
    expect(await shown(page, '.about-entry').count()).toBe(4);
    await shot(page, 'about-index');
    await shown(page, '.about-entry').filter({ hasText: '投顾团队' }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/about/personnel');
  });

  it('lists the advisers with their certificates', async () => {
    const teachers = (await api.get<unknown[]>('/api/teacher/ver/2/list', { pageNum: 1, pageSize: 50 })).rows ?? [];
    const page = await visitor();
    await page.goto('/pages/about/personnel');
    await shown(page, '.adviser-card[data-id]').first().waitFor({ timeout: 15_000 });
    await expect.poll(() => shown(page, '.adviser-card[data-id]').count()).toBe(teachers.length);
    expect(await shown(page, '.adviser-card__cert').count()).toBeGreaterThan(0);
    await shot(page, 'about-personnel');
  });

  it('plays the company video', async () => {
    const page = await visitor();
    await page.goto('/pages/about/video');
    await expectPlaying(page, '.media-video');
    expect(await shown(page, '.video-detail__title').textContent()).toMatch(/财学/);
    await shot(page, 'about-video');
  });

  it('shows the app versions and the download text', async () => {
    const app = await article('app');
    const page = await visitor();
    await page.goto('/pages/about/app');
    await shown(page, '.app-platform__name').first().waitFor({ timeout: 15_000 });
    await shown(page, '.about-article').waitFor({ timeout: 15_000 });
    expect(await shown(page, '.about-article').textContent()).toContain(phrase(app.content));
    expect(await shown(page, '.app-platforms').textContent()).toMatch(/Android 版/);
    await shot(page, 'about-app');
  });

  it('switches the stock-race tabs; cards show 点击了解', async () => {
    const categories = (await api.get<StockRaceCategory[]>('/api/stock/race/category/ver/2/list')).data ?? [];
    expect(categories.length).toBeGreaterThan(1);
    const racesOf = async (categoryId: number) => ((await api.get<StockRace[]>('/api/stock/race/ver/2/list', { categoryId, pageNum: 1, pageSize: 20 })).rows ?? []) as StockRace[];
    const page = await visitor();
    await page.goto('/pages/about/stock');
    const pills = shown(page, '.stock-race-pill');
    await pills.first().waitFor({ timeout: 15_000 });
    expect(await pills.count()).toBe(categories.length);
    const first = await racesOf(categories[0].id);
    await expect.poll(() => shown(page, '.stock-race-card[data-id]').count(), { timeout: 10_000 }).toBe(first.length);
    expect(await shown(page, '.stock-race-card[data-id]').first().textContent()).toContain('点击了解');
    await shot(page, 'about-stock');
    const second = await racesOf(categories[1].id);
    await pills.nth(1).click();
    await expect.poll(async () => (await shown(page, '.stock-race-pill--active').textContent()) ?? '').toBe(categories[1].name);
    await expect.poll(async () => (await shown(page, '.stock-race-card[data-id]').first().textContent()) ?? '', { timeout: 10_000 }).toContain(second[0].title);
    await expect.poll(() => shown(page, '.stock-race-card[data-id]').count(), { timeout: 10_000 }).toBe(second.length);
  });
});
