import { describe, expect, it } from 'vitest';
import { pathOf, screenshot } from '../support/browser';
import { field, HOME_PATHS, loginWithPassword, shown, shownText } from '../support/flows';
import { SMS_CODE } from '../support/server';
import { useHarness } from '../support/harness';

const harness = useHarness();

describe('register and log in', () => {
  it('registers from a protected page, returns there, and then skips the login page', async () => {
    const { context, page } = await harness.phone();
    await page.goto('/pages/mine/fontSize/index');
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/login/index/index');

    await shownText(page, '注册账号').click();
    await expect.poll(() => pathOf(page)).toBe('/pages/login/register/index');
    await field(page, '请输入手机号').fill('13912345678');
    await shownText(page, '获取验证码').click();
    await shownText(page, /\d+s后重发/).waitFor();
    await field(page, '请输入验证码').fill(SMS_CODE);
    await field(page, '设置6-20位登录密码').fill('secret123');

    // The agreement must be ticked first.
    await shown(page, '.auth-submit').click();
    await page.getByText('请先阅读并同意《用户服务协议》和《隐私政策》').first().waitFor();
    expect(pathOf(page)).toBe('/pages/login/register/index');
    await screenshot(page, 'register-agreement-required');

    await shown(page, '.agreement-checkbox').click();
    await shown(page, '.auth-submit').click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/mine/fontSize/index');
    await screenshot(page, 'font-size-after-register');

    // The account and the login survive a server restart.
    await harness.server.restart();
    await page.goto('/pages/mine/index/index');
    await page.locator('.profile-card').getByText('139****5678').waitFor({ timeout: 15_000 });

    // With a token, the login page sends the member home.
    await page.goto('/pages/login/index/index');
    await expect.poll(() => HOME_PATHS.includes(pathOf(page)), { timeout: 15_000 }).toBe(true);
    await context.close();
  });

  it('logs in with account and password and shows the member centre', async () => {
    const { context, page } = await harness.phone();
    await loginWithPassword(page, '13800000001', 'caixue123');
    expect(HOME_PATHS).toContain(pathOf(page));
    await page.goto('/pages/mine/index/index');
    await page.locator('.profile-card').getByText('张三').waitFor({ timeout: 15_000 });
    await screenshot(page, 'mine-logged-in');
    await context.close();
  });

  it('refuses a wrong password with a clear message', async () => {
    const { context, page } = await harness.phone();
    await page.goto('/pages/login/index/index');
    await field(page, '请输入手机号或账号').fill('13800000001');
    await field(page, '请输入密码').fill('wrong-password');
    await shown(page, '.auth-submit').click();
    await page.getByText('账号或密码错误').first().waitFor({ timeout: 15_000 });
    expect(pathOf(page)).toBe('/pages/login/index/index');
    await context.close();
  });

  it('logs in with an SMS code', async () => {
    const { context, page } = await harness.phone();
    await page.goto('/pages/login/mobile/index');
    await field(page, '请输入手机号').fill('13800000002');
    await shownText(page, '获取验证码').click();
    await shownText(page, /\d+s后重发/).waitFor();
    await field(page, '请输入验证码').fill(SMS_CODE);
    await screenshot(page, 'login-sms');
    await shown(page, '.auth-submit').click();
    await expect.poll(() => HOME_PATHS.includes(pathOf(page)), { timeout: 15_000 }).toBe(true);
    await context.close();
  });
});
