import { beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../support/browser';
import { shot, usePeople } from '../support/content';
import { shown, shownText } from '../support/flows';
import { useHarness } from '../support/harness';
import { toast } from '../support/live';
import { Api } from '../support/api';

/** 我的积分 (issue 14): a member signs in, sees the balance move and the entry in the ledger; a second tap says already signed. */

const harness = useHarness();
const { phone } = usePeople(harness);
const MEMBER = { account: '13900000714', password: 'points123', name: '积分会员' };
const PAGE = '/pages/mine/integral/index';

beforeAll(async () => {
  await new Api(harness.server.url).register(MEMBER.account, MEMBER.password, MEMBER.name);
});

describe('integral points', () => {
  it('opens from the member centre; signing in moves the balance, shows the entry; a second tap says already signed', async () => {
    const { context, page } = await phone(MEMBER);
    await page.goto('/pages/mine/index/index');
    await shownText(page, '我的积分', { exact: true }).first().click();
    await expect.poll(() => pathOf(page)).toBe(PAGE);

    const balance = shown(page, '[data-testid=points-balance]');
    await balance.waitFor({ timeout: 15_000 });
    expect(await balance.textContent()).toBe('0');
    await shownText(page, '该月暂无积分记录').waitFor({ timeout: 15_000 });
    expect(await shown(page, '.points-day').count()).toBe(7);
    const button = shown(page, '[data-testid=points-sign]');
    expect(await button.textContent()).toBe('立即签到 +5');
    await shot(page, 'points-before-sign');

    await button.click();
    await toast(page, '签到成功，积分 +5').waitFor({ timeout: 10_000 });
    await expect.poll(() => balance.textContent()).toBe('5');
    await expect.poll(() => button.textContent()).toBe('今日已签到');
    expect(await shown(page, '.points-day[data-signed="1"]').count()).toBe(1);
    await shownText(page, '已连续签到 1 天').waitFor();
    const row = shown(page, '.points-row').first();
    await row.waitFor({ timeout: 10_000 });
    expect(await row.locator('.points-row__type').textContent()).toBe('签到');
    expect(await row.locator('.points-row__amount').textContent()).toBe('+5');
    await shot(page, 'points-after-sign');

    await button.click();
    await toast(page, '今天已经签到过了，明天再来吧').waitFor({ timeout: 10_000 });

    // After a reload the server's state holds: signed, one entry, balance 5; the previous month is empty.
    await page.reload();
    await expect.poll(() => shown(page, '[data-testid=points-balance]').textContent(), { timeout: 15_000 }).toBe('5');
    await expect.poll(() => shown(page, '[data-testid=points-sign]').textContent()).toBe('今日已签到');
    await shown(page, '.points-row').first().waitFor({ timeout: 10_000 });
    expect(await shown(page, '.points-row').count()).toBe(1);
    await shown(page, '[data-testid=points-month-prev]').click();
    await shownText(page, '该月暂无积分记录').waitFor({ timeout: 10_000 });
    await context.close();
  });
});
