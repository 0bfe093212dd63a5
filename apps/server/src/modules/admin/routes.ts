import { API, TEXT } from '@caixue/contract';
import { AdminInfoSchema, AdminLoginBodySchema, AdminLoginResultSchema } from '@caixue/contract/schemas/admin';
import { EnvelopeSchema, MessageEnvelopeSchema } from '@caixue/contract/schemas/common';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSession } from '../../http/auth';
import { ok, okMessage } from '../../http/envelope';
import type { AdminService } from './service';

const tags = ['admin'];

export const adminRoutes: FastifyPluginAsyncTypebox<{ admin: AdminService }> = async (app, { admin }) => {
  app.post(
    API.admin.login,
    {
      schema: {
        tags,
        summary: '后台式登录：先校验图形验证码，再校验账号密码',
        body: AdminLoginBodySchema,
        response: { 200: EnvelopeSchema(AdminLoginResultSchema) },
      },
    },
    async (request) => ok(await admin.login(request.body, request.ip), TEXT.loginOk),
  );

  app.get(
    API.admin.getInfo,
    {
      schema: {
        tags,
        summary: '当前用户、角色（无角色时为 ROLE_DEFAULT）与权限',
        response: { 200: EnvelopeSchema(AdminInfoSchema) },
      },
    },
    async (request) => ok(await admin.info(requireSession(request).memberId)),
  );

  app.post(
    API.admin.logout,
    {
      schema: { tags, summary: '退出登录：令牌有效时将其作废；总是成功', response: { 200: MessageEnvelopeSchema } },
    },
    async (request) => {
      if (request.session) await admin.logout(request.session);
      return okMessage(TEXT.loggedOut);
    },
  );
};
