import { API, CODE, TEXT } from '@caixue/contract';
import { EnvelopeSchema, MessageEnvelopeSchema } from '@caixue/contract/schemas/common';
import {
  AccountLoginBodySchema,
  CancelAccountBodySchema,
  CodeLoginBodySchema,
  LoginResultSchema,
  MemberInfoSchema,
  RegisterBodySchema,
} from '@caixue/contract/schemas/member';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSession } from '../../http/auth';
import { ok, okMessage } from '../../http/envelope';
import { BizError } from '../../errors';
import type { MemberService } from './service';

const LoginEnvelope = EnvelopeSchema(LoginResultSchema);
const tags = ['member'];

export const memberRoutes: FastifyPluginAsyncTypebox<{ members: MemberService }> = async (app, { members }) => {
  app.post(
    API.member.loginAccount,
    {
      schema: {
        tags,
        summary: '账号密码登录（手机号或用户名）',
        body: AccountLoginBodySchema,
        response: { 200: LoginEnvelope },
      },
    },
    async (request) =>
      ok(await members.loginWithPassword(request.body.account, request.body.password, request.ip), TEXT.loginOk),
  );

  app.post(
    API.member.loginCode,
    {
      schema: {
        tags,
        summary: '短信验证码登录；手机号未注册时返回“账号不存在”，验证码保留可用于注册',
        body: CodeLoginBodySchema,
        response: { 200: LoginEnvelope },
      },
    },
    async (request) => ok(await members.loginWithCode(request.body.mobile, request.body.code), TEXT.loginOk),
  );

  app.post(
    API.member.register,
    {
      schema: {
        tags,
        summary: '注册并自动登录（验证码用途 register 或 login）',
        body: RegisterBodySchema,
        response: { 200: LoginEnvelope },
      },
    },
    async (request) => ok(await members.register(request.body), TEXT.registered),
  );

  app.post(
    API.member.cancelAccount,
    {
      schema: {
        tags,
        summary: '注销账号：带有效令牌时注销本人；否则需要手机号和用途为 cancel 的短信验证码',
        body: CancelAccountBodySchema,
        response: { 200: MessageEnvelopeSchema },
      },
      // A token alone is enough, so a bare POST without any body is valid here.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      if (request.session) {
        await members.cancel(request.session.memberId);
      } else {
        const { mobile, code } = request.body;
        if (!mobile || !code) throw new BizError(CODE.badRequest, TEXT.cancelNeedsCode);
        await members.cancelWithCode(mobile, code);
      }
      return okMessage(TEXT.accountCancelledOk);
    },
  );

  app.get(
    API.member.info,
    { schema: { tags, summary: '当前会员信息', response: { 200: EnvelopeSchema(MemberInfoSchema) } } },
    async (request) => ok(await members.info(requireSession(request).memberId)),
  );
};
