import { API, NEWS_TEXT } from '@caixue/contract';
import { EnvelopeSchema, FollowStateSchema } from '@caixue/contract/schemas/common';
import {
  NewsCategoryFollowBodySchema,
  NewsCommentBodySchema,
  NewsCommentSchema,
  NewsFavoriteStateSchema,
  NewsIdBodySchema,
  NewsIdParamsSchema,
  NewsLikeStateSchema,
} from '@caixue/contract/schemas/news';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberId } from '../../http/auth';
import { ok } from '../../http/envelope';
import type { NewsSocialService } from './social';
import { tags } from './routes-read';

/** Member actions on news (POST, token required). */
export const newsSocialRoutes: FastifyPluginAsyncTypebox<{ social: NewsSocialService }> = async (app, { social }) => {
  const FollowEnvelope = EnvelopeSchema(FollowStateSchema);

  app.post(
    API.news.viewSave,
    {
      schema: {
        tags,
        summary: '记一次阅读：访问数 +1，并标记为已读（未读数减少）',
        body: NewsIdBodySchema,
        response: { 200: EnvelopeSchema(Type.Object({ visits: Type.Integer() })) },
      },
    },
    async (request) => ok(await social.viewSave(memberId(request), request.body.newsId)),
  );

  app.post(
    API.news.like,
    {
      schema: {
        tags,
        summary: '点赞；每人一次，重复点赞不改变点赞数（返回 liked true 和当前点赞数）',
        body: NewsIdBodySchema,
        response: { 200: EnvelopeSchema(NewsLikeStateSchema) },
      },
    },
    async (request) => ok(await social.like(memberId(request), request.body.newsId)),
  );

  app.post(
    API.news.favorite,
    {
      schema: { tags, summary: '收藏或取消收藏（每次调用切换）', body: NewsIdBodySchema, response: { 200: EnvelopeSchema(NewsFavoriteStateSchema) } },
    },
    async (request) => ok(await social.favorite(memberId(request), request.body.newsId)),
  );

  app.post(
    API.news.follow(':id'),
    {
      schema: {
        tags,
        summary: '关注或取消关注资讯 id 的老师（每次调用切换）；无老师的资讯返回 400',
        params: NewsIdParamsSchema,
        response: { 200: FollowEnvelope },
      },
    },
    async (request) => ok(await social.followTeacher(memberId(request), request.params.id)),
  );

  app.post(
    API.news.categoryFollow,
    {
      schema: { tags, summary: '关注（follow true）或取消关注资讯分类', body: NewsCategoryFollowBodySchema, response: { 200: FollowEnvelope } },
    },
    async (request) => ok(await social.followCategory(memberId(request), request.body)),
  );

  app.post(
    API.news.comment,
    {
      schema: {
        tags,
        summary: '发表评论（1-500 字，净化后保存）；未开通的资讯返回 206',
        body: NewsCommentBodySchema,
        response: { 200: EnvelopeSchema(NewsCommentSchema) },
      },
    },
    async (request) => ok(await social.comment(memberId(request), request.body), NEWS_TEXT.commentOk),
  );
};
