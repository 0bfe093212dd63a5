import { API } from '@caixue/contract';
import { EnvelopeSchema } from '@caixue/contract/schemas/common';
import { DictItemSchema } from '@caixue/contract/schemas/live';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { dictData, RISK_TIP_DICT } from './repo';

/** RuoYi's system dictionaries; only the risk disclosure shown in live rooms is served. */
export const dictRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    API.dict.riskTip,
    {
      schema: {
        tags: ['live'],
        summary: '风险提示（直播间底部展示）',
        response: { 200: EnvelopeSchema(Type.Array(DictItemSchema)) },
      },
    },
    async () => ok(await dictData(db, RISK_TIP_DICT)),
  );
};
