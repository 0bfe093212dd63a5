import { API, WINNING_TEXT } from '@caixue/contract';
import { EnvelopeSchema, IdParamsSchema, TableEnvelopeSchema } from '@caixue/contract/schemas/common';
import {
  DrawBodySchema,
  DrawResultSchema,
  RecentWinnerSchema,
  RecentWinnersQuerySchema,
  WheelActivitySchema,
  WheelActivitySummarySchema,
  WinningAddressBodySchema,
  WinningListQuerySchema,
  WinningRecordSchema,
  WinningShipBodySchema,
} from '@caixue/contract/schemas/winning';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerId, memberId } from '../../http/auth';
import { ok, table } from '../../http/envelope';
import type { WinningService } from './service';

export interface WinningRoutesOptions {
  winning: WinningService;
}

const tags = ['winning'];

/**
 * The prize wheel (issue 17). Activities, their prizes and odds and the masked recent winners are
 * public (the detail page is); drawing, the member's wins, a draw's detail and the address need a token.
 */
export const winningRoutes: FastifyPluginAsyncTypebox<WinningRoutesOptions> = async (app, { winning }) => {
  app.get(
    API.winning.activities,
    { schema: { tags, summary: '抽奖活动列表（公开）', response: { 200: EnvelopeSchema(Type.Array(WheelActivitySummarySchema)) } } },
    async () => ok(await winning.activities()),
  );

  app.get(
    `${API.winning.activity('')}:id`,
    {
      schema: {
        tags,
        summary: '抽奖活动：奖品（顺时针）、当前概率、规则；会员另有今日剩余次数（公开）',
        params: IdParamsSchema,
        response: { 200: EnvelopeSchema(WheelActivitySchema) },
      },
    },
    async (request) => ok(await winning.activity(request.params.id, callerId(request))),
  );

  app.post(
    API.winning.draw,
    {
      schema: {
        tags,
        summary: '抽奖一次：服务器决定奖品；同一 requestId 重试只算一次；每人每个中国自然日限次',
        body: DrawBodySchema,
        response: { 200: EnvelopeSchema(DrawResultSchema) },
      },
    },
    async (request) => {
      const result = await winning.draw(memberId(request), request.body);
      return ok(result, result.record.state === 'none' ? WINNING_TEXT.lost : WINNING_TEXT.won(result.record.prizeName));
    },
  );

  app.get(
    API.winning.mine,
    { schema: { tags, summary: '我的中奖记录（不含谢谢参与），新的在前，分页', querystring: WinningListQuerySchema, response: { 200: TableEnvelopeSchema(WinningRecordSchema) } } },
    async (request) => table(await winning.mine(memberId(request), request.query)),
  );

  app.get(
    API.winning.recent,
    { schema: { tags, summary: '最新中奖（会员名打码，公开）', querystring: RecentWinnersQuerySchema, response: { 200: EnvelopeSchema(Type.Array(RecentWinnerSchema)) } } },
    async (request) => ok(await winning.recent(request.query.activityId)),
  );

  app.get(
    `${API.winning.record('')}:id`,
    { schema: { tags, summary: '本人的一次抽奖结果与兑奖状态', params: IdParamsSchema, response: { 200: EnvelopeSchema(WinningRecordSchema) } } },
    async (request) => ok(await winning.record(memberId(request), request.params.id)),
  );

  app.post(
    API.winning.address,
    {
      schema: { tags, summary: '实物奖品的收货地址（发货前可修改；提交后为待发货）', body: WinningAddressBodySchema, response: { 200: EnvelopeSchema(WinningRecordSchema) } },
    },
    async (request) => ok(await winning.address(memberId(request), request.body), WINNING_TEXT.addressSaved),
  );

  app.post(
    API.winning.ship,
    { schema: { tags, summary: '运营：实物奖品标记已发货（admin 角色）', body: WinningShipBodySchema, response: { 200: EnvelopeSchema(WinningRecordSchema) } } },
    async (request) => ok(await winning.ship(memberId(request), request.body)),
  );
};
