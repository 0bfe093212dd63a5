import { API } from '@caixue/contract';
import { EnvelopeSchema, IdParamsSchema } from '@caixue/contract/schemas/common';
import { AdvertSchema, BannerSchema } from '@caixue/contract/schemas/content';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/client';
import type { SharedCache } from '../../shared-cache';
import { ok } from '../../http/envelope';
import { AdAllQuerySchema, AdCategoryParamsSchema, AdItemSchema, AdListQuerySchema } from '@caixue/contract/schemas/video';
import { adInfo, allPositionAds, banners, popupAdvert, positionAds } from './service';

const tags = ['content'];

export const adRoutes: FastifyPluginAsyncTypebox<{ db: Db; cache: SharedCache }> = async (app, { db, cache }) => {
  app.get(
    API.ad.popupAdvert,
    {
      schema: {
        tags,
        summary: '首页中央弹窗广告；没有时 data 为 null',
        response: { 200: EnvelopeSchema(Type.Union([AdvertSchema, Type.Null()])) },
      },
    },
    async () => cache.get('ad:popup', async () => ok(await popupAdvert(db))),
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
    async (request) => cache.get(`ad:home:${request.params.code}`, async () => ok(await banners(db, request.params.code))),
  );

  // --- teacher / goods ad lists (issue 5) ------------------------------------------------------
  const AdArray = EnvelopeSchema(Type.Array(AdItemSchema));
  for (const url of [`${API.liveVideo.ads('')}:categoryCode`, `${API.ad.byCategory('')}:categoryCode`]) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: '广告列表（teacherAd 老师页广告、goodsAd 商品页广告；teacherId 或 goodsId 筛选；pageSize 最多 99）；data 为数组',
          params: AdCategoryParamsSchema,
          querystring: AdListQuerySchema,
          response: { 200: AdArray },
        },
      },
      async (request) => ok(await positionAds(db, request.params.categoryCode, request.query)),
    );
  }

  app.get(
    API.ad.listV2,
    {
      schema: {
        tags,
        summary: '某广告位的全部启用广告（categoryCode 必填）；data 为数组',
        querystring: AdAllQuerySchema,
        response: { 200: AdArray },
      },
    },
    async (request) => ok(await allPositionAds(db, request.query.categoryCode)),
  );

  for (const url of [API.ad.infoV2(':id'), API.ad.info(':id')]) {
    app.get(
      url,
      { schema: { tags, summary: '一条广告；不存在或已下线返回 404', params: IdParamsSchema, response: { 200: EnvelopeSchema(AdItemSchema) } } },
      async (request) => ok(await adInfo(db, request.params.id)),
    );
  }
};
