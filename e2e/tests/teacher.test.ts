import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pathOf } from '../support/browser';
import { shown, shownText } from '../support/flows';
import { useHarness } from '../support/harness';
import { Api, type LoginResult } from '../support/api';
import { ZHANG as ZHANG_LOGIN, shot, usePeople } from '../support/content';

/** Teacher pages (SPEC §2 teacher list, detail): profile, follow, tabs 动态 / 回看 / 课程. */
const harness = useHarness();
const { person } = usePeople(harness);
let api: Api;
let zhang: LoginResult;

interface Teacher { id: number; name: string; followers: number; followed: boolean; courseCount: number }
let teachers: Teacher[] = [];

beforeAll(async () => {
  api = new Api(harness.server.url);
  zhang = await api.login(ZHANG_LOGIN.account, ZHANG_LOGIN.password);
  // As 张三 sees them (followed is his; the seed has him follow some teachers already).
  teachers = (await api.get<Teacher[]>('/api/teacher/ver/2/list', { pageNum: 1, pageSize: 20 }, zhang.token)).rows as Teacher[];
});
async function followedIds(): Promise<number[]> {
  const res = await api.get<{ targetId: number }[]>('/api/member/follow/ver/2/list', { targetType: 'teacher', pageNum: 1, pageSize: 50 }, zhang.token);
  return (res.rows as { targetId: number }[]).map((f) => f.targetId);
}

/** The teacher page's tab panel has its first page in (rows or the empty placeholder, no skeleton, nothing loading). */
async function panelLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const panel = Array.from(document.querySelectorAll('.teacher-detail__panel')).find((el) => el.getClientRects().length > 0);
    return !!panel && panel.childElementCount > 0 && !panel.querySelector('.paged-body-skeleton, .load-more--loading');
  }, undefined, { timeout: 15_000 });
}

describe('teachers', () => {
  it('lists every teacher with title, tags, followers and a follow button', async () => {
    const page = await person(ZHANG_LOGIN);
    await page.goto('/pages/teacher/list/index');
    await shown(page, '.teacher-row').first().waitFor({ timeout: 15_000 });
    expect(await shown(page, '.teacher-row').count()).toBe(teachers.length);
    for (const t of teachers) await shownText(page, t.name).first().waitFor();
    expect(await shown(page, '.teacher-row__tag').count()).toBeGreaterThan(0);
    expect(await shown(page, '.teacher-follow').count()).toBe(teachers.length);
    await shown(page, '.load-more--nomore').waitFor();
    await shot(page, 'teacher-list');
    await shown(page, '.teacher-row').first().click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/teacher/detail/index');
  });

  it('follows a teacher on the teacher page: the count rises, 我的关注 lists them; unfollow undoes it', async () => {
    const teacher = teachers.find((t) => !t.followed)!;
    const before = (await api.get<Teacher>(`/api/teacher/ver/2/info/${teacher.id}`, {}, zhang.token)).data!;
    expect(before.followed).toBe(false);
    const page = await person(ZHANG_LOGIN);
    await page.goto(`/pages/teacher/detail/index?id=${teacher.id}`);
    const followers = shown(page, '.teacher-header__followers');
    await followers.waitFor({ timeout: 15_000 });
    await shownText(page, teacher.name).first().waitFor();
    await shot(page, 'teacher-detail');
    await shown(page, '.teacher-header .teacher-follow').click();
    await expect.poll(() => shown(page, '.teacher-header .teacher-follow').textContent()).toBe('已关注');
    await expect.poll(() => followers.textContent()).toBe(String(before.followers + 1));
    expect(await followedIds()).toContain(teacher.id);
    expect((await api.get<Teacher>(`/api/teacher/ver/2/info/${teacher.id}`, {}, zhang.token)).data!.followers).toBe(before.followers + 1);

    await page.goto('/pages/mine/interest/index');
    await shown(page, `.follow-row[data-id="${teacher.id}"]`).waitFor({ timeout: 15_000 });

    await page.goto(`/pages/teacher/detail/index?id=${teacher.id}`);
    await expect.poll(() => shown(page, '.teacher-header .teacher-follow').textContent(), { timeout: 15_000 }).toBe('已关注');
    await shown(page, '.teacher-header .teacher-follow').click();
    await shownText(page, '取消关注').last().click();
    await expect.poll(() => shown(page, '.teacher-header .teacher-follow').textContent()).toBe('+ 关注');
    expect(await followedIds()).not.toContain(teacher.id);
  });

  it('shows the tabs 动态, 回看 and 课程 on the teacher page', async () => {
    const teacher = teachers.find((t) => t.courseCount > 0)!;
    const page = await person();
    await page.goto(`/pages/teacher/detail/index?id=${teacher.id}`);
    await shown(page, '.teacher-detail__tab').first().waitFor({ timeout: 15_000 });
    expect(await shown(page, '.teacher-detail__tab').allTextContents()).toEqual(['动态', '回看', '课程', '观点']);
    await panelLoaded(page);
    await shot(page, 'teacher-detail-news');
    await shown(page, '.teacher-detail__tab').filter({ hasText: '回看' }).click();
    await panelLoaded(page);
    await shot(page, 'teacher-detail-playback');
    await shown(page, '.teacher-detail__tab').filter({ hasText: '课程' }).click();
    await shown(page, '.course-row[data-id]').first().waitFor({ timeout: 15_000 });
    expect(await shown(page, '.course-row[data-id]').count()).toBe(teacher.courseCount);
    await shot(page, 'teacher-detail-courses');
  });

  it('a visitor who taps follow is sent to log in', async () => {
    const page = await person();
    await page.goto(`/pages/teacher/detail/index?id=${teachers[0].id}`);
    await shown(page, '.teacher-header .teacher-follow').click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/login/index/index');
  });
});

