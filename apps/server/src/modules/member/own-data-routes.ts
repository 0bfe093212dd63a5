import { API } from '@caixue/contract';
import { OwnDataSchema } from '@caixue/contract/schemas/applets';
import { EnvelopeSchema } from '@caixue/contract/schemas/common';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/client';
import { memberId } from '../../http/auth';
import { ok } from '../../http/envelope';
import { ownData } from './own-data-service';

/** CHOSEN GET /api/member/ver/2/own/data (token): the member's own figures (issue 17, 我的数据). */
export const ownDataRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    API.applets.ownData,
    {
      schema: {
        tags: ['member'],
        summary: '我的数据：直播发言、收到的回复、学过的课程和课时（观看时长未记录，为 null）',
        response: { 200: EnvelopeSchema(OwnDataSchema) },
      },
    },
    async (request) => ok(await ownData(db, memberId(request))),
  );
};
