import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { LiveVideoInfo, LiveVideoRoom } from '@caixue/contract';
import { pathOf } from '../support/browser';
import { shown } from '../support/flows';
import { useHarness } from '../support/harness';
import { Api } from '../support/api';
import { sendButton, typeInto } from '../support/live';
import { ZHANG, ZHAO, recordAnswers, shot, usePeople } from '../support/content';
import { answerData, expectLocked, expectPlaying as expectPlayingIn } from '../support/video';

/** Video live rooms (SPEC §2 "Live video list", /pages/liveVideo/index/index): list, player, chat, locks. */
const harness = useHarness();
const { person } = usePeople(harness);
let api: Api;
let rooms: LiveVideoRoom[];
let openRoom: LiveVideoRoom;
let gatedRoom: LiveVideoRoom;

beforeAll(async () => {
  api = new Api(harness.server.url);
  const list = await api.get<LiveVideoRoom[]>('/api/live/ver/2/list/video', { pageNum: 1, pageSize: 50 });
  rooms = (list.rows ?? []) as LiveVideoRoom[];
  openRoom = rooms.find((r) => r.onAir === 1 && !r.locked)!;
  gatedRoom = rooms.find((r) => r.locked)!;
  expect(openRoom).toBeTruthy();
  expect(gatedRoom).toBeTruthy();
});

const ROOM = '.live-video-room';
const expectPlaying = (page: Page) => expectPlayingIn(page, ROOM);
const roomUrl = (id: number) => `/pages/liveVideo/index/index?id=${id}`;

describe('live video list', () => {
  it('shows rows with picture, one-line title, status and 进入直播间; a locked room shows a lock; a tap enters', async () => {
    const page = await person();
    await page.goto('/pages/liveVideo/list/index');
    const rows = shown(page, '.live-video-row[data-id]');
    await rows.first().waitFor({ timeout: 15_000 });
    await expect.poll(() => rows.count()).toBe(Math.min(rooms.length, 20));
    const title = shown(page, `.live-video-row[data-id="${openRoom.id}"] .live-video-row__title`);
    expect(await title.textContent()).toBe(openRoom.title);
    // One line: no wrapping, clipped with an ellipsis.
    const style = await title.evaluate((el) => {
      const s = getComputedStyle(el);
      return { whiteSpace: s.whiteSpace, textOverflow: s.textOverflow, height: el.getBoundingClientRect().height, lineHeight: parseFloat(s.lineHeight) || parseFloat(s.fontSize) * 1.4 };
    });
    expect(style.whiteSpace).toBe('nowrap');
    expect(style.textOverflow).toBe('ellipsis');
    expect(style.height).toBeLessThan(style.lineHeight * 1.6);
    const openRow = shown(page, `.live-video-row[data-id="${openRoom.id}"]`);
    expect(await openRow.textContent()).toContain('进入直播间');
    expect(await openRow.textContent()).toContain('直播中');
    expect(await shown(page, `.live-video-row[data-id="${gatedRoom.id}"]`).textContent()).toContain('🔒');
    await expect.poll(() => shown(page, '.load-more--nomore').count()).toBe(1);
    await shot(page, 'video-live-list');
    await openRow.click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/liveVideo/index/index');
    expect(new URL(page.url()).searchParams.get('id')).toBe(String(openRoom.id));
  });

  it('shows the empty state for a teacher without video rooms', async () => {
    const teachers = await api.get<{ id: number }[]>('/api/teacher/ver/2/list', { pageNum: 1, pageSize: 50 });
    let emptyTeacher: number | null = null;
    for (const t of (teachers.rows ?? []) as { id: number }[]) {
      const r = await api.get('/api/live/ver/2/list/video', { teacherId: t.id });
      if ((r.rows ?? []).length === 0) { emptyTeacher = t.id; break; }
    }
    const page = await person();
    await page.goto(`/pages/liveVideo/list/index?teacherId=${emptyTeacher ?? 999_999}`);
    await shown(page, '.empty-data').waitFor({ timeout: 15_000 });
    expect(await shown(page, '.empty-data').textContent()).toContain('暂无视频直播');
    expect(await shown(page, '.live-video-row[data-id]').count()).toBe(0);
    await shot(page, 'video-live-list-empty');
  });
});

