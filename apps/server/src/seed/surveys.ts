import { RISK_QUESTIONNAIRE_CODE, SURVEY_RULES, riskLevelOfScore } from '@caixue/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members, questionnaireQuestions, questionnaireResponses, questionnaires, seedRuns, type QuestionOptionValue } from '../db/schema';

/**
 * Questionnaires (issue 16): the standard risk-tolerance assessment (10 scored questions, 100 points
 * at most; RISK_BANDS turn the total into C1-C5), a demo operator survey (用户满意度调查, answered as
 * often as one likes, unscored), and assessments for the demo buyers so they keep buying as before:
 * 张三 积极型 (C4), 赵六 稳健型 (C3). Applied once per data dir.
 */

export const SURVEYS_SEED_NAME = 'surveys-v1';
export const SATISFACTION_SURVEY_CODE = 'satisfaction-2026';

interface SeedQuestion {
  type: 'single' | 'multiple' | 'text';
  title: string;
  required?: boolean;
  /** [text, score]; keys are A, B, C… in order. */
  options?: [string, number][];
}

export const RISK_QUESTIONS: SeedQuestion[] = [
  { type: 'single', title: '您的年龄是？', options: [['18-30 岁', 8], ['31-45 岁', 10], ['46-55 岁', 6], ['56-65 岁', 3], ['65 岁以上', 1]] },
  { type: 'single', title: '您的家庭年收入约为？', options: [['10 万元以下', 2], ['10 万-30 万元', 4], ['30 万-50 万元', 6], ['50 万-100 万元', 8], ['100 万元以上', 10]] },
  { type: 'single', title: '您可用于投资的金融资产（不含自住房产）约为？', options: [['10 万元以下', 2], ['10 万-50 万元', 4], ['50 万-100 万元', 6], ['100 万-500 万元', 8], ['500 万元以上', 10]] },
  { type: 'single', title: '您投资股票、基金等风险类产品的经验有多久？', options: [['没有经验', 0], ['1 年以内', 2], ['1-3 年', 5], ['3-5 年', 8], ['5 年以上', 10]] },
  {
    type: 'multiple',
    title: '您曾经投资过哪些产品？（可多选）',
    options: [['银行存款、国债', 1], ['银行理财、货币基金', 3], ['债券、债券型基金', 5], ['股票、股票型或混合型基金', 8], ['期货、期权、融资融券等', 10]],
  },
  {
    type: 'single',
    title: '您对金融投资知识的了解程度是？',
    options: [['基本没有了解', 0], ['了解一些基本概念', 3], ['比较了解，能看懂财务报表和基本面分析', 7], ['非常了解，从事或曾从事金融相关工作', 10]],
  },
  { type: 'single', title: '您计划的投资期限是多久？', options: [['1 年以内', 2], ['1-3 年', 5], ['3-5 年', 8], ['5 年以上', 10]] },
  {
    type: 'single',
    title: '您的投资目标是？',
    options: [['保证本金安全，获得稳定收益', 1], ['资产稳健增长，可接受小幅波动', 4], ['追求较高收益，可承受较大波动', 7], ['追求高收益，可承受大幅波动', 10]],
  },
  { type: 'single', title: '您能承受的最大投资亏损是？', options: [['不能承受任何亏损', 0], ['5% 以内', 3], ['5%-20%', 6], ['20%-50%', 8], ['50% 以上', 10]] },
  {
    type: 'single',
    title: '如果您持有的股票一个月内下跌了 20%，您会怎么做？',
    options: [['全部卖出，不再投资', 0], ['卖出一部分，降低风险', 3], ['继续持有，等待反弹', 7], ['逢低加仓', 10]],
  },
];

export const RISK_INTRO =
  '根据《证券期货投资者适当性管理办法》，在为您提供投资顾问服务前，我们需要了解您的风险承受能力。测评共 10 题，约需 2 分钟，请根据您的真实情况作答。测评结果将作为我们向您提供适当产品和服务的依据，有效期 1 年。';

const SATISFACTION_QUESTIONS: SeedQuestion[] = [
  { type: 'single', title: '您对财学的整体使用体验满意吗？', options: [['非常满意', 0], ['满意', 0], ['一般', 0], ['不满意', 0], ['非常不满意', 0]] },
  { type: 'multiple', title: '您最常使用哪些功能？（可多选）', options: [['文字直播', 0], ['视频直播', 0], ['课程学习', 0], ['资讯', 0], ['AI 助手', 0], ['股票池', 0]] },
  { type: 'single', title: '您愿意向朋友推荐财学吗？', options: [['愿意', 0], ['不确定', 0], ['不愿意', 0]] },
  { type: 'text', title: '您对我们还有什么建议？', required: false },
];

