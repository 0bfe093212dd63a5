import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { pathOf } from '../support/browser';
import { shown, shownText } from '../support/flows';
import { useHarness } from '../support/harness';
import { Api } from '../support/api';
import { ZHANG, ZHAO, recordAnswers, recordRequests, shot, usePeople } from '../support/content';
import { expectLocked, expectPlaying as expectPlayingIn, playerVideo } from '../support/video';
import { atBottom, callsTo, scrollStill } from '../support/settle';

/**
 * Courses in the browser (SPEC §2 course pages): list with category tabs and prices, detail with
 * chapters and 试看 sections, the player (plays, falls back to the second source, locks), comments,
 * share, cfq and 我的课程. Seed set courses-v1: course 5 K 线形态精讲 is course-vip (张三 holds it, 赵六 not)
 * with two free sections; course 8 MACD 与 KDJ 指标实战 is stock-pool (locked for 张三 too).
 */
const harness = useHarness();
const { person } = usePeople(harness);
let api: Api;

interface CourseRow { id: number; title: string; categoryId: number; price: string; locked: boolean; kind: string }
interface Section { id: number; isFree: number; locked: boolean }
interface Chapter { id: number; title: string; sections: Section[] }

let courses: CourseRow[] = [];
let kline: CourseRow;
let klineChapters: Chapter[];
let freeSection: Section;
let lockedSection: Section;

beforeAll(async () => {
  api = new Api(harness.server.url);
  courses = (await api.get<CourseRow[]>('/api/course/get/list', { pageNum: 1, pageSize: 50 })).rows as CourseRow[];
  kline = courses.find((c) => c.title === 'K 线形态精讲')!;
  klineChapters = (await api.get<Chapter[]>('/api/course/section/ver/3/list', { courseId: kline.id })).data!;
  const sections = klineChapters.flatMap((c) => c.sections);
  freeSection = sections.find((s) => s.isFree === 1)!;
  lockedSection = sections.find((s) => s.locked)!;
});
function rows(page: Page): Locator {
  return shown(page, '.course-row[data-id]');
}

const PLAYER = '.course-video';
const video = (page: Page) => playerVideo(page, PLAYER);
const expectPlaying = (page: Page) => expectPlayingIn(page, PLAYER);

describe('course list', () => {
  it('shows the seeded courses with prices, stops paging, and a category tab starts the list over', async () => {
    const page = await person();
    const listCalls = recordRequests(page, '/api/course/get/list');
    await page.goto('/pages/course/list/index');
    await rows(page).first().waitFor({ timeout: 15_000 });
    await expect.poll(() => rows(page).count()).toBe(courses.length);
    const text = await shown(page, '.course-list__rows').textContent();
    expect(text).toContain('股票投资入门 30 讲');
    expect(text).toContain('免费');
    expect(text).toContain('¥1980 / 1年');
    expect(text).toContain('¥298 / 3个月');
    // isShowPrice 0: no price on 护城河.
    const moat = courses.find((c) => c.title.startsWith('护城河'))!;
    expect(await shown(page, `.course-row[data-id="${moat.id}"] .course-row__price`).count()).toBe(0);
    expect(await shown(page, `.course-row[data-id="${kline.id}"] .course-row__lock`).count()).toBe(1);
    await shown(page, '.load-more--nomore').waitFor();
    await page.mouse.wheel(0, 6000);
    // At the bottom and painted: a reach-bottom there would have asked for another page by now.
    await scrollStill(page);
    await atBottom(page);
    expect(listCalls.filter((u) => u.searchParams.get('pageNum') !== '1')).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'course-list');

    await shown(page, '.category-tab').filter({ hasText: '技术分析' }).click();
    const technical = courses.filter((c) => c.categoryId === kline.categoryId);
    await expect.poll(async () => (await rows(page).allTextContents()).length).toBe(technical.length);
    const titles = await shown(page, '.course-row__title').allTextContents();
    expect(titles.sort()).toEqual(technical.map((c) => c.title).sort());
    const last = listCalls.at(-1)!;
    expect(last.searchParams.get('categoryId')).toBe(String(kline.categoryId));
    expect(last.searchParams.get('pageNum')).toBe('1');
    await shot(page, 'course-list-technical');
  });

  it('lists the article courses on newsList', async () => {
    const page = await person();
    await page.goto('/pages/course/newsList/index');
    await rows(page).first().waitFor({ timeout: 15_000 });
    const articles = courses.filter((c) => c.kind === 'article');
    await expect.poll(() => rows(page).count()).toBe(articles.length);
    await shot(page, 'course-news-list');
  });
});

