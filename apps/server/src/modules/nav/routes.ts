import { API } from '@caixue/contract';
import { EnvelopeSchema } from '@caixue/contract/schemas/common';
import { FooterNavItemSchema, FooterQuerySchema, LinkItemSchema } from '@caixue/contract/schemas/content';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/client';
import type { SharedCache } from '../../shared-cache';
import { ok } from '../../http/envelope';
import { footerTabs, homeMenu, type LinkSealer } from './service';

const tags = ['content'];

export const navRoutes: FastifyPluginAsyncTypebox<{ db: Db; sealLink: LinkSealer; cache: SharedCache }> = async (app, { db, sealLink, cache }) => {
  app.get(
    API.nav.list,
    {
      schema: { tags, summary: '首页菜单（按顺序）', response: { 200: EnvelopeSchema(Type.Array(LinkItemSchema)) } },
    },
    async () => cache.get('nav:menu', async () => ok(await homeMenu(db, sealLink))),
  );

  app.get(
    API.nav.footerList,
    {
      schema: {
        tags,
        summary: '底部导航（categoryCode=footer；按 linkTypeCode 区分 h5、wxApplet、ios、android）',
        querystring: FooterQuerySchema,
        response: { 200: EnvelopeSchema(Type.Array(FooterNavItemSchema)) },
      },
    },
    async (request) => {
      const linkTypeCode = request.query.linkTypeCode ?? 'h5';
      return cache.get(`nav:footer:${linkTypeCode}`, async () => ok(await footerTabs(db, linkTypeCode)));
    },
  );
};
