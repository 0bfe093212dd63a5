import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isChoiceKind, type HomeworkQuestionKind } from '@caixue/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courses, homeworkAnswers, homeworkQuestions, homeworks, members, seedRuns, type HomeworkAnswerItemRow } from '../db/schema';

/**
 * Demo homework (issue 16), its own seed set after the courses: 李老师 (13800000002, teacher 李建华)
 * set homework on four of his courses and 王雅琴 one on hers. On a fresh start 张三 has two to do
 * (one choice-only), one overdue, one graded with 李老师's comment; 孙七's answer with a picture
 * waits in 李老师's 待批改 list. Due dates count from the first start. Applied once per data dir.
 */

export const HOMEWORK_SEED_NAME = 'homework-v1';

const DAY = 24 * 3600_000;
const TEACHER_MOBILE = '13800000002';
const ZHANGSAN = '13800000001';
const SUNQI = '13800000005';

interface DemoQuestion {
  kind: HomeworkQuestionKind;
  title: string;
  options?: string[];
  correct?: string[];
  score: number;
}

interface DemoHomework {
  key: string;
  course: string;
  title: string;
  description: string;
  /** Due this many days after the seed runs (negative: already past). */
  dueInDays: number;
  questions: DemoQuestion[];
}

export const DEMO_HOMEWORK: DemoHomework[] = [
  {
    key: 'reports',
    course: '读懂财务报表：从零开始',
    title: '第一章作业：三张报表的结构',
    description: '学完第一章后完成。选择题提交后立即出分，简答题和图片题由李老师批改。',
    dueInDays: 7,
    questions: [
      { kind: 'single', title: '判断一家公司赚的钱是否真的进账，主要看哪张报表？', options: ['资产负债表', '利润表', '现金流量表', '所有者权益变动表'], correct: ['C'], score: 10 },
      {
        kind: 'multiple',
        title: '以下哪些是需要警惕的财务信号？',
        options: ['应收账款增速长期高于营收增速', '经营现金流与净利润长期背离', '商誉占净资产比例过高', '毛利率多年保持稳定'],
        correct: ['A', 'B', 'C'],
        score: 20,
      },
      { kind: 'text', title: '用自己的话说明资产负债表、利润表和现金流量表之间的关系。', score: 30 },
      { kind: 'picture', title: '找一家你关注的上市公司，截图它最近一期现金流量表，并圈出经营活动产生的现金流量净额。', score: 40 },
    ],
  },
  {
    key: 'margin',
    course: '价值投资的底层逻辑',
    title: '安全边际小测验',
    description: '3 道选择题，提交后立即出分并显示正确答案。',
    dueInDays: 3,
    questions: [
      { kind: 'single', title: '“安全边际”指的是什么？', options: ['股价每天的波动范围', '内在价值与买入价格之间的差距', '账户里留出的现金比例', '止损线到买入价的距离'], correct: ['B'], score: 30 },
      { kind: 'single', title: '“市场先生”的寓言告诉我们应该怎样看待股价波动？', options: ['跟随市场情绪追涨杀跌', '利用市场报价，而不是被它左右', '每天盯盘，及时调整持仓', '只买当天涨幅最大的股票'], correct: ['B'], score: 30 },
      { kind: 'multiple', title: '以下哪些做法符合“能力圈”原则？', options: ['只投资自己看得懂的行业', '承认自己不懂的领域并回避', '根据朋友推荐买入陌生行业', '持续学习，慢慢扩大能力圈'], correct: ['A', 'B', 'D'], score: 40 },
    ],
  },
  {
    key: 'moat',
    course: '护城河：如何找到好公司',
    title: '课后思考：找一家有护城河的公司',
    description: '选择一家上市公司，说明它的护城河属于哪一类，以及你认为它能维持多久。',
    dueInDays: -2,
    questions: [{ kind: 'text', title: '你选择的公司是哪一家？它的护城河属于品牌、成本、网络效应还是转换成本？请说明理由。', score: 100 }],
  },
  {
    key: 'cycle',
    course: '行业轮动与宏观周期',
    title: '宏观周期判断练习',
    description: '结合第一章内容，判断当前所处的经济周期阶段。',
    dueInDays: 5,
    questions: [
      { kind: 'single', title: '美林时钟中，经济复苏期通常表现最好的资产是？', options: ['现金', '债券', '股票', '大宗商品'], correct: ['C'], score: 40 },
      { kind: 'text', title: '你认为当前经济处于周期的哪个阶段？请给出两条依据。', score: 60 },
    ],
  },
  {
    key: 'rules',
    course: '股票投资入门 30 讲',
    title: '交易规则小测',
    description: '检验第二章“开户与交易规则”的学习效果。',
    dueInDays: 10,
    questions: [
      { kind: 'single', title: 'A 股主板股票实行哪种交易制度？', options: ['T+0', 'T+1', 'T+2', 'T+3'], correct: ['B'], score: 50 },
      { kind: 'multiple', title: '以下哪些属于股票交易的费用？', options: ['佣金', '印花税', '过户费', '管理费'], correct: ['A', 'B', 'C'], score: 50 },
    ],
  },
];

