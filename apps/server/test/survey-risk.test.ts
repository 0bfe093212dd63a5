import {
  API,
  CODE,
  GOODS_RISK_LEVELS,
  RISK_PROFILE_LEVELS,
  RISK_QUESTIONNAIRE_CODE,
  SURVEY_TEXT,
  goodsRiskLabel,
  type GoodsRiskLevel,
  type OrderDetail,
  type RiskCheck,
  type RiskProfileLevel,
  type RiskVerdict,
} from '@caixue/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { goods, orderRiskConfirmations, questionnaireResponses, questionnaires } from '../src/db/schema';
import { DEMO_MOBILES, freshMember, memberByMobile, type Caller } from './support/content';
import { GOODS, create, data, goodsId, newKey, orderRow } from './support/orders';
import { describeServer, useTestServer } from './support/test-server';

/**
 * The appropriateness gate at order creation (issue 16): goods R1-R5 against members C1-C5, without
 * an assessment and with an expired one, with and without the member's confirmation; C1 never
 * above R1; the confirmation recorded with the order.
 */

const server = useTestServer({ env: { ORDER_JOBS_INTERVAL_MS: '0' } });
const s = () => server();
const DAY_MS = 24 * 3600_000;

/** What the rules say, written out independently of the server's code. */
function expected(profile: RiskProfileLevel | 'none' | 'expired', level: GoodsRiskLevel): RiskVerdict {
  if (profile === 'none') return 'missing';
  if (profile === 'expired') return 'expired';
  const c = Number(profile[1]);
  const r = Number(level[1]);
  if (c === 1 && r > 1) return 'refused';
  return r <= c ? 'ok' : 'mismatch';
}

/** One paid goods item per risk level (a copy of the monthly goods). */
async function goodsByLevel(): Promise<Record<GoodsRiskLevel, number>> {
  const db = s().database.db;
  const [monthly] = await db.select().from(goods).where(eq(goods.id, await goodsId(s(), GOODS.monthly)));
  const ids = {} as Record<GoodsRiskLevel, number>;
  for (const level of GOODS_RISK_LEVELS) {
    const { id: _id, createdAt: _c, ...rest } = monthly;
    const [row] = await db.insert(goods).values({ ...rest, title: `适当性测试·${level}`, riskLevel: level }).returning({ id: goods.id });
    ids[level] = row.id;
  }
  return ids;
}

/** A member with an assessment of this level (or none, or an expired C3). */
async function memberWith(profile: RiskProfileLevel | 'none' | 'expired' | 'expired-C1'): Promise<Caller> {
  const member = await freshMember(s(), `适当性${profile}`);
  if (profile === 'none') return member;
  const db = s().database.db;
  const [risk] = await db.select().from(questionnaires).where(eq(questionnaires.code, RISK_QUESTIONNAIRE_CODE));
  const now = s().clock.now();
  const expired = profile.startsWith('expired');
  const level = profile === 'expired' ? 'C3' : profile === 'expired-C1' ? 'C1' : profile;
  await db.insert(questionnaireResponses).values({
    questionnaireId: risk.id,
    memberId: member.id!,
    requestId: `test-${member.id}`,
    answers: [],
    score: 50,
    riskLevel: level,
    createdAt: new Date(now - (expired ? 400 : 1) * DAY_MS),
    expiresAt: new Date(now + (expired ? -35 : 364) * DAY_MS),
  });
  return member;
}

async function confirmationsOf(orderNo: string) {
  const order = await orderRow(s(), orderNo);
  return s().database.db.select().from(orderRiskConfirmations).where(eq(orderRiskConfirmations.orderId, order.id));
}

