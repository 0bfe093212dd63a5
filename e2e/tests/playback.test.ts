import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AdItem, Playback, PlaybackInfo } from '@caixue/contract';
import { pathOf } from '../support/browser';
import { shown } from '../support/flows';
import { useHarness } from '../support/harness';
import { Api } from '../support/api';
import { ZHANG, ZHAO, recordAnswers, recordRequests, scrollToEnd, shot, usePeople } from '../support/content';
import { answerData, expectLocked, expectPlaying as expectPlayingIn, playerVideo } from '../support/video';
import { atBottom, scrollStill } from '../support/settle';

/** Playbacks (回看): the paged list with the teacher's ads, the detail player with source fallback, locks. */
const harness = useHarness();
const { person } = usePeople(harness);
let api: Api;
let all: Playback[];
let total: number;
let openOne: Playback;
let lockedOne: Playback;
let teacherWithAds: { id: number; ads: AdItem[]; playbacks: number };

beforeAll(async () => {
  api = new Api(harness.server.url);
  const list = await api.get<Playback[]>('/api/live/video/get/list/all', { pageNum: 1, pageSize: 100 });
  all = (list.rows ?? []) as Playback[];
  total = list.total ?? all.length;
  expect(total).toBeGreaterThan(20);
  openOne = all.find((p) => !p.locked && p.live)!;
  // Locked for a visitor but open to 张三 (金牌会员 holds video-vip).
  const zhang = await api.login(ZHANG.account, ZHANG.password);
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
const DETAIL = '.playback-detail';
const video = (page: Page) => playerVideo(page, DETAIL);
const expectPlaying = (page: Page) => expectPlayingIn(page, DETAIL);
const rows = (page: Page) => shown(page, '.playback-row[data-id]');
const detailUrl = (p: Playback) => `/pages/playback/detail/index?id=${p.id}&liveId=${p.live?.id ?? ''}`;

describe('playback list', () => {
  it('shows rows with cover, 回看, title, teachers, play count and date; pages until a short page and stops', async () => {
    const page = await person();
    const calls = recordRequests(page, '/api/live/video/get/list');
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
    await scrollToEnd(page, 12);
    await shown(page, '.load-more--nomore').waitFor({ timeout: 10_000 });
    const visibleTotal = (await api.get('/api/live/video/get/list', { pageNum: 1, pageSize: 1 })).total ?? 0;
    await expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBe(visibleTotal);
    const pages = calls.map((u) => Number(u.searchParams.get('pageNum')));
    expect(pages).toEqual(Array.from({ length: Math.max(1, Math.ceil(visibleTotal / 20)) }, (_, i) => i + 1));
    await page.mouse.wheel(0, 2_000);
    // At the bottom and painted: a reach-bottom there would have asked for another page by now.
    await scrollStill(page);
    await atBottom(page);
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
      const answers = recordAnswers(page);
      await page.goto(detailUrl(lockedOne));
      await expectLocked(page, DETAIL, '.locked-overlay', ['解锁后观看', '立即开通']);
      // The overlay shows from the playback's answer: every answer received by now is read.
      await answers.settled();
      const data = answerData<PlaybackInfo>(answers, `/api/live/video/get/info/${lockedOne.id}`);
      expect(data.locked).toBe(true);
      expect(data.videoSources).toEqual([]);
      for (const a of answers) expect(a.body).not.toContain('?lock=');
      if (!who.login) await shot(page, 'playback-detail-locked');
      await shown(page, '.locked-overlay').getByText('立即开通', { exact: true }).click();
      await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(who.login ? '/pages/mine/noPermission/index' : '/pages/login/index/index');
    });
  }

  it('opens the gated playback for 张三, playing its signed /media/ url', async () => {
    const page = await person(ZHANG);
    await page.goto(detailUrl(lockedOne));
    await expectPlaying(page);
    const src = await playerVideo(page, DETAIL).evaluate((el) => (el as HTMLVideoElement).currentSrc);
    expect(new URL(src).pathname).toBe('/media/seed/lesson.mp4');
    expect(new URL(src).searchParams.get('sig')).toMatch(/^[\w-]{43}$/);
    expect(await shown(page, '.locked-overlay').count()).toBe(0);
  });
});
