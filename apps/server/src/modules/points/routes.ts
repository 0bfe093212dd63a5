import { API } from '@caixue/contract';
import { EnvelopeSchema, TableEnvelopeSchema } from '@caixue/contract/schemas/common';
import { PointsEntrySchema, PointsInfoSchema, PointsListQuerySchema, PointsSignResultSchema } from '@caixue/contract/schemas/points';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberId } from '../../http/auth';
import { ok, table } from '../../http/envelope';
import type { PointsService } from './service';

export interface PointsRoutesOptions {
  points: PointsService;
}

const tags = ['points'];

/** 我的积分 (issue 14). Every route needs a token and answers the caller's own points. */
export const pointsRoutes: FastifyPluginAsyncTypebox<PointsRoutesOptions> = async (app, { points }) => {
  app.get(
    API.integral.info,
    { schema: { tags, summary: '积分余额、今日是否已签到、本轮 7 天连续签到', response: { 200: EnvelopeSchema(PointsInfoSchema) } } },
    async (request) => ok(await points.info(memberId(request))),
  );

  app.get(
    API.integral.list,
    {
      schema: {
        tags,
        summary: '积分明细：某月（中国时间，缺省本月），新的在前，分页',
        querystring: PointsListQuerySchema,
        response: { 200: TableEnvelopeSchema(PointsEntrySchema) },
      },
    },
    async (request) => table(await points.list(memberId(request), request.query)),
  );

  app.post(
    API.integral.sign,
    {
      schema: {
        tags,
        summary: '今日签到：每个中国自然日一次（重复签到返回 400 今天已经签到过了），连续签到按 7 天一轮递增',
        response: { 200: EnvelopeSchema(PointsSignResultSchema) },
      },
    },
    async (request) => ok(await points.sign(memberId(request))),
  );
};
