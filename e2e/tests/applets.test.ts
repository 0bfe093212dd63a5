import { describe, expect, it } from 'vitest';
import { pathOf } from '../support/browser';
import { ZHANG, ZHAO, recordAnswers, recordRequests, shot, usePeople } from '../support/content';
import { shown, shownText } from '../support/flows';
import { useHarness } from '../support/harness';

/**
 * The applet pages (issue 17): template messages (every room for a member, what the caller may open
 * on the public page, locked ones as teasers whose content never reaches the browser), 我的数据, and
 * the applet's course list, course detail and article detail over the existing screens.
 */

const harness = useHarness();
const { phone, person } = usePeople(harness);
const TEMPLATES = '/pages/applets/template/index';
const AUTHORIZED = '/pages/applets/template/authorized/index';
// Texts of the VIP room's template messages (刘老师·VIP 内参): only module holders may receive them.
const VIP_SECRETS = ['长江电力', '600900', '内参组合调仓'];

describe('applet template messages', () => {
  it('a visitor opens the public page: free rooms as teasers with 登录后查看完整内容, no content arrives, 立即登录 leads to login', async () => {
    const page = await person();
    const answers = recordAnswers(page);
    await page.goto(AUTHORIZED);
    await shown(page, '.template-card').first().waitFor({ timeout: 15_000 });
    expect(pathOf(page)).toBe(AUTHORIZED);
    const cards = shown(page, '.template-card');
    expect(await cards.count()).toBe(9);
    expect(await shown(page, '.template-card--locked').count()).toBe(9);
    expect(await shown(page, '.template-card__content').count()).toBe(0);
    await shownText(page, '登录后查看老师的操作提示、研报解读和个股点评全文').waitFor();
    expect(await cards.first().textContent()).toContain('登录后查看完整内容');
    // The kinds and rooms still filter the teasers.
    await shown(page, '.template-kind--3').click();
    await expect.poll(() => shown(page, '.template-card').count(), { timeout: 10_000 }).toBe(3);
    expect(await shown(page, '.template-card__kind').allTextContents()).toEqual(['个股点评', '个股点评', '个股点评']);
    await answers.settled();
    const bodies = answers.map((a) => a.body).join('\n');
    for (const secret of ['贵州茅台', '午盘仓位提示', ...VIP_SECRETS]) expect(bodies).not.toContain(secret);
    expect(bodies).toContain('个股点评');
    await shot(page, 'applets-template-visitor');
    await shown(page, '.template-card__unlock').first().click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/login/index/index');
  });

  it('赵六 (no level) sees every room: the VIP room locked without its texts, 立即开通 opens the no-permission page; a stock card opens 个股详情', async () => {
    const { page } = await phone(ZHAO);
    const answers = recordAnswers(page);
    await page.goto(TEMPLATES);
    await shown(page, '.template-card').first().waitFor({ timeout: 15_000 });
    await shown(page, '.category-tab').filter({ hasText: 'VIP 内参' }).click();
    await expect.poll(() => shown(page, '.template-card--locked').count(), { timeout: 10_000 }).toBe(3);
    expect(await shown(page, '.template-card').count()).toBe(3);
    expect(await shown(page, '.template-card').first().textContent()).toContain('解锁后查看完整内容');
    await shot(page, 'applets-template-locked');
    await answers.settled();
    const bodies = answers.map((a) => a.body).join('\n');
    for (const secret of VIP_SECRETS) expect(bodies).not.toContain(secret);

    await shown(page, '.template-card__unlock').first().click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/mine/noPermission/index');
    await shownText(page, '开通对应服务后即可查看老师的完整内容').waitFor({ timeout: 15_000 });

    await page.goto(TEMPLATES);
    await shown(page, '.template-card').first().waitFor({ timeout: 15_000 });
    await shown(page, '.category-tab').filter({ hasText: '早盘策略' }).click();
    await shown(page, '.template-kind--3').click();
    const stock = shown(page, '.template-card__stock');
    await expect.poll(() => stock.count(), { timeout: 10_000 }).toBe(1);
    expect(await stock.textContent()).toContain('贵州茅台600519');
    expect(await shown(page, '.template-card').first().textContent()).toContain('老师观点仅供学习参考，不构成投资建议');
    await shot(page, 'applets-template-stock');
    await stock.click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/stock/detail/index');
    expect(new URL(page.url()).searchParams.get('symbol')).toBe('sh600519');
  });

  it('the applet room list leads to 模板消息, 我的数据 and the course list', async () => {
    const page = await person(ZHAO);
    for (const [title, path] of [['模板消息', TEMPLATES], ['我的数据', '/pages/applets/ownData/index'], ['课程', '/pages/applets/course/list/index']]) {
      await page.goto('/pages/applets/index/index');
      await shown(page, '.applet-entry').filter({ hasText: title }).first().click();
      await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(path);
    }
    await page.goto('/pages/applets/index/index');
    await shown(page, '.live-room-card').first().waitFor({ timeout: 15_000 });
    await shot(page, 'applets-index');
  });

  it('张三 holds the VIP module: the authorized page shows its cards in full, the risk tip at the foot', async () => {
    const { page } = await phone(ZHANG);
    await page.goto(AUTHORIZED);
    await shown(page, '.template-card').first().waitFor({ timeout: 15_000 });
    await shown(page, '.category-tab').filter({ hasText: 'VIP 内参' }).click();
    await expect.poll(() => shown(page, '.template-card__content').count(), { timeout: 10_000 }).toBe(3);
    expect(await shown(page, '.template-card--locked').count()).toBe(0);
    await shownText(page, '长江电力').first().waitFor();
    await shown(page, '[data-testid=risk-tip]').waitFor();
    expect(await shown(page, '.template-screen__visitor').count()).toBe(0);
    await shot(page, 'applets-template-authorized');
  });
});

