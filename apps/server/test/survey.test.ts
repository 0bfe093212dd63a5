import {
  API,
  CODE,
  RISK_BANDS,
  RISK_QUESTIONNAIRE_CODE,
  SURVEY_RULES,
  SURVEY_TEXT,
  riskLevelOfScore,
  type Questionnaire,
  type RiskInfo,
  type SurveyResult,
} from '@caixue/contract';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { questionnaireQuestions, questionnaireResponses, questionnaires } from '../src/db/schema';
import { RISK_QUESTIONS, SATISFACTION_SURVEY_CODE } from '../src/seed/surveys';
import { DEMO_MOBILES, freshMember, memberByMobile, type Caller } from './support/content';
import { data } from './support/orders';
import { describeServer, useTestServer } from './support/test-server';

/**
 * Questionnaires (issue 16): a questionnaire as the page gets it (no scores), submitting answers
 * checked against the questions, once-only and many-times questionnaires, retried submissions, the
 * member's results, and the risk assessment yielding C1-C5 valid one year.
 */

const server = useTestServer();
const s = () => server();

const requestId = () => `r_${randomBytes(12).toString('hex')}`;
const DAY_MS = 24 * 3600_000;

async function byCode(code: string): Promise<number> {
  const [row] = await s().database.db.select({ id: questionnaires.id }).from(questionnaires).where(eq(questionnaires.code, code));
  return row.id;
}

function submit(caller: Caller, body: Record<string, unknown>) {
  return s().post(API.survey.submit, { requestId: requestId(), ...body }, { token: caller.token });
}

/** The risk assessment answered with one option index per question (the options' order as seeded). */
async function assess(caller: Caller, pick: (question: number) => number[]): Promise<SurveyResult> {
  const id = await byCode(RISK_QUESTIONNAIRE_CODE);
  const questionnaire = data<Questionnaire>(await s().get(API.survey.info(id), { token: caller.token }));
  const answers = questionnaire.questions.map((q, i) => ({ questionId: q.id, choices: pick(i).map((index) => q.options[index].key) }));
  return data<SurveyResult>(await submit(caller, { questionnaireId: id, answers }));
}

/** A questionnaire made for a test: once-only or not, a single, a multiple and an optional text question. */
async function makeQuestionnaire(repeatable: boolean): Promise<{ id: number; single: number; multiple: number; text: number }> {
  const db = s().database.db;
  const [row] = await db
    .insert(questionnaires)
    .values({ code: `t-${randomBytes(6).toString('hex')}`, kind: 'survey', title: repeatable ? '可多次问卷' : '新手问卷', intro: '', scored: false, repeatable })
    .returning();
  const options = [{ key: 'A', text: '是', score: 0 }, { key: 'B', text: '否', score: 0 }, { key: 'C', text: '不确定', score: 0 }];
  const [single, multiple, text] = await db
    .insert(questionnaireQuestions)
    .values([
      { questionnaireId: row.id, sort: 0, type: 'single', title: '单选题', options },
      { questionnaireId: row.id, sort: 1, type: 'multiple', title: '多选题', options },
      { questionnaireId: row.id, sort: 2, type: 'text', title: '问答题', required: false },
    ])
    .returning();
  return { id: row.id, single: single.id, multiple: multiple.id, text: text.id };
}

