import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { pathOf, phoneContext, screenshot } from '../support/browser';
import { field, loginWithPassword, shown, shownText, storedToken } from '../support/flows';
import { useHarness } from '../support/harness';
import { SMS_CODE } from '../support/server';

const harness = useHarness();

const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230901.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 ' +
  'Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN';

/** A phone inside WeChat's browser: the same phone context with WeChat's user agent. */
async function wechatPhone(): Promise<{ context: BrowserContext; page: Awaited<ReturnType<BrowserContext['newPage']>> }> {
  const context = await phoneContext(harness.browser, harness.server.url, { userAgent: WECHAT_UA });
  // Nothing may leave the machine: WeChat's own hosts are answered here.
  const authorizeRequests: URL[] = [];
  await context.route('https://open.weixin.qq.com/**', async (route) => {
    const url = new URL(route.request().url());
    authorizeRequests.push(url);
    const back = new URL(url.searchParams.get('redirect_uri')!);
    // WeChat sends the person back with a code (the dev driver turns it into a stable person) and the state.
    back.searchParams.set('code', 'e2e-wechat-person');
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    await route.fulfill({ status: 302, headers: { location: back.toString() } });
  });
  await context.route('https://res.wx.qq.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  Object.assign(context, { authorizeRequests });
  return { context, page: await context.newPage() };
}

describe('WeChat login and account binding', () => {
  it('shows no WeChat button in an ordinary phone browser', async () => {
    const { context, page } = await harness.phone();
    await page.goto('/pages/login/index/index');
    await shown(page, '.auth-submit').waitFor({ timeout: 15_000 });
    expect(await page.getByText('微信登录').count()).toBe(0);
    await page.goto('/pages/login/mobile/index');
    await shown(page, '.auth-submit').waitFor({ timeout: 15_000 });
    expect(await page.getByText('其他登录方式').count()).toBe(0);
    await context.close();
  });

  it('inside WeChat: the WeChat button goes through official-account OAuth and logs the member in; bindAccount binds a mobile', async () => {
    const { context, page } = await wechatPhone();
    await page.goto('/pages/login/index/index');
    await shownText(page, '微信登录').waitFor({ timeout: 15_000 });
    await screenshot(page, 'login-in-wechat');
    await shownText(page, '微信登录').click();

    // Back from WeChat with ?code=: logged in, off the login page, the code gone from the address.
    await expect.poll(() => storedToken(page), { timeout: 15_000 }).not.toBeNull();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).not.toBe('/pages/login/index/index');
    expect(page.url()).not.toContain('code=');
    const [authorize] = (context as unknown as { authorizeRequests: URL[] }).authorizeRequests;
    expect(authorize.searchParams.get('appid')).toBe('wx-dev-offiaccount');
    expect(authorize.searchParams.get('scope')).toBe('snsapi_userinfo');
    expect(new URL(authorize.searchParams.get('redirect_uri')!).pathname).toBe('/pages/login/index/index');

    // The WeChat-created member binds a mobile with a bind code.
    await page.goto('/pages/mine/bindAccount/index');
    const offiaccountRow = page.locator('.bind-account__item--offiaccount');
    await offiaccountRow.getByText(/^微信用户[0-9A-F]{4}$/).waitFor({ timeout: 15_000 });
    const mobileRow = page.locator('.bind-account__item--mobile');
    await mobileRow.getByText('未绑定').waitFor();
    await mobileRow.getByText('去绑定').click();
    await field(page, '请输入手机号').fill('13912340001');
    await shownText(page, '获取验证码').click();
    await shownText(page, /\d+s后重发/).waitFor({ timeout: 15_000 });
    await field(page, '请输入验证码').fill(SMS_CODE);
    await shown(page, '.bind-account__submit').click();
    await mobileRow.getByText('139****0001').waitFor({ timeout: 15_000 });
    await screenshot(page, 'bind-account-wechat-member');

    // The same WeChat person logging in again gets the same account (now with its mobile).
    const token = await storedToken(page);
    await page.evaluate(() => localStorage.clear());
    await page.goto('/pages/login/index/index');
    await shownText(page, '微信登录').click();
    await expect.poll(() => storedToken(page), { timeout: 15_000 }).not.toBeNull();
    expect(await storedToken(page)).not.toBe(token);
    await page.goto('/pages/mine/bindAccount/index');
    await page.locator('.bind-account__item--mobile').getByText('139****0001').waitFor({ timeout: 15_000 });
    await context.close();
  });

  it('a forged OAuth return (state this tab never sent) does not log in', async () => {
    const { context, page } = await wechatPhone();
    await page.goto('/pages/login/index/index?code=e2e-forged&state=nope');
    await page.getByText('微信授权已失效，请重新授权').first().waitFor({ timeout: 15_000 });
    expect(await storedToken(page)).toBeNull();
    await context.close();
  });

  it('bindAccount shows a password member their masked mobile and how to bind WeChat', async () => {
    const { context, page } = await harness.phone();
    await loginWithPassword(page, '13800000001', 'caixue123');
    await page.goto('/pages/mine/bindAccount/index');
    await page.locator('.bind-account__item--mobile').getByText('138****0001').waitFor({ timeout: 15_000 });
    await page.locator('.bind-account__item--offiaccount').getByText('请在微信中打开后绑定').waitFor();
    await page.locator('.bind-account__item--applet').getByText('请在小程序中绑定').waitFor();
    await screenshot(page, 'bind-account-password-member');
    await context.close();
  });

  it('bindAccount needs a login', async () => {
    const { context, page } = await harness.phone();
    await page.goto('/pages/mine/bindAccount/index');
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/login/index/index');
    await context.close();
  });
});
