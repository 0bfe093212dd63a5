import { API } from '@caixue/contract';
import { EnvelopeSchema, TableEnvelopeSchema } from '@caixue/contract/schemas/common';
import {
  GoodsIdParamsSchema,
  GoodsIndexGroupSchema,
  GoodsInfoSchema,
  GoodsListQuerySchema,
  GoodsSchema,
} from '@caixue/contract/schemas/goods';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/client';
import { ok, table } from '../../http/envelope';
import type { GoodsLinks } from './goods-link';
import { GoodsService } from './service';

export interface GoodsRoutesOptions {
  db: Db;
  /** Opens the sealed goods ids of link-permission links (`goodsIds=g1.…`). */
  links: GoodsLinks;
}

const tags = ['goods'];

/** Goods catalogue (issue 13; paths CHOSEN in the spec's style). Public reads (contract PUBLIC_APIS). */
export const goodsRoutes: FastifyPluginAsyncTypebox<GoodsRoutesOptions> = async (app, { db, links }) => {
  const goods = new GoodsService(db, links);

  app.get(
    API.goods.index,
    {
      schema: { tags, summary: '产品中心：在售商品按会员等级分组', response: { 200: EnvelopeSchema(Type.Array(GoodsIndexGroupSchema)) } },
    },
    async () => ok(await goods.index()),
  );

  app.get(
    API.goods.list,
    {
      schema: {
        tags,
        summary: '在售商品列表，分页（teacherId、levelId、goodsIds 筛选，goodsIds 可为加密令牌）；已下架的不列出',
        querystring: GoodsListQuerySchema,
        response: { 200: TableEnvelopeSchema(GoodsSchema) },
      },
    },
    async (request) => table(await goods.list(request.query)),
  );

  app.get(
    API.goods.info(':id'),
    {
      schema: {
        tags,
        summary: '商品详情（含介绍、等级及其模块、老师）；已下架的仍可打开，onSale=false',
        params: GoodsIdParamsSchema,
        response: { 200: EnvelopeSchema(GoodsInfoSchema) },
      },
    },
    async (request) => ok(await goods.info(request.params.id)),
  );
};
