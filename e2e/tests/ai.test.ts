import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AI_TEXT } from '@caixue/contract';
import { pathOf } from '../support/browser';
import { shot, usePeople, ZHANG } from '../support/content';
import { dismissAdvert, shown, shownText } from '../support/flows';
import { useHarness } from '../support/harness';

/**
 * AI 助手 (issue 16) against the real server's development driver (it answers from the demo content
 * in small pieces): the answer streams in, 停止生成 stops it (kept as stopped), the conversation
 * survives a reload and is listed in 历史对话, a visitor is asked to log in.
 */

// Slower pieces than the default 60 ms, so the test sees the answer grow and can stop it midway.
const previousDelay = process.env.AI_DEV_DELAY_MS;
process.env.AI_DEV_DELAY_MS = '150';
afterAll(() => {
  if (previousDelay === undefined) delete process.env.AI_DEV_DELAY_MS;
  else process.env.AI_DEV_DELAY_MS = previousDelay;
});

const harness = useHarness();
const { phone } = usePeople(harness);
const PAGE = '/pages/ai/index/index';

const answers = (page: Page) => shown(page, '[data-role=assistant]');
const lastAnswer = (page: Page) => answers(page).last();

async function ask(page: Page, question: string): Promise<void> {
  await shown(page, '.ai-composer__input textarea').fill(question);
  await shown(page, '[data-testid=ai-send]').click();
}

/** The last answer's text length, sampled while it is being written. */
async function growth(page: Page): Promise<number[]> {
  const lengths: number[] = [];
  for (let i = 0; i < 40; i += 1) {
    const state = await lastAnswer(page).getAttribute('data-state');
    const text = (await lastAnswer(page).locator('.md').textContent().catch(() => '')) ?? '';
    lengths.push(text.length);
    if (state !== 'waiting' && state !== 'streaming') break;
    await page.waitForTimeout(200);
  }
  return lengths;
}

