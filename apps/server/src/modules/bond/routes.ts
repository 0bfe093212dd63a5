import { API } from '@caixue/contract';
import { BondListQuerySchema, BondRowSchema } from '@caixue/contract/schemas/bond';
import { TableEnvelopeSchema } from '@caixue/contract/schemas/common';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { table } from '../../http/envelope';
import type { BondService } from './service';

const tags = ['bond'];

/** Convertible bonds (issue 15), sorted server-side by a whitelisted column. Token needed, like every stock page. */
export const bondRoutes: FastifyPluginAsyncTypebox<{ bonds: BondService }> = async (app, { bonds }) => {
  app.get(
    API.bond.list,
    {
      schema: {
        tags,
        summary: '可转债：现价、涨跌幅、转股价值、溢价率、评级、剩余规模、正股；按 sortBy（price、changePercent、conversionValue、premiumRate、rating、remainingSize）与 order（asc、desc）排序，分页',
        querystring: BondListQuerySchema,
        response: { 200: TableEnvelopeSchema(BondRowSchema) },
      },
    },
    async (request) => table(await bonds.list(request.query)),
  );
};
