import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { shown } from './flows';
import type { Answer } from './content';

/**
 * The shared VideoPlayer as the content pages show it: `root` is the page's block that holds the
 * player ('.course-video', '.playback-detail', '.live-video-room', '.media-video').
 */
export function playerVideo(page: Page, root: string): Locator {
  return page.locator(`${root} .video-player video`).first();
}

export async function currentTime(page: Page, root: string): Promise<number> {
  return playerVideo(page, root).evaluate((el) => (el as HTMLVideoElement).currentTime).catch(() => 0);
}

/** Waits until the player really plays (currentTime past 0.5 s), tapping play once if autoplay was refused. */
export async function expectPlaying(page: Page, root: string): Promise<void> {
  const video = playerVideo(page, root);
  await video.waitFor({ state: 'attached', timeout: 15_000 });
  const started = await expect.poll(() => currentTime(page, root), { timeout: 4_000 }).toBeGreaterThan(0.5).then(() => true, () => false);
  if (started) return;
  if (await video.evaluate((el) => (el as HTMLVideoElement).paused)) await shown(page, `${root} .video-player`).click();
  await expect.poll(() => currentTime(page, root), { timeout: 15_000 }).toBeGreaterThan(0.5);
}

/**
 * Checks a lock: the overlay `overlay` shows with every one of `texts`, and no <video> is rendered in
 * `root`. Returns the overlay.
 */
export async function expectLocked(page: Page, root: string, overlay: string, texts: string[]): Promise<Locator> {
  const lock = shown(page, overlay);
  await lock.waitFor({ timeout: 15_000 });
  const text = await lock.textContent();
  for (const t of texts) expect(text).toContain(t);
  expect(await page.locator(`${root} video`).count()).toBe(0);
  return lock;
}

/** The data of the recorded answer whose URL contains `urlPart` (fails when there is none). */
export function answerData<T>(answers: Answer[], urlPart: string): T {
  const found = answers.find((a) => a.url.includes(urlPart));
  expect(found, `no answer from ${urlPart} among ${answers.map((a) => a.url).join(', ')}`).toBeTruthy();
  return (JSON.parse(found!.body) as { data: T }).data;
}
