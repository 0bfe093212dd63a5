import { API } from '@caixue/contract';
import { AccessLogDailyQuerySchema, AccessLogDailySchema, AccessLogSaveBodySchema, AccessLogSavedSchema } from '@caixue/contract/schemas/access-log';
import { EnvelopeSchema } from '@caixue/contract/schemas/common';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerId, memberId } from '../../http/auth';
import { ok } from '../../http/envelope';
import type { AccessLogService } from './service';

/** SPEC §7 POST /api/access/log/save and the operators' daily figures (chosen path, admin role). */
export const accessLogRoutes: FastifyPluginAsyncTypebox<{ accessLog: AccessLogService }> = async (app, { accessLog }) => {
  app.post(
    API.accessLog.save,
    {
      schema: {
        tags: ['access-log'],
        summary: '记录一次页面访问，返回 data.id；客户端停留期间每 3 秒（直播页 10 秒）带 id 重复调用，服务器据此计算停留时长（批量写入）',
        body: AccessLogSaveBodySchema,
        response: { 200: EnvelopeSchema(AccessLogSavedSchema) },
      },
    },
    async (request) => ok(accessLog.save(callerId(request), request.body)),
  );

  app.get(
    API.accessLog.daily,
    {
      schema: {
        tags: ['admin'],
        summary: '运营统计：每天每个页面的访问次数、会员人数与停留时长（管理员）',
        querystring: AccessLogDailyQuerySchema,
        response: { 200: EnvelopeSchema(Type.Array(AccessLogDailySchema)) },
      },
    },
    async (request) => ok(await accessLog.daily(memberId(request), request.query)),
  );
};
