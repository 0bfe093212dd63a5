/**
 * Questionnaires and the risk-tolerance assessment (issue 16, 风险测评): rules, levels and texts
 * shared by the server and the client (no TypeBox here; the shapes are in ./schemas/survey and their
 * types re-exported below).
 *
 * Appropriateness (《证券期货投资者适当性管理办法》 and the securities association's 实施指引): a
 * member's risk tolerance is C1 保守型 … C5 激进型, a goods item's risk is R1 低风险 … R5 高风险. A member
 * of Cn fits goods up to Rn. Buying above one's level, or without a valid assessment, needs the
 * member's explicit confirmation (recorded with the order); C1 (the lowest category) may never buy
 * above R1, even with a confirmation.
 */

export const QUESTION_TYPES = ['single', 'multiple', 'text'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** risk: the risk-tolerance assessment (one, code RISK_QUESTIONNAIRE_CODE); survey: an operator's questionnaire. */
export const QUESTIONNAIRE_KINDS = ['risk', 'survey'] as const;
export type QuestionnaireKind = (typeof QUESTIONNAIRE_KINDS)[number];

export const RISK_PROFILE_LEVELS = ['C1', 'C2', 'C3', 'C4', 'C5'] as const;
export type RiskProfileLevel = (typeof RISK_PROFILE_LEVELS)[number];

export const GOODS_RISK_LEVELS = ['R1', 'R2', 'R3', 'R4', 'R5'] as const;
export type GoodsRiskLevel = (typeof GOODS_RISK_LEVELS)[number];

/** The seeded assessment's code (GET /api/survey/risk/info answers its id). */
export const RISK_QUESTIONNAIRE_CODE = 'risk-assessment';

export const SURVEY_RULES = {
  /** An assessment is valid this many days from when it was taken (then it must be taken again). */
  riskValidityDays: 365,
  /** A text answer: at most this many characters. */
  textMax: 500,
  /** A submission's request id: the same id again answers the first result (a retried tap). */
  requestIdPattern: '^[A-Za-z0-9_-]{16,64}$',
} as const;

/**
 * Score bands of the assessment (total of the chosen options' scores; 10 questions, 100 at most):
 * the member's level is the first band whose `max` the score does not exceed.
 */
export const RISK_BANDS: readonly { level: RiskProfileLevel; min: number; max: number }[] = [
  { level: 'C1', min: 0, max: 20 },
  { level: 'C2', min: 21, max: 40 },
  { level: 'C3', min: 41, max: 60 },
  { level: 'C4', min: 61, max: 80 },
  { level: 'C5', min: 81, max: 100 },
];

export function riskLevelOfScore(score: number): RiskProfileLevel {
  return (RISK_BANDS.find((band) => score <= band.max) ?? RISK_BANDS[RISK_BANDS.length - 1]).level;
}

/** The highest goods level a member level fits: C1 -> R1 … C5 -> R5. */
export function fitsUpTo(level: RiskProfileLevel): GoodsRiskLevel {
  return `R${level.slice(1)}` as GoodsRiskLevel;
}

export function goodsFits(profile: RiskProfileLevel, goods: GoodsRiskLevel): boolean {
  return Number(goods.slice(1)) <= Number(profile.slice(1));
}

/**
 * What the server decides about buying a goods item:
 * ok       — a valid assessment at or above the goods' level: no question asked;
 * missing  — never assessed: take the assessment, or confirm;
 * expired  — the last assessment is past its validity: take it again, or confirm;
 * mismatch — the goods are above the member's level: take it again, or confirm;
 * refused  — C1 (also an expired C1) and goods above R1: never, even with a confirmation.
 */
export const RISK_VERDICTS = ['ok', 'missing', 'expired', 'mismatch', 'refused'] as const;
export type RiskVerdict = (typeof RISK_VERDICTS)[number];

export const RISK_PROFILE_TEXT: Record<RiskProfileLevel, { name: string; summary: string; fits: string }> = {
  C1: {
    name: '保守型',
    summary: '您的风险承受能力很低，首要目标是保证本金安全，几乎不能承受本金损失。',
    fits: '适合低风险（R1）的产品和服务。',
  },
  C2: {
    name: '谨慎型',
    summary: '您的风险承受能力较低，希望在保证本金安全的前提下获得稳定收益，只能承受很小的波动。',
    fits: '适合低风险（R1）、中低风险（R2）的产品和服务。',
  },
  C3: {
    name: '稳健型',
    summary: '您有一定的风险承受能力，愿意承担适度的波动以换取较好的收益，可以承受一定的本金损失。',
    fits: '适合 R1 至中风险（R3）的产品和服务。',
  },
  C4: {
    name: '积极型',
    summary: '您的风险承受能力较高，追求较高收益，能够承受较大的价格波动和本金损失。',
    fits: '适合 R1 至中高风险（R4）的产品和服务。',
  },
  C5: {
    name: '激进型',
    summary: '您的风险承受能力很高，追求高收益，能够承受大幅波动乃至本金的重大损失。',
    fits: '适合全部风险等级（R1 至 R5）的产品和服务。',
  },
};

export const GOODS_RISK_TEXT: Record<GoodsRiskLevel, string> = {
  R1: '低风险',
  R2: '中低风险',
  R3: '中风险',
  R4: '中高风险',
  R5: '高风险',
};

/** 'C3（稳健型）', 'R4（中高风险）'. */
export const profileLabel = (level: RiskProfileLevel) => `${level}（${RISK_PROFILE_TEXT[level].name}）`;
export const goodsRiskLabel = (level: GoodsRiskLevel) => `${level}（${GOODS_RISK_TEXT[level]}）`;

export const SURVEY_TEXT = {
  riskTitle: '风险测评',
  riskEntry: '风险测评',
  resultTitle: '测评结果',
  notAssessed: '未测评',
  expiredTag: '已过期',
  validUntil: (date: string) => `有效期至 ${date}`,
  retake: '重新测评',
  takeAssessment: '去测评',
  startAssessment: '开始测评',
  confirmPurchase: '确认购买',
  cancel: '暂不购买',
  submit: '提交',
  submitted: '提交成功',
  thanks: '感谢您的参与！',
  answeredOnce: '您已提交过该问卷，感谢参与',
  alreadyAnswered: '您已提交过该问卷，每人只能提交一次',
  questionnaireNotFound: '问卷不存在或已结束',
  answerRequired: (n: number) => `请回答第 ${n} 题`,
  answerInvalid: (n: number) => `第 ${n} 题的答案不正确`,
  textTooLong: (n: number) => `第 ${n} 题最多填写 ${SURVEY_RULES.textMax} 个字`,
  unknownQuestion: '答案包含不属于该问卷的题目',
  requestIdInvalid: '请求编号格式不正确',
  single: '单选',
  multiple: '多选',
  text: '问答',
  textPlaceholder: '请输入您的回答',
  progress: (done: number, total: number) => `已答 ${done}/${total}`,
  loadError: '问卷加载失败，请稍后再试',
  retry: '重试',
  scoreLine: (score: number) => `测评得分 ${score} 分`,
  levelMeaning: '等级说明',
  fitsTitle: '适合的产品风险等级',
  assessedAt: (date: string) => `测评时间 ${date}`,
  validity: `测评结果有效期为 ${SURVEY_RULES.riskValidityDays / 365} 年，过期后需重新测评；您的情况发生变化时也请及时重新测评。`,
  riskIntro:
    '根据《证券期货投资者适当性管理办法》，在为您提供投资顾问服务前，我们需要了解您的风险承受能力。测评共 10 题，请根据您的真实情况作答，测评结果将作为向您提供适当产品和服务的依据。',
  backToBuy: '返回继续购买',
  /** The appropriateness warning (buy flow). */
  warningTitle: '适当性提示',
  missingWarning:
    '根据《证券期货投资者适当性管理办法》，购买投资顾问服务前须完成风险承受能力测评。您尚未完成风险测评，请先完成测评，以便我们为您匹配适当的产品和服务。',
  expiredWarning: (level: RiskProfileLevel, date: string) =>
    `您的风险测评结果（${profileLabel(level)}）已于 ${date} 过期。根据适当性管理要求，请重新完成风险测评后再购买。`,
  mismatchWarning: (goods: GoodsRiskLevel, profile: RiskProfileLevel) =>
    `该产品风险等级为 ${goodsRiskLabel(goods)}，高于您的风险承受能力等级 ${profileLabel(profile)}。该产品可能不适合您，购买后您可能承担超出自身承受能力的损失。`,
  confirmMismatch:
    '本人已认真阅读上述适当性提示，知悉该产品（服务）的风险等级与本人风险承受能力不匹配或本人尚未完成有效的风险测评，经审慎考虑，仍坚持购买，并自愿承担由此产生的风险。',
  c1Refusal:
    '您的风险承受能力等级为 C1（保守型），属于最低风险承受能力类别。根据适当性管理规定，您只能购买低风险（R1）等级的产品或服务，无法购买该产品。如您的情况已发生变化，可重新进行风险测评。',
  /** Error message of the order refusal (code CODE.riskAssessment; the envelope's data is the RiskCheck). */
  orderNeedsConfirm: '该产品需完成风险测评或确认适当性提示后购买',
  orderRefused: '您的风险承受能力等级为 C1（保守型），不能购买该产品',
} as const;

export type {
  Question,
  QuestionOption,
  Questionnaire,
  RiskCheck,
  RiskInfo,
  RiskProfile,
  SurveyAnswer,
  SurveyResult,
  SurveyResultListQuery,
  SubmitSurveyBody,
} from './schemas/survey';