/** 张三's graded answer of 宏观周期判断练习 and 孙七's answer of the report homework, waiting for the teacher. */
const GRADED_TEXT = '我认为目前处于复苏初期：一是制造业 PMI 连续两个月回到荣枯线以上；二是社融增速企稳回升，但通胀仍然温和。';
const GRADED_COMMENT = '判断依据清楚，数据引用准确。可以再关注一下库存周期，会让结论更扎实。继续加油！';
const PENDING_TEXT = '资产负债表是某一时点公司的家底；利润表记录一段时间赚了多少钱；现金流量表说明钱从哪里来、到哪里去。净利润最终会体现在资产负债表的未分配利润里，现金流量表则解释了货币资金的变化。';

/** The demo answer picture, gated like every answer picture: DATA_DIR/media/homework/seed/cashflow.png. */
const PICTURE_KEY = 'homework/seed/cashflow.png';

/** A small cash-flow statement sketch with the line circled (shapes only, so no font is needed). */
function cashflowSvg(): string {
  const rows = Array.from({ length: 9 }, (_, i) => {
    const y = 70 + i * 42;
    const width = 180 + ((i * 53) % 140);
    return `<rect x="40" y="${y}" width="${width}" height="14" rx="4" fill="#d9dde3"/><rect x="470" y="${y}" width="${60 + ((i * 31) % 50)}" height="14" rx="4" fill="#c2c8d0"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="460" viewBox="0 0 600 460">` +
    `<rect width="600" height="460" fill="#ffffff"/><rect x="0" y="0" width="600" height="44" fill="#2f54eb"/>` +
    `<rect x="40" y="15" width="220" height="14" rx="4" fill="#ffffff" opacity="0.85"/>${rows}` +
    `<ellipse cx="300" cy="203" rx="285" ry="30" fill="none" stroke="#d81e06" stroke-width="5"/>` +
    `<path d="M520 300 L560 250" stroke="#d81e06" stroke-width="5" stroke-linecap="round"/></svg>`
  );
}

async function writeDemoPicture(mediaDir: string): Promise<void> {
  const target = path.join(mediaDir, ...PICTURE_KEY.split('/'));
  await mkdir(path.dirname(target), { recursive: true });
  const { renderAsync } = await import('@resvg/resvg-js');
  const png = (await renderAsync(cashflowSvg())).asPng();
  const scratch = `${target}.tmp`;
  await writeFile(scratch, png);
  await rename(scratch, target);
}

function grade(question: DemoQuestion, choices: string[]): { correct: boolean; score: number } {
  const correct = [...choices].sort().join() === [...(question.correct ?? [])].sort().join();
  return { correct, score: correct ? question.score : 0 };
}

export async function seedHomework(db: Db, dataDir: string): Promise<boolean> {
  const done = await db.select().from(seedRuns).where(eq(seedRuns.name, HOMEWORK_SEED_NAME)).limit(1);
  if (done.length > 0) return false;
  await writeDemoPicture(path.join(dataDir, 'media'));
  const now = Date.now();
  return db.transaction(async (tx) => {
    const marker = await tx.insert(seedRuns).values({ name: HOMEWORK_SEED_NAME }).onConflictDoNothing().returning();
    if (marker.length === 0) return false;
    const people = await tx.select({ id: members.id, mobile: members.mobile }).from(members).where(inArray(members.mobile, [TEACHER_MOBILE, ZHANGSAN, SUNQI]));
    const memberId = (mobile: string) => people.find((p) => p.mobile === mobile)?.id ?? null;
    const courseRows = await tx.select({ id: courses.id, title: courses.title }).from(courses).where(inArray(courses.title, DEMO_HOMEWORK.map((h) => h.course)));
    const homeworkIds = new Map<string, { id: number; questions: { id: number; demo: DemoQuestion }[] }>();
    for (const demo of DEMO_HOMEWORK) {
      const course = courseRows.find((c) => c.title === demo.course);
      if (!course) continue;
      const createdAt = new Date(now - 2 * DAY);
      const [row] = await tx
        .insert(homeworks)
        .values({
          courseId: course.id,
          createdBy: demo.course === '股票投资入门 30 讲' ? null : memberId(TEACHER_MOBILE),
          title: demo.title,
          description: demo.description,
          dueAt: new Date(now + demo.dueInDays * DAY),
          totalScore: demo.questions.reduce((sum, q) => sum + q.score, 0),
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: homeworks.id });
      const questions = await tx
        .insert(homeworkQuestions)
        .values(
          demo.questions.map((q, i) => ({
            homeworkId: row.id,
            sort: i + 1,
            kind: q.kind,
            title: q.title,
            options: isChoiceKind(q.kind) ? (q.options ?? []) : [],
            correct: isChoiceKind(q.kind) ? (q.correct ?? []) : [],
            score: q.score,
          })),
        )
        .returning({ id: homeworkQuestions.id, sort: homeworkQuestions.sort });
      homeworkIds.set(demo.key, { id: row.id, questions: questions.sort((a, b) => a.sort - b.sort).map((q, i) => ({ id: q.id, demo: demo.questions[i] })) });
    }

    const teacher = memberId(TEACHER_MOBILE);
    const zhang = memberId(ZHANGSAN);
    const cycle = homeworkIds.get('cycle');
    if (zhang !== null && cycle) {
      const [choice, text] = cycle.questions;
      const auto = grade(choice.demo, ['C']);
      const items: HomeworkAnswerItemRow[] = [
        { questionId: choice.id, choices: ['C'], text: '', pictures: [], score: auto.score, correct: auto.correct, comment: '' },
        { questionId: text.id, choices: [], text: GRADED_TEXT, pictures: [], score: 52, correct: null, comment: '两条依据都很到位。' },
      ];
      await tx.insert(homeworkAnswers).values({
        homeworkId: cycle.id,
        memberId: zhang,
        state: 'graded',
        items,
        autoScore: auto.score,
        score: auto.score + 52,
        comment: GRADED_COMMENT,
        gradedBy: teacher,
        submittedAt: new Date(now - 30 * 3600_000),
        gradedAt: new Date(now - 20 * 3600_000),
      });
    }
    const sun = memberId(SUNQI);
    const reports = homeworkIds.get('reports');
    if (sun !== null && reports) {
      const [single, multiple, text, picture] = reports.questions;
      const first = grade(single.demo, ['C']);
      const second = grade(multiple.demo, ['A', 'B']);
      const items: HomeworkAnswerItemRow[] = [
        { questionId: single.id, choices: ['C'], text: '', pictures: [], score: first.score, correct: first.correct, comment: '' },
        { questionId: multiple.id, choices: ['A', 'B'], text: '', pictures: [], score: second.score, correct: second.correct, comment: '' },
        { questionId: text.id, choices: [], text: PENDING_TEXT, pictures: [], score: null, correct: null, comment: '' },
        { questionId: picture.id, choices: [], text: '', pictures: [`/media/${PICTURE_KEY}`], score: null, correct: null, comment: '' },
      ];
      await tx.insert(homeworkAnswers).values({
        homeworkId: reports.id,
        memberId: sun,
        state: 'submitted',
        items,
        autoScore: first.score + second.score,
        submittedAt: new Date(now - 3 * 3600_000),
      });
    }
    return true;
  });
}

