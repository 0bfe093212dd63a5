import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Api } from '../support/api';
import { pathOf, screenshot } from '../support/browser';
import { field, HOME_PATHS, loginWithPassword, pickFromAlbum, shown, shownText } from '../support/flows';
import { useHarness } from '../support/harness';
import { makePng } from '../support/png';

const harness = useHarness();

const PAGES = {
  personal: '/pages/mine/personalInformation/index',
  epithet: '/pages/mine/essentialInformation/epithet/index',
  avatar: '/pages/mine/essentialInformation/avatar/index',
  mobile: '/pages/mine/essentialInformation/mobilePhone/index',
  password: '/pages/mine/essentialInformation/password/index',
  logOff: '/pages/mine/essentialInformation/logOff/index',
  settings: '/pages/mine/systemSettings/index',
};

const nicknameRow = (page: Page) => shown(page, '.personal-info__nickname .account-row__text');

describe('member profile: nickname, avatar, password, log off', () => {
  // A fresh member, so the seeded demo accounts stay as other tests expect them.
  const mobile = '13912340077';
  const firstPassword = 'start123';
  const newPassword = 'changed456';

  it('edits the nickname; it persists across a reload and a server restart', async () => {
    await new Api(harness.server.url).register(mobile, firstPassword, '新会员');
    const { context, page } = await harness.phone();
    await loginWithPassword(page, mobile, firstPassword);
    await page.goto(PAGES.personal);
    await expect.poll(() => nicknameRow(page).textContent(), { timeout: 15_000 }).toBe('新会员');
    await shownText(page, '139****0077').waitFor();
    await screenshot(page, 'profile-personal-information');

    await nicknameRow(page).click();
    await expect.poll(() => pathOf(page)).toBe(PAGES.epithet);
    const input = field(page, '请输入昵称');
    await expect.poll(() => input.inputValue()).toBe('新会员');
    await input.fill('<b>坏</b>');
    await shownText(page, '保存', { exact: true }).click();
    await shown(page, '.account-error').getByText('昵称不能包含 < > 等特殊字符').waitFor();
    await screenshot(page, 'profile-epithet-invalid');

    await input.fill('价值投资小王');
    await shownText(page, '保存', { exact: true }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(PAGES.personal);
    await expect.poll(() => nicknameRow(page).textContent(), { timeout: 15_000 }).toBe('价值投资小王');

    await page.reload();
    await expect.poll(() => nicknameRow(page).textContent(), { timeout: 15_000 }).toBe('价值投资小王');
    await harness.server.restart();
    await page.reload();
    await expect.poll(() => nicknameRow(page).textContent(), { timeout: 15_000 }).toBe('价值投资小王');
    // The member centre header shows it too.
    await page.goto('/pages/mine/index/index');
    await shownText(page, '价值投资小王').first().waitFor({ timeout: 15_000 });
    await context.close();
  });

  it('uploads a real PNG as the avatar and refuses a non-image with 不支持该文件上传！', async () => {
    const { context, page } = await harness.phone();
    await loginWithPassword(page, mobile, firstPassword);
    await page.goto(PAGES.avatar);
    await shown(page, '.avatar-editor__change').waitFor({ timeout: 15_000 });
    await screenshot(page, 'profile-avatar-before');

    await pickFromAlbum(page, shownText(page, '更换头像'), { name: 'me.png', mimeType: 'image/png', buffer: makePng(120, 120, [30, 90, 200]) });
    await shownText(page, '头像修改成功').waitFor({ timeout: 15_000 });
    const img = shown(page, '.avatar-editor__image img');
    await expect.poll(async () => (await img.getAttribute('src')) ?? '', { timeout: 15_000 }).toMatch(/\/uploads\/avatars\/\d{6}\/[0-9a-f]{32}\.png$/);
    // The picture really loads from the server.
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), { timeout: 15_000 }).toBe(120);
    await screenshot(page, 'profile-avatar-after');

    await pickFromAlbum(page, shownText(page, '更换头像'), { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await shownText(page, '不支持该文件上传！').waitFor({ timeout: 10_000 });
    await screenshot(page, 'profile-avatar-refused');

    // The personal information page shows the new avatar on return.
    await page.goto(PAGES.personal);
    const row = shown(page, '.personal-info__avatar img');
    await expect.poll(async () => (await row.getAttribute('src')) ?? '', { timeout: 15_000 }).toMatch(/\/uploads\/avatars\//);
    await context.close();
  });

  it('shows the bound mobile masked and the system settings', async () => {
    const { context, page } = await harness.phone();
    await loginWithPassword(page, mobile, firstPassword);
    await page.goto(PAGES.mobile);
    await shown(page, '.mobile-card__number').getByText('139****0077').waitFor({ timeout: 15_000 });
    await screenshot(page, 'profile-mobile-phone');
    await page.goto(PAGES.settings);
    await shownText(page, /v2\.0\.30/).waitFor({ timeout: 15_000 });
    await shown(page, '.system-settings__logout').waitFor();
    await screenshot(page, 'profile-system-settings');
    await context.close();

    // A visitor sees the page without the logout button.
    const visitor = await harness.phone();
    await visitor.page.goto(PAGES.settings);
    await shownText(visitor.page, '清除缓存').waitFor({ timeout: 15_000 });
    expect(await shown(visitor.page, '.system-settings__logout').count()).toBe(0);
    await visitor.context.close();
  });

  it('changes the password: mismatch is refused, then the new one logs in and the old one does not', async () => {
    const { context, page } = await harness.phone();
    await loginWithPassword(page, mobile, firstPassword);
    await page.goto(PAGES.password);
    await field(page, '请输入原密码').fill(firstPassword);
    await field(page, '请输入6-20位新密码').fill(newPassword);
    await field(page, '请再次输入新密码').fill('different9');
    await shown(page, '.password-form__submit').click();
    await shown(page, '.account-error').getByText('两次输入的新密码不一致').waitFor({ timeout: 10_000 });
    await screenshot(page, 'profile-password-mismatch');

    await field(page, '请再次输入新密码').fill(newPassword);
    await shown(page, '.password-form__submit').click();
    await shownText(page, '密码修改成功').waitFor({ timeout: 15_000 });
    await context.close();

    const api = new Api(harness.server.url);
    const old = await api.post('/api/member/login/ver/2/account', { account: mobile, password: firstPassword });
    expect(old.code).toBe(400);
    const fresh = await harness.phone();
    await loginWithPassword(fresh.page, mobile, newPassword);
    expect(HOME_PATHS).toContain(pathOf(fresh.page));
    await fresh.context.close();
  });

  it('logs off after a tick and a confirmation; the account can no longer log in', async () => {
    const { context, page } = await harness.phone();
    await loginWithPassword(page, mobile, newPassword);
    await page.goto(PAGES.logOff);
    await shownText(page, '注销账号前请确认').waitFor({ timeout: 15_000 });
    await screenshot(page, 'profile-log-off');
    await shown(page, '.log-off__submit').click();
    await shownText(page, '请先阅读并勾选注销须知').waitFor();

    await shown(page, '.logoff-agree').click();
    await shown(page, '.log-off__submit').click();
    await shownText(page, '注销后账号将无法登录且不可恢复，确定要注销吗？').waitFor();
    await screenshot(page, 'profile-log-off-confirm');
    await page.getByText('确认注销', { exact: true }).filter({ visible: true }).last().click();
    await expect.poll(() => HOME_PATHS.includes(pathOf(page)), { timeout: 15_000 }).toBe(true);
    await shownText(page, '账号已注销').waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.goto('/pages/login/index/index');
    await field(page, '请输入手机号或账号').fill(mobile);
    await field(page, '请输入密码').fill(newPassword);
    await shown(page, '.auth-submit').click();
    await shownText(page, '该账号已注销').waitFor({ timeout: 10_000 });
    expect(pathOf(page)).toBe('/pages/login/index/index');
    await context.close();
  });
});
