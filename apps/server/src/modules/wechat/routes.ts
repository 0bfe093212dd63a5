import { API, WECHAT_TEXT } from '@caixue/contract';
import { EnvelopeSchema, MessageEnvelopeSchema } from '@caixue/contract/schemas/common';
import { LoginResultSchema } from '@caixue/contract/schemas/member';
import {
  AppletLoginBodySchema,
  AppletPhoneBodySchema,
  BindableItemSchema,
  BindMobileBodySchema,
  OffiaccountLoginBodySchema,
  ShareConfigSchema,
  ShareQuerySchema,
  WxaLoginBodySchema,
} from '@caixue/contract/schemas/wechat';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSession } from '../../http/auth';
import { ok, okMessage } from '../../http/envelope';
import type { WechatService } from './service';

const LoginEnvelope = EnvelopeSchema(LoginResultSchema);
const tags = ['wechat'];

/** WeChat login paths and share signature (no token, SPEC §6), and account binding (token). */
export const wechatRoutes: FastifyPluginAsyncTypebox<{ wechat: WechatService }> = async (app, { wechat }) => {
  const sessionMember = (request: { session: { memberId: number } | null }) => request.session?.memberId ?? null;

  app.post(
    API.wechat.offiaccountLogin,
    {
      schema: {
        tags,
        summary: '公众号网页授权登录：首次登录创建会员，按 unionid 关联其它微信应用；带令牌时绑定到当前账号',
        body: OffiaccountLoginBodySchema,
        response: { 200: LoginEnvelope },
      },
    },
    async (request) => ok(await wechat.offiaccountLogin(request.body.code, sessionMember(request)), WECHAT_TEXT.wechatLoginOk),
  );

  app.post(
    API.wechat.appletLogin,
    {
      schema: {
        tags,
        summary: '小程序登录（wx.login code）；platformCode 为 wxApplet 或 wxApplet2，appKey 为小程序 appid',
        body: AppletLoginBodySchema,
        response: { 200: LoginEnvelope },
      },
    },
    async (request) => ok(await wechat.appletLogin(request.body, sessionMember(request)), WECHAT_TEXT.wechatLoginOk),
  );

  app.post(
    API.wechat.appletPhone,
    {
      schema: {
        tags,
        summary: '小程序手机号快捷登录（getPhoneNumber code）：登录该手机号的账号，或绑定到无手机号的当前账号，或新建账号',
        body: AppletPhoneBodySchema,
        response: { 200: LoginEnvelope },
      },
    },
    async (request) => ok(await wechat.appletPhoneLogin(request.body, sessionMember(request)), WECHAT_TEXT.wechatLoginOk),
  );

  app.post(
    API.wechat.wxa,
    {
      schema: {
        tags,
        summary: '小程序登录（旧接口）：code 必填；ency/iv 为 encryptedData 与 iv，用 session_key 解密校验',
        body: WxaLoginBodySchema,
        response: { 200: LoginEnvelope },
      },
    },
    async (request) => ok(await wechat.wxaLogin(request.body, sessionMember(request)), WECHAT_TEXT.wechatLoginOk),
  );

  app.get(
    API.wechat.shareTicket,
    {
      schema: {
        tags,
        summary: '公众号 JS-SDK 配置：sha1(jsapi_ticket, 固定 noncestr, timestamp, url)',
        querystring: ShareQuerySchema,
        response: { 200: EnvelopeSchema(ShareConfigSchema) },
      },
    },
    async (request) => ok(await wechat.shareConfig(request.query.url)),
  );

  app.get(
    API.member.bindable,
    {
      schema: {
        tags,
        summary: '可绑定项：手机号、微信公众号、微信小程序（是否已绑定，脱敏显示）',
        response: { 200: EnvelopeSchema(Type.Array(BindableItemSchema)) },
      },
    },
    async (request) => ok(await wechat.bindable(requireSession(request).memberId)),
  );

  app.post(
    API.member.bindMobile,
    {
      schema: {
        tags,
        summary: '绑定手机号（短信验证码用途 bind）；手机号已属于其它账号时拒绝，不合并',
        body: BindMobileBodySchema,
        response: { 200: MessageEnvelopeSchema },
      },
    },
    async (request) => {
      await wechat.bindMobile(requireSession(request).memberId, request.body.mobile, request.body.code);
      return okMessage(WECHAT_TEXT.mobileBound);
    },
  );
};
