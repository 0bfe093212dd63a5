import { Type, type Static } from '@sinclair/typebox';
import { IdDescribed, literalUnion, Nullable, PageQuerySchema } from './common';
import { GOODS_RISK_LEVELS, QUESTION_TYPES, QUESTIONNAIRE_KINDS, RISK_PROFILE_LEVELS, RISK_VERDICTS, SURVEY_RULES, SURVEY_TEXT } from '../survey';

/**
 * Questionnaires and the risk-tolerance assessment (issue 16). Option scores stay on the server: the
 * client shows the questions, sends the chosen option keys, and gets the score and level back.
 */

export const QuestionTypeSchema = literalUnion(QUESTION_TYPES, { description: 'single 单选，multiple 多选，text 问答' });
export const QuestionnaireKindSchema = literalUnion(QUESTIONNAIRE_KINDS, { description: 'risk 风险测评，survey 普通问卷' });
export const RiskProfileLevelSchema = literalUnion(RISK_PROFILE_LEVELS, { description: '风险承受能力 C1 保守型，C2 谨慎型，C3 稳健型，C4 积极型，C5 激进型' });
export const GoodsRiskLevelSchema = literalUnion(GOODS_RISK_LEVELS, { description: '产品风险等级 R1 低 … R5 高' });
export const RiskVerdictSchema = literalUnion(RISK_VERDICTS, {
  description: 'ok 匹配；missing 未测评；expired 测评已过期；mismatch 产品风险高于会员等级；refused C1 保守型不可购买 R1 以上',
});

export const QuestionOptionSchema = Type.Object({
  key: Type.String({ description: '选项编号，如 A、B、C' }),
  text: Type.String(),
});
export type QuestionOption = Static<typeof QuestionOptionSchema>;

export const QuestionSchema = Type.Object({
  id: Type.Integer(),
  type: QuestionTypeSchema,
  title: Type.String(),
  required: Type.Boolean(),
  /** single / multiple: the choices (empty for text). */
  options: Type.Array(QuestionOptionSchema),
});
export type Question = Static<typeof QuestionSchema>;

export const QuestionnaireSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  kind: QuestionnaireKindSchema,
  title: Type.String(),
  intro: Type.String({ description: '问卷说明（纯文本，可多段）' }),
  /** Scored: the answer gets a score (the risk assessment: a level). */
  scored: Type.Boolean(),
  /** False: each member answers once. */
  repeatable: Type.Boolean(),
  questions: Type.Array(QuestionSchema),
  /** The caller's submissions so far. */
  answeredCount: Type.Integer({ minimum: 0 }),
  /** False when a once-only questionnaire was already answered. */
  canAnswer: Type.Boolean(),
});
export type Questionnaire = Static<typeof QuestionnaireSchema>;

export const SurveyAnswerSchema = Type.Object({
  questionId: IdDescribed('题目'),
  /** single: one key; multiple: one or more keys. */
  choices: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 8 }), { maxItems: 26 })),
  /** text questions. */
  text: Type.Optional(Type.String({ maxLength: SURVEY_RULES.textMax, 'x-message': `回答最多 ${SURVEY_RULES.textMax} 个字` })),
});
export type SurveyAnswer = Static<typeof SurveyAnswerSchema>;

export const SubmitSurveyBodySchema = Type.Object({
  questionnaireId: IdDescribed('问卷'),
  requestId: Type.String({
    pattern: SURVEY_RULES.requestIdPattern,
    description: '客户端为这次提交生成的随机编号：重复提交（双击、重试）只记录一次',
    'x-message': SURVEY_TEXT.requestIdInvalid,
  }),
  answers: Type.Array(SurveyAnswerSchema, { maxItems: 100 }),
});
export type SubmitSurveyBody = Static<typeof SubmitSurveyBodySchema>;

/** A member's risk-tolerance level from their latest assessment. */
export const RiskProfileSchema = Type.Object({
  level: RiskProfileLevelSchema,
  /** 保守型 … 激进型. */
  name: Type.String(),
  /** What the level means. */
  summary: Type.String(),
  /** Which goods levels fit it (text) and the highest one. */
  fits: Type.String(),
  fitsUpTo: GoodsRiskLevelSchema,
  score: Type.Integer({ minimum: 0 }),
  assessedAt: Type.String({ format: 'date-time' }),
  expiresAt: Type.String({ format: 'date-time' }),
  expired: Type.Boolean(),
  /** China dates YYYY-MM-DD. */
  assessedDate: Type.String(),
  validUntil: Type.String(),
});
export type RiskProfile = Static<typeof RiskProfileSchema>;

export const SurveyResultSchema = Type.Object({
  id: Type.Integer(),
  questionnaireId: Type.Integer(),
  title: Type.String(),
  kind: QuestionnaireKindSchema,
  /** Scored questionnaires: the total; else null. */
  score: Nullable(Type.Integer()),
  /** The risk assessment: the level it gave; else null. */
  profile: Nullable(RiskProfileSchema),
  createdAt: Type.String({ format: 'date-time' }),
});
export type SurveyResult = Static<typeof SurveyResultSchema>;

export const SurveyResultListQuerySchema = Type.Object({
  ...PageQuerySchema.properties,
  questionnaireId: Type.Optional(IdDescribed('只列该问卷的提交')),
});
export type SurveyResultListQuery = Static<typeof SurveyResultListQuerySchema>;

/** The member's assessment for the member centre and the result page. */
export const RiskInfoSchema = Type.Object({
  /** The assessment questionnaire (/pages/survey/risk/index takes it). */
  questionnaireId: Type.Integer(),
  validityDays: Type.Integer(),
  /** The latest assessment (possibly expired), null when never assessed. */
  profile: Nullable(RiskProfileSchema),
});
export type RiskInfo = Static<typeof RiskInfoSchema>;

export const RiskCheckQuerySchema = Type.Object({ goodsId: IdDescribed('商品') });
export type RiskCheckQuery = Static<typeof RiskCheckQuerySchema>;

/**
 * Buying one goods item, as the server decides it (GET /api/survey/risk/check, and the data of an
 * order refused with CODE.riskAssessment).
 */
export const RiskCheckSchema = Type.Object({
  goodsId: Type.Integer(),
  goodsRiskLevel: GoodsRiskLevelSchema,
  /** 'R4（中高风险）'. */
  goodsRiskText: Type.String(),
  verdict: RiskVerdictSchema,
  /** True for missing / expired / mismatch: the order goes through with riskConfirmed. */
  confirmable: Type.Boolean(),
  profile: Nullable(RiskProfileSchema),
  /** The appropriateness warning ('' when ok). */
  title: Type.String(),
  message: Type.String(),
  /** The statement the member confirms (confirmable only, else ''). */
  confirmText: Type.String(),
});
export type RiskCheck = Static<typeof RiskCheckSchema>;
