import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  API,
  CODE,
  HOMEWORK_TEXT,
  TEXT,
  type HomeworkAnswerDetail,
  type HomeworkAnswerRow,
  type HomeworkCounts,
  type HomeworkDetail,
  type HomeworkSaveBody,
  type MemberHomework,
  type TableEnvelope,
} from '@caixue/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { homeworks } from '../src/db/schema';
import { DEMO_HOMEWORK } from '../src/seed/homework';
import { freshMember, memberByMobile, useDemoCallers, type Caller } from './support/content';
import { multipart } from './support/multipart';
import { describeServer, useTestServer } from './support/test-server';

/**
 * Homework (issue 16): members answer once before the due date and see the choice questions graded at
 * once; the course's teacher grades and comments the rest; answers are seen by their member and the
 * course's teacher only; answer pictures come only through the checked chat upload of the member.
 */

const PHOTO = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'media', 'photo.png');
const TEACHER_MOBILE = '13800000002';
const HOUR = 3600_000;
const title = (key: string) => DEMO_HOMEWORK.find((h) => h.key === key)!.title;

describeServer('homework', () => {
  const server = useTestServer();
  const s = () => server();
  const { zhang, zhao } = useDemoCallers(server);
  const teacher: Caller = { name: '李老师', id: null };
  const ids = new Map<string, number>();
  let photo: Buffer;

  beforeAll(async () => {
    Object.assign(teacher, await memberByMobile(s(), '李老师', TEACHER_MOBILE));
    photo = await readFile(PHOTO);
    for (const row of await s().database.db.select({ id: homeworks.id, title: homeworks.title }).from(homeworks)) {
      const demo = DEMO_HOMEWORK.find((h) => h.title === row.title);
      if (demo) ids.set(demo.key, row.id);
    }
  });

  const get = async <T>(url: string, who: Caller) => (await s().get(url, { token: who.token })).body as { code: number; msg: string; data: T };
  const post = async <T>(url: string, body: unknown, who: Caller) => (await s().post(url, body, { token: who.token })).body as { code: number; msg: string; data: T };
  const list = async (who: Caller, query = '') => (await s().get(`${API.homework.list}${query}`, { token: who.token })).body as TableEnvelope<MemberHomework> & { code: number };
  const info = (who: Caller, id: number) => get<HomeworkDetail>(API.homework.info(id), who);
  const submit = (who: Caller, homeworkId: number, answers: unknown[]) => post<HomeworkDetail>(API.homework.submit, { homeworkId, answers }, who);
  const answers = async (who: Caller, query = '') => (await s().get(`${API.homework.answerList}${query}`, { token: who.token })).body as TableEnvelope<HomeworkAnswerRow> & { code: number; msg: string };
  const upload = async (who: Caller): Promise<string> => {
    const body = multipart([{ field: 'file', filename: 'answer.png', type: 'image/png', content: photo }]);
    const answer = await s().request({ method: 'POST', url: API.live.upload, payload: body.payload, headers: { 'content-type': body.contentType, authorization: `Bearer ${who.token}` } });
    expect(answer.body.code).toBe(CODE.ok);
    return (answer.body as { url: string }).url;
  };
  const fetchFile = async (url: string) => (await s().app.inject({ method: 'GET', url })).statusCode;
  /** The questions of a homework as its teacher sees them (with the correct keys). */
  const questionsOf = async (id: number) => (await info(teacher, id)).data.questions;

  it('needs a token for every homework path', async () => {
    expect((await s().get(API.homework.list)).body.code).toBe(CODE.unauthorized);
    expect((await s().post(API.homework.submit, { homeworkId: 1, answers: [] })).body.code).toBe(CODE.unauthorized);
    expect((await s().get(API.homework.answerList)).body.code).toBe(CODE.unauthorized);
  });

  it('a member answers a choice homework and sees the grade at once; the same submit again is the same answer, another is refused', async () => {
    const member = await freshMember(s(), '作业一');
    const id = ids.get('margin')!;
    const todo = await list(member);
    const row = todo.rows.find((r) => r.id === id)!;
    expect(row).toMatchObject({ state: 'todo', stateText: '待完成', overdue: false, questionCount: 3, totalScore: 100, answerId: null });
    const before = await info(member, id);
    expect(before.data).toMatchObject({ canAnswer: true, isTeacher: false, answer: null });
    // The correct answers never reach a member before they answered.
    expect(before.data.questions.every((q) => q.correct.length === 0)).toBe(true);

    const [q1, q2, q3] = before.data.questions;
    const body = [
      { questionId: q1.id, choices: ['B'] },
      { questionId: q2.id, choices: ['A'] },
      { questionId: q3.id, choices: ['D', 'A', 'B'] },
    ];
    const done = await submit(member, id, body);
    expect(done.code).toBe(CODE.ok);
    expect(done.data).toMatchObject({ state: 'graded', stateText: '已批改', score: 70, canAnswer: false });
    expect(done.data.answer).toMatchObject({ state: 'graded', autoScore: 70, score: 70, totalScore: 100 });
    expect(done.data.answer!.items.map((i) => [i.correct, i.score])).toEqual([
      [true, 30],
      [false, 0],
      [true, 40],
    ]);
    expect(done.data.questions.map((q) => q.correct)).toEqual([['B'], ['B'], ['A', 'B', 'D']]);

    const again = await submit(member, id, body);
    expect(again.code).toBe(CODE.ok);
    expect(again.data.answer!.id).toBe(done.data.answer!.id);
    const changed = await submit(member, id, [body[0], { questionId: q2.id, choices: ['B'] }, body[2]]);
    expect(changed).toMatchObject({ code: CODE.badRequest, msg: HOMEWORK_TEXT.alreadySubmitted });

    expect((await list(member)).rows.some((r) => r.id === id)).toBe(false);
    expect((await list(member, '?tab=graded')).rows.find((r) => r.id === id)).toMatchObject({ state: 'graded', score: 70, answerId: done.data.answer!.id });
    const counts = await get<HomeworkCounts>(API.homework.counts, member);
    expect(counts.data.graded).toBe(1);
  });

  it('concurrent submits make one answer', async () => {
    const member = await freshMember(s(), '作业并发');
    const id = ids.get('margin')!;
    const qs = (await info(member, id)).data.questions;
    const body = qs.map((q) => ({ questionId: q.id, choices: ['B'] }));
    const results = await Promise.all(Array.from({ length: 5 }, () => submit(member, id, body)));
    expect(results.every((r) => r.code === CODE.ok)).toBe(true);
    expect(new Set(results.map((r) => r.data.answer!.id)).size).toBe(1);
  });

  it('refuses bad answers with a clear Chinese message, never a 500', async () => {
    const member = await freshMember(s(), '作业校验');
    const id = ids.get('margin')!;
    const [q1, q2, q3] = (await info(member, id)).data.questions;
    const cases: [unknown[], string][] = [
      [[{ questionId: q1.id, choices: ['B'] }, { questionId: q2.id, choices: ['B'] }], HOMEWORK_TEXT.questionMissing(3)],
      [[{ questionId: q1.id, choices: ['A', 'B'] }, { questionId: q2.id, choices: ['B'] }, { questionId: q3.id, choices: ['A'] }], HOMEWORK_TEXT.singleOne(1)],
      [[{ questionId: q1.id, choices: ['F'] }, { questionId: q2.id, choices: ['B'] }, { questionId: q3.id, choices: ['A'] }], HOMEWORK_TEXT.optionUnknown(1)],
      [[{ questionId: q1.id, text: '乱写' }, { questionId: q2.id, choices: ['B'] }, { questionId: q3.id, choices: ['A'] }], HOMEWORK_TEXT.answerFieldMismatch(1)],
      [[{ questionId: 2147483647, choices: ['B'] }], HOMEWORK_TEXT.questionUnknown],
    ];
    for (const [body, msg] of cases) expect(await submit(member, id, body)).toMatchObject({ code: CODE.badRequest, msg });
    expect((await post(API.homework.submit, { homeworkId: id, answers: 'x' }, member)).code).toBe(CODE.badRequest);
    expect(await submit(member, 2147483647, [])).toMatchObject({ code: CODE.notFound, msg: HOMEWORK_TEXT.notFound });
    expect((await list(member)).rows.find((r) => r.id === id)?.state).toBe('todo');
  });

  it('only members who may study the course see and answer its homework (206 otherwise)', async () => {
    const id = ids.get('reports')!;
    expect((await list(zhang)).rows.some((r) => r.id === id)).toBe(true);
    expect((await list(zhao)).rows.some((r) => r.id === id)).toBe(false);
    expect((await list(zhao)).rows.some((r) => r.id === ids.get('margin'))).toBe(true);
    const locked = await info(zhao, id);
    expect(locked).toMatchObject({ code: CODE.noPermission, msg: TEXT.noPermissionToast });
    expect((locked.data as unknown as { title: string }).title).toBe('读懂财务报表：从零开始');
    expect((await submit(zhao, id, [])).code).toBe(CODE.noPermission);
  });

  it('marks overdue homework and refuses answers after the due date', async () => {
    const id = ids.get('moat')!;
    const row = (await list(zhang)).rows.find((r) => r.id === id)!;
    expect(row).toMatchObject({ state: 'todo', overdue: true });
    // Open homework first, overdue ones after them.
    const rows = (await list(zhang)).rows;
    expect(rows.findIndex((r) => r.overdue)).toBeGreaterThan(rows.findIndex((r) => !r.overdue));
    expect(rows.slice(rows.findIndex((r) => r.overdue)).every((r) => r.overdue)).toBe(true);
    expect((await get<HomeworkCounts>(API.homework.counts, zhang)).data.overdue).toBeGreaterThanOrEqual(1);
    const detail = await info(zhang, id);
    expect(detail.data).toMatchObject({ overdue: true, canAnswer: false });
    const [q] = detail.data.questions;
    expect(await submit(zhang, id, [{ questionId: q.id, text: '贵州茅台，品牌护城河' }])).toMatchObject({ code: CODE.badRequest, msg: HOMEWORK_TEXT.pastDue });

    // A homework due in an hour: answerable now, not after the clock passes its due date.
    const course = (await get<{ id: number; title: string }[]>(API.homework.teacherCourses, teacher)).data.find((c) => c.title === '价值投资的底层逻辑')!;
    const due = new Date(s().clock.now() + HOUR).toISOString();
    const made = await post<HomeworkDetail>(API.homework.save, { courseId: course.id, title: '一小时内完成', dueAt: due, questions: [{ kind: 'text', title: '说说你的看法', score: 10 }] }, teacher);
    expect(made.code).toBe(CODE.ok);
    const member = await freshMember(s(), '作业逾期');
    expect((await info(member, made.data.id)).data).toMatchObject({ canAnswer: true, overdue: false });
    s().clock.advance(2 * HOUR);
    expect((await list(member)).rows.find((r) => r.id === made.data.id)).toMatchObject({ overdue: true });
    expect(await submit(member, made.data.id, [{ questionId: made.data.questions[0].id, text: '晚了' }])).toMatchObject({ code: CODE.badRequest, msg: HOMEWORK_TEXT.pastDue });
  });

  describe('text and picture answers, the teacher grades and comments', () => {
    let answerId = 0;
    let pictureUrl = '';

    it('takes pictures only from this member\'s own checked upload', async () => {
      const id = ids.get('reports')!;
      const [single, multiple, text, picture] = (await info(zhang, id)).data.questions;
      const base = [
        { questionId: single.id, choices: ['C'] },
        { questionId: multiple.id, choices: ['A', 'B', 'C'] },
        { questionId: text.id, text: '  三张表从时点、期间和现金三个角度描述同一家公司。  ' },
      ];
      const other = await freshMember(s(), '别人的图');
      const refused = [
        '/uploads/seed/banner-1.svg',
        'https://example.com/a.png',
        `/uploads/chat/202611/${'0'.repeat(32)}.png`,
        await upload(other),
        '/media/homework/seed/cashflow.png',
        '../../etc/passwd',
      ];
      for (const url of refused) {
        expect(await submit(zhang, id, [...base, { questionId: picture.id, pictures: [url] }])).toMatchObject({ code: CODE.badRequest, msg: HOMEWORK_TEXT.pictureInvalid(4) });
      }
      expect((await list(zhang)).rows.find((r) => r.id === id)?.state).toBe('todo');

      const uploaded = await upload(zhang);
      expect(await fetchFile(uploaded)).toBe(200);
      const done = await submit(zhang, id, [...base, { questionId: picture.id, pictures: [uploaded] }]);
      expect(done.code).toBe(CODE.ok);
      expect(done.data).toMatchObject({ state: 'submitted', stateText: '已提交', score: null });
      expect(done.data.answer).toMatchObject({ state: 'submitted', autoScore: 30, score: null });
      expect(done.data.answer!.items[2].text).toBe('三张表从时点、期间和现金三个角度描述同一家公司。');
      answerId = done.data.answer!.id;
      // The picture now lives in the gated area, signed for the member; its public upload is gone.
      pictureUrl = done.data.answer!.items[3].pictures[0];
      expect(pictureUrl).toMatch(/^\/media\/homework\/chat\/\d{6}\/[0-9a-f]{32}\.png\?exp=\d+&sig=/);
      expect(await fetchFile(pictureUrl)).toBe(200);
      expect(await fetchFile(pictureUrl.split('?')[0])).toBe(403);
      expect(await fetchFile(uploaded)).toBe(404);
      // A retry with the same upload url is the same answer.
      expect((await submit(zhang, id, [...base, { questionId: picture.id, pictures: [uploaded] }])).data.answer!.id).toBe(answerId);
    });

    it('lets the course\'s teacher list, grade and comment it; the member then sees the grade and the comment', async () => {
      const pending = await answers(teacher);
      expect(pending.code).toBe(CODE.ok);
      const row = pending.rows.find((r) => r.id === answerId)!;
      expect(row).toMatchObject({ state: 'submitted', stateText: '待批改', member: { nickname: '张三' }, autoScore: 30, homeworkTitle: title('reports') });
      // The seeded answer of 孙七 waits too.
      expect(pending.rows.some((r) => r.member.nickname === '孙七')).toBe(true);

      const seen = await get<HomeworkAnswerDetail>(API.homework.answerInfo(answerId), teacher);
      expect(seen.data).toMatchObject({ canGrade: true, answer: { id: answerId } });
      expect(await fetchFile(seen.data.answer.items[3].pictures[0])).toBe(200);
      const [, , text, picture] = seen.data.questions;
      expect(seen.data.questions[0].correct).toEqual(['C']);

      expect(await post(API.homework.grade, { answerId, items: [{ questionId: text.id, score: 20 }] }, teacher)).toMatchObject({ code: CODE.badRequest, msg: HOMEWORK_TEXT.gradeMissing(4) });
      expect(await post(API.homework.grade, { answerId, items: [{ questionId: text.id, score: 31 }, { questionId: picture.id, score: 30 }] }, teacher)).toMatchObject({
        code: CODE.badRequest,
        msg: HOMEWORK_TEXT.gradeTooHigh(3, 30),
      });
      expect(await post(API.homework.grade, { answerId, items: [{ questionId: seen.data.questions[0].id, score: 10 }] }, teacher)).toMatchObject({ code: CODE.badRequest, msg: HOMEWORK_TEXT.gradeChoice(1) });
      // A member who is no teacher cannot grade at all.
      expect(await post(API.homework.grade, { answerId, items: [] }, zhang)).toMatchObject({ code: CODE.forbidden, msg: HOMEWORK_TEXT.teacherRequired });

      const graded = await post<HomeworkAnswerDetail>(
        API.homework.grade,
        { answerId, comment: '  思路清晰，截图标注准确。  ', items: [{ questionId: text.id, score: 25, comment: '再补充一下净利润与现金流的差异。' }, { questionId: picture.id, score: 40 }] },
        teacher,
      );
      expect(graded.code).toBe(CODE.ok);
      expect(graded.data.answer).toMatchObject({ state: 'graded', score: 95, autoScore: 30, comment: '思路清晰，截图标注准确。' });
      expect((await answers(teacher)).rows.some((r) => r.id === answerId)).toBe(false);
      expect((await answers(teacher, '?tab=graded')).rows.find((r) => r.id === answerId)).toMatchObject({ score: 95, comment: '思路清晰，截图标注准确。' });

      const mine = await info(zhang, ids.get('reports')!);
      expect(mine.data).toMatchObject({ state: 'graded', score: 95 });
      expect(mine.data.answer).toMatchObject({ comment: '思路清晰，截图标注准确。', score: 95 });
      expect(mine.data.answer!.items[2]).toMatchObject({ score: 25, comment: '再补充一下净利润与现金流的差异。' });
      expect((await list(zhang, '?tab=graded')).rows.find((r) => r.id === ids.get('reports'))).toMatchObject({ score: 95 });
    });

    it('never shows a member another member\'s answer', async () => {
      for (const who of [zhao, await freshMember(s(), '旁观者')]) {
        const seen = await get(API.homework.answerInfo(answerId), who);
        expect(seen).toMatchObject({ code: CODE.notFound, msg: HOMEWORK_TEXT.answerNotFound });
        expect(JSON.stringify(seen)).not.toContain('三张表');
        expect((await answers(who)).code).toBe(CODE.forbidden);
        // Their own homework detail carries only their own answer (none).
        expect((await info(zhao, ids.get('margin')!)).data.answer).toBeNull();
      }
      expect((await get(API.homework.answerInfo(answerId), zhang)).code).toBe(CODE.ok);
    });
  });

  it('a teacher sees and manages only the homework of their own courses', async () => {
    const id = ids.get('rules')!; // 王雅琴's course: not 李老师's
    const member = await freshMember(s(), '别的老师的学生');
    const qs = (await info(member, id)).data.questions;
    expect(qs.every((q) => q.correct.length === 0)).toBe(true);
    const done = await submit(member, id, [
      { questionId: qs[0].id, choices: ['B'] },
      { questionId: qs[1].id, choices: ['A', 'B', 'C'] },
    ]);
    expect(done.data).toMatchObject({ state: 'graded', score: 100 });
    const theirAnswer = done.data.answer!.id;

    expect((await answers(teacher, '?tab=all&pageSize=100')).rows.some((r) => r.id === theirAnswer)).toBe(false);
    expect(await get(API.homework.answerInfo(theirAnswer), teacher)).toMatchObject({ code: CODE.notFound });
    expect(await post(API.homework.grade, { answerId: theirAnswer, comment: '不错', items: [] }, teacher)).toMatchObject({ code: CODE.notFound });
    expect(await answers(teacher, `?homeworkId=${id}`)).toMatchObject({ code: CODE.forbidden, msg: HOMEWORK_TEXT.notCourseTeacher });
    expect((await get<HomeworkDetail>(API.homework.info(id), teacher)).data.isTeacher).toBe(false);

    const courseId = (await get<HomeworkDetail>(API.homework.info(id), member)).data.courseId;
    const body: HomeworkSaveBody = { courseId, title: '越权布置', dueAt: new Date(s().clock.now() + 24 * HOUR).toISOString(), questions: [{ kind: 'text', title: '题目', score: 10 }] };
    expect(await post(API.homework.save, body, teacher)).toMatchObject({ code: CODE.forbidden, msg: HOMEWORK_TEXT.notCourseTeacher });
    expect(await post(API.homework.save, { ...body, id }, teacher)).toMatchObject({ code: CODE.forbidden });
    expect(await post(API.homework.remove, { id }, teacher)).toMatchObject({ code: CODE.forbidden });
    expect(await post(API.homework.save, body, member)).toMatchObject({ code: CODE.forbidden, msg: HOMEWORK_TEXT.teacherRequired });
    // Their own: the seeded homework of 李老师's courses, with the counts.
    const own = await s().get(API.homework.teacherList, { token: teacher.token });
    const titles = (own.body as TableEnvelope<{ title: string }>).rows.map((r) => r.title);
    expect(titles).toContain(title('reports'));
    expect(titles).not.toContain(title('rules'));
  });

  it('a teacher sets homework with checked questions; questions are fixed once answered; deletes only unanswered homework', async () => {
    const courses = (await get<{ id: number; title: string; homeworkCount: number }[]>(API.homework.teacherCourses, teacher)).data;
    expect(courses.map((c) => c.title)).toContain('读懂财务报表：从零开始');
    const course = courses.find((c) => c.title === '价值投资的底层逻辑')!;
    const dueAt = new Date(s().clock.now() + 48 * HOUR).toISOString();
    const base = { courseId: course.id, title: '新作业', dueAt };
    const bad: [unknown, string][] = [
      [{ ...base, questions: [] }, HOMEWORK_TEXT.questionsRequired],
      [{ ...base, title: '   ', questions: [{ kind: 'text', title: '题', score: 5 }] }, HOMEWORK_TEXT.titleBlank],
      [{ ...base, questions: [{ kind: 'single', title: '选', options: ['甲'], correct: ['A'], score: 5 }] }, HOMEWORK_TEXT.optionsRequired(1)],
      [{ ...base, questions: [{ kind: 'single', title: '选', options: ['甲', '乙'], correct: ['A', 'B'], score: 5 }] }, HOMEWORK_TEXT.singleCorrect(1)],
      [{ ...base, questions: [{ kind: 'multiple', title: '选', options: ['甲', '乙'], correct: ['C'], score: 5 }] }, HOMEWORK_TEXT.correctUnknown(1)],
      [{ ...base, questions: [{ kind: 'multiple', title: '选', options: ['甲', '  '], correct: ['A'], score: 5 }] }, HOMEWORK_TEXT.optionBlank(1)],
      [{ ...base, dueAt: new Date(s().clock.now() - HOUR).toISOString(), questions: [{ kind: 'text', title: '题', score: 5 }] }, HOMEWORK_TEXT.dueInPast],
    ];
    for (const [body, msg] of bad) expect(await post(API.homework.save, body, teacher)).toMatchObject({ code: CODE.badRequest, msg });
    expect((await post(API.homework.save, { ...base, dueAt: 'tomorrow', questions: [] }, teacher)).code).toBe(CODE.badRequest);
    expect(await post(API.homework.save, { ...base, dueAt: '0000-01-01T00:00:00Z', questions: [{ kind: 'text', title: '题', score: 5 }] }, teacher)).toMatchObject({ code: CODE.badRequest, msg: HOMEWORK_TEXT.dueInvalid });

    const questions = [
      { kind: 'multiple', title: '哪些是价值投资的基石？', options: ['安全边际', '能力圈', '追涨杀跌'], correct: ['B', 'A'], score: 60 },
      { kind: 'picture', title: '上传你的投资笔记', score: 40 },
    ];
    const made = await post<HomeworkDetail>(API.homework.save, { ...base, questions }, teacher);
    expect(made.code).toBe(CODE.ok);
    expect(made.data).toMatchObject({ isTeacher: true, totalScore: 100, questionCount: 2, courseTitle: '价值投资的底层逻辑' });
    expect(made.data.questions[0]).toMatchObject({ kind: 'multiple', kindText: '多选题', correct: ['A', 'B'], options: [{ key: 'A', text: '安全边际' }, { key: 'B', text: '能力圈' }, { key: 'C', text: '追涨杀跌' }] });
    const id = made.data.id;
    const member = await freshMember(s(), '新作业学员');
    expect((await list(member)).rows.find((r) => r.id === id)).toMatchObject({ title: '新作业', teacherName: '李建华' });

    // Before any answer the questions may change; after one they may not (the title and due date still may).
    expect((await post<HomeworkDetail>(API.homework.save, { ...base, id, questions: [questions[0], { ...questions[1], score: 50 }] }, teacher)).data.totalScore).toBe(110);
    const changedQuestions = [questions[0], { ...questions[1], score: 50 }];
    const qs = (await info(member, id)).data.questions;
    const answered = await submit(member, id, [{ questionId: qs[0].id, choices: ['A', 'B'] }, { questionId: qs[1].id, pictures: [await upload(member)] }]);
    expect(answered.data).toMatchObject({ state: 'submitted' });
    expect(answered.data.answer!.autoScore).toBe(60);
    expect(await post(API.homework.save, { ...base, id, questions }, teacher)).toMatchObject({ code: CODE.badRequest, msg: HOMEWORK_TEXT.questionsLocked });
    const renamed = await post<HomeworkDetail>(API.homework.save, { ...base, id, title: '新作业（延期）', questions: changedQuestions }, teacher);
    expect(renamed.data.title).toBe('新作业（延期）');
    expect(await post(API.homework.remove, { id }, teacher)).toMatchObject({ code: CODE.badRequest, msg: HOMEWORK_TEXT.deleteLocked });

    const spare = await post<HomeworkDetail>(API.homework.save, { ...base, title: '待删除', questions }, teacher);
    expect((await post(API.homework.remove, { id: spare.data.id }, teacher)).code).toBe(CODE.ok);
    expect(await info(teacher, spare.data.id)).toMatchObject({ code: CODE.notFound, msg: HOMEWORK_TEXT.notFound });
    expect((await questionsOf(id)).length).toBe(2);
  });
});
