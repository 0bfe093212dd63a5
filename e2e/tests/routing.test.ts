import { describe, expect, it } from 'vitest';
import { pathOf, screenshot } from '../support/browser';
import { field, shown, shownText } from '../support/flows';
import { useHarness } from '../support/harness';

const harness = useHarness();

describe('routing for a visitor', () => {
  it('sends an unknown route to the 404 page', async () => {
    const { context, page } = await harness.phone();
    await page.goto('/pages/no-such-page/index');
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/404/index');
    await expect.poll(() => page.title()).toBe('404 Not Found');
    await screenshot(page, 'not-found');
    await context.close();
  });

  it('opens the home page at every path it has: /, /pages/index and /pages/index/index (the 首页 footer link); no favicon request fails', async () => {
    const { context, page } = await harness.phone();
    const failed: string[] = [];
    page.on('response', (response) => { if (response.status() >= 400) failed.push(response.url()); });
    for (const path of ['/pages/index/index', '/pages/index', '/']) {
      await page.goto(path);
      await shownText(page, '名师团队').waitFor({ timeout: 15_000 });
      expect([path, pathOf(page)]).toEqual([path, path]);
    }
    expect(failed).toEqual([]);
    await context.close();
  });

  it('sends a protected route to the login page without a token', async () => {
    const { context, page } = await harness.phone();
    await page.goto('/pages/mine/fontSize/index');
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/login/index/index');
    await page.getByText('登录', { exact: false }).first().waitFor();
    await screenshot(page, 'login-redirect');
    await context.close();
  });

  it('lets a visitor open a public page without a token', async () => {
    const { context, page } = await harness.phone();
    await page.goto('/pages/mine/agreement/index');
    await page.waitForLoadState('networkidle');
    expect(pathOf(page)).toBe('/pages/mine/agreement/index');
    await context.close();
  });

  it('shows a visitor in a live room why to log in, and returns there after logging in', async () => {
    const { context, page } = await harness.phone();
    await page.goto('/pages/applets/chat/index?id=1');
    await shownText(page, '登录后即可观看老师直播、参与互动').waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    // No data call went out without a token, so no expired-session dialog.
    expect(await shownText(page, '无效的会话').count()).toBe(0);
    await screenshot(page, 'live-visitor-gate');

    await shown(page, '.login-gate__action').click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/login/index/index');
    await field(page, '请输入手机号或账号').fill('13800000001');
    await field(page, '请输入密码').fill('caixue123');
    await shown(page, '.auth-submit').click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/applets/chat/index');
    await shown(page, '.chat-message').first().waitFor({ timeout: 15_000 });
    await context.close();
  });
});
