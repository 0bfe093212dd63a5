import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pathOf } from '../support/browser';
import { DEMO_PASSWORD, ZHANG, shot, usePeople } from '../support/content';
import { pickFromAlbum, shown, shownText } from '../support/flows';
import { useHarness } from '../support/harness';
import { toast } from '../support/live';
import { makePng } from '../support/png';
import { Api } from '../support/api';

/**
 * Homework (issue 16): 张三 answers a choice homework and sees the grade at once; answers the report
 * homework (choices, text, a picture uploaded with progress) and waits; 李老师 grades and comments it
 * from 作业批改; 张三 then sees the grade and the comment.
 */

const harness = useHarness();
const { phone } = usePeople(harness);
const TEACHER = { account: '13800000002', password: DEMO_PASSWORD };
const LIST = '/pages/mine/homework/homeworkList/index';
const ANSWERS = '/pages/mine/homework/homeworkAnswerList/index';

const card = (page: Page, title: string) => shown(page, '[data-testid=homework-card]').filter({ hasText: title });
const question = (page: Page, no: number) => shown(page, `.hw-question[data-question="${no}"]`);

async function submit(page: Page): Promise<void> {
  await shown(page, '.hw-bar__button').click();
  await shownText(page, '提交后不能修改，确定提交吗？').waitFor({ timeout: 5_000 });
  await shown(page, '.taro-model__confirm').click();
}

