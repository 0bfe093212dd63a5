import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shown, shownText } from '../support/flows';
import { useHarness } from '../support/harness';
import { Api } from '../support/api';
import { ZHANG, ZHAO, recordRequests, scrollToEnd, shot, usePeople } from '../support/content';
import { atBottom, scrollStill } from '../support/settle';

const harness = useHarness();
const { phone } = usePeople(harness);
let api: Api;

const LIST = '/pages/news/list/index';
const DETAILS = '/pages/news/details/index';

interface Row {
  id: number;
  title: string;
  categoryId: number;
  summary: string;
  description: string;
  locked: boolean;
  comments: number;
  likes: number;
  liked: boolean;
  favorited: boolean;
}

async function rows(query: Record<string, string | number>, token?: string): Promise<{ rows: Row[]; total: number }> {
  const answer = (await api.get<never>('/api/news/ver/2/list/allorvisible', { pageSize: 100, ...query }, token)) as unknown as { rows: Row[]; total: number };
  return { rows: answer.rows ?? [], total: answer.total ?? 0 };
}

async function item(id: number, token?: string): Promise<Row & { content: string; audio: string }> {
  return (await api.get<Row & { content: string; audio: string }>(`/api/news/ver/2/info/${id}`, {}, token)).data!;
}

const visitor = () => phone();
const member = phone;
const listRequests = (page: Page) => recordRequests(page, '/api/news/ver/2/list/allorvisible');

beforeAll(() => {
  api = new Api(harness.server.url);
});

describe('news list', () => {
  it('renders the 资讯 list (id=15), pages on scroll and stops with the nomore footer', async () => {
    const expected = await rows({ categoryId: 15 });
    const { context, page } = await visitor();
    await page.goto(`${LIST}?id=15`);
    await shown(page, '.news-card').first().waitFor({ timeout: 20_000 });
    await expect.poll(() => shown(page, '.news-card').count()).toBe(Math.min(20, expected.total));
    expect(await shown(page, '.category-tab--active').textContent()).toBe('资讯');
    await expect.poll(() => shown(page, '.news-card').first().locator('.news-card__title').textContent()).toBe(expected.rows[0].title);
    await shot(page, 'news-list');
    await scrollToEnd(page);
    await shown(page, '.load-more--nomore').waitFor({ timeout: 10_000 });
    expect(await shown(page, '.news-card').count()).toBe(expected.total);
    await context.close();
  });

  it('a category change resets the list; category 11 stops after page 3 (60 rows, no 4th request)', async () => {
    const morning = await rows({ categoryId: 11 });
    expect(morning.total).toBe(70);
    const { context, page } = await visitor();
    const requests = listRequests(page);
    await page.goto(`${LIST}?id=15`);
    await shown(page, '.news-card').first().waitFor({ timeout: 20_000 });
    await shown(page, '.category-tab').filter({ hasText: '每日早评' }).click();
    await expect.poll(() => shown(page, '.news-card').first().locator('.news-card__title').textContent(), { timeout: 10_000 }).toBe(morning.rows[0].title);
    await expect.poll(() => shown(page, '.news-card').count()).toBe(20);
    const titles = await shown(page, '.news-card__title').allTextContents();
    const morningTitles = new Set(morning.rows.map((r) => r.title));
    expect(titles.every((t) => morningTitles.has(t))).toBe(true);
    const first11 = requests.filter((u) => u.searchParams.get('categoryId') === '11');
    expect(first11.map((u) => u.searchParams.get('pageNum'))).toEqual(['1']);
    await scrollToEnd(page);
    await shown(page, '.load-more--nomore').waitFor({ timeout: 10_000 });
    expect(await shown(page, '.news-card').count()).toBe(60);
    await page.mouse.move(187, 500);
    await page.mouse.wheel(0, 20_000);
    // At the bottom and painted: a reach-bottom there would have asked for another page by now.
    await scrollStill(page);
    await atBottom(page);
    const pages = requests.filter((u) => u.searchParams.get('categoryId') === '11').map((u) => u.searchParams.get('pageNum'));
    expect(pages).toEqual(['1', '2', '3']);
    await shot(page, 'news-list-morning-end');
    await context.close();
  });

  it('searches by a word of the content and shows 没有找到相关资讯 for no hits', async () => {
    const list = await rows({ categoryId: 15 });
    const target = list.rows.find((r) => !r.locked && r.summary.length > 40)!;
    const full = await item(target.id);
    const plain = full.summary;
    // A run of the content that the title and teaser do not contain.
    let word = '';
    for (let at = 10; at + 6 < plain.length; at += 3) {
      const run = plain.slice(at, at + 6);
      if (!/[，。、：；！？\s]/.test(run) && !target.title.includes(run) && !target.description.includes(run)) { word = run; break; }
    }
    expect(word).not.toBe('');
    const { context, page } = await visitor();
    await page.goto(LIST);
    await shown(page, '.news-card').first().waitFor({ timeout: 20_000 });
    const input = page.getByPlaceholder('搜索标题或内容', { exact: true }).filter({ visible: true });
    await input.fill(word);
    await shown(page, '.news-search__button').click();
    await shown(page, `.news-card[data-id="${target.id}"]`).waitFor({ timeout: 15_000 });
    await shot(page, 'news-list-search');
    await input.fill('没有这样的资讯关键词');
    await input.press('Enter');
    await shownText(page, '没有找到相关资讯').waitFor({ timeout: 15_000 });
    await shot(page, 'news-list-search-empty');
    await context.close();
  });
});

