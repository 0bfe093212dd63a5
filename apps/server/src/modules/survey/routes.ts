import { API } from '@caixue/contract';
import { EnvelopeSchema, IdParamsSchema, TableEnvelopeSchema } from '@caixue/contract/schemas/common';
import {
  QuestionnaireSchema,
  RiskCheckQuerySchema,
  RiskCheckSchema,
  RiskInfoSchema,
  SubmitSurveyBodySchema,
  SurveyResultListQuerySchema,
  SurveyResultSchema,
} from '@caixue/contract/schemas/survey';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberId } from '../../http/auth';
import { ok, table } from '../../http/envelope';
import type { RiskService } from './risk-service';
import type { SurveyService } from './service';

export interface SurveyRoutesOptions {
  surveys: SurveyService;
  risk: RiskService;
}

const tags = ['survey'];

/** Questionnaires and the risk assessment (issue 16). Every route needs a token and answers the caller's own data. */
export const surveyRoutes: FastifyPluginAsyncTypebox<SurveyRoutesOptions> = async (app, { surveys, risk }) => {
  app.get(
    // API.survey.info builds the full path; the parameter goes after the bare prefix.
    `${API.survey.info('')}:id`,
    {
      schema: {
        tags,
        summary: '问卷：标题、说明、题目（单选、多选、问答；选项分值不下发）、本人已提交次数、是否还可提交',
        params: IdParamsSchema,
        response: { 200: EnvelopeSchema(QuestionnaireSchema) },
      },
    },
    async (request) => ok(await surveys.info(memberId(request), request.params.id)),
  );

  app.post(
    API.survey.submit,
    {
      schema: {
        tags,
        summary: '提交答卷：按题目校验（必答、选项、字数）；只能提交一次的问卷第二次提交返回 400；同一 requestId 重试返回第一次的结果；风险测评返回 C1-C5 等级与有效期',
        body: SubmitSurveyBodySchema,
        response: { 200: EnvelopeSchema(SurveyResultSchema) },
      },
    },
    async (request) => ok(await surveys.submit(memberId(request), request.body)),
  );

  app.get(
    API.survey.results,
    {
      schema: { tags, summary: '本人的答卷记录，新的在前，分页（可按问卷）', querystring: SurveyResultListQuerySchema, response: { 200: TableEnvelopeSchema(SurveyResultSchema) } },
    },
    async (request) => table(await surveys.results(memberId(request), request.query)),
  );

  app.get(
    API.survey.riskInfo,
    { schema: { tags, summary: '本人当前的风险测评：等级、得分、测评时间、有效期（可能已过期；未测评为 null）与测评问卷编号', response: { 200: EnvelopeSchema(RiskInfoSchema) } } },
    async (request) => ok(await risk.info(memberId(request))),
  );

  app.get(
    API.survey.riskCheck,
    {
      schema: {
        tags,
        summary: '购买前的适当性判断：ok 匹配；missing 未测评、expired 已过期、mismatch 产品风险高于本人等级（可确认后购买）；refused C1 保守型不可购买 R1 以上',
        querystring: RiskCheckQuerySchema,
        response: { 200: EnvelopeSchema(RiskCheckSchema) },
      },
    },
    async (request) => ok(await risk.check(memberId(request), request.query.goodsId)),
  );
};
