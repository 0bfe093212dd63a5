import { API } from '@caixue/contract';
import { EnvelopeSchema, TableEnvelopeSchema } from '@caixue/contract/schemas/common';
import { StockRaceCategorySchema, StockRaceListQuerySchema, StockRaceSchema } from '@caixue/contract/schemas/video';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/client';
import { ok, table } from '../../http/envelope';
import { paging } from '../../paging';
import { listStockRaceCategories, listStockRaces } from './repo';

const tags = ['stock-race'];

/** The stock-race list widget (§2): pill tabs of categories, cards of races. Public reads. */
export const stockRaceRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    API.stockRace.categories,
    { schema: { tags, summary: '股票大赛分类（进行中、即将开始、已结束）', response: { 200: EnvelopeSchema(Type.Array(StockRaceCategorySchema)) } } },
    async () => ok(await listStockRaceCategories(db)),
  );

  app.get(
    API.stockRace.list,
    {
      schema: {
        tags,
        summary: '股票大赛列表，分页（categoryId 筛选）',
        querystring: StockRaceListQuerySchema,
        response: { 200: TableEnvelopeSchema(StockRaceSchema) },
      },
    },
    async (request) => {
      return table(await listStockRaces(db, { categoryId: request.query.categoryId }, paging(request.query)));
    },
  );
};
