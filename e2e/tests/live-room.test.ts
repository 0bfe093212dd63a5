import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { LiveRoom } from '@caixue/contract';
import { pathOf, screenshot } from '../support/browser';
import { loginWithPassword, shown, shownText } from '../support/flows';
import { useHarness } from '../support/harness';
import { Api, type LoginResult } from '../support/api';
import { chatInput, chatMessage, chatMessages, CHAT_PATH, firstWordRoom, LiveParticipant, openRoom, sendButton, typeInto } from '../support/live';

/** The room screen's other parts (SPEC §2): room list, header, emoji, quote cancel, screenshots, records. */
const harness = useHarness();
let api: Api;
let room: LiveRoom;
let teacher: LoginResult;
const sockets: LiveParticipant[] = [];
let person: Promise<{ context: BrowserContext; page: Page }> | undefined;

beforeAll(async () => {
  api = new Api(harness.server.url);
  teacher = await api.login('13800000002', 'caixue123');
  room = await firstWordRoom(api, teacher.token);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await (await person?.catch(() => undefined))?.context.close();
});

/** 张三 logged in (the login flow polls, so it runs inside the first test that needs it). */
function member() {
  person ??= (async () => {
    const { context, page } = await harness.phone();
    await loginWithPassword(page, '13800000001', 'caixue123');
    return { context, page };
  })();
  return person;
}

async function onlineCount(page: Page): Promise<number> {
  const text = (await shown(page, '.chat-online').first().textContent()) ?? '';
  const m = /(\d+)/.exec(text);
  return m ? Number(m[1]) : NaN;
}

