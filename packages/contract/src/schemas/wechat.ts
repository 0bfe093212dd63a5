import { Type, type Static } from '@sinclair/typebox';
import { WECHAT_PLATFORM_CODES } from '../wechat';
import { MobileSchema, SmsCodeSchema } from './common';

/** Request and response schemas of the WeChat login, share and binding endpoints (SPEC §3, §7). */

const WechatCodeSchema = Type.String({ minLength: 1, maxLength: 256, description: '微信返回的 code' });

export const PlatformCodeSchema = Type.Union(
  WECHAT_PLATFORM_CODES.map((code) => Type.Literal(code)),
  { description: 'wxApplet（第一个小程序 WECHAT_APPLET_APPID）或 wxApplet2（第二个 WECHAT_APPLET2_APPID）' },
);

const AppKeySchema = Type.String({ minLength: 1, maxLength: 64, description: '小程序 appid；省略时按 platformCode 选择' });

export const OffiaccountLoginBodySchema = Type.Object({ code: WechatCodeSchema });

export const AppletLoginBodySchema = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 256, description: 'wx.login 的 code' }),
  platformCode: PlatformCodeSchema,
  appKey: Type.Optional(AppKeySchema),
});
export type AppletLoginBody = Static<typeof AppletLoginBodySchema>;

export const AppletPhoneBodySchema = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 256, description: 'getPhoneNumber 按钮返回的 code' }),
  platformCode: PlatformCodeSchema,
  appKey: Type.Optional(AppKeySchema),
  loginCode: Type.Optional(Type.String({ minLength: 1, maxLength: 256, description: '可选：wx.login 的 code，同时绑定本小程序身份' })),
});
export type AppletPhoneBody = Static<typeof AppletPhoneBodySchema>;

export const WxaLoginBodySchema = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 256, description: 'wx.login 的 code' }),
  nickname: Type.Optional(Type.String({ maxLength: 64 })),
  avatar: Type.Optional(Type.String({ maxLength: 512 })),
  unionid: Type.Optional(Type.String({ maxLength: 64, description: '不作信任依据：以 code2session 或解密数据为准' })),
  iv: Type.Optional(Type.String({ maxLength: 64, description: 'encryptedData 的 iv（base64）' })),
  ency: Type.Optional(Type.String({ maxLength: 8192, description: 'encryptedData（base64，AES-128-CBC，密钥 session_key）' })),
  platformCode: Type.Optional(PlatformCodeSchema),
  appKey: Type.Optional(AppKeySchema),
});

export const ShareQuerySchema = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 2048, pattern: '^https?://', description: '当前页面完整地址（# 之后不参与签名）' }),
});

export const ShareConfigSchema = Type.Object({
  appId: Type.String(),
  timestamp: Type.Integer(),
  nonceStr: Type.String(),
  signature: Type.String(),
});
export type WechatShareConfig = Static<typeof ShareConfigSchema>;

export const BindableTypeSchema = Type.Union([Type.Literal('mobile'), Type.Literal('offiaccount'), Type.Literal('applet')]);
export type BindableType = Static<typeof BindableTypeSchema>;

/** One row of GET /api/member/ver/2/list/bindable. `value`: the masked mobile or WeChat nickname, '' when not bound. */
export const BindableItemSchema = Type.Object({
  type: BindableTypeSchema,
  title: Type.String(),
  bound: Type.Boolean(),
  value: Type.String(),
  canBind: Type.Boolean(),
});
export type BindableItem = Static<typeof BindableItemSchema>;

export const BindMobileBodySchema = Type.Object({ mobile: MobileSchema, code: SmsCodeSchema });
export type BindMobileBody = Static<typeof BindMobileBodySchema>;
