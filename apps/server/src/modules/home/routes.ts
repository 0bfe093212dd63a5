import { API } from '@caixue/contract';
import { EnvelopeSchema } from '@caixue/contract/schemas/common';
import { HomeTabInfoSchema } from '@caixue/contract/schemas/content';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/client';
import type { SharedCache } from '../../shared-cache';
import { ok } from '../../http/envelope';
import type { LinkSealer } from '../nav/service';
import { homeTabInfo } from './service';

export const homeRoutes: FastifyPluginAsyncTypebox<{ db: Db; sealLink: LinkSealer; cache: SharedCache }> = async (app, { db, sealLink, cache }) => {
  app.get(
    API.tab.homeInfo,
    {
      schema: {
        tags: ['content'],
        summary: '首页标签页信息：标题、提示、菜单、轮播图、名师',
        response: { 200: EnvelopeSchema(HomeTabInfoSchema) },
      },
    },
    async () => cache.get('home:tab', async () => ok(await homeTabInfo(db, sealLink))),
  );
};