describeServer('questionnaires and the risk assessment', () => {
  it('the assessment as the page gets it: 10 questions, options without scores, the intro, many times', async () => {
    const member = await freshMember(s(), '问卷甲');
    const info = data<RiskInfo>(await s().get(API.survey.riskInfo, { token: member.token }));
    expect(info).toEqual({ questionnaireId: await byCode(RISK_QUESTIONNAIRE_CODE), validityDays: 365, profile: null });
    const answer = await s().get(API.survey.info(info.questionnaireId), { token: member.token });
    const questionnaire = data<Questionnaire>(answer);
    expect(questionnaire).toMatchObject({ kind: 'risk', scored: true, repeatable: true, answeredCount: 0, canAnswer: true, title: '风险承受能力测评' });
    expect(questionnaire.intro).toContain('适当性');
    expect(questionnaire.questions.map((q) => q.title)).toEqual(RISK_QUESTIONS.map((q) => q.title));
    expect(questionnaire.questions[4]).toMatchObject({ type: 'multiple' });
    expect(answer.text).not.toContain('"score"');
  });

  it('scores the answers into C1-C5 by the bands; the level is valid 365 days; the latest assessment counts', async () => {
    const member = await freshMember(s(), '问卷乙');
    const low = await assess(member, () => [0]);
    // The first option of each question: 8+2+2+0+1+0+2+1+0+0.
    expect(low).toMatchObject({ score: 16, profile: { level: 'C1', name: '保守型', fitsUpTo: 'R1', expired: false } });
    expect(new Date(low.profile!.expiresAt).getTime() - new Date(low.profile!.assessedAt).getTime()).toBe(365 * DAY_MS);
    const best = (i: number) => RISK_QUESTIONS[i].options!.reduce((top, [, score], index, all) => (score > all[top][1] ? index : top), 0);
    const high = await assess(member, (i) => [best(i)]);
    expect(high).toMatchObject({ score: 100, profile: { level: 'C5', name: '激进型', fitsUpTo: 'R5' } });
    // A multiple choice counts its highest chosen option: B (3) and D (8) -> 8.
    const mixed = await assess(member, (i) => (i === 4 ? [1, 3] : [1]));
    expect(mixed.score).toBe(10 + 4 + 4 + 2 + 8 + 3 + 5 + 4 + 3 + 3);
    expect(mixed.profile?.level).toBe('C3');
    const info = data<RiskInfo>(await s().get(API.survey.riskInfo, { token: member.token }));
    expect(info.profile).toMatchObject({ level: 'C3', score: mixed.score, expired: false, validUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const results = (await s().get(`${API.survey.results}?questionnaireId=${info.questionnaireId}`, { token: member.token })).body as { rows: SurveyResult[]; total: number };
    expect(results.total).toBe(3);
    expect(results.rows.map((r) => r.profile?.level)).toEqual(['C3', 'C5', 'C1']);
  });

  it('the bands: every score from 0 to 100 has one level; the edges', () => {
    expect([0, 20, 21, 40, 41, 60, 61, 80, 81, 100].map(riskLevelOfScore)).toEqual(['C1', 'C1', 'C2', 'C2', 'C3', 'C3', 'C4', 'C4', 'C5', 'C5']);
    for (let score = 0; score <= 100; score += 1) expect(RISK_BANDS.filter((b) => score >= b.min && score <= b.max)).toHaveLength(1);
    expect(SURVEY_RULES.riskValidityDays).toBe(365);
  });

  it('the seeded demo buyers keep a valid assessment: 张三 积极型 C4, 赵六 稳健型 C3', async () => {
    const zhang = await memberByMobile(s(), '张三', DEMO_MOBILES.zhang);
    const zhao = await memberByMobile(s(), '赵六', DEMO_MOBILES.zhao);
    expect(data<RiskInfo>(await s().get(API.survey.riskInfo, { token: zhang.token })).profile).toMatchObject({ level: 'C4', name: '积极型', expired: false });
    expect(data<RiskInfo>(await s().get(API.survey.riskInfo, { token: zhao.token })).profile).toMatchObject({ level: 'C3', name: '稳健型', expired: false });
  });

  it('refuses answers that do not fit the questions, naming the question', async () => {
    const member = await freshMember(s(), '问卷丙');
    const q = await makeQuestionnaire(true);
    const refuse = async (answers: unknown[], msg: string) => expect((await submit(member, { questionnaireId: q.id, answers })).body).toMatchObject({ code: CODE.badRequest, msg });
    await refuse([{ questionId: q.multiple, choices: ['A'] }], SURVEY_TEXT.answerRequired(1));
    await refuse([{ questionId: q.single, choices: ['A'] }], SURVEY_TEXT.answerRequired(2));
    await refuse([{ questionId: q.single, choices: ['A', 'B'] }, { questionId: q.multiple, choices: ['A'] }], SURVEY_TEXT.answerInvalid(1));
    await refuse([{ questionId: q.single, choices: ['Z'] }, { questionId: q.multiple, choices: ['A'] }], SURVEY_TEXT.answerInvalid(1));
    await refuse([{ questionId: q.single, choices: ['A'] }, { questionId: q.multiple, choices: ['A', 'A'] }], SURVEY_TEXT.answerInvalid(2));
    await refuse([{ questionId: q.single, text: '是' }, { questionId: q.multiple, choices: ['A'] }], SURVEY_TEXT.answerInvalid(1));
    await refuse([{ questionId: q.single, choices: ['A'] }, { questionId: q.multiple, choices: ['A'] }, { questionId: q.text, choices: ['A'] }], SURVEY_TEXT.answerInvalid(3));
    await refuse([{ questionId: q.single, choices: ['A'] }, { questionId: q.single, choices: ['B'] }, { questionId: q.multiple, choices: ['A'] }], SURVEY_TEXT.unknownQuestion);
    const other = await makeQuestionnaire(true);
    await refuse([{ questionId: q.single, choices: ['A'] }, { questionId: q.multiple, choices: ['A'] }, { questionId: other.text, text: '别的问卷' }], SURVEY_TEXT.unknownQuestion);
    const tooLong = await submit(member, { questionnaireId: q.id, answers: [{ questionId: q.text, text: '长'.repeat(SURVEY_RULES.textMax + 1) }] });
    expect(tooLong.body.code).toBe(CODE.badRequest);
    expect((await submit(member, { questionnaireId: 2_000_000_000, answers: [] })).body).toMatchObject({ code: CODE.notFound, msg: SURVEY_TEXT.questionnaireNotFound });
    expect((await s().get(API.survey.info(2_000_000_000), { token: member.token })).body).toMatchObject({ code: CODE.notFound });
    expect((await submit(member, { questionnaireId: q.id, requestId: 'bad', answers: [] })).body).toMatchObject({ code: CODE.badRequest, msg: SURVEY_TEXT.requestIdInvalid });
    const [{ n }] = await s().database.db.select({ n: questionnaireResponses.id }).from(questionnaireResponses).where(eq(questionnaireResponses.memberId, member.id!)).then((rows) => [{ n: rows.length }]);
    expect(n).toBe(0);
  });

  it('stores a valid answer (trimmed text, an optional question left out); an unscored questionnaire has no score', async () => {
    const member = await freshMember(s(), '问卷丁');
    const q = await makeQuestionnaire(true);
    const result = data<SurveyResult>(await submit(member, { questionnaireId: q.id, answers: [{ questionId: q.single, choices: ['B'] }, { questionId: q.multiple, choices: ['C', 'A'] }, { questionId: q.text, text: '  多一些直播  ' }] }));
    expect(result).toMatchObject({ questionnaireId: q.id, kind: 'survey', score: null, profile: null });
    const [row] = await s().database.db.select().from(questionnaireResponses).where(eq(questionnaireResponses.id, result.id));
    expect(row.answers).toEqual([{ questionId: q.single, choices: ['B'] }, { questionId: q.multiple, choices: ['C', 'A'] }, { questionId: q.text, text: '多一些直播' }]);
    data<SurveyResult>(await submit(member, { questionnaireId: q.id, answers: [{ questionId: q.single, choices: ['A'] }, { questionId: q.multiple, choices: ['A'] }] }));
    expect(data<Questionnaire>(await s().get(API.survey.info(q.id), { token: member.token }))).toMatchObject({ answeredCount: 2, canAnswer: true });
  });

  it('a once-only questionnaire takes one answer per member, even when two arrive at once', async () => {
    const q = await makeQuestionnaire(false);
    const answers = [{ questionId: q.single, choices: ['A'] }, { questionId: q.multiple, choices: ['B'] }];
    const member = await freshMember(s(), '问卷戊');
    data<SurveyResult>(await submit(member, { questionnaireId: q.id, answers }));
    expect((await submit(member, { questionnaireId: q.id, answers })).body).toMatchObject({ code: CODE.badRequest, msg: SURVEY_TEXT.alreadyAnswered });
    expect(data<Questionnaire>(await s().get(API.survey.info(q.id), { token: member.token }))).toMatchObject({ repeatable: false, answeredCount: 1, canAnswer: false });
    // Another member still may; two different submissions at once: one wins.
    const racer = await freshMember(s(), '问卷己');
    const both = await Promise.all([submit(racer, { questionnaireId: q.id, answers }), submit(racer, { questionnaireId: q.id, answers })]);
    expect(both.map((a) => a.body.code).sort()).toEqual([CODE.ok, CODE.badRequest]);
    const rows = await s().database.db.select().from(questionnaireResponses).where(and(eq(questionnaireResponses.questionnaireId, q.id), eq(questionnaireResponses.memberId, racer.id!)));
    expect(rows).toHaveLength(1);
  });

  it('a retried submission (same request id) answers the first result and stores one, also 5 at once', async () => {
    const member = await freshMember(s(), '问卷庚');
    const q = await makeQuestionnaire(false);
    const body = { questionnaireId: q.id, requestId: requestId(), answers: [{ questionId: q.single, choices: ['A'] }, { questionId: q.multiple, choices: ['B'] }] };
    const burst = await Promise.all(Array.from({ length: 5 }, () => s().post(API.survey.submit, body, { token: member.token })));
    const ids = burst.map((a) => data<SurveyResult>(a).id);
    expect(new Set(ids).size).toBe(1);
    expect(data<SurveyResult>(await s().post(API.survey.submit, body, { token: member.token })).id).toBe(ids[0]);
    const rows = await s().database.db.select().from(questionnaireResponses).where(eq(questionnaireResponses.memberId, member.id!));
    expect(rows).toHaveLength(1);
  });

  it('the seeded satisfaction survey: many times, unscored, the text question optional', async () => {
    const member = await freshMember(s(), '问卷辛');
    const id = await byCode(SATISFACTION_SURVEY_CODE);
    const questionnaire = data<Questionnaire>(await s().get(API.survey.info(id), { token: member.token }));
    expect(questionnaire).toMatchObject({ title: '用户满意度调查', kind: 'survey', scored: false, repeatable: true });
    expect(questionnaire.questions.map((q) => [q.type, q.required])).toEqual([['single', true], ['multiple', true], ['single', true], ['text', false]]);
    const answers = questionnaire.questions.filter((q) => q.type !== 'text').map((q) => ({ questionId: q.id, choices: [q.options[0].key] }));
    expect(data<SurveyResult>(await submit(member, { questionnaireId: id, answers })).score).toBeNull();
    data<SurveyResult>(await submit(member, { questionnaireId: id, answers }));
  });

  it('visitors are refused; one member never sees another member\'s results', async () => {
    expect((await s().get(API.survey.riskInfo)).body.code).toBe(CODE.unauthorized);
    expect((await s().post(API.survey.submit, { questionnaireId: 1, requestId: requestId(), answers: [] })).body.code).toBe(CODE.unauthorized);
    const a = await freshMember(s(), '问卷壬');
    const b = await freshMember(s(), '问卷癸');
    await assess(a, () => [1]);
    expect(((await s().get(API.survey.results, { token: b.token })).body as { total: number }).total).toBe(0);
    expect(data<RiskInfo>(await s().get(API.survey.riskInfo, { token: b.token })).profile).toBeNull();
  });
});