describe('homework', () => {
  it('a visitor is asked to log in on 我的作业', async () => {
    const { context, page } = await phone();
    await page.goto(LIST);
    await shownText(page, '登录后查看你的作业').waitFor({ timeout: 15_000 });
    await shot(page, 'homework-visitor');
    await context.close();
  });

  it('a member answers: choice questions graded at once; the teacher grades and comments; the member sees it', async () => {
    const { context, page } = await phone(ZHANG);
    await page.goto('/pages/mine/index/index');
    await shownText(page, '我的作业', { exact: true }).first().click();
    await expect.poll(() => pathOf(page)).toBe(LIST);
    await card(page, '安全边际小测验').waitFor({ timeout: 15_000 });
    // The overdue homework is marked and sorted after the open ones.
    const overdue = card(page, '课后思考：找一家有护城河的公司');
    expect(await overdue.locator('.hw-state').textContent()).toBe('已逾期');
    await shot(page, 'homework-list-todo');

    // A choice-only homework: the grade and the correct answers show right after submitting.
    await card(page, '安全边际小测验').click();
    await shown(page, '[data-testid=homework-detail]').waitFor({ timeout: 15_000 });
    await shot(page, 'homework-answering-choices');
    await question(page, 1).locator('.hw-option[data-option="B"]').click();
    await question(page, 2).locator('.hw-option[data-option="A"]').click();
    for (const key of ['A', 'B', 'D']) await question(page, 3).locator(`.hw-option[data-option="${key}"]`).click();
    expect(await shown(page, '.hw-bar__progress').textContent()).toBe('已答 3/3');
    await submit(page);
    await toast(page, '提交成功').waitFor({ timeout: 10_000 });
    await expect.poll(() => shown(page, '[data-testid=homework-score]').textContent(), { timeout: 10_000 }).toBe('70');
    expect(await shown(page, '[data-testid=homework-state]').textContent()).toBe('已批改');
    expect(await question(page, 2).locator('.hw-option[data-option="A"]').getAttribute('data-mark')).toBe('wrong');
    expect(await question(page, 2).locator('.hw-option[data-option="B"]').getAttribute('data-mark')).toBe('missed');
    await shownText(page, '✗ 回答错误').waitFor();
    await shot(page, 'homework-choices-graded');

    // The report homework: choices, text and a picture (uploaded with its progress shown).
    await page.goto(LIST);
    await card(page, '第一章作业：三张报表的结构').click();
    await shown(page, '[data-testid=homework-detail]').waitFor({ timeout: 15_000 });
    await question(page, 1).locator('.hw-option[data-option="C"]').click();
    for (const key of ['A', 'B', 'C']) await question(page, 2).locator(`.hw-option[data-option="${key}"]`).click();
    // Submitting too early names the first unanswered question.
    await shown(page, '.hw-bar__button').click();
    await toast(page, '第 3 题未作答').waitFor({ timeout: 5_000 });
    await question(page, 3).locator('textarea').fill('资产负债表看家底，利润表看赚钱，现金流量表看钱是否真的进账。');
    await pickFromAlbum(page, question(page, 4).locator('[data-testid=homework-add-picture]'), { name: 'cashflow.png', mimeType: 'image/png', buffer: makePng(480, 360, [47, 84, 235]) });
    await question(page, 4).locator('.hw-pictures__item[data-status="done"]').waitFor({ timeout: 15_000 });
    expect(await shown(page, '.hw-bar__progress').textContent()).toBe('已答 4/4');
    await shot(page, 'homework-answering-report');
    await submit(page);
    await toast(page, '提交成功').waitFor({ timeout: 10_000 });
    await expect.poll(() => shown(page, '[data-testid=homework-state]').textContent(), { timeout: 10_000 }).toBe('已提交');
    expect(await shown(page, '[data-testid=homework-score]').textContent()).toBe('30');
    await shownText(page, '选择题得分 · 简答题和图片题等待老师批改').waitFor();
    await shot(page, 'homework-submitted');

    // 李老师 grades it from 作业批改 in the member centre.
    const teacher = await phone(TEACHER);
    await teacher.page.goto('/pages/mine/index/index');
    await shownText(teacher.page, '作业批改', { exact: true }).first().click();
    await expect.poll(() => pathOf(teacher.page)).toBe(ANSWERS);
    const row = shown(teacher.page, '[data-testid=answer-row]').filter({ hasText: '张三' });
    await row.waitFor({ timeout: 15_000 });
    await shot(teacher.page, 'homework-teacher-answers');
    await row.click();
    await shown(teacher.page, '[data-testid=answer-detail]').waitFor({ timeout: 15_000 });
    await shown(teacher.page, '.hw-pictures__item').first().waitFor();
    await shown(teacher.page, '[data-testid=grade-score-3]').fill('26');
    await shown(teacher.page, '[data-testid=grade-score-4]').fill('38');
    await shown(teacher.page, '.hw-grade-card textarea').fill('结构清晰，截图标注准确，继续保持！');
    await expect.poll(() => shown(teacher.page, '[data-testid=homework-score]').textContent()).toBe('94');
    await shot(teacher.page, 'homework-teacher-grading');
    await shown(teacher.page, '.hw-bar__button').click();
    await toast(teacher.page, '批改已保存').waitFor({ timeout: 10_000 });
    await expect.poll(() => shown(teacher.page, '.hw-student__state').textContent(), { timeout: 10_000 }).toBe('已批改');
    await teacher.context.close();

    // 张三 sees the grade and the comment.
    await page.goto(LIST);
    await shown(page, '.hw-tabs__item[data-tab="graded"]').click();
    const graded = card(page, '第一章作业：三张报表的结构');
    await graded.waitFor({ timeout: 15_000 });
    expect(await graded.locator('.hw-card__score').textContent()).toBe('94 / 100 分');
    await shot(page, 'homework-list-graded');
    await graded.click();
    await expect.poll(() => shown(page, '[data-testid=homework-score]').textContent(), { timeout: 15_000 }).toBe('94');
    expect(await shown(page, '[data-testid=homework-comment]').textContent()).toContain('结构清晰，截图标注准确，继续保持！');
    await shot(page, 'homework-graded-detail');

    // The course page leads to the course's homework.
    const courses = await new Api(harness.server.url).get<unknown>('/api/course/get/list', { title: '读懂财务报表' });
    const courseId = (courses as unknown as { rows: { id: number }[] }).rows[0].id;
    await page.goto(`/pages/course/list/view?id=${courseId}`);
    const entry = shown(page, '[data-testid=course-homework]');
    await entry.waitFor({ timeout: 15_000 });
    expect(await entry.textContent()).toContain('1 份已批改');
    await entry.click();
    await expect.poll(() => pathOf(page)).toBe(LIST);
    await shown(page, '.hw-tabs__item[data-tab="graded"]').click();
    await card(page, '第一章作业：三张报表的结构').waitFor({ timeout: 15_000 });
    expect(await shown(page, '[data-testid=homework-card]').count()).toBe(1);
    await context.close();
  });

  it('a teacher sets homework from 布置作业 (checked before saving, the draft kept), a member sees it; the teacher edits and deletes it', async () => {
    const EDIT = '/pages/mine/homework/homeworkEdit/index';
    const title = '第二章作业：估值入门';
    const teacher = await phone(TEACHER);
    const t = teacher.page;
    await t.goto(ANSWERS);
    await shown(t, '.hw-modes__item[data-mode="set"]').click();
    await shown(t, '[data-testid=teacher-homework]').first().waitFor({ timeout: 15_000 });
    await shown(t, '[data-testid=homework-new]').click();
    await expect.poll(() => pathOf(t)).toBe(EDIT);
    await shown(t, '[data-testid=homework-edit]').waitFor({ timeout: 15_000 });
    await shown(t, '.hw-edit__chip[data-course]').filter({ hasText: '读懂财务报表：从零开始' }).click();
    await shot(t, 'homework-teacher-new');
    // Saving too early names what is missing, in the server's words.
    await shown(t, '[data-testid=homework-save]').click();
    await toast(t, '作业标题不能为空').waitFor({ timeout: 5_000 });
    await shown(t, '[data-testid=homework-title]').fill(title);
    const q1 = shown(t, '.hw-edit-q[data-question="1"]');
    await q1.locator('textarea').fill('市盈率等于？');
    const options = ['股价 ÷ 每股收益', '股价 ÷ 每股净资产', '市值 ÷ 营业收入'];
    for (const [i, text] of options.entries()) await q1.locator('.hw-edit-opt input').nth(i).fill(text);
    await q1.locator('.hw-edit-opt__remove').nth(3).click();
    await shown(t, '[data-testid=homework-save]').click();
    await toast(t, '第 1 题请设置正确答案').waitFor({ timeout: 5_000 });
    await shown(t, '[data-testid=correct-1-A]').click();
    await shown(t, '.hw-edit__add-item[data-add="text"]').click();
    await shown(t, '.hw-edit-q[data-question="2"] textarea').fill('用一句话说明为什么低市盈率不一定便宜。');
    await shown(t, '.hw-edit__chip[data-due="3"]').click();
    // Nothing typed was lost to the refused saves.
    expect(await shown(t, '[data-testid=homework-title]').inputValue()).toBe(title);
    expect(await shown(t, '.hw-bar__progress').textContent()).toBe('共 2 题 · 满分 30 分');
    await shot(t, 'homework-teacher-edit');
    await shown(t, '[data-testid=homework-save]').click();
    await toast(t, '作业已发布').waitFor({ timeout: 10_000 });
    await expect.poll(() => pathOf(t), { timeout: 10_000 }).toBe(ANSWERS);
    const row = shown(t, '[data-testid=teacher-homework]').filter({ hasText: title });
    await row.waitFor({ timeout: 15_000 });
    await shot(t, 'homework-teacher-set-list');

    // 张三 studies the course: the new homework is in 待完成.
    const { context, page } = await phone(ZHANG);
    await page.goto(LIST);
    await card(page, title).click();
    await shown(page, '[data-testid=homework-detail]').waitFor({ timeout: 15_000 });
    await shownText(page, '市盈率等于？').waitFor();
    expect(await shown(page, '.hw-hero__meta').textContent()).toContain('共 2 题 · 满分 30 分');

    // The teacher renames it (nobody answered yet), then deletes it.
    await row.locator('[data-testid=teacher-homework-edit]').click();
    await expect.poll(() => pathOf(t)).toBe(EDIT);
    await expect.poll(() => shown(t, '[data-testid=homework-title]').inputValue(), { timeout: 15_000 }).toBe(title);
    await shown(t, '[data-testid=homework-title]').fill(`${title}（修订）`);
    await shown(t, '[data-testid=homework-save]').click();
    await toast(t, '作业已保存').waitFor({ timeout: 10_000 });
    await page.goto(LIST);
    await card(page, `${title}（修订）`).waitFor({ timeout: 15_000 });
    await shown(t, '[data-testid=teacher-homework]').filter({ hasText: `${title}（修订）` }).locator('[data-testid=teacher-homework-edit]').click();
    await shown(t, '[data-testid=homework-delete]').click();
    await shownText(t, '删除后学员将看不到这份作业，确定删除吗？').waitFor({ timeout: 5_000 });
    await shown(t, '.taro-model__confirm').click();
    await toast(t, '作业已删除').waitFor({ timeout: 10_000 });
    await page.goto(LIST);
    await card(page, '课后思考：找一家有护城河的公司').waitFor({ timeout: 15_000 });
    expect(await card(page, title).count()).toBe(0);
    await context.close();
    await teacher.context.close();
  });

  it('a member who is no teacher sees why 作业批改 is empty', async () => {
    const { context, page } = await phone(ZHANG);
    await page.goto(ANSWERS);
    await shownText(page, '仅老师账号可以批改作业').first().waitFor({ timeout: 15_000 });
    await context.close();
  });
});
