import { beforeAll, describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import type { Locator, Page } from 'playwright-core';
import { shown } from '../support/flows';
import { useHarness } from '../support/harness';
import { Api } from '../support/api';
import { ZHANG, shot, usePeople } from '../support/content';

/** The share poster (issue 17): cover, title and an invite QR that carries the member's parentMemberId. */
const harness = useHarness();
const { phone } = usePeople(harness);
const DETAILS = '/pages/news/details/index';
let api: Api;
let newsId = 0;

beforeAll(async () => {
  api = new Api(harness.server.url);
  const list = (await api.get<never>('/api/news/ver/2/list/allorvisible', { pageSize: 5, categoryId: 15 })) as unknown as { rows: { id: number }[] };
  newsId = list.rows[0].id;
});

/** Reads the QR code out of a screenshot of `target`, as a phone camera would: pixels only. */
async function readQr(page: Page, target: Locator): Promise<string | null> {
  const png = await target.screenshot();
  const pixels = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width: data.width, height: data.height, rgba: Array.from(data.data) };
  }, png.toString('base64'));
  return jsQR(Uint8ClampedArray.from(pixels.rgba), pixels.width, pixels.height)?.data ?? null;
}

async function openPoster(page: Page): Promise<Locator> {
  await page.goto(`${DETAILS}?id=${newsId}`);
  await shown(page, '.news-article__content').waitFor({ timeout: 20_000 });
  await shown(page, '.news-actions__share').click();
  await shown(page, '.share-sheet__item[data-channel="poster"]').click();
  const poster = shown(page, 'img.share-poster__image');
  await poster.waitFor({ timeout: 15_000 });
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return poster;
}

describe('share poster', () => {
  it("a member's poster carries an invite QR that decodes to the page with parentMemberId", async () => {
    const { memberId } = await api.login(ZHANG.account, ZHANG.password);
    const { page } = await phone(ZHANG);
    const poster = await openPoster(page);
    expect(await poster.getAttribute('alt')).toMatch(/^分享海报：/);
    await shot(page, 'share-poster');
    const link = await readQr(page, poster);
    expect(link).toBe(`${harness.server.url}${DETAILS}?id=${newsId}&parentMemberId=${memberId}`);

    // The invite works: a friend opening the link is attributed to 张三 in the request headers.
    const friend = await phone();
    const headers: string[] = [];
    friend.page.on('request', (request) => { if (request.url().includes('/api/')) headers.push(request.headers().parentmemberid ?? ''); });
    await friend.page.goto(link!);
    await shown(friend.page, '.news-article__content').waitFor({ timeout: 20_000 });
    await expect.poll(() => headers.includes(String(memberId))).toBe(true);
  });

  it('saves the poster as a PNG picture', async () => {
    const { page } = await phone(ZHANG);
    await openPoster(page);
    const [download] = await Promise.all([page.waitForEvent('download'), shown(page, '.share-poster__save').click()]);
    expect(download.suggestedFilename()).toBe('caixue-poster.png');
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    const bytes = readFileSync(path!);
    expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(bytes.readUInt32BE(16)).toBeGreaterThanOrEqual(600); // drawn at 2× or more: 300 CSS px wide
    await shown(page, '.share-poster__close').click();
    expect(await shown(page, '.share-poster').count()).toBe(0);
  });

  it("a visitor's poster links the page without a parentMemberId", async () => {
    const { page } = await phone();
    const poster = await openPoster(page);
    expect(await readQr(page, poster)).toBe(`${harness.server.url}${DETAILS}?id=${newsId}`);
  });
});