describe('applet 我的数据 and content pages', () => {
  it('我的数据 shows the level and its validity, says watch time is not recorded, counts what is; a tile opens 我的课程', async () => {
    const { page } = await phone(ZHANG);
    await page.goto('/pages/applets/ownData/index');
    const level = shown(page, '.own-level__name');
    await level.waitFor({ timeout: 15_000 });
    expect(await level.textContent()).toBe('金牌会员');
    expect(await shown(page, '.own-level__until').textContent()).toMatch(/^有效期至 \d{4}-\d{2}-\d{2} · 剩余 \d+ 天$/);
    const stats = await shown(page, '.own-stat').allTextContents();
    expect(stats[0]).toBe('观看时长暂未记录系统暂不记录播放进度');
    expect(stats.find((s) => s.startsWith('学过的课程'))).toMatch(/^学过的课程 ›[1-9]\d*门$/);
    expect(stats.find((s) => s.startsWith('直播发言'))).toMatch(/^直播发言 ›[1-9]\d*条$/);
    expect(stats.find((s) => s.startsWith('我的积分'))).toMatch(/^我的积分 ›\d+分$/);
    await shot(page, 'applets-own-data');
    await shownText(page, '学过的课程 ›').click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/mine/course/index');
  });

  it('a visitor is sent to login from 我的数据 (not a public page)', async () => {
    const page = await person();
    await page.goto('/pages/applets/ownData/index');
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/login/index/index');
  });

  it('the applet course list pages 10 at a time and opens the applet course detail, which a visitor may read; the article detail shows the news item to a member', async () => {
    const member = await person(ZHAO);
    const requests = recordRequests(member, '/api/course/get/list');
    await member.goto('/pages/applets/course/list/index');
    const memberRows = shown(member, '.course-row');
    await memberRows.first().waitFor({ timeout: 15_000 });
    await expect.poll(() => memberRows.count(), { timeout: 10_000 }).toBe(10);
    expect(requests.map((url) => url.searchParams.get('pageSize'))).toEqual(['10']);
    await shot(member, 'applets-course-list');
    const title = (await memberRows.first().locator('.course-row__title').textContent())!.trim();
    await memberRows.first().click();
    await expect.poll(() => pathOf(member), { timeout: 15_000 }).toBe('/pages/applets/course/details/index');
    const courseUrl = member.url();

    // The course list is not on the visitor list (SPEC §2); its detail page is.
    const page = await person();
    await page.goto('/pages/applets/course/list/index');
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/login/index/index');
    await page.goto(courseUrl);
    await shownText(page, title).first().waitFor({ timeout: 15_000 });
    expect(pathOf(page)).toBe('/pages/applets/course/details/index');
    await shot(page, 'applets-course-details');

    // The article detail needs a login (not on SPEC §2's list): 赵六 reads it.
    await member.goto('/pages/applets/details/index?id=1');
    await shownText(member, '早评｜北向资金回流，核心资产企稳').first().waitFor({ timeout: 15_000 });
    expect(pathOf(member)).toBe('/pages/applets/details/index');
    await shot(member, 'applets-details');
  });
});