describe('locked items in the feed', () => {
  async function lockedFromThird(token?: string): Promise<number> {
    const { rows: column } = await rows({ categoryId: 19, pageSize: 20 }, token);
    return column.filter((r, index) => r.locked && index >= 2).length;
  }

  /** Overlays once the whole first page (as many cards as the API gives this caller) is on screen. */
  async function overlaysIn(page: Page, token?: string) {
    const cards = (await rows({ categoryId: 19, pageSize: 20 }, token)).rows.length;
    await page.goto(`${LIST}?id=19`);
    await expect.poll(() => shown(page, '.news-card').count(), { timeout: 20_000 }).toBe(cards);
    return shown(page, '.news-card__overlay').count();
  }

  it('a visitor and 赵六 see 解锁后查看完整内容 from the third card on; 张三 (news-vip) does not', async () => {
    const expectedLocked = await lockedFromThird();
    expect(expectedLocked).toBeGreaterThan(0);

    const guest = await visitor();
    expect(await overlaysIn(guest.page)).toBe(expectedLocked);
    const covered = shown(guest.page, '.news-card--covered').first();
    await covered.scrollIntoViewIfNeeded();
    await covered.getByText('解锁后查看完整内容').waitFor();
    // The first two cards are never covered, locked or not.
    for (const index of [0, 1]) expect(await shown(guest.page, '.news-card').nth(index).locator('.news-card__overlay').count()).toBe(0);
    await shot(guest.page, 'news-list-locked-visitor');
    await guest.context.close();

    const zhao = await member(ZHAO);
    expect(await overlaysIn(zhao.page)).toBe(expectedLocked);
    await zhao.context.close();

    const zhang = await member(ZHANG);
    expect(await overlaysIn(zhang.page, (await api.login(ZHANG.account, ZHANG.password)).token)).toBe(0);
    expect(await shownText(zhang.page, '解锁后查看完整内容').count()).toBe(0);
    await zhang.context.close();
  });

  it('a locked item opens with its teaser and the lock panel; 立即开通 leads to the no-permission page', async () => {
    const { rows: column } = await rows({ categoryId: 19 });
    const locked = column.find((r) => r.locked)!;
    const zhao = await member(ZHAO);
    await zhao.page.goto(`${DETAILS}?id=${locked.id}`);
    await shown(zhao.page, '.news-lock-panel').waitFor({ timeout: 20_000 });
    await shownText(zhao.page, locked.description).waitFor();
    expect(await shown(zhao.page, '.news-article__content').count()).toBe(0);
    await shot(zhao.page, 'news-details-locked');
    await shown(zhao.page, '.news-lock-panel__button').click();
    await expect.poll(() => new URL(zhao.page.url()).pathname, { timeout: 10_000 }).toBe('/pages/mine/noPermission/index');
    await zhao.context.close();
  });
});

