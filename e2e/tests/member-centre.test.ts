import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pathOf } from '../support/browser';
import { shot, usePeople } from '../support/content';
import { pickFromAlbum, shown, shownText } from '../support/flows';
import { useHarness } from '../support/harness';
import { Api } from '../support/api';
import { makePng } from '../support/png';

const harness = useHarness();
const { phone } = usePeople(harness);
let api: Api;

const MEMBER = { account: '13800000001', password: 'caixue123', name: '张三' };
const FRESH = { account: '13900000042', password: 'fresh123', name: '新会员' };
const MINE = '/pages/mine/index/index';

beforeAll(async () => {
  api = new Api(harness.server.url);
  await api.register(FRESH.account, FRESH.password, FRESH.name);
});

function pushBadge(page: Page) {
  return shown(page, '.mine-entry--pushList .mine-badge');
}

describe('member centre (张三, seeded content)', () => {
  it('shows the level, validity and unread badge; reading a push lowers the badge', async () => {
    const { context, page } = await phone(MEMBER);
    await page.goto(MINE);
    const card = page.locator('.profile-card').filter({ visible: true });
    await card.getByText(MEMBER.name).waitFor({ timeout: 15_000 });
    await card.locator('.profile-card__level-name').getByText('金牌会员').waitFor({ timeout: 15_000 });
    await expect.poll(() => card.locator('.profile-card__level-detail').textContent()).toMatch(/^\d{4}-\d{2}-\d{2} 到期$|天后到期$/);
    await expect.poll(() => pushBadge(page).textContent(), { timeout: 10_000 }).toBe('2');
    for (const entry of ['我的消息', '我的收藏', '我的关注', '我的文章', '投资策略', '我的互动', '常见问题', '意见反馈', '帮助中心', '个人信息', '账号绑定', '系统设置', '字体大小']) {
      await shownText(page, entry).first().waitFor();
    }
    await shot(page, 'member-centre-mine');
    await shownText(page, '用户协议与隐私政策').scrollIntoViewIfNeeded();
    await shot(page, 'member-centre-mine-bottom');

    await shownText(page, '我的消息', { exact: true }).first().click();
    await expect.poll(() => pathOf(page)).toBe('/pages/mine/pushList/index');
    await shown(page, '.push-row').first().waitFor({ timeout: 15_000 });
    expect(await shown(page, '.push-row').count()).toBe(6);
    expect(await shown(page, '.push-row--unread').count()).toBe(2);
    await shown(page, '.load-more--nomore').waitFor();
    await shot(page, 'member-centre-pushes');

    // The first unread push links to another page: it is marked read on the way.
    await shown(page, '.push-row--unread').first().click();
    await expect.poll(() => pathOf(page)).not.toBe('/pages/mine/pushList/index');
    await page.goto(MINE);
    await expect.poll(() => pushBadge(page).textContent(), { timeout: 15_000 }).toBe('1');
    const { token } = await api.login(MEMBER.account, MEMBER.password);
    expect((await api.get<{ count: number }>('/api/member/push/unread/count', {}, token)).data?.count).toBe(1);
    await context.close();
  });

  it('expands an FAQ answer and opens feedback from it', async () => {
    const { context, page } = await phone(MEMBER);
    await page.goto('/pages/mine/faq/index');
    const first = shown(page, '.faq-item').first();
    await first.waitFor({ timeout: 15_000 });
    expect(await shown(page, '.faq-item__answer').count()).toBe(0);
    await first.locator('.faq-item__question').click();
    await shown(page, '.faq-item__answer').getByText('回放', { exact: false }).first().waitFor();
    await shot(page, 'member-centre-faq');
    await shownText(page, '没有找到答案？').click();
    await expect.poll(() => pathOf(page)).toBe('/pages/mine/faq/feedback/index');
    await context.close();
  });

  it('submits feedback with text and a real PNG, refuses a non-image, and shows it in the detail', async () => {
    const { context, page } = await phone(MEMBER);
    await page.goto('/pages/mine/faq/feedback/index');
    // The seeded feedback with its reply is in my list.
    await shown(page, '.feedback-row').first().waitFor({ timeout: 15_000 });
    await shown(page, '.feedback-row .feedback-status--replied').first().waitFor();

    // Empty text is refused before any call.
    await shownText(page, '提交反馈', { exact: true }).click();
    await shownText(page, '请输入反馈内容').waitFor({ timeout: 5_000 });

    const text = '自选股页面希望能按涨跌幅排序，谢谢！';
    await shown(page, '.feedback-form__text textarea').fill(text);
    await shownText(page, `${[...text].length}/500`).waitFor();

    await pickFromAlbum(page, shown(page, '.feedback-form__add'), { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('不是图片') });
    await shownText(page, '不支持该文件上传！').waitFor({ timeout: 10_000 });
    expect(await shown(page, '.feedback-form__thumb').count()).toBe(0);

    await pickFromAlbum(page, shown(page, '.feedback-form__add'), { name: 'screen.png', mimeType: 'image/png', buffer: makePng(120, 90) });
    await shown(page, '.feedback-form__thumb').waitFor({ timeout: 15_000 });
    await shot(page, 'member-centre-feedback-form');

    await shownText(page, '提交反馈', { exact: true }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/mine/faq/feedbackDetail/index');
    await shown(page, '.feedback-detail__content').getByText(text).waitFor({ timeout: 15_000 });
    await shownText(page, '等待回复').first().waitFor();
    const src = await shown(page, '.feedback-detail__image').locator('img').first().getAttribute('src')
      ?? await shown(page, '.feedback-detail__image').getAttribute('src');
    expect(src).toMatch(/\/uploads\/feedback\/.+\.png$/);
    const picture = await fetch(new URL(src!, harness.server.url));
    expect(picture.headers.get('content-type')).toContain('image/png');
    await shot(page, 'member-centre-feedback-detail');
    await context.close();
  });

  it('renders a help article, member articles and strategies', async () => {
    const { context, page } = await phone(MEMBER);
    await page.goto('/pages/mine/help/index');
    await shown(page, '.help-row').first().waitFor({ timeout: 15_000 });
    await shot(page, 'member-centre-help');
    await shownText(page, '如何观看直播').click();
    await expect.poll(() => pathOf(page)).toBe('/pages/mine/help/detail/index');
    await shown(page, '.article-detail__content').getByText('进入直播间').waitFor({ timeout: 15_000 });
    await shot(page, 'member-centre-help-detail');

    await page.goto('/pages/mine/article/index');
    await shown(page, '.article-card').first().waitFor({ timeout: 15_000 });
    await shot(page, 'member-centre-articles');
    await shown(page, '.article-card').first().click();
    await shown(page, '.article-detail__content').waitFor({ timeout: 15_000 });
    await shot(page, 'member-centre-article-detail');

    await page.goto('/pages/mine/strategy/index');
    await shown(page, '.article-card').first().waitFor({ timeout: 15_000 });
    // 张三's 金牌会员 opens the VIP strategy.
    expect(await shown(page, '.article-card--locked').count()).toBe(0);
    await context.close();
  });

  it('lists followed teachers and unfollows one after a confirm', async () => {
    const { context, page } = await phone(MEMBER);
    await page.goto('/pages/mine/interest/index');
    await shown(page, '.follow-row').first().waitFor({ timeout: 15_000 });
    expect(await shown(page, '.follow-row').count()).toBe(2);
    await shown(page, '.follow-row').getByText('李建华').waitFor();
    await shot(page, 'member-centre-interest');

    const row = shown(page, '.follow-row').filter({ hasText: '陈志强' });
    await row.locator('.follow-row__action').filter({ hasText: '取消关注' }).click();
    // The confirm dialog (Taro's modal) asks first; its confirm button says 取消关注 again.
    await shownText(page, '确定不再关注「陈志强」吗？').waitFor();
    await shown(page, '.taro-model__confirm').filter({ hasText: '取消关注' }).click();
    await expect.poll(() => shown(page, '.follow-row').count(), { timeout: 10_000 }).toBe(1);
    const { token } = await api.login(MEMBER.account, MEMBER.password);
    expect((await api.get('/api/member/follow/ver/2/list', { targetType: 'teacher' }, token)).total).toBe(1);
    await page.reload();
    await shown(page, '.follow-row').first().waitFor({ timeout: 15_000 });
    expect(await shown(page, '.follow-row').count()).toBe(1);

    await shown(page, '.centre-tabs__tab').filter({ hasText: '栏目' }).click();
    await shownText(page, '还没有关注栏目').waitFor({ timeout: 15_000 });
    await context.close();
  });

  it('shows the empty placeholder for favorites on both tabs and the list page', async () => {
    const { context, page } = await phone(MEMBER);
    await page.goto('/pages/mine/collect/index');
    await shownText(page, '还没有收藏资讯').waitFor({ timeout: 15_000 });
    await shot(page, 'member-centre-collect');
    await shown(page, '.centre-tabs__tab').filter({ hasText: '课程' }).click();
    await shownText(page, '还没有收藏课程').waitFor({ timeout: 15_000 });
    await page.goto('/pages/mine/collect/list/index?targetType=course');
    await shownText(page, '还没有收藏课程').waitFor({ timeout: 15_000 });
    await context.close();
  });
});

describe('member centre (a freshly registered member)', () => {
  it('shows 未开通 and empty states on messages, feedback and follows; strategies are locked', async () => {
    const { context, page } = await phone(FRESH);
    await page.goto(MINE);
    const card = page.locator('.profile-card').filter({ visible: true });
    await card.getByText(FRESH.name).waitFor({ timeout: 15_000 });
    await card.getByText('未开通').waitFor({ timeout: 15_000 });
    expect(await pushBadge(page).count()).toBe(0);
    await shot(page, 'member-centre-mine-fresh');

    await page.goto('/pages/mine/pushList/index');
    await shownText(page, '暂无消息').waitFor({ timeout: 15_000 });
    await shot(page, 'member-centre-pushes-empty');

    await page.goto('/pages/mine/faq/feedback/index');
    await shownText(page, '还没有提交过反馈').waitFor({ timeout: 15_000 });
    await shot(page, 'member-centre-feedback-empty');

    await page.goto('/pages/mine/interest/index');
    await shownText(page, '还没有关注老师').waitFor({ timeout: 15_000 });
    await shot(page, 'member-centre-interest-empty');

    await page.goto('/pages/mine/strategy/index');
    const locked = shown(page, '.article-card--locked');
    await locked.first().waitFor({ timeout: 15_000 });
    await locked.first().getByText('开通后查看', { exact: false }).waitFor();
    await shot(page, 'member-centre-strategies-locked');
    await locked.first().click();
    await shownText(page, '该内容为会员专享').waitFor({ timeout: 15_000 });
    expect(await shown(page, '.article-detail__content').count()).toBe(0);
    await shot(page, 'member-centre-strategy-locked-detail');
    await context.close();
  });
});

describe('member centre (visitor)', () => {
  it('offers 登录/注册 and only the public entries', async () => {
    const { context, page } = await harness.phone();
    await page.goto(MINE);
    await page.locator('.profile-card--guest').filter({ visible: true }).waitFor({ timeout: 15_000 });
    await shownText(page, '我的收藏').first().waitFor();
    expect(await shownText(page, '我的消息').count()).toBe(0);
    expect(await shownText(page, '意见反馈').count()).toBe(0);
    await shot(page, 'member-centre-mine-visitor');
    await shownText(page, '我的文章', { exact: true }).first().click();
    await expect.poll(() => pathOf(page)).toBe('/pages/mine/article/index');
    await shownText(page, '登录后查看').waitFor({ timeout: 15_000 });
    await context.close();
  });
});