describe('AI assistant', () => {
  it('a visitor is asked to log in; 去登录 opens the login page', async () => {
    const { page } = await phone();
    await page.goto(PAGE);
    await shownText(page, AI_TEXT.loginRequired).waitFor({ timeout: 15_000 });
    expect(await shown(page, '.ai-composer').count()).toBe(0);
    await shot(page, 'ai-visitor');
    await shownText(page, AI_TEXT.login, { exact: true }).click();
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/pages/login/index/index');
  });

  it('a member asks from the home menu: the answer streams in with markdown, then the risk tip and AI 生成; stop keeps a stopped answer; the chat survives a reload and is in 历史对话', async () => {
    const { page } = await phone(ZHANG);
    await page.goto('/');
    await dismissAdvert(page);
    await shownText(page, 'AI助手', { exact: true }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(PAGE);

    // The empty chat: welcome, suggestions, today's questions.
    await shownText(page, AI_TEXT.welcome).waitFor({ timeout: 15_000 });
    await shown(page, '[data-testid=ai-suggestion]').first().waitFor({ timeout: 15_000 });
    expect(await shown(page, '[data-testid=ai-suggestion]').count()).toBeGreaterThan(1);
    await expect.poll(() => shown(page, '[data-testid=ai-remaining]').textContent()).toBe(AI_TEXT.remaining(50));
    await shot(page, 'ai-empty');

    // The first question: text grows over time, 停止生成 shows meanwhile, the input is disabled.
    await ask(page, '什么是K线？');
    await shown(page, '[data-role=user]').filter({ hasText: '什么是K线？' }).waitFor();
    // The question left the composer (a controlled Textarea set back to '' under Preact).
    await expect.poll(() => shown(page, '.ai-composer__input textarea').inputValue()).toBe('');
    await shown(page, '[data-testid=ai-stop]').waitFor({ timeout: 5_000 });
    await expect.poll(async () => (await lastAnswer(page).locator('.md').textContent().catch(() => '')) ?? '', { timeout: 15_000 }).not.toBe('');
    await shot(page, 'ai-streaming');
    const lengths = await growth(page);
    const rises = lengths.filter((n, i) => i > 0 && n > lengths[i - 1]).length;
    expect(rises, `answer lengths sampled: ${lengths.join(',')}`).toBeGreaterThanOrEqual(2);
    await expect.poll(() => lastAnswer(page).getAttribute('data-state'), { timeout: 30_000 }).toBe('done');
    const first = lastAnswer(page);
    expect((await first.locator('[data-testid=ai-risk]').textContent())?.length).toBeGreaterThan(4);
    expect(await first.locator('[data-testid=ai-label]').textContent()).toBe(AI_TEXT.label);
    // Markdown drawn as elements: bold headings, a list of links to the app's pages.
    expect(await first.locator('.md-strong').count()).toBeGreaterThan(0);
    expect(await first.locator('.md-li').count()).toBeGreaterThan(0);
    expect(await first.locator('.md-link').first().getAttribute('data-href')).toMatch(/^\/pages\//);
    await expect.poll(() => shown(page, '[data-testid=ai-remaining]').textContent()).toBe(AI_TEXT.remaining(49));
    expect(await shown(page, '[data-testid=ai-stop]').count()).toBe(0);
    await shot(page, 'ai-answer');

    // The second question is stopped midway: the partial answer stays, marked 已停止生成.
    await ask(page, '有哪些讲宏观的老师？');
    await expect.poll(async () => ((await lastAnswer(page).locator('.md').textContent().catch(() => '')) ?? '').length, { timeout: 15_000 }).toBeGreaterThan(0);
    await shown(page, '[data-testid=ai-stop]').click();
    await expect.poll(() => lastAnswer(page).getAttribute('data-state'), { timeout: 10_000 }).toBe('stopped');
    await lastAnswer(page).locator('[data-testid=ai-stopped]').waitFor();
    const partial = (await lastAnswer(page).locator('.md').textContent()) ?? '';
    await page.waitForTimeout(800);
    expect((await lastAnswer(page).locator('.md').textContent()) ?? '').toBe(partial);
    expect(await shown(page, '[data-testid=ai-stop]').count()).toBe(0);

    // A reload brings the conversation back from the server: both questions, the stopped answer kept as stopped.
    await page.reload();
    await expect.poll(() => shown(page, '[data-role=user]').count(), { timeout: 15_000 }).toBe(2);
    await expect.poll(() => answers(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-state')))).toEqual(['done', 'stopped']);
    expect(await answers(page).first().locator('[data-testid=ai-label]').textContent()).toBe(AI_TEXT.label);

    // 历史对话 lists it; a new chat is empty; opening the conversation loads it again.
    await shown(page, '[data-testid=ai-new]').click();
    await shownText(page, AI_TEXT.welcome).waitFor();
    expect(await shown(page, '[data-role=user]').count()).toBe(0);
    await shown(page, '[data-testid=ai-history]').click();
    const row = shown(page, '[data-testid=ai-conversation]').first();
    await row.waitFor({ timeout: 10_000 });
    expect(await row.locator('.ai-conv__title').textContent()).toBe('什么是K线？');
    await page.waitForTimeout(300);
    await shot(page, 'ai-history');
    await row.click();
    await expect.poll(() => shown(page, '[data-role=user]').count(), { timeout: 15_000 }).toBe(2);
  });

  it('重新生成 keeps the question once, also after a reload; a tab opened while the answer is written shows 正在生成… until it is done', async () => {
    const { context, page } = await phone(ZHANG);
    await page.goto(PAGE);
    await shown(page, '[data-testid=ai-new]').click();
    await shownText(page, AI_TEXT.welcome).waitFor({ timeout: 15_000 });
    await ask(page, '什么是市盈率？');
    await expect.poll(() => lastAnswer(page).getAttribute('data-state'), { timeout: 30_000 }).toBe('done');
    // A second tab of the same member has the conversation open (remembered on this device).
    const other = await context.newPage();
    await other.goto(PAGE);
    await expect.poll(() => lastAnswer(other).getAttribute('data-state'), { timeout: 15_000 }).toBe('done');

    await shown(page, '[data-testid=ai-regenerate]').click();
    await expect.poll(async () => ((await lastAnswer(page).locator('.md').textContent().catch(() => '')) ?? '').length, { timeout: 15_000 }).toBeGreaterThan(0);
    await other.reload();
    const writing = shown(other, '[data-testid=ai-writing]');
    await writing.waitFor({ timeout: 10_000 });
    expect(await writing.textContent()).toContain(AI_TEXT.writing);
    expect(await lastAnswer(other).getAttribute('data-state')).toBe('streaming');
    await shot(other, 'ai-reopened-writing');
    await expect.poll(() => lastAnswer(other).getAttribute('data-state'), { timeout: 30_000 }).toBe('done');
    expect(await shown(other, '[data-testid=ai-writing]').count()).toBe(0);
    expect(await shown(other, '[data-role=user]').count()).toBe(1);

    await expect.poll(() => lastAnswer(page).getAttribute('data-state'), { timeout: 30_000 }).toBe('done');
    await page.reload();
    await expect.poll(() => answers(page).count(), { timeout: 15_000 }).toBe(1);
    expect(await shown(page, '[data-role=user]').count()).toBe(1);
    expect(await lastAnswer(page).getAttribute('data-state')).toBe('done');
    await context.close();
  });
});