describeServer('the appropriateness gate at order creation', () => {
  it('the full matrix: C1-C5, no assessment and an expired one, x R1-R5, without and with confirmation', async () => {
    const ids = await goodsByLevel();
    const profiles = [...RISK_PROFILE_LEVELS, 'none', 'expired'] as const;
    for (const profile of profiles) {
      const member = await memberWith(profile);
      for (const level of GOODS_RISK_LEVELS) {
        const verdict = expected(profile, level);
        const where = `${profile} x ${level}`;
        const check = data<RiskCheck>(await s().get(`${API.survey.riskCheck}?goodsId=${ids[level]}`, { token: member.token }));
        expect([where, check.verdict, check.confirmable]).toEqual([where, verdict, ['missing', 'expired', 'mismatch'].includes(verdict)]);

        const plain = await create(s(), member, { goodsId: ids[level], riskConfirmed: undefined });
        if (verdict === 'ok') {
          expect([where, plain.body.code]).toEqual([where, CODE.ok]);
          expect(await confirmationsOf((plain.body.data as OrderDetail).orderNo)).toHaveLength(0);
        } else {
          expect([where, plain.body.code, plain.body.msg]).toEqual([where, CODE.riskAssessment, verdict === 'refused' ? SURVEY_TEXT.orderRefused : SURVEY_TEXT.orderNeedsConfirm]);
          expect((plain.body.data as RiskCheck).verdict).toBe(verdict);
        }

        const confirmed = await create(s(), member, { goodsId: ids[level], riskConfirmed: true });
        if (verdict === 'refused') {
          expect([where, confirmed.body.code, (confirmed.body.data as RiskCheck).message]).toEqual([where, CODE.riskAssessment, SURVEY_TEXT.c1Refusal]);
          continue;
        }
        expect([where, confirmed.body.code]).toEqual([where, CODE.ok]);
        const recorded = await confirmationsOf((confirmed.body.data as OrderDetail).orderNo);
        const shown = (confirmed.body.data as OrderDetail).riskConfirmation;
        if (verdict === 'ok') {
          expect(recorded).toHaveLength(0);
          expect([where, shown]).toEqual([where, null]);
        } else {
          expect([where, shown?.verdict, shown?.goodsRiskLevel]).toEqual([where, verdict, level]);
          const memberRiskLevel = profile === 'none' ? null : profile === 'expired' ? 'C3' : profile;
          expect(recorded).toHaveLength(1);
          expect(recorded[0]).toMatchObject({ verdict, goodsRiskLevel: level, memberRiskLevel, memberId: member.id, confirmText: SURVEY_TEXT.confirmMismatch });
          expect(recorded[0].warning).toBe(check.message);
          expect(recorded[0].confirmedAt.getTime()).toBeGreaterThan(s().clock.now() - 60_000);
        }
      }
    }
  }, 120_000);

  it('the warnings say why, in the member\'s terms', async () => {
    const ids = await goodsByLevel();
    const c3 = await memberWith('C3');
    const mismatch = data<RiskCheck>(await s().get(`${API.survey.riskCheck}?goodsId=${ids.R4}`, { token: c3.token }));
    expect(mismatch).toMatchObject({ title: '适当性提示', goodsRiskText: 'R4（中高风险）', profile: { level: 'C3', name: '稳健型' } });
    expect(mismatch.message).toBe('该产品风险等级为 R4（中高风险），高于您的风险承受能力等级 C3（稳健型）。该产品可能不适合您，购买后您可能承担超出自身承受能力的损失。');
    const none = data<RiskCheck>(await s().get(`${API.survey.riskCheck}?goodsId=${ids.R2}`, { token: (await memberWith('none')).token }));
    expect(none).toMatchObject({ verdict: 'missing', profile: null, message: SURVEY_TEXT.missingWarning, confirmText: SURVEY_TEXT.confirmMismatch });
    const expired = data<RiskCheck>(await s().get(`${API.survey.riskCheck}?goodsId=${ids.R1}`, { token: (await memberWith('expired')).token }));
    expect(expired.message).toMatch(/^您的风险测评结果（C3（稳健型））已于 \d{4}-\d{2}-\d{2} 过期/);
    expect(expired.profile).toMatchObject({ level: 'C3', expired: true });
    const ok = data<RiskCheck>(await s().get(`${API.survey.riskCheck}?goodsId=${ids.R3}`, { token: c3.token }));
    expect(ok).toMatchObject({ verdict: 'ok', message: '', confirmText: '', confirmable: false });
  });

  it('the order detail shows the recorded confirmation: the member level against the goods level, and when', async () => {
    const ids = await goodsByLevel();
    const cases = [
      { profile: 'C3', goods: 'R4', memberRiskText: 'C3（稳健型）', verdict: 'mismatch' },
      { profile: 'expired', goods: 'R2', memberRiskText: 'C3（稳健型，已过期）', verdict: 'expired' },
      { profile: 'none', goods: 'R2', memberRiskText: '未测评', verdict: 'missing' },
    ] as const;
    for (const c of cases) {
      const member = await memberWith(c.profile);
      const before = s().clock.now();
      const created = data<OrderDetail>(await create(s(), member, { goodsId: ids[c.goods], riskConfirmed: true }));
      const info = data<OrderDetail>(await s().get(API.order.info(created.orderNo), { token: member.token }));
      for (const order of [created, info]) {
        expect(order.riskConfirmation).toMatchObject({
          verdict: c.verdict,
          memberRiskText: c.memberRiskText,
          goodsRiskLevel: c.goods,
          goodsRiskText: goodsRiskLabel(c.goods),
          confirmText: SURVEY_TEXT.confirmMismatch,
        });
        expect(Date.parse(order.riskConfirmation!.confirmedAt)).toBeGreaterThanOrEqual(before - 1000);
      }
    }
    // A fitting purchase has nothing to show.
    const c5 = await memberWith('C5');
    const fitting = data<OrderDetail>(await create(s(), c5, { goodsId: ids.R3, riskConfirmed: undefined }));
    expect(data<OrderDetail>(await s().get(API.order.info(fitting.orderNo), { token: c5.token })).riskConfirmation).toBeNull();
  });

  it('an expired C1 stays C1: refused above R1 even with a confirmation; R1 needs a confirmation', async () => {
    const ids = await goodsByLevel();
    const member = await memberWith('expired-C1');
    expect((await create(s(), member, { goodsId: ids.R2, riskConfirmed: true })).body).toMatchObject({ code: CODE.riskAssessment, data: { verdict: 'refused' } });
    expect((await create(s(), member, { goodsId: ids.R1, riskConfirmed: undefined })).body).toMatchObject({ code: CODE.riskAssessment, data: { verdict: 'expired' } });
    expect((await create(s(), member, { goodsId: ids.R1, riskConfirmed: true })).body.code).toBe(CODE.ok);
  });

  it('taking the assessment lifts the warning; a retried order answers the first one without asking again', async () => {
    const ids = await goodsByLevel();
    const member = await freshMember(s(), '适当性重测');
    expect((await create(s(), member, { goodsId: ids.R4, riskConfirmed: undefined })).body.code).toBe(CODE.riskAssessment);
    const [risk] = await s().database.db.select().from(questionnaires).where(eq(questionnaires.code, RISK_QUESTIONNAIRE_CODE));
    const questionnaire = data<{ questions: { id: number; options: { key: string }[] }[] }>(await s().get(API.survey.info(risk.id), { token: member.token }));
    // The last option everywhere: 91 -> C5.
    const answers = questionnaire.questions.map((q) => ({ questionId: q.id, choices: [q.options.at(-1)!.key] }));
    const result = data<{ profile: { level: string } }>(await s().post(API.survey.submit, { questionnaireId: risk.id, requestId: newKey(), answers }, { token: member.token }));
    expect(result.profile.level).toBe('C5');
    const idempotencyKey = newKey();
    const order = data<OrderDetail>(await create(s(), member, { goodsId: ids.R5, riskConfirmed: undefined, idempotencyKey }));
    expect(await confirmationsOf(order.orderNo)).toHaveLength(0);
    expect(data<OrderDetail>(await create(s(), member, { goodsId: ids.R5, riskConfirmed: undefined, idempotencyKey })).orderNo).toBe(order.orderNo);
  });

  it('free goods are gated like paid ones (the 7-day trial is R3)', async () => {
    const trial = await goodsId(s(), GOODS.trial);
    const member = await memberWith('C1');
    expect((await create(s(), member, { goodsId: trial })).body).toMatchObject({ code: CODE.riskAssessment, data: { verdict: 'refused' } });
    const fresh = await freshMember(s(), '适当性体验');
    expect((await create(s(), fresh, { goodsId: trial, riskConfirmed: undefined })).body).toMatchObject({ code: CODE.riskAssessment, data: { verdict: 'missing' } });
    const order = data<OrderDetail>(await create(s(), fresh, { goodsId: trial, riskConfirmed: true }));
    expect(order.state).toBe('FULFILLED');
    expect(await confirmationsOf(order.orderNo)).toHaveLength(1);
  });

  it('the demo buyers buy as before without a question: 张三 (C4) the diamond goods (R4), 赵六 (C3) the monthly goods (R3)', async () => {
    const zhang = await memberByMobile(s(), '张三', DEMO_MOBILES.zhang);
    const zhao = await memberByMobile(s(), '赵六', DEMO_MOBILES.zhao);
    expect((await create(s(), zhang, { goodsId: await goodsId(s(), '钻石会员·年度'), riskConfirmed: undefined })).body.code).toBe(CODE.ok);
    expect((await create(s(), zhao, { goodsId: await goodsId(s(), GOODS.monthly), riskConfirmed: undefined })).body.code).toBe(CODE.ok);
    expect((await create(s(), zhao, { goodsId: await goodsId(s(), '钻石会员·年度'), riskConfirmed: undefined })).body).toMatchObject({ code: CODE.riskAssessment, data: { verdict: 'mismatch' } });
  });
});
