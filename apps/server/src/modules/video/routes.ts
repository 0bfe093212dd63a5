import { API } from '@caixue/contract';
import { EnvelopeSchema, IdParamsSchema, TableEnvelopeSchema } from '@caixue/contract/schemas/common';
import { VideoCategorySchema, VideoItemSchema, VideoListQuerySchema } from '@caixue/contract/schemas/video';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MediaUrls } from '../../auth/media-urls';
import type { Db } from '../../db/client';
import type { SharedCache } from '../../shared-cache';
import { ok, table } from '../../http/envelope';
import { VideoService } from './service';

const tags = ['video'];

/** Media library (public reads). */
export const videoRoutes: FastifyPluginAsyncTypebox<{ db: Db; now: () => number; mediaUrls: MediaUrls; cache: SharedCache }> = async (
  app,
  { db, now, mediaUrls, cache },
) => {
  const service = new VideoService({ db, now, mediaUrls });

  app.get(
    API.video.categories,
    { schema: { tags, summary: '视频分类', response: { 200: EnvelopeSchema(Type.Array(VideoCategorySchema)) } } },
    async () => cache.get('video:categories', async () => ok(await service.categories())),
  );

  app.get(
    API.video.list,
    {
      schema: {
        tags,
        summary: '视频列表，分页（categoryId、teacherId 筛选）；不含播放地址，未开通的标 locked',
        querystring: VideoListQuerySchema,
        response: { 200: TableEnvelopeSchema(VideoItemSchema) },
      },
    },
    async (request) => table(await service.list(await request.viewer(), request.query)),
  );

  app.get(
    API.video.info(':id'),
    {
      schema: {
        tags,
        summary: '视频详情：计一次播放；有权限时含播放地址',
        params: IdParamsSchema,
        response: { 200: EnvelopeSchema(VideoItemSchema) },
      },
    },
    async (request) => ok(await service.info(await request.viewer(), request.params.id)),
  );
};
