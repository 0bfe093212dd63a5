import { API, VIEWPOINT_TEXT } from '@caixue/contract';
import { EnvelopeSchema, PageQuerySchema, TableEnvelopeSchema } from '@caixue/contract/schemas/common';
import {
  ViewpointCommentBodySchema,
  ViewpointCommentSchema,
  ViewpointIdBodySchema,
  ViewpointIdParamsSchema,
  ViewpointLikeStateSchema,
  ViewpointListQuerySchema,
  ViewpointSchema,
  ViewpointShareBodySchema,
  ViewpointShareStateSchema,
} from '@caixue/contract/schemas/viewpoint';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MediaUrls } from '../../auth/media-urls';
import type { Db } from '../../db/client';
import { memberId } from '../../http/auth';
import { ok, table } from '../../http/envelope';
import type { SocialService } from '../social/service';
import { ViewpointService } from './service';

const tags = ['news'];

/**
 * Teachers' viewpoints (issue 17; paths chosen in the news style, README). Reads are public (a
 * token opens the caller's modules); comment, like and share need a token.
 */
export const viewpointRoutes: FastifyPluginAsyncTypebox<{ db: Db; now: () => number; social: SocialService; mediaUrls: MediaUrls }> = async (
  app,
  deps,
) => {
  const viewpoints = new ViewpointService(deps);

  app.get(
    API.viewpoint.list,
    {
      schema: {
        tags,
        summary: '老师观点列表（可传 teacherId），最新的在前：可查看的，加上未开通时也展示导语的（locked，不含正文和配图）',
        querystring: ViewpointListQuerySchema,
        response: { 200: TableEnvelopeSchema(ViewpointSchema) },
      },
    },
    async (request) => table(await viewpoints.list(await request.viewer(), request.query)),
  );

  app.get(
    API.viewpoint.info(':id'),
    {
      schema: {
        tags,
        summary: '观点详情（访问数 +1）：未开通时 locked 为 true、正文和配图为空（不返回 206）',
        params: ViewpointIdParamsSchema,
        response: { 200: EnvelopeSchema(ViewpointSchema) },
      },
    },
    async (request) => ok(await viewpoints.info(await request.viewer(), request.params.id)),
  );

  app.get(
    API.viewpoint.commentList(':id'),
    {
      schema: {
        tags,
        summary: '观点的评论，最新的在前',
        params: ViewpointIdParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: TableEnvelopeSchema(ViewpointCommentSchema) },
      },
    },
    async (request) => table(await viewpoints.comments(request.params.id, request.query)),
  );

  app.post(
    API.viewpoint.comment,
    {
      schema: {
        tags,
        summary: '评论观点（1-500 字，净化后保存）；未开通的观点返回 206',
        body: ViewpointCommentBodySchema,
        response: { 200: EnvelopeSchema(ViewpointCommentSchema) },
      },
    },
    async (request) => ok(await viewpoints.comment(memberId(request), request.body), VIEWPOINT_TEXT.commentOk),
  );

  app.post(
    API.viewpoint.like,
    {
      schema: {
        tags,
        summary: '点赞观点；每人一次，重复点赞不改变点赞数',
        body: ViewpointIdBodySchema,
        response: { 200: EnvelopeSchema(ViewpointLikeStateSchema) },
      },
    },
    async (request) => ok(await viewpoints.like(memberId(request), request.body.viewpointId)),
  );

  app.post(
    API.viewpoint.share,
    {
      schema: {
        tags,
        summary: '记一次分享（url 记为渠道）：分享数 +1',
        body: ViewpointShareBodySchema,
        response: { 200: EnvelopeSchema(ViewpointShareStateSchema) },
      },
    },
    async (request) => ok(await viewpoints.share(memberId(request), request.body), VIEWPOINT_TEXT.shareOk),
  );
};
