import { API } from '@caixue/contract';
import { EnvelopeSchema, TableEnvelopeSchema } from '@caixue/contract/schemas/common';
import { StockRaceCategorySchema, StockRaceListQuerySchema, StockRaceSchema } from '@caixue/contract/schemas/video';
import {
  RaceEntryQuerySchema,
  RaceEntrySchema,
  RaceHoldingsSchema,
  RaceInfoSchema,
  RaceLineChartSchema,
  RaceRankQuerySchema,
  RaceTradeQuerySchema,
  RaceTradeSchema,
} from '@caixue/contract/schemas/stock';
import { IdParamsSchema } from '@caixue/contract/schemas/common';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/client';
import { ok, table } from '../../http/envelope';
import { paging } from '../../paging';
import { listStockRaceCategories, listStockRaces } from './repo';
import type { StockRaceService } from './service';

const tags = ['stock-race'];

/** The stock-race list widget (§2): pill tabs of categories, cards of races. Public reads. */
export const stockRaceRoutes: FastifyPluginAsyncTypebox<{ db: Db; races: StockRaceService }> = async (app, { db, races }) => {
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

  // Participants (issue 15): members only; a locked entry answers 206 with what locks it.
  app.get(
    API.stockRace.info(':id'),
    {
      schema: {
        tags,
        summary: '比赛详情与参赛组合按收益率排名（会员专享组合为预览：无持仓与交易）',
        params: IdParamsSchema,
        response: { 200: EnvelopeSchema(RaceInfoSchema) },
      },
    },
    async (request) => ok(await races.info(request.params.id, await request.viewer())),
  );

  app.get(
    API.stockRace.rank,
    { schema: { tags, summary: '参赛组合收益率排行，分页（raceId 缺省为全部比赛）', querystring: RaceRankQuerySchema, response: { 200: TableEnvelopeSchema(RaceEntrySchema) } } },
    async (request) => table(await races.rank(request.query.raceId, paging(request.query), await request.viewer())),
  );

  app.get(
    API.stockRace.statistics,
    {
      schema: {
        tags,
        summary: '参赛组合每日收益率曲线与同期沪深300（按收盘价）；未开通返回 206',
        querystring: RaceEntryQuerySchema,
        response: { 200: EnvelopeSchema(RaceLineChartSchema) },
      },
    },
    async (request) => ok(await races.statistics(request.query.entryId, await request.viewer())),
  );

  app.get(
    API.stockRace.hold,
    {
      schema: {
        tags,
        summary: '参赛组合当前持仓：成本价、现价、浮动盈亏、仓位；未开通返回 206',
        querystring: RaceEntryQuerySchema,
        response: { 200: EnvelopeSchema(RaceHoldingsSchema) },
      },
    },
    async (request) => ok(await races.holdings(request.query.entryId, await request.viewer())),
  );

  app.get(
    API.stockRace.completed,
    {
      schema: {
        tags,
        summary: '参赛组合成交记录，新的在前，分页（卖出含已实现盈亏）；未开通返回 206',
        querystring: RaceTradeQuerySchema,
        response: { 200: TableEnvelopeSchema(RaceTradeSchema) },
      },
    },
    async (request) => table(await races.trades(request.query.entryId, paging(request.query), await request.viewer())),
  );
};
