import { API } from '@caixue/contract';
import { EnvelopeSchema } from '@caixue/contract/schemas/common';
import { PriceAlertBodySchema, PriceAlertIdBodySchema, PriceAlertSchema } from '@caixue/contract/schemas/watchlist';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberId } from '../../http/auth';
import { ok } from '../../http/envelope';
import type { PriceAlertService } from './service';

export interface PriceAlertRoutesOptions {
  alerts: PriceAlertService;
}

const tags = ['price-alert'];

/** 股价提醒 (issue 15). Every route needs a token and works on the caller's own alerts. */
export const priceAlertRoutes: FastifyPluginAsyncTypebox<PriceAlertRoutesOptions> = async (app, { alerts }) => {
  app.get(
    API.priceAlert.list,
    { schema: { tags, summary: '我的股价提醒：监控中的在前，其余按新到旧（最多 100 条），带最新行情', response: { 200: EnvelopeSchema(Type.Array(PriceAlertSchema)) } } },
    async (request) => ok(await alerts.list(memberId(request))),
  );

  app.post(
    API.priceAlert.add,
    {
      schema: {
        tags,
        summary: '添加提醒：股价涨到/跌到（元），涨幅/跌幅达到（%）；条件已满足的不能设置；交易时段内首次满足时触发一次',
        body: PriceAlertBodySchema,
        response: { 200: EnvelopeSchema(PriceAlertSchema) },
      },
    },
    async (request) => ok(await alerts.add(memberId(request), request.body)),
  );

  app.post(
    API.priceAlert.cancel,
    { schema: { tags, summary: '取消监控中的提醒', body: PriceAlertIdBodySchema, response: { 200: EnvelopeSchema(PriceAlertSchema) } } },
    async (request) => ok(await alerts.cancel(memberId(request), request.body.id)),
  );
};