describe('live room screen', () => {
  it('lists the word rooms and opens one', async () => {
    const { page } = await member();
    await page.goto('/pages/applets/index/index');
    const rows = shown(page, '.live-room-row');
    await rows.first().waitFor({ timeout: 15_000 });
    expect(await rows.first().textContent()).toContain(room.title);
    await screenshot(page, 'live-room-list');
    await rows.first().click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(CHAT_PATH);
    expect(new URL(page.url()).searchParams.get('id')).toBe(String(room.id));
    await chatMessages(page).first().waitFor({ timeout: 15_000 });
  });

  it('shows the room tabs, pinned message, risk tip and a live online count', async () => {
    const { page } = await member();
    await openRoom(page, room.id);
    await shown(page, '.category-tab--active').waitFor();
    expect(await shown(page, '.category-tab').count()).toBeGreaterThan(1);
    await shown(page, '.chat-top-message').first().waitFor();
    expect(await shown(page, '.chat-risk-tip').first().textContent()).toMatch(/风险/);
    await expect.poll(() => onlineCount(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    const before = await onlineCount(page);
    // Someone else comes in: the count goes up without a reload; leaves: it goes down.
    const visitor = await LiveParticipant.join(harness.server.url, room.id, null);
    sockets.push(visitor);
    await expect.poll(() => onlineCount(page), { timeout: 10_000 }).toBe(before + 1);
    visitor.close();
    await expect.poll(() => onlineCount(page), { timeout: 10_000 }).toBe(before);
  });

  it('likes (the count goes up and is stored) and shares (link copied toast)', async () => {
    const { page } = await member();
    await openRoom(page, room.id);
    const heats = async () => (await api.get<{ likes: number; shares: number }>(`/api/live/ver/2/heats/${room.id}`, {}, teacher.token)).data!;
    const before = await heats();
    const count = shown(page, '.chat-like__count');
    await expect.poll(() => count.textContent()).toBe(String(before.likes));
    await shown(page, '.chat-like').click();
    await expect.poll(() => count.textContent()).toBe(String(before.likes + 1));
    await expect.poll(async () => (await heats()).likes, { timeout: 5_000 }).toBe(before.likes + 1);
    await shown(page, '.chat-header').getByText('分享', { exact: true }).click();
    await shown(page, '.share-sheet__item[data-channel="link"]').click();
    await page.getByText('分享地址复制成功，请分享给朋友！', { exact: true }).filter({ visible: true }).waitFor({ timeout: 5_000 });
    await expect.poll(async () => (await heats()).shares, { timeout: 5_000 }).toBe(before.shares + 1);
  });

  it('sends an emoji from the picker (6 pages of 24)', async () => {
    const { page } = await member();
    await openRoom(page, room.id);
    const viewer = await LiveParticipant.join(harness.server.url, room.id, teacher);
    sockets.push(viewer);
    await page.getByLabel('表情', { exact: true }).filter({ visible: true }).click();
    await shown(page, '.emoji-panel').waitFor();
    expect(await page.locator('.emoji-panel .emoji-page').count()).toBe(6);
    expect(await page.locator('.emoji-panel .emoji-page').first().locator('.emoji-item').count()).toBe(24);
    await screenshot(page, 'live-room-emoji-panel');
    const item = shown(page, '.emoji-panel .emoji-item').nth(3);
    const emoji = ((await item.textContent()) ?? '').trim();
    expect(emoji).not.toBe('');
    await item.click();
    const input = chatInput(page);
    await expect.poll(() => input.inputValue()).toContain(emoji);
    const tag = `表情 ${Date.now().toString(36)}`;
    await typeInto(page, `${tag}${emoji}`);
    await sendButton(page).click();
    await expect.poll(() => chatMessage(page, tag).count(), { timeout: 5_000 }).toBe(1);
    expect(await chatMessage(page, tag).locator('.chat-message__content').textContent()).toContain(emoji);
    // The composer is empty again once the message is sent (Preact renders H5: the value is set back).
    await expect.poll(() => input.inputValue()).toBe('');
    const got = await viewer.waitFor((e) => e.type === 'msg' && e.data.content.includes(tag), 5_000);
    expect(got.type === 'msg' && got.data.content).toContain(emoji);
  });

  it('drops a quote when its bar is closed', async () => {
    const { page } = await member();
    await openRoom(page, room.id);
    const target = chatMessages(page).last();
    await target.click();
    await shown(page, '.chat-message-actions').getByText('引用', { exact: true }).click();
    await shown(page, '.chat-quote-bar').waitFor();
    await shown(page, '.chat-quote-bar').getByLabel('取消', { exact: true }).click();
    await expect.poll(() => shown(page, '.chat-quote-bar').count()).toBe(0);
    const text = `不引用 ${Date.now().toString(36)}`;
    await typeInto(page, text);
    await sendButton(page).click();
    await expect.poll(() => chatMessage(page, text).count(), { timeout: 5_000 }).toBe(1);
    expect(await chatMessage(page, text).locator('.chat-message__quote').count()).toBe(0);
  });

  it('makes a server screenshot of chosen messages', async () => {
    const { page } = await member();
    await openRoom(page, room.id);
    await shown(page, '.chat-header').getByText('截图', { exact: true }).click();
    await shown(page, '.chat-message__select').first().waitFor();
    const rows = chatMessages(page);
    const n = await rows.count();
    await rows.nth(n - 1).click();
    await rows.nth(n - 2).click();
    await expect.poll(() => shown(page, '.chat-message__select--checked').count()).toBe(2);
    await shownText(page, '生成截图', { exact: true }).click();
    const img = shown(page, '.chat-screenshot-preview img').first();
    await img.waitFor({ timeout: 15_000 });
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 100), { timeout: 15_000 }).toBe(true);
    await screenshot(page, 'live-room-screenshot-preview');
  });

  it('lists my sent messages on the chat records page', async () => {
    const { page } = await member();
    await openRoom(page, room.id);
    const text = `记录 ${Date.now().toString(36)}`;
    await typeInto(page, text);
    await sendButton(page).click();
    await expect.poll(() => chatMessage(page, text).count(), { timeout: 5_000 }).toBe(1);
    await page.goto('/pages/applets/chatRecords/index');
    await expect.poll(() => shown(page, '.chat-record').filter({ hasText: text }).count(), { timeout: 15_000 }).toBe(1);
    await screenshot(page, 'live-room-chat-records');
  });
});
