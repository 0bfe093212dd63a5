import { API } from '@caixue/contract';
import { EnvelopeSchema } from '@caixue/contract/schemas/common';
import {
  NewsByCodeQuerySchema,
  NewsCategoryXParamsSchema,
  NewsHomeSectionSchema,
  NewsListQuerySchema,
  NewsPageQuerySchema,
} from '@caixue/contract/schemas/news';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, table } from '../../http/envelope';
import { HOTSPOT_CATEGORY_CODE, TUYERE_CATEGORY_CODE, type NewsService } from './service';
import type { NewsFilter } from './repo';
import { NewsTable, tags } from './routes-read';

/** The home page's news lists (public, paged rows unless said otherwise). */
export const newsHomeRoutes: FastifyPluginAsyncTypebox<{ reader: NewsService }> = async (app, { reader }) => {
  app.get(
    API.news.home.categories,
    {
      schema: {
        tags,
        summary: '首页资讯板块：首页分类及各自最新 4 条',
        response: { 200: EnvelopeSchema(Type.Array(NewsHomeSectionSchema)) },
      },
    },
    async (request) => ok(await reader.homeSections(await request.viewer())),
  );

  const lists: [string, string, NewsFilter][] = [
    [API.news.home.hot, '首页热点：热点资讯（isHot）', { hot: true }],
    [API.news.home.tuyere, '首页风口：风口资讯（isTuyere）', { tuyere: true }],
    [API.news.home.categoryHot, '热点分类（代码 hotspot）的资讯', { categoryCode: HOTSPOT_CATEGORY_CODE }],
    [API.news.home.tuyere2, '风口分类（代码 tuyere）的资讯', { categoryCode: TUYERE_CATEGORY_CODE }],
    [API.news.home.fm, '财经FM：带音频的资讯', { withAudio: true }],
    [API.news.home.find, '发现（isFind）', { find: true }],
    [API.news.home.findHot, '发现·热点（isFind 且 isHot）', { find: true, hot: true }],
    [API.news.home.findTuyere, '发现·风口（isFind 且 isTuyere）', { find: true, tuyere: true }],
  ];
  for (const [url, summary, filter] of lists) {
    app.get(
      url,
      { schema: { tags, summary, querystring: NewsPageQuerySchema, response: { 200: NewsTable } } },
      async (request) => table(await reader.page(await request.viewer(), filter, request.query)),
    );
  }

  app.get(
    API.news.home.search,
    {
      schema: {
        tags,
        summary: '搜索资讯：title 匹配标题；content（或 keyword）匹配标题、摘要和可查看资讯的正文',
        querystring: NewsListQuerySchema,
        response: { 200: NewsTable },
      },
    },
    async (request) => table(await reader.list(await request.viewer(), request.query)),
  );

  app.get(
    API.news.home.category(':x'),
    {
      schema: {
        tags,
        summary: '某分类（id 或代码）的资讯；分类不存在返回 404',
        params: NewsCategoryXParamsSchema,
        querystring: NewsPageQuerySchema,
        response: { 200: NewsTable },
      },
    },
    async (request) => table(await reader.byCategory(await request.viewer(), request.params.x, request.query)),
  );

  app.get(
    API.news.byCategoryCode,
    {
      schema: {
        tags,
        summary: '直播页面：某分类代码的资讯（未知代码为空列表）',
        querystring: NewsByCodeQuerySchema,
        response: { 200: NewsTable },
      },
    },
    async (request) => table(await reader.byCategoryCode(await request.viewer(), request.query.categoryCode, request.query)),
  );
};
