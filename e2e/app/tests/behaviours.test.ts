/**
 * The app-only client paths of the synced app build, in Chromium with a fake native bridge: API calls
 * to the app environment's absolute address, the version check at launch with its dialogs, the
 * Android download with its progress texts and the installer, the iOS store link in the system
 * browser, the hardware back button, and external links in the system browser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, phoneContext } from '../../support/browser';
import { dismissAdvert } from '../../support/flows';
import { startServer, type RunningServer } from '../../support/server';
import { ANDROID_PUBLIC, installFakeBridge, nativeCalls, routeAppApi, serveAssets, VERSION_PATH, type FakeBridgeOptions, type VersionAnswer } from '../support/shell';

const APK = 'https://dl.caixue.com/caixue-9.9.9.apk';
const STORE = 'https://apps.apple.com/cn/app/id1234567890';
const NEWER: VersionAnswer = { sn: '9.9.9', status: 0, androidLink: APK, iosLink: STORE };

let server: RunningServer;
let browser: Browser;
let assets: { url: string; close(): Promise<void> };
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [server, browser, assets] = await Promise.all([startServer(), launchBrowser(), serveAssets(ANDROID_PUBLIC)]);
});

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
  await assets?.close();
  await server?.stop();
});

async function openApp(bridge: FakeBridgeOptions, version?: VersionAnswer, path = '/'): Promise<{ page: Page; asked: URL[] }> {
  const context = await phoneContext(browser, assets.url);
  contexts.push(context);
  await installFakeBridge(context, bridge);
  const asked = await routeAppApi(context, server.url, version);
  const page = await context.newPage();
  await page.goto(path);
  return { page, asked };
}

const dialog = (page: Page) => page.locator('.taro__modal');
const visibleText = (page: Page, text: string) => page.getByText(text, { exact: true }).filter({ visible: true });
const drive = (page: Page, fn: 'finishDownload' | 'failDownload' | 'backButton') =>
  page.evaluate((name) => (window as unknown as { __native: Record<string, () => void> }).__native[name](), fn);

describe('native app (fake bridge)', () => {
  it('talks to the app environment\'s absolute API address and asks for the version of its platform', async () => {
    const { page, asked } = await openApp({ platform: 'android' });
    await expect.poll(() => visibleText(page, '名师团队').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(asked.length).toBeGreaterThan(0);
    // The version check runs once the first page shows (it never gates the first render).
    await expect.poll(() => asked.some((u) => u.pathname === VERSION_PATH)).toBe(true);
    const versionAsk = asked.find((u) => u.pathname === VERSION_PATH);
    expect(versionAsk?.searchParams.get('platform')).toBe('android');
    expect(versionAsk?.searchParams.get('sn')).toBe('2.0.30');
    await expect.poll(() => page.locator('.taro__modal').filter({ visible: true }).count()).toBe(0);
  });

  it('Android, forced: 应用版本太低 without cancel, download progress, 下载完成, 更新提示, then the installer', async () => {
    const { page } = await openApp({ platform: 'android' }, { ...NEWER, isForce: 1 });
    await expect.poll(() => visibleText(page, '应用版本太低').count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => visibleText(page, '请前往APP store更新！').count()).toBe(1);
    expect(await dialog(page).getByText('取消').filter({ visible: true }).count()).toBe(0);
    await visibleText(page, '确定').click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __native: { downloadStarted(): boolean } }).__native.downloadStarted())).toBe(true);
    await expect.poll(() => visibleText(page, '已连接到服务器').count()).toBe(1);
    await page.evaluate(() => (window as unknown as { __native: { progress(b: number, t: number): void } }).__native.progress(512, 1024));
    await expect.poll(() => visibleText(page, '下载中 50%').count()).toBe(1);
    await drive(page, 'finishDownload');
    await expect.poll(() => visibleText(page, '新版本已经准备好，是否重启应用？').count()).toBe(1);
    expect(await visibleText(page, '更新提示').count()).toBe(1);
    await visibleText(page, '确定').click();
    await expect.poll(() => nativeCalls(page)).toContainEqual(['FileOpener.open', 'file:///data/cache/caixue-update.apk', 'application/vnd.android.package-archive']);
    expect(await nativeCalls(page)).toContainEqual(['Filesystem.downloadFile', APK, 'caixue-update.apk']);
  });

  it('Android, not forced: the dialog can be cancelled and nothing downloads', async () => {
    const { page } = await openApp({ platform: 'android' }, { ...NEWER, isForce: 0 });
    await expect.poll(() => visibleText(page, '应用版本太低').count(), { timeout: 20_000 }).toBe(1);
    await dialog(page).getByText('取消').click();
    await page.waitForTimeout(300);
    expect((await nativeCalls(page)).some((c) => c[0] === 'Filesystem.downloadFile')).toBe(false);
  });

  it('Android: a failed download shows 下载失败-02, a refused install 更新失败-03', async () => {
    const failing = await openApp({ platform: 'android' }, { ...NEWER, isForce: 1 });
    await expect.poll(() => visibleText(failing.page, '应用版本太低').count(), { timeout: 20_000 }).toBe(1);
    await visibleText(failing.page, '确定').click();
    await expect.poll(() => failing.page.evaluate(() => (window as unknown as { __native: { downloadStarted(): boolean } }).__native.downloadStarted())).toBe(true);
    await drive(failing.page, 'failDownload');
    await expect.poll(() => visibleText(failing.page, '下载失败-02').count()).toBe(1);

    const refused = await openApp({ platform: 'android', installFails: true }, { ...NEWER, isForce: 1 });
    await expect.poll(() => visibleText(refused.page, '应用版本太低').count(), { timeout: 20_000 }).toBe(1);
    await visibleText(refused.page, '确定').click();
    await expect.poll(() => refused.page.evaluate(() => (window as unknown as { __native: { downloadStarted(): boolean } }).__native.downloadStarted())).toBe(true);
    await drive(refused.page, 'finishDownload');
    await expect.poll(() => visibleText(refused.page, '新版本已经准备好，是否重启应用？').count()).toBe(1);
    await visibleText(refused.page, '确定').click();
    await expect.poll(() => visibleText(refused.page, '更新失败-03').count()).toBe(1);
  });

  it('iOS: the store page opens in the system browser', async () => {
    const { page, asked } = await openApp({ platform: 'ios' }, { ...NEWER, isForce: 0 });
    await expect.poll(() => visibleText(page, '应用版本太低').count(), { timeout: 20_000 }).toBe(1);
    expect(asked.find((u) => u.pathname === VERSION_PATH)?.searchParams.get('platform')).toBe('ios');
    await visibleText(page, '确定').click();
    await expect.poll(() => nativeCalls(page)).toContainEqual(['Browser.open', STORE]);
  });

  it('the back button walks the page stack and leaves the app only from a tab page', async () => {
    const { page } = await openApp({ platform: 'android' });
    await dismissAdvert(page);
    await visibleText(page, '李建华').first().click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/pages/teacher/detail/index');
    // The address changes before the router has the new page on its stack: press once it shows.
    await expect.poll(() => visibleText(page, '老师简介').count(), { timeout: 15_000 }).toBe(1);
    await drive(page, 'backButton');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).not.toBe('/pages/teacher/detail/index');
    expect((await nativeCalls(page)).some((c) => c[0] === 'App.exitApp')).toBe(false);
    await drive(page, 'backButton');
    await expect.poll(() => nativeCalls(page)).toContainEqual(['App.exitApp']);
  });

  it('external links open in the system browser (about -> APP下载 -> 立即下载)', async () => {
    const { page } = await openApp({ platform: 'android' }, undefined, '/pages/about/app');
    await expect.poll(() => visibleText(page, '立即下载').count(), { timeout: 20_000 }).toBe(2);
    await visibleText(page, '立即下载').first().click();
    await expect.poll(async () => (await nativeCalls(page)).filter((c) => c[0] === 'Browser.open').length).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/pages/about/app');
  });

  it('the share sheet\'s 更多 opens the system share sheet', async () => {
    const { page } = await openApp({ platform: 'android' }, undefined, '/pages/course/list/view?id=1');
    await expect.poll(() => visibleText(page, '分享').count(), { timeout: 20_000 }).toBe(1);
    await visibleText(page, '分享').click();
    await visibleText(page, '更多').click();
    await expect.poll(async () => (await nativeCalls(page)).filter((c) => c[0] === 'Share.share').length).toBe(1);
  });
});