describe('video room', () => {
  it('plays the room for a visitor, with the login prompt in the chat', async () => {
    const page = await person();
    await page.goto(roomUrl(openRoom.id));
    await expectPlaying(page);
    await shown(page, '.chat-panel__login').waitFor({ timeout: 10_000 });
    expect(await shown(page, '.live-video-bar__title').textContent()).toBe(openRoom.title);
    await shot(page, 'video-room-visitor');
  });

  it('plays for 张三 and a message 张三 sends appears in a second browser', async () => {
    const zhang = await person(ZHANG);
    const zhao = await person(ZHAO);
    await zhang.goto(roomUrl(openRoom.id));
    await zhao.goto(roomUrl(openRoom.id));
    await expectPlaying(zhang);
    await shown(zhang, '.chat-panel .chat-message').first().waitFor({ timeout: 15_000 });
    await shown(zhao, '.chat-panel .chat-message').first().waitFor({ timeout: 15_000 });
    // The socket has joined both rooms (the online count comes over it).
    await expect.poll(async () => Number(await shown(zhang, '.chat-panel').getAttribute('data-online')), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    const tag = `视频间 ${Date.now().toString(36)}`;
    await typeInto(zhang, tag);
    await sendButton(zhang).click();
    const seen = shown(zhao, '.chat-panel .chat-message__content').filter({ hasText: tag });
    await seen.first().waitFor({ timeout: 10_000 });
    expect(await shown(zhang, '.chat-panel .chat-message__content').filter({ hasText: tag }).count()).toBe(1);
    // The message was stored as a message of the video room.
    const zhangLogin = await api.login(ZHANG.account, ZHANG.password);
    const stored = await api.get<unknown[]>('/api/live/message/get/list', { liveId: openRoom.id, liveTypeCode: 'video', categoryId: 1, pageNum: 1, pageSize: 5 }, zhangLogin.token);
    expect(JSON.stringify(stored.rows)).toContain(tag);
    await shot(zhang, 'video-room-chat');
    await shown(zhang, '.category-tab').filter({ hasText: '简介' }).click();
    await shown(zhang, '.live-video-intro__card').waitFor();
    await shot(zhang, 'video-room-intro');
    await shown(zhang, '.category-tab').filter({ hasText: '回看' }).click();
    await shown(zhang, '.live-video-room__playbacks').waitFor();
    await shot(zhang, 'video-room-playbacks');
  });

  for (const who of [{ name: 'a visitor', login: undefined }, { name: '赵六 (no level)', login: ZHAO }]) {
    it(`locks the VIP room for ${who.name}: overlay, and no stream in what the page received`, async () => {
      const page = await person(who.login);
      const answers = recordAnswers(page);
      await page.goto(roomUrl(gatedRoom.id));
      await expectLocked(page, ROOM, '.locked-overlay', ['会员专享直播', '开通服务']);
      // The overlay shows from the room's answer: every answer received by now is read.
      await answers.settled();
      const data = answerData<LiveVideoInfo>(answers, `/api/live/get/video/info/${gatedRoom.id}`);
      expect(data.locked).toBe(true);
      expect(data.videoSources).toEqual([]);
      for (const a of answers) expect(a.body).not.toMatch(/\.(mp4|webm)/);
      if (who.login) {
        await shot(page, 'video-room-locked');
        await shown(page, '.locked-overlay').getByText('开通服务', { exact: true }).click();
        await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/mine/noPermission/index');
      }
    });
  }

  it('opens the VIP room for 张三', async () => {
    const page = await person(ZHANG);
    await page.goto(roomUrl(gatedRoom.id));
    await expectPlaying(page);
    expect(await shown(page, '.locked-overlay').count()).toBe(0);
    await shown(page, '.chat-panel .chat-message').first().waitFor({ timeout: 15_000 });
  });
});
