import { API, TEXT } from '@caixue/contract';
import { EnvelopeSchema } from '@caixue/contract/schemas/common';
import { SmsCodeBodySchema, SmsSentSchema } from '@caixue/contract/schemas/member';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import type { SmsService } from './service';

export const smsRoutes: FastifyPluginAsyncTypebox<{ sms: SmsService }> = async (app, { sms }) => {
  app.post(
    API.sms.code,
    {
      schema: {
        tags: ['member'],
        summary: '发送短信验证码（同一手机号 60 秒一次，每日 10 次；同一 IP 每小时 20 次）',
        body: SmsCodeBodySchema,
        response: { 200: EnvelopeSchema(SmsSentSchema) },
      },
    },
    async (request) => {
      const { mobile, purpose = 'login' } = request.body;
      const resendAfter = await sms.send(mobile, purpose, request.ip, request.log);
      return ok({ resendAfter }, TEXT.smsSent);
    },
  );
};
