import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { HOME_PATHS, shown, shownText } from '../support/flows';
import { useHarness } from '../support/harness';
import { shot, usePeople } from '../support/content';
import { pathOf } from '../support/browser';

/** The web view (issue 17): only WEBVIEW_ALLOWLIST addresses open; the picture page zooms. */
const harness = useHarness({ env: { WEBVIEW_ALLOWLIST: '*.example.com' } });
const { phone } = usePeople(harness);

const ALLOWED = 'https://docs.example.com/guide?from=app';
const REFUSED = 'https://evil.example.org/steal';

/** A person whose browser answers example.com/example.org itself (nothing leaves the machine) and notes what was asked. */
async function personWithFakeSites(): Promise<{ page: Page; asked: string[] }> {
  const { context, page } = await phone();
  const asked: string[] = [];
  await context.route(/^https:\/\/[^/]*example\.(com|org)\//, async (route) => {
    asked.push(route.request().url());
    await route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><meta charset="utf-8"><h1 id="outside">外部帮助文档</h1>' });
  });
  return { page, asked };
}

const webViewUrl = (url: string) => `/pages/webView/index?url=${encodeURIComponent(url)}`;

describe('web view', () => {
  it('opens an allowlisted address in a frame; 关闭 leaves it', async () => {
    const { page, asked } = await personWithFakeSites();
    await page.goto(webViewUrl(ALLOWED));
    const frame = shown(page, 'iframe.web-frame');
    await frame.waitFor({ timeout: 15_000 });
    expect(await frame.getAttribute('src')).toBe(ALLOWED);
    await expect.poll(() => page.frameLocator('iframe.web-frame').locator('#outside').textContent().catch(() => null), { timeout: 15_000 }).toBe('外部帮助文档');
    expect(asked).toContain(ALLOWED);
    expect(await shown(page, '.nav-bar__title').textContent()).toBe('docs.example.com');
    await shot(page, 'webview-allowed');
    await shown(page, '.webview-close').click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toSatisfy((path: string) => HOME_PATHS.includes(path));
  });

  it('refuses an address off the list with a clear message and never loads it', async () => {
    const { page, asked } = await personWithFakeSites();
    await page.goto(webViewUrl(REFUSED));
    await shownText(page, '该网址不在允许打开的范围内，已拦截').waitFor({ timeout: 15_000 });
    expect(await shown(page, '.webview-refused__address').textContent()).toBe(REFUSED);
    expect(await page.locator('iframe').count()).toBe(0);
    await shot(page, 'webview-refused');
    // Plain http for a listed host, a look-alike host and a script address are refused too.
    for (const [url, text] of [['http://docs.example.com/', '该网址不在允许打开的范围内，已拦截'], ['https://example.com.evil.org/', '该网址不在允许打开的范围内，已拦截'], ['javascript:alert(1)', '网址格式不正确，无法打开']]) {
      await page.goto(webViewUrl(url));
      await shownText(page, text).waitFor({ timeout: 15_000 });
      expect(await page.locator('iframe').count()).toBe(0);
    }
    await page.goto('/pages/webView/index');
    await shownText(page, '缺少要打开的网址').waitFor({ timeout: 15_000 });
    expect(asked.filter((url) => !url.startsWith('https://docs.example.com'))).toEqual([]);
    // 返回 on a page opened directly goes home.
    await shown(page, '.webview-refused__back').click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toSatisfy((path: string) => HOME_PATHS.includes(path));
  });

  it('frames only our origin and the list even if the page were tricked (CSP frame-src)', async () => {
    const answer = await fetch(`${harness.server.url}${webViewUrl(ALLOWED)}`);
    expect(answer.headers.get('content-security-policy')).toContain("frame-src 'self' https://*.example.com:*");
  });
});

describe('picture page', () => {
  it('shows the picture full screen and zooms with two fingers', async () => {
    const { page } = await phone();
    await page.goto(`/pages/webView/pic?url=${encodeURIComponent('/uploads/seed/about-company.svg')}&title=${encodeURIComponent('公司介绍')}`);
    const image = shown(page, '.picture-viewer__image img');
    await image.waitFor({ timeout: 15_000 });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
    expect(await image.getAttribute('alt')).toBe('公司介绍');
    const stage = shown(page, '.picture-viewer__stage');
    expect(await stage.getAttribute('data-scale')).toBe('1.00');
    const cdp = await page.context().newCDPSession(page);
    const touch = (x1: number, x2: number) => [{ x: x1, y: 400, id: 1 }, { x: x2, y: 400, id: 2 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: touch(150, 220) });
    for (const spread of [40, 80, 110]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: touch(150 - spread, 220 + spread) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(async () => Number(await stage.getAttribute('data-scale'))).toBeGreaterThan(2);
    expect(await image.evaluate((img) => getComputedStyle(img.parentElement!).transform)).not.toBe('none');
    expect(await shownText(page, '保存图片', { exact: true }).count()).toBe(1);
    await shot(page, 'webview-pic-zoomed');
  });

  it('says so when no picture is given', async () => {
    const { page } = await phone();
    await page.goto('/pages/webView/pic?url=javascript%3Aalert(1)');
    await shownText(page, '缺少要查看的图片').waitFor({ timeout: 15_000 });
  });
});
