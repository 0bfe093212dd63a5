import { API } from '@caixue/contract';
import { EnvelopeSchema, TableEnvelopeSchema } from '@caixue/contract/schemas/common';
import {
  CreateOrderBodySchema,
  OrderContractQuerySchema,
  OrderContractSchema,
  OrderDetailSchema,
  OrderInfoQuerySchema,
  OrderListQuerySchema,
  OrderNoBodySchema,
  OrderNoParamsSchema,
  OrderSchema,
  PayChannelsSchema,
  PayOrderBodySchema,
  PayOrderResultSchema,
  RefundOrderBodySchema,
} from '@caixue/contract/schemas/order';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { memberId } from '../../http/auth';
import { ok, table } from '../../http/envelope';
import type { Payments } from './payments';
import type { Refunds } from './refunds';
import type { OrderService } from './service';

export interface OrderRoutesOptions {
  orders: OrderService;
  payments: Payments;
  refunds: Refunds;
}

const tags = ['order'];

function userAgent(request: FastifyRequest): string {
  const value = request.headers['user-agent'];
  return typeof value === 'string' ? value : '';
}

/** 我的订单, the service contract, paying, cancelling and refunds (issue 13). Every route needs a token. */
export const orderRoutes: FastifyPluginAsyncTypebox<OrderRoutesOptions> = async (app, { orders, payments, refunds }) => {
  app.get(
    API.order.contract,
    {
      schema: {
        tags,
        summary: '服务协议：下单前按商品（goodsId），或已下单的订单（orderNo，含同意时间）；含会员姓名、商品、价格、期限',
        querystring: OrderContractQuerySchema,
        response: { 200: EnvelopeSchema(OrderContractSchema) },
      },
    },
    async (request) => ok(await orders.contract(memberId(request), request.query)),
  );

  app.post(
    API.order.create,
    {
      schema: {
        tags,
        summary: '下单：价格由服务器按商品现价计算（客户端传的金额一律忽略）；同一 idempotencyKey 只生成一个订单；同时记录服务协议的同意；免费体验立即开通（每人一次）',
        body: CreateOrderBodySchema,
        response: { 200: EnvelopeSchema(OrderDetailSchema) },
      },
    },
    async (request) => ok(await orders.create(memberId(request), request.body, { ip: request.ip, userAgent: userAgent(request) })),
  );

  app.get(
    API.order.list,
    {
      schema: { tags, summary: '我的订单，新的在前；tab：all 全部、unpaid 待支付、paid 已支付、refund 退款', querystring: OrderListQuerySchema, response: { 200: TableEnvelopeSchema(OrderSchema) } },
    },
    async (request) => table(await orders.list(memberId(request), request.query)),
  );

  app.get(
    // API.order.info encodes its argument, so the parameter is appended to the bare prefix.
    `${API.order.info('')}:orderNo`,
    {
      schema: {
        tags,
        summary: '订单详情（只能查看自己的订单）；sync=1 时未支付的订单先向支付平台查询（支付返回页）',
        params: OrderNoParamsSchema,
        querystring: OrderInfoQuerySchema,
        response: { 200: EnvelopeSchema(OrderDetailSchema) },
      },
    },
    async (request) => ok(await orders.info(memberId(request), request.params.orderNo, request.query.sync === 1)),
  );

  app.get(
    API.order.channels,
    { schema: { tags, summary: '当前环境可用的支付方式（微信内不提供支付宝）', response: { 200: EnvelopeSchema(PayChannelsSchema) } } },
    async (request) => ok({ channels: payments.channels(userAgent(request)) }),
  );

  app.post(
    API.order.pay,
    {
      schema: { tags, summary: '去支付：待支付且未超时的订单，按支付方式返回客户端发起支付所需的参数', body: PayOrderBodySchema, response: { 200: EnvelopeSchema(PayOrderResultSchema) } },
    },
    async (request) => {
      const { orderNo, channel } = request.body;
      const payment = await payments.pay(memberId(request), orderNo, channel, { userAgent: userAgent(request), ip: request.ip });
      return ok({ orderNo, payment });
    },
  );

  app.post(
    API.order.cancel,
    { schema: { tags, summary: '取消订单（仅待支付）', body: OrderNoBodySchema, response: { 200: EnvelopeSchema(OrderDetailSchema) } } },
    async (request) => ok(await orders.cancel(memberId(request), request.body.orderNo)),
  );

  app.post(
    API.order.refund,
    {
      schema: { tags, summary: '申请退款：已开通的订单，支付后 7 天内，全额退款；退款成功后收回开通的会员服务', body: RefundOrderBodySchema, response: { 200: EnvelopeSchema(OrderDetailSchema) } },
    },
    async (request) => {
      const order = await refunds.request(memberId(request), request.body.orderNo, request.body.reason);
      return ok(await orders.detail(order));
    },
  );

  app.post(
    API.payment.devPay,
    {
      schema: {
        tags: ['payment'],
        summary: '本地收银台「确认支付」（仅开发支付驱动）：生成与微信支付相同格式、签名的通知，走同一通知处理',
        body: OrderNoBodySchema,
        response: { 200: EnvelopeSchema(OrderDetailSchema) },
      },
    },
    async (request) => {
      const member = memberId(request);
      await payments.devPay(member, request.body.orderNo);
      return ok(await orders.detail(await orders.ownOrder(member, request.body.orderNo)));
    },
  );
};
