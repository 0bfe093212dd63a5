import { API } from '@caixue/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { NotifyAnswer, PaymentProvider } from '../../integrations/payment/provider';
import type { PaymentProviders } from '../../integrations/payment/registry';
import type { Payments } from './payments';
import type { Refunds } from './refunds';

/**
 * The providers' notify addresses (public: contract PUBLIC_APIS; no token, no client signature —
 * the provider's signature is checked instead). The body is kept as the exact string received:
 * the signature covers those bytes. The parsers below are scoped to this plugin and do not set
 * request.rawBody, which is what the client request-signing check (http/sign.ts) looks at.
 */

export interface NotifyRoutesOptions {
  providers: PaymentProviders;
  payments: Payments;
  refunds: Refunds;
}

const NOTIFY_BODY_LIMIT = 64 * 1024;
/** Answered when the provider a notify address belongs to is not configured here. */
const NOT_CONFIGURED: NotifyAnswer = { status: 404, contentType: 'text/plain; charset=utf-8', body: 'fail' };

function send(reply: FastifyReply, answer: NotifyAnswer): FastifyReply {
  reply.status(answer.status);
  if (answer.contentType) reply.header('content-type', answer.contentType);
  return reply.send(answer.body);
}

function rawText(request: FastifyRequest): string {
  return typeof request.body === 'string' ? request.body : '';
}

type Receive = (provider: PaymentProvider, rawBody: string, headers: FastifyRequest['headers']) => Promise<boolean>;

export const notifyRoutes: FastifyPluginAsync<NotifyRoutesOptions> = async (app, { providers, payments, refunds }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, (_request, body, done) => done(null, body));

  // The development driver signs like WeChat Pay: without a merchant its notifies use this address too.
  const wechatpay = providers.byName('wechatpay') ?? providers.byName('dev');
  const alipay = providers.byName('alipay');

  const route = (url: string, provider: PaymentProvider | undefined, receive: Receive) =>
    app.post(url, { schema: { tags: ['payment'], summary: '支付平台通知（验签后处理；无需令牌）' } }, async (request, reply) => {
      if (!provider) return send(reply, NOT_CONFIGURED);
      const accepted = await receive(provider, rawText(request), request.headers);
      return send(reply, provider.notifyAnswer(accepted));
    });

  route(API.payment.wechatpayNotify, wechatpay, (p, body, headers) => payments.receive(p, body, headers));
  route(API.payment.wechatpayRefundNotify, wechatpay, (p, body, headers) => refunds.receive(p, body, headers));
  route(API.payment.alipayNotify, alipay, (p, body, headers) => payments.receiveAlipay(p, body, headers));
};
