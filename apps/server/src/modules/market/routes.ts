import { API } from '@caixue/contract';
import { EnvelopeSchema } from '@caixue/contract/schemas/common';
import {
  ConceptSectorSchema,
  IndexSnapshotSchema,
  KlineDataSchema,
  KlineQuerySchema,
  MarketQuoteSchema,
  MinuteDataSchema,
  MinuteQuerySchema,
  QuotesQuerySchema,
  SearchQuerySchema,
  SecurityCheckSchema,
  SecurityCodeParamsSchema,
  SecurityCodeQuerySchema,
  SecurityItemSchema,
} from '@caixue/contract/schemas/market';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import type { MarketService } from './service';

const tags = ['market'];

/** Market data (issue 15; README "Market data endpoints"). Every path needs a token (SPEC §2: stock pages are not public). */
export const marketRoutes: FastifyPluginAsyncTypebox<{ service: MarketService }> = async (app, { service }) => {
  app.get(
    API.market.quotes,
    {
      schema: {
        tags,
        summary: '行情快照：按代码（逗号分隔，最多 200 个）；休市或收盘后为最近收盘价，status 为 closed/holiday，statusText 为 已收盘/休市',
        querystring: QuotesQuerySchema,
        response: { 200: EnvelopeSchema(Type.Array(MarketQuoteSchema)) },
      },
    },
    async (request) => ok(await service.quotes(request.query.symbols)),
  );

  app.get(
    API.market.minute,
    {
      schema: {
        tags,
        summary: '分时：某交易日（缺省当天，开盘前为上一交易日）每分钟价格与均价，当天只到当前分钟',
        querystring: MinuteQuerySchema,
        response: { 200: EnvelopeSchema(MinuteDataSchema) },
      },
    },
    async (request) => ok(await service.minute(request.query.symbol, request.query.day)),
  );

  app.get(
    API.market.kline,
    {
      schema: {
        tags,
        summary: 'K线：日K、周K、月K（周、月由日K合成），最近 count 根，按日期升序',
        querystring: KlineQuerySchema,
        response: { 200: EnvelopeSchema(KlineDataSchema) },
      },
    },
    async (request) => ok(await service.kline(request.query.symbol, request.query.period, request.query.count, request.query.to)),
  );

  app.get(
    API.market.search,
    {
      schema: {
        tags,
        summary: '证券搜索：代码、名称或拼音首字母（gzmt → 贵州茅台），股票在前',
        querystring: SearchQuerySchema,
        response: { 200: EnvelopeSchema(Type.Array(SecurityItemSchema)) },
      },
    },
    async (request) => ok(await service.search(request.query.keyword, request.query.limit)),
  );

  app.get(
    API.market.indices,
    { schema: { tags, summary: '指数快照：上证指数、深证成指、创业板指、沪深300，带交易状态', response: { 200: EnvelopeSchema(IndexSnapshotSchema) } } },
    async () => ok(await service.indices()),
  );

  app.get(
    API.market.concepts,
    { schema: { tags, summary: '概念板块：加权涨跌幅、上涨与下跌家数、领涨股、成分股，涨幅大的在前', response: { 200: EnvelopeSchema(Type.Array(ConceptSectorSchema)) } } },
    async () => ok(await service.concepts()),
  );

  const securitySummary = '是否为已上市证券（yn）：listed 为 true 时带证券信息与行情；格式正确但不存在的代码 listed 为 false';
  app.get(
    API.market.security(),
    { schema: { tags, summary: `${securitySummary}（query code）`, querystring: SecurityCodeQuerySchema, response: { 200: EnvelopeSchema(SecurityCheckSchema) } } },
    async (request) => ok(await service.security(request.query.code)),
  );
  app.get(
    API.market.security('/:code'),
    { schema: { tags, summary: `${securitySummary}（路径 /{code}）`, params: SecurityCodeParamsSchema, response: { 200: EnvelopeSchema(SecurityCheckSchema) } } },
    async (request) => ok(await service.security(request.params.code)),
  );
};
