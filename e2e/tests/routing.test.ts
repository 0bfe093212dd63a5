import { describe, expect, it } from 'vitest';
import { pathOf, screenshot } from '../support/browser';
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
});