describe('course detail and player', () => {
  it('shows chapters and sections with 试看 badges, and opens a free section that plays', async () => {
    const page = await person();
    await page.goto(`/pages/course/list/view?id=${kline.id}`);
    await shown(page, '.chapter').first().waitFor({ timeout: 15_000 });
    expect(await shown(page, '.chapter').count()).toBe(klineChapters.length);
    const total = klineChapters.flatMap((c) => c.sections).length;
    expect(await shown(page, '.section-item').count()).toBe(total);
    const free = klineChapters.flatMap((c) => c.sections).filter((s) => s.isFree === 1).length;
    expect(await shown(page, '.section-item__trial').count()).toBe(free);
    expect(await shownText(page, '¥1980 / 1年').count()).toBeGreaterThan(0);
    await shot(page, 'course-detail');
    await shown(page, '.course-detail__chapters').scrollIntoViewIfNeeded();
    await shot(page, 'course-detail-chapters');

    await shown(page, `.section-item[data-id="${freeSection.id}"]`).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/course/video/index');
    await expectPlaying(page);
    expect(await shown(page, '.course-locked').count()).toBe(0);
    await shot(page, 'course-video-playing');
  });

  it('falls back to the second source when the first fails', async () => {
    const page = await person();
    await page.route(/lesson\.mp4/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(`/pages/course/video/index?id=${freeSection.id}&courseId=${kline.id}`);
    await expect.poll(() => video(page).getAttribute('src').catch(() => ''), { timeout: 15_000 }).toContain('.webm');
    await expectPlaying(page);
    expect(await video(page).evaluate((el) => (el as HTMLVideoElement).currentSrc)).toContain('lesson.webm');
  });

  it('says 视频加载失败 with 重试 when every source fails', async () => {
    const page = await person();
    await page.route(/lesson\.(mp4|webm)/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(`/pages/course/video/index?id=${freeSection.id}&courseId=${kline.id}`);
    await shownText(page, '视频加载失败').waitFor({ timeout: 15_000 });
    await shownText(page, '重试').waitFor();
    await shot(page, 'course-video-failed');
  });

  it('shows a course\'s videos as a thumbnail grid on video/list (a page for members)', async () => {
    const page = await person(ZHAO);
    await page.goto(`/pages/course/video/list?courseId=${kline.id}`);
    await shown(page, '.video-card').first().waitFor({ timeout: 15_000 });
    await expect.poll(() => shown(page, '.video-card[data-id]').count()).toBe(klineChapters.flatMap((c) => c.sections).length);
    expect(await shown(page, '.video-card__trial').count()).toBe(2);
    await shot(page, 'course-video-list');
    await shown(page, `.video-card[data-id="${freeSection.id}"]`).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/course/video/index');
  });

  it('reads an article section; a locked one (for 赵六) shows 解锁后查看完整内容 without its text', async () => {
    const article = courses.find((c) => c.kind === 'article' && c.locked)!;
    const chapters = (await api.get<Chapter[]>('/api/course/section/ver/3/list', { courseId: article.id })).data!;
    const sections = chapters.flatMap((c) => c.sections);
    const open = sections.find((s) => !s.locked)!;
    const locked = sections.find((s) => s.locked)!;
    // The article page is not on the visitor list (SPEC §2): 赵六, who holds no level, reads it.
    const page = await person(ZHAO);
    await page.goto(`/pages/course/news/index?id=${open.id}&courseId=${article.id}`);
    await shown(page, '.course-article__content').waitFor({ timeout: 15_000 });
    expect((await shown(page, '.course-article__content').textContent())!.length).toBeGreaterThan(20);
    await shot(page, 'course-article');
    await page.goto(`/pages/course/news/index?id=${locked.id}&courseId=${article.id}`);
    await shown(page, '.course-locked').waitFor({ timeout: 15_000 });
    expect(await shown(page, '.course-locked').textContent()).toContain('解锁后查看完整内容');
    expect(await shown(page, '.course-article__content').count()).toBe(0);
    await shot(page, 'course-article-locked');
  });

  for (const who of [{ name: 'a visitor', login: undefined }, { name: '赵六 (no level)', login: ZHAO }]) {
    it(`locks a member section for ${who.name}; its sources never reach the page`, async () => {
      const page = await person(who.login);
      const answers = recordAnswers(page);
      await page.goto(`/pages/course/video/index?id=${lockedSection.id}&courseId=${kline.id}`);
      await expectLocked(page, PLAYER, '.course-locked', ['解锁后观看', '立即开通']);
      await shown(page, '.section-item').first().waitFor();
      // The lock and the section list show from the section's and the course's answers: every
      // answer received by now is read.
      await answers.settled();
      const bodies = answers.map((a) => a.body);
      const leaked = bodies.filter((b) => b.includes(`s=${lockedSection.id}"`) || b.includes(`?s=${lockedSection.id}`));
      expect(leaked).toEqual([]);
      expect(bodies.length).toBeGreaterThan(1);
      if (!who.login) await shot(page, 'course-video-locked');
      else {
        await shown(page, '.course-locked').getByText('立即开通', { exact: true }).click();
        await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/mine/noPermission/index');
        await shot(page, 'course-video-locked-no-permission');
      }
    });
  }

  it('plays a course-vip section for 张三, while the stock-pool course stays locked for him', async () => {
    const page = await person(ZHANG);
    await page.goto(`/pages/course/video/index?id=${lockedSection.id}&courseId=${kline.id}`);
    await expectPlaying(page);
    expect(await shown(page, '.course-locked').count()).toBe(0);

    const macd = courses.find((c) => c.title.startsWith('MACD'))!;
    const chapters = (await api.get<Chapter[]>('/api/course/section/ver/3/list', { courseId: macd.id })).data!;
    const pool = chapters.flatMap((c) => c.sections).find((s) => s.isFree === 0)!;
    await page.goto(`/pages/course/video/index?id=${pool.id}&courseId=${macd.id}`);
    await shown(page, '.course-locked').waitFor({ timeout: 15_000 });
  });

  it('a comment by 张三 shows at once and is still there after a reload', async () => {
    const page = await person(ZHANG);
    const free = courses.find((c) => c.title === '股票投资入门 30 讲')!;
    await page.goto(`/pages/course/list/view?id=${free.id}`);
    const input = shown(page, '.course-comments__input input, input.course-comments__input').first();
    await input.waitFor({ timeout: 15_000 });
    const text = `讲得很清楚，收获很大 ${Date.now() % 100000}`;
    await input.fill(text);
    await shownText(page, '发表', { exact: true }).click();
    await shownText(page, text).waitFor({ timeout: 10_000 });
    await page.reload();
    await shownText(page, text).waitFor({ timeout: 15_000 });
    const stored = await api.get('/api/course/comment/get/list/' + free.id, { pageNum: 1, pageSize: 20 });
    expect(JSON.stringify(stored.rows)).toContain(text);
    await shown(page, '.comment-row').first().scrollIntoViewIfNeeded();
    await shot(page, 'course-detail-comments');
  });

  it('a visitor is asked to log in before commenting', async () => {
    const page = await person();
    await page.goto(`/pages/course/list/view?id=${kline.id}`);
    await shownText(page, '登录后参与评论').waitFor({ timeout: 15_000 });
    expect(await shown(page, '.course-comments__input').count()).toBe(0);
  });

  it('share: copy link toasts and records the share', async () => {
    const page = await person(ZHANG);
    const free = courses.find((c) => c.title === '股票投资入门 30 讲')!;
    const before = (await api.get<{ shares: number }>(`/api/course/get/info/${free.id}`)).data!.shares;
    await page.goto(`/pages/course/list/view?id=${free.id}`);
    await shown(page, '.course-action').filter({ hasText: '分享' }).click();
    await shown(page, '.share-sheet__item[data-channel="link"]').click();
    await shownText(page, '分享地址复制成功，请分享给朋友！').waitFor({ timeout: 5_000 });
    await expect.poll(async () => (await api.get<{ shares: number }>(`/api/course/get/info/${free.id}`)).data!.shares, { timeout: 5_000 }).toBe(before + 1);
  });
});

describe('cfq, teachers of courses and 我的课程', () => {
  it('cfq shows banners, categories, teachers and recommended courses', async () => {
    const page = await person();
    const info = (await api.get<{ banners: unknown[]; categories: unknown[]; teachers: { name: string }[]; recommended: { title: string }[] }>('/api/app/tab/ver/2/course/info')).data!;
    await page.goto('/pages/cfq/index');
    await shown(page, '.cfq-category').first().waitFor({ timeout: 15_000 });
    await expect.poll(() => page.locator('.cfq-banner__item').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(info.banners.length);
    expect(await shown(page, '.cfq-category[data-id]').count()).toBe(info.categories.length);
    expect(await shown(page, '.cfq-teacher').count()).toBe(info.teachers.length);
    await shownText(page, info.teachers[0].name).first().waitFor();
    expect(await rows(page).count()).toBe(info.recommended.length);
    await shot(page, 'cfq');
    await shown(page, '.cfq-category[data-id]').first().click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/course/list/index');
    await rows(page).first().waitFor({ timeout: 15_000 });
  });

  it('cfq course landing shows the course', async () => {
    const page = await person();
    await page.goto(`/pages/cfq/course?id=${kline.id}`);
    await shown(page, '.chapter').first().waitFor({ timeout: 15_000 });
    await shownText(page, kline.title).first().waitFor();
    await shot(page, 'cfq-course');
  });

  it('the course teacher list leads to a teacher\'s courses', async () => {
    const page = await person(ZHANG);
    await page.goto('/pages/course/teacher/list/index');
    const first = shown(page, '.teacher-row').first();
    await first.waitFor({ timeout: 15_000 });
    await shot(page, 'course-teacher-list');
    const id = await first.getAttribute('data-id');
    await first.click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/course/teacher/index');
    await rows(page).first().waitFor({ timeout: 15_000 });
    const expected = (await api.get('/api/course/get/list', { teacherId: Number(id), pageNum: 1, pageSize: 20 })).rows!.length;
    await expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBe(expected);
    await shot(page, 'course-teacher');
  });

  it('我的课程: 张三 has opened courses; a new member sees both empty states with 去看看课程', async () => {
    const zhang = await person(ZHANG);
    await zhang.goto('/pages/mine/index/index');
    await shownText(zhang, '我的课程', { exact: true }).first().click();
    await expect.poll(() => pathOf(zhang), { timeout: 15_000 }).toBe('/pages/mine/course/index');
    await rows(zhang).first().waitFor({ timeout: 15_000 });
    const authorized = (await api.get('/api/course/get/list/authorized', { pageNum: 1, pageSize: 20 }, (await api.login(ZHANG.account, ZHANG.password)).token)).rows!;
    await expect.poll(() => rows(zhang).count()).toBe(authorized.length);
    await shot(zhang, 'mine-course');

    await api.register('13900000521', 'fresh123', '新学员');
    const fresh = await person({ account: '13900000521', password: 'fresh123' });
    await fresh.goto('/pages/mine/course/index');
    await shownText(fresh, '暂无已开通的课程').waitFor({ timeout: 15_000 });
    await shownText(fresh, '学习记录', { exact: true }).click();
    await shownText(fresh, '暂无学习记录').waitFor({ timeout: 15_000 });
    await shot(fresh, 'mine-course-empty');
    await shownText(fresh, '去看看课程').click();
    await expect.poll(() => pathOf(fresh), { timeout: 15_000 }).toBe('/pages/course/list/index');
  });

  it('我的课程 for 赵六: nothing opened, and a course he watches shows in 学习记录', async () => {
    const free = courses.find((c) => c.title === '基金定投入门：让时间成为朋友')!;
    const chapters = (await api.get<Chapter[]>('/api/course/section/ver/3/list', { courseId: free.id })).data!;
    const zhao = await person(ZHAO);
    await zhao.goto('/pages/mine/course/index');
    await shownText(zhao, '暂无已开通的课程').waitFor({ timeout: 15_000 });
    const views = callsTo(zhao, '/api/course/view/ver/2/save');
    await zhao.goto(`/pages/course/video/index?id=${chapters[0].sections[0].id}&courseId=${free.id}`);
    await video(zhao).waitFor({ state: 'attached', timeout: 15_000 });
    // The page has told the server he watched it, and the server has answered.
    await expect.poll(() => views.requests.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await views.answered();
    await zhao.goto('/pages/mine/course/index');
    await shownText(zhao, '学习记录', { exact: true }).click();
    await shown(zhao, `.course-row[data-id="${free.id}"]`).waitFor({ timeout: 15_000 });
    await shot(zhao, 'mine-course-history');
  });
});
