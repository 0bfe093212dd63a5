import {
  CODE,
  SURVEY_RULES,
  SURVEY_TEXT,
  riskLevelOfScore,
  type Questionnaire,
  type SubmitSurveyBody,
  type SurveyAnswer,
  type SurveyResult,
  type SurveyResultListQuery,
} from '@caixue/contract';
import type { Db } from '../../db/client';
import type { SurveyAnswerValue } from '../../db/schema';
import { BizError } from '../../errors';
import { paging, type Paged } from '../../paging';
import { profileOf } from './profile';
import {
  countResponses,
  findQuestionnaire,
  findResponseByRequest,
  insertResponse,
  questionsOf,
  responsesPage,
  type QuestionRow,
  type QuestionnaireRow,
  type ResponseRow,
} from './repo';

/**
 * Questionnaires (issue 16): one questionnaire with its questions, submitting answers (validated
 * against the questions; once-only questionnaires take one submission per member; the same request
 * id again answers the first result), and the member's results. The risk assessment is a scored
 * questionnaire of kind 'risk': its total gives the level C1-C5, valid SURVEY_RULES.riskValidityDays.
 */

export interface SurveyServiceDeps {
  db: Db;
  now: () => number;
}

const DAY_MS = 24 * 3600_000;

export class SurveyService {
  constructor(private readonly deps: SurveyServiceDeps) {}

  private async activeQuestionnaire(id: number): Promise<QuestionnaireRow> {
    const row = await findQuestionnaire(this.deps.db, id);
    if (!row || !row.active) throw new BizError(CODE.notFound, SURVEY_TEXT.questionnaireNotFound);
    return row;
  }

  async info(memberId: number, id: number): Promise<Questionnaire> {
    const row = await this.activeQuestionnaire(id);
    const [questions, answeredCount] = await Promise.all([questionsOf(this.deps.db, id), countResponses(this.deps.db, memberId, id)]);
    return {
      id: row.id,
      code: row.code,
      kind: row.kind,
      title: row.title,
      intro: row.intro,
      scored: row.scored,
      repeatable: row.repeatable,
      questions: questions.map((q) => ({ id: q.id, type: q.type, title: q.title, required: q.required, options: q.options.map(({ key, text }) => ({ key, text })) })),
      answeredCount,
      canAnswer: row.repeatable || answeredCount === 0,
    };
  }

  async submit(memberId: number, body: SubmitSurveyBody): Promise<SurveyResult> {
    const { db } = this.deps;
    const retried = await findResponseByRequest(db, memberId, body.requestId);
    if (retried) return this.resultOf(retried, await this.titled(retried));
    const questionnaire = await this.activeQuestionnaire(body.questionnaireId);
    if (!questionnaire.repeatable && (await countResponses(db, memberId, questionnaire.id)) > 0) {
      // The answer counted may be this very request's, committed by a concurrent retry since the look above.
      const same = await findResponseByRequest(db, memberId, body.requestId);
      if (same) return this.resultOf(same, questionnaire);
      throw new BizError(CODE.badRequest, SURVEY_TEXT.alreadyAnswered);
    }
    const questions = await questionsOf(db, questionnaire.id);
    const { answers, score } = checkAnswers(questions, body.answers);
    const now = new Date(this.deps.now());
    const risk = questionnaire.kind === 'risk';
    const inserted = await insertResponse(db, {
      questionnaireId: questionnaire.id,
      memberId,
      requestId: body.requestId,
      answers,
      score: questionnaire.scored ? score : null,
      riskLevel: risk ? riskLevelOfScore(score) : null,
      expiresAt: risk ? new Date(now.getTime() + SURVEY_RULES.riskValidityDays * DAY_MS) : null,
      onceOnly: !questionnaire.repeatable,
      createdAt: now,
    });
    if (inserted) return this.resultOf(inserted, questionnaire);
    // Lost to a concurrent submission: the same request (answer it) or another one of a once-only questionnaire.
    const winner = await findResponseByRequest(db, memberId, body.requestId);
    if (winner) return this.resultOf(winner, questionnaire);
    throw new BizError(CODE.badRequest, SURVEY_TEXT.alreadyAnswered);
  }

  async results(memberId: number, query: SurveyResultListQuery): Promise<Paged<SurveyResult>> {
    const { rows, total } = await responsesPage(this.deps.db, memberId, query.questionnaireId, paging(query));
    return { rows: rows.map((r) => this.resultOf(r.response, r)), total };
  }

  private async titled(response: ResponseRow): Promise<Pick<QuestionnaireRow, 'title' | 'kind'>> {
    const row = await findQuestionnaire(this.deps.db, response.questionnaireId);
    return row ?? { title: '', kind: 'survey' };
  }

  private resultOf(response: ResponseRow, questionnaire: Pick<QuestionnaireRow, 'title' | 'kind'>): SurveyResult {
    const assessment =
      response.riskLevel && response.expiresAt ? { riskLevel: response.riskLevel, score: response.score ?? 0, createdAt: response.createdAt, expiresAt: response.expiresAt } : null;
    return {
      id: response.id,
      questionnaireId: response.questionnaireId,
      title: questionnaire.title,
      kind: questionnaire.kind,
      score: response.score,
      profile: assessment ? profileOf(assessment, new Date(this.deps.now())) : null,
      createdAt: response.createdAt.toISOString(),
    };
  }
}

/**
 * Checks the answers against the questions (numbered from 1 in the messages) and totals the score:
 * a single choice counts its option's score, a multiple choice its highest chosen option's.
 */
export function checkAnswers(questions: QuestionRow[], given: SurveyAnswer[]): { answers: SurveyAnswerValue[]; score: number } {
  const byQuestion = new Map<number, SurveyAnswer>();
  for (const answer of given) {
    if (byQuestion.has(answer.questionId) || !questions.some((q) => q.id === answer.questionId)) {
      throw new BizError(CODE.badRequest, SURVEY_TEXT.unknownQuestion);
    }
    byQuestion.set(answer.questionId, answer);
  }
  const answers: SurveyAnswerValue[] = [];
  let score = 0;
  questions.forEach((question, index) => {
    const n = index + 1;
    const answer = byQuestion.get(question.id);
    if (question.type === 'text') {
      if (answer?.choices !== undefined) throw new BizError(CODE.badRequest, SURVEY_TEXT.answerInvalid(n));
      const text = (answer?.text ?? '').trim();
      if (text.length > SURVEY_RULES.textMax) throw new BizError(CODE.badRequest, SURVEY_TEXT.textTooLong(n));
      if (!text) {
        if (question.required) throw new BizError(CODE.badRequest, SURVEY_TEXT.answerRequired(n));
        return;
      }
      answers.push({ questionId: question.id, text });
      return;
    }
    if (answer?.text !== undefined) throw new BizError(CODE.badRequest, SURVEY_TEXT.answerInvalid(n));
    const choices = answer?.choices ?? [];
    if (choices.length === 0) {
      if (question.required) throw new BizError(CODE.badRequest, SURVEY_TEXT.answerRequired(n));
      return;
    }
    const chosen = choices.map((key) => question.options.find((o) => o.key === key));
    const unique = new Set(choices).size === choices.length;
    if (chosen.some((o) => o === undefined) || !unique || (question.type === 'single' && choices.length !== 1)) {
      throw new BizError(CODE.badRequest, SURVEY_TEXT.answerInvalid(n));
    }
    score += Math.max(...chosen.map((o) => o!.score));
    answers.push({ questionId: question.id, choices });
  });
  return { answers, score };
}
