import { API } from '@caixue/contract';
import { EnvelopeSchema } from '@caixue/contract/schemas/common';
import { AdvertSchema, BannerSchema } from '@caixue/contract/schemas/content';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { banners, popupAdvert } from './service';

const tags = ['content'];

export const adRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    API.ad.popupAdvert,
    {
      schema: {
        tags,
        summary: '首页中央弹窗广告；没有时 data 为 null',
        response: { 200: EnvelopeSchema(Type.Union([AdvertSchema, Type.Null()])) },
      },
    },
    async () => ok(await popupAdvert(db)),
  );

  app.get(
    `${API.ad.home('')}:code`,
    {
      schema: {
        tags,
        summary: '广告位列表（首页轮播为 homeBanner）；未知广告位返回空数组',
        params: Type.Object({ code: Type.String({ maxLength: 64 }) }),
        response: { 200: EnvelopeSchema(Type.Array(BannerSchema)) },
      },
    },
    async (request) => ok(await banners(db, request.params.code)),
  );
};
