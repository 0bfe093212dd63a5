import { API } from '@caixue/contract';
import { EnvelopeSchema, TableEnvelopeSchema } from '@caixue/contract/schemas/common';
import { ApplyInvoiceBodySchema, InvoiceListQuerySchema, InvoiceOrderBodySchema, InvoiceOrderParamsSchema, InvoiceSchema } from '@caixue/contract/schemas/invoice';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberId } from '../../http/auth';
import { ok, table } from '../../http/envelope';
import type { InvoiceService } from './service';

const tags = ['invoice'];

/** Invoices of the member's paid orders (issue 14). Every route needs a token. */
export const invoiceRoutes: FastifyPluginAsyncTypebox<{ invoices: InvoiceService }> = async (app, { invoices }) => {
  app.post(
    API.invoice.apply,
    {
      schema: {
        tags,
        summary: '申请发票：自己已支付（已开通）的订单；个人或单位抬头（单位需统一社会信用代码，含校验位）；每个订单一张，重复申请返回同一张；提交后立即开具（先返回 APPLIED）',
        body: ApplyInvoiceBodySchema,
        response: { 200: EnvelopeSchema(InvoiceSchema) },
      },
    },
    async (request) => ok(await invoices.apply(memberId(request), request.body)),
  );

  app.get(
    `${API.invoice.info('')}:orderNo`,
    {
      schema: {
        tags,
        summary: '订单的发票（未申请时为 null）；pdfUrl 为带签名、会过期的地址',
        params: InvoiceOrderParamsSchema,
        response: { 200: EnvelopeSchema(Type.Union([InvoiceSchema, Type.Null()])) },
      },
    },
    async (request) => ok(await invoices.info(memberId(request), request.params.orderNo)),
  );

  app.get(
    API.invoice.list,
    { schema: { tags, summary: '我的发票，新的在前', querystring: InvoiceListQuerySchema, response: { 200: TableEnvelopeSchema(InvoiceSchema) } } },
    async (request) => table(await invoices.list(memberId(request), request.query)),
  );

  app.post(
    API.invoice.retry,
    { schema: { tags, summary: '重新开具开具失败的发票（订单须仍为已支付）', body: InvoiceOrderBodySchema, response: { 200: EnvelopeSchema(InvoiceSchema) } } },
    async (request) => ok(await invoices.retry(memberId(request), request.body.orderNo)),
  );
};
