import { API } from '@caixue/contract';
import { EnvelopeSchema } from '@caixue/contract/schemas/common';
import { PoolListQuerySchema, StockPoolListSchema } from '@caixue/contract/schemas/stock';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import type { StockPoolService } from './service';

const tags = ['stock-pool'];

/** Teachers' stock pools (SPEC §7 Stock): every pool, locked ones as a teaser without items. */
export const stockPoolRoutes: FastifyPluginAsyncTypebox<{ pools: StockPoolService }> = async (app, { pools }) => {
  app.get(
    API.stockPool.list,
    {
      schema: {
        tags,
        summary: '老师股票池：入池日期与价格、最新价、入池以来涨幅、最大涨幅、理由、状态（持有/已调出）；未开通的股票池只含简介与数量',
        querystring: PoolListQuerySchema,
        response: { 200: EnvelopeSchema(StockPoolListSchema) },
      },
    },
    async (request) => ok(await pools.list(await request.viewer(), request.query.poolId)),
  );
};
