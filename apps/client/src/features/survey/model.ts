/** Pure state of a questionnaire being answered, the pages' addresses, and how levels are shown. */
import {
  GOODS_RISK_LEVELS,
  SURVEY_RULES,
  SURVEY_TEXT,
  goodsFits,
  type GoodsRiskLevel,
  type Question,
  type RiskProfile,
  type RiskProfileLevel,
  type SurveyAnswer,
} from '@caixue/contract';

export const SURVEY_PAGES = {
  questionnaire: '/pages/survey/index',
  risk: '/pages/survey/risk/index',
  result: '/pages/survey/result/index',
} as const;

/** `back=1`: opened from the buy flow, the result page offers 返回继续购买 (back to the contract page). */
export const questionnaireUrl = (id: number) => `${SURVEY_PAGES.questionnaire}?id=${id}`;
export const riskUrl = (fromPurchase = false) => (fromPurchase ? `${SURVEY_PAGES.risk}?back=1` : SURVEY_PAGES.risk);
export const resultUrl = (fromPurchase = false) => (fromPurchase ? `${SURVEY_PAGES.result}?back=1` : SURVEY_PAGES.result);

/** One question's answer while answering: chosen keys, or text. */
export type Draft = Record<number, { choices?: string[]; text?: string }>;

export function choose(draft: Draft, question: Question, key: string): Draft {
  const current = draft[question.id]?.choices ?? [];
  if (question.type === 'single') return { ...draft, [question.id]: { choices: [key] } };
  const choices = current.includes(key) ? current.filter((k) => k !== key) : [...current, key];
  // Keep the options' order, whatever order they were tapped in.
  const ordered = question.options.map((o) => o.key).filter((k) => choices.includes(k));
  return { ...draft, [question.id]: { choices: ordered } };
}

export function write(draft: Draft, question: Question, text: string): Draft {
  return { ...draft, [question.id]: { text: text.slice(0, SURVEY_RULES.textMax) } };
}

export function isAnswered(draft: Draft, question: Question): boolean {
  const answer = draft[question.id];
  return question.type === 'text' ? Boolean(answer?.text?.trim()) : (answer?.choices?.length ?? 0) > 0;
}

export function answeredCount(draft: Draft, questions: readonly Question[]): number {
  return questions.filter((q) => isAnswered(draft, q)).length;
}

/** The first required question left unanswered (its 1-based number and id), or null. */
export function firstMissing(draft: Draft, questions: readonly Question[]): { n: number; id: number } | null {
  const index = questions.findIndex((q) => q.required && !isAnswered(draft, q));
  return index < 0 ? null : { n: index + 1, id: questions[index].id };
}

/** What is sent: answered questions only, text trimmed. */
export function answersOf(draft: Draft, questions: readonly Question[]): SurveyAnswer[] {
  return questions.filter((q) => isAnswered(draft, q)).map((q) =>
    q.type === 'text' ? { questionId: q.id, text: draft[q.id].text!.trim() } : { questionId: q.id, choices: draft[q.id].choices! },
  );
}

export const TYPE_LABEL: Record<Question['type'], string> = { single: SURVEY_TEXT.single, multiple: SURVEY_TEXT.multiple, text: SURVEY_TEXT.text };

/** The goods levels with whether they fit the profile (the result page's chips). */
export function fitChips(level: RiskProfileLevel): { level: GoodsRiskLevel; fits: boolean }[] {
  return GOODS_RISK_LEVELS.map((goods) => ({ level: goods, fits: goodsFits(level, goods) }));
}

/** The member centre's value: 'C3 稳健型', '已过期', '未测评'. */
export function riskEntryText(profile: RiskProfile | null | undefined): string {
  if (!profile) return SURVEY_TEXT.notAssessed;
  if (profile.expired) return `${profile.level} ${profile.name}（${SURVEY_TEXT.expiredTag}）`;
  return `${profile.level} ${profile.name}`;
}

/** 2026-11-24 -> 2026年11月24日. */
export function dateText(date: string): string {
  const [y, m, d] = date.split('-');
  return y && m && d ? `${y}年${Number(m)}月${Number(d)}日` : date;
}
