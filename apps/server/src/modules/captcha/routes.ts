import { API } from '@caixue/contract';
import { CaptchaImageSchema } from '@caixue/contract/schemas/admin';
import { EnvelopeSchema } from '@caixue/contract/schemas/common';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import type { CaptchaService } from './service';

export const captchaRoutes: FastifyPluginAsyncTypebox<{ captcha: CaptchaService }> = async (app, { captcha }) => {
  app.get(
    API.admin.captchaImage,
    {
      schema: {
        tags: ['admin'],
        summary: '图形验证码（SVG，2 分钟内有效，一次性）',
        response: { 200: EnvelopeSchema(CaptchaImageSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await captcha.create());
    },
  );
};