/** The demo buyers' answers (option indexes per question) and their mobiles. */
const DEMO_ASSESSMENTS: { mobile: string; choices: number[][] }[] = [
  // 张三: 31-45, 30-50 万, 50-100 万, 3-5 年, stocks, knows a fair amount, 3-5 years, higher returns, 20-50 %, holds: 75 -> C4.
  { mobile: '13800000001', choices: [[1], [2], [2], [3], [2, 3], [2], [2], [2], [3], [2]] },
  // 赵六: 46-55, 10-30 万, 10-50 万, 1-3 年, funds, basics, 1-3 years, steady growth, 5-20 %, sells some: 48 -> C3.
  { mobile: '13800000004', choices: [[2], [1], [1], [2], [1, 3], [1], [1], [1], [2], [1]] },
];

const KEYS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DAY_MS = 24 * 3600_000;

function optionsOf(question: SeedQuestion): QuestionOptionValue[] {
  return (question.options ?? []).map(([text, score], index) => ({ key: KEYS[index], text, score }));
}

/** The score of answers given as option indexes (a multiple choice counts its highest option, as the service does). */
export function scoreOf(questions: SeedQuestion[], choices: number[][]): number {
  return questions.reduce((sum, question, i) => sum + Math.max(0, ...choices[i].map((c) => question.options![c][1])), 0);
}

export async function seedSurveys(db: Db, now: Date = new Date()): Promise<boolean> {
  const done = await db.select().from(seedRuns).where(eq(seedRuns.name, SURVEYS_SEED_NAME)).limit(1);
  if (done.length > 0) return false;
  return db.transaction(async (tx) => {
    const marker = await tx.insert(seedRuns).values({ name: SURVEYS_SEED_NAME }).onConflictDoNothing().returning();
    if (marker.length === 0) return false;
    const [risk] = await tx
      .insert(questionnaires)
      .values({ code: RISK_QUESTIONNAIRE_CODE, kind: 'risk', title: '风险承受能力测评', intro: RISK_INTRO, scored: true, repeatable: true })
      .returning();
    const [satisfaction] = await tx
      .insert(questionnaires)
      .values({
        code: SATISFACTION_SURVEY_CODE,
        kind: 'survey',
        title: '用户满意度调查',
        intro: '感谢您使用财学！请花 1 分钟告诉我们您的使用感受，我们会认真阅读每一条意见，持续改进产品和服务。',
        scored: false,
        repeatable: true,
      })
      .returning();
    const insertQuestions = (questionnaireId: number, list: SeedQuestion[]) =>
      tx
        .insert(questionnaireQuestions)
        .values(list.map((q, sort) => ({ questionnaireId, sort, type: q.type, title: q.title, required: q.required ?? true, options: optionsOf(q) })))
        .returning({ id: questionnaireQuestions.id });
    const riskQuestionIds = (await insertQuestions(risk.id, RISK_QUESTIONS)).map((q) => q.id);
    await insertQuestions(satisfaction.id, SATISFACTION_QUESTIONS);

    const buyers = await tx
      .select({ id: members.id, mobile: members.mobile })
      .from(members)
      .where(inArray(members.mobile, DEMO_ASSESSMENTS.map((a) => a.mobile)));
    for (const demo of DEMO_ASSESSMENTS) {
      const buyer = buyers.find((b) => b.mobile === demo.mobile);
      if (!buyer) continue;
      const score = scoreOf(RISK_QUESTIONS, demo.choices);
      await tx.insert(questionnaireResponses).values({
        questionnaireId: risk.id,
        memberId: buyer.id,
        requestId: `seed-risk-${demo.mobile}`,
        answers: demo.choices.map((c, i) => ({ questionId: riskQuestionIds[i], choices: c.map((index) => KEYS[index]) })),
        score,
        riskLevel: riskLevelOfScore(score),
        expiresAt: new Date(now.getTime() + SURVEY_RULES.riskValidityDays * DAY_MS),
        createdAt: now,
      });
    }
    return true;
  });
}