describe('news details', () => {
  it('renders rich content with a table, a video and an audio player, related items and comments', async () => {
    const { rows: info } = await rows({ categoryId: 15 });
    const table = info.find((r) => r.title === '一张表看懂本周行业涨跌')!;
    const video = info.find((r) => r.title.startsWith('视频解读'))!;
    const { rows: fm } = await rows({ categoryId: 17 });
    const { context, page } = await visitor();

    await page.goto(`${DETAILS}?id=${table.id}`);
    await shown(page, '.news-article__content .rich-html table').first().waitFor({ timeout: 20_000 });
    expect(await shown(page, '.news-article__content .rich-html table td').count()).toBeGreaterThan(3);
    await shownText(page, '相关资讯').waitFor({ timeout: 10_000 });
    await shot(page, 'news-details');
    await shown(page, '.news-comments').scrollIntoViewIfNeeded();
    await shot(page, 'news-details-comments');

    await page.goto(`${DETAILS}?id=${video.id}`);
    await page.locator('.news-article__content video').first().waitFor({ state: 'attached', timeout: 20_000 });
    await shot(page, 'news-details-video');

    await page.goto(`${DETAILS}?id=${fm[0].id}`);
    const audio = page.locator('.news-article__content audio').first();
    await audio.waitFor({ state: 'attached', timeout: 20_000 });
    expect(await audio.getAttribute('src')).toMatch(/\/uploads\//);
    await shot(page, 'news-details-audio');
    await context.close();
  });

  it('张三 likes, favorites and comments; all three survive a reload', async () => {
    const { rows: info } = await rows({ categoryId: 15 });
    const target = info.find((r) => !r.locked && r.id !== info[0].id)!;
    const { context, page } = await member(ZHANG);
    await page.goto(`${DETAILS}?id=${target.id}`);
    await shown(page, '.news-article__content').waitFor({ timeout: 20_000 });
    const before = await item(target.id, (await api.login(ZHANG.account, ZHANG.password)).token);

    if (!before.liked) {
      await shown(page, '.news-actions__like').click();
      await expect.poll(() => shown(page, '.news-actions__like').textContent()).toBe(String(before.likes + 1));
    }
    await shown(page, '.news-actions__favorite').click();
    const favText = before.favorited ? '收藏' : '已收藏';
    await expect.poll(() => shown(page, '.news-actions__favorite').textContent()).toBe(favText);

    const text = `这篇讲得很清楚，受教了 ${Date.now() % 10_000}`;
    await shown(page, '.news-actions__entry').click();
    await shown(page, '.news-composer__text textarea').fill(text);
    await shown(page, '.news-composer__send').click();
    await shown(page, '.comment-row').filter({ hasText: text }).waitFor({ timeout: 10_000 });
    await shot(page, 'news-details-commented');

    await page.reload();
    await shown(page, '.news-article__content').waitFor({ timeout: 20_000 });
    await expect.poll(() => shown(page, '.news-actions__like').getAttribute('class'), { timeout: 10_000 }).toContain('news-actions__item--on');
    await expect.poll(() => shown(page, '.news-actions__favorite').textContent()).toBe(favText);
    await shown(page, '.comment-row').filter({ hasText: text }).waitFor({ timeout: 10_000 });
    await context.close();
  });

  it('share → 复制链接 copies the link with parentMemberId and toasts', async () => {
    const { rows: info } = await rows({ categoryId: 15 });
    const { context, page } = await member(ZHANG);
    await page.addInitScript(() => {
      const w = window as unknown as { __copied: string[] };
      w.__copied = [];
      const exec = document.execCommand.bind(document);
      document.execCommand = (command: string, ...rest: unknown[]) => {
        if (command === 'copy') {
          const active = document.activeElement as HTMLTextAreaElement | null;
          w.__copied.push(active?.value || String(document.getSelection() ?? ''));
        }
        return (exec as (...args: unknown[]) => boolean)(command, ...rest);
      };
      if (navigator.clipboard) {
        const write = navigator.clipboard.writeText.bind(navigator.clipboard);
        navigator.clipboard.writeText = (value: string) => { w.__copied.push(value); return write(value).catch(() => undefined); };
      }
    });
    await page.goto(`${DETAILS}?id=${info[0].id}`);
    await shown(page, '.news-article__content').waitFor({ timeout: 20_000 });
    await shown(page, '.news-actions__share').click();
    await shown(page, '.share-sheet').waitFor();
    await shot(page, 'news-details-share');
    await shown(page, '.share-sheet__item[data-channel="link"]').click();
    await shownText(page, '分享地址复制成功，请分享给朋友！').waitFor({ timeout: 5_000 });
    const copied = await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied);
    const { memberId } = await api.login(ZHANG.account, ZHANG.password);
    expect(copied.some((link) => link.includes(`${DETAILS}?id=${info[0].id}`) && link.includes(`parentMemberId=${memberId}`))).toBe(true);
    await context.close();
  });
});

describe('other news pages', () => {
  it('notice details, detailsShow and the 财经要闻 list render; empty states show', async () => {
    const notices = await rows({ categoryId: 13 });
    const finance = await rows({ categoryId: 12 });
    const { context, page } = await member(ZHANG);

    await page.goto(`/pages/news/noticeDetails/index?id=${notices.rows[0].id}`);
    await shownText(page, notices.rows[0].title).waitFor({ timeout: 20_000 });
    await shown(page, '.news-article__content').waitFor();
    expect(await shown(page, '.news-actions').count()).toBe(0);
    await shot(page, 'news-notice-details');

    await page.goto(`/pages/news/detailsShow/index?id=${finance.rows[0].id}`);
    await shownText(page, finance.rows[0].title).waitFor({ timeout: 20_000 });
    expect(await shown(page, '.news-actions').count()).toBe(0);
    await shot(page, 'news-details-show');

    await page.goto('/pages/news/financeList/index');
    await shown(page, '.news-compact-row').first().waitFor({ timeout: 20_000 });
    await expect.poll(() => shown(page, '.news-compact-row').count()).toBe(Math.min(20, finance.total));
    await shown(page, '.news-compact-row__summary').first().waitFor();
    await shot(page, 'news-finance-list');

    await page.goto('/pages/news/noticeDetails/index?id=999999');
    await shown(page, '.error-state, .empty-data').first().waitFor({ timeout: 20_000 });
    await shot(page, 'news-notice-missing');
    await context.close();
  });
});
