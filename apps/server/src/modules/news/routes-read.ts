import { API, NEWS_LIST_ACTIONS, type NewsListAction } from '@caixue/contract';
import { EnvelopeSchema, TableEnvelopeSchema } from '@caixue/contract/schemas/common';
import {
  NewsCategoryAllQuerySchema,
  NewsCategoryIdParamsSchema,
  NewsCategorySchema,
  NewsCommentListParamsSchema,
  NewsCommentSchema,
  NewsIdParamsSchema,
  NewsIdQuerySchema,
  NewsItemSchema,
  NewsListQuerySchema,
  NewsPageQuerySchema,
  NewsUnreadQuerySchema,
  NewsUnreadSchema,
} from '@caixue/contract/schemas/news';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSession } from '../../http/auth';
import { ok, table } from '../../http/envelope';
import type { NewsService } from './service';

export const tags = ['news'];
export const NewsTable = TableEnvelopeSchema(NewsItemSchema);

const ACTION_SUMMARY: Record<NewsListAction, string> = {
  related: '相关资讯：带 id 时为同分类或同老师的其他资讯，否则同普通列表',
  hotspot: '热点资讯（isHot）',
  live: '直播资讯：分类代码 live 的资讯',
  news: '资讯：平台分类（非老师专栏）的资讯',
  newsCategory: '指定分类（categoryId 必填）的资讯',
  all: '全部资讯（未开通的标记 locked，不含正文）',
  allorvisible: '可查看的资讯，加上允许未开通时展示的（locked）',
  visible: '只含调用者可查看的资讯',
  find: '发现（isFind）',
  stock: '个股资讯：带 code 时为标题、摘要或正文提到该股代码或名称的资讯，否则为财经要闻（分类代码 finance）',
};

/** Lists, items, categories, comments and unread counts (GET; public except the member's own lists). */
export const newsReadRoutes: FastifyPluginAsyncTypebox<{ reader: NewsService }> = async (app, { reader }) => {
  app.get(
    API.news.list(),
    {
      schema: {
        tags,
        summary: '资讯列表（同 allorvisible），最新的在前；列表不含正文',
        querystring: NewsListQuerySchema,
        response: { 200: NewsTable },
      },
    },
    async (request) => table(await reader.list(await request.viewer(), request.query)),
  );

  for (const action of NEWS_LIST_ACTIONS) {
    app.get(
      API.news.list(action),
      { schema: { tags, summary: ACTION_SUMMARY[action], querystring: NewsListQuerySchema, response: { 200: NewsTable } } },
      async (request) => table(await reader.list(await request.viewer(), request.query, action)),
    );
  }

  app.get(
    API.news.relatedTo(':id'),
    {
      schema: {
        tags,
        summary: '与资讯 id 同分类或同老师的其他资讯；资讯不存在返回 404',
        params: NewsIdParamsSchema,
        querystring: NewsListQuerySchema,
        response: { 200: NewsTable },
      },
    },
    async (request) => table(await reader.related(await request.viewer(), request.params.id, request.query)),
  );

  const InfoEnvelope = EnvelopeSchema(NewsItemSchema);
  const infoSummary = '资讯详情：可查看时含完整正文；未开通时 locked 为 true、正文为空（不返回 206）；不计访问';
  app.get(
    API.news.info,
    { schema: { tags, summary: infoSummary, querystring: NewsIdQuerySchema, response: { 200: InfoEnvelope } } },
    async (request) => ok(await reader.info(await request.viewer(), request.query.id)),
  );
  app.get(
    API.news.infoById(':id'),
    { schema: { tags, summary: infoSummary, params: NewsIdParamsSchema, response: { 200: InfoEnvelope } } },
    async (request) => ok(await reader.info(await request.viewer(), request.params.id)),
  );

  app.get(
    API.news.hotspotAll,
    { schema: { tags, summary: '热点资讯，最多 20 条', response: { 200: EnvelopeSchema(Type.Array(NewsItemSchema)) } } },
    async (request) => ok(await reader.hotspotAll(await request.viewer())),
  );

  const CategoriesEnvelope = EnvelopeSchema(Type.Array(NewsCategorySchema));
  app.get(
    API.news.categoryAll,
    {
      schema: {
        tags,
        summary: '资讯分类（可按 teacherId 或 goodsId 筛选），含 locked、followed',
        querystring: NewsCategoryAllQuerySchema,
        response: { 200: CategoriesEnvelope },
      },
    },
    async (request) => ok(await reader.categories(await request.viewer(), request.query)),
  );
  app.get(
    API.news.categoryInfo(':id'),
    {
      schema: { tags, summary: '资讯分类详情', params: NewsCategoryIdParamsSchema, response: { 200: EnvelopeSchema(NewsCategorySchema) } },
    },
    async (request) => ok(await reader.category(await request.viewer(), request.params.id)),
  );
  app.get(
    API.news.categoryFollowList,
    { schema: { tags, summary: '我关注的资讯分类', response: { 200: CategoriesEnvelope } } },
    async (request) => ok(await reader.followedCategories(requireSession(request).memberId)),
  );

  app.get(
    API.news.unread,
    {
      schema: {
        tags,
        summary: '关注的分类（或 categoryId 指定的分类）中我还没看过的资讯条数',
        querystring: NewsUnreadQuerySchema,
        response: { 200: EnvelopeSchema(NewsUnreadSchema) },
      },
    },
    async (request) => ok(await reader.unread(requireSession(request).memberId, request.query.categoryId)),
  );

  app.get(
    API.news.commentList(':newsId'),
    {
      schema: {
        tags,
        summary: '资讯评论，分页，最新的在前',
        params: NewsCommentListParamsSchema,
        querystring: NewsPageQuerySchema,
        response: { 200: TableEnvelopeSchema(NewsCommentSchema) },
      },
    },
    async (request) => table(await reader.comments(request.params.newsId, request.query)),
  );
};
