import { Type, type Static } from '@sinclair/typebox';
import { MobileSchema, NewPasswordSchema, Nullable, PasswordSchema, SmsCodeSchema } from './common';

/** Request and response schemas of the member endpoints (SPEC §3, §7 "Member"). */

export const AccountLoginBodySchema = Type.Object({
  account: Type.String({ minLength: 1, maxLength: 64, description: '手机号或用户名' }),
  password: PasswordSchema,
});
export type AccountLoginBody = Static<typeof AccountLoginBodySchema>;

export const CodeLoginBodySchema = Type.Object({ mobile: MobileSchema, code: SmsCodeSchema });
export type CodeLoginBody = Static<typeof CodeLoginBodySchema>;

export const RegisterBodySchema = Type.Object({
  mobile: MobileSchema,
  code: SmsCodeSchema,
  password: NewPasswordSchema,
  // A loose bound: the service applies the profile rule (account.ts) so the member reads its exact message.
  nickname: Type.Optional(Type.String({ maxLength: 200, description: '昵称，可选；1-20 个字，不含 < >' })),
});
export type RegisterBody = Static<typeof RegisterBodySchema>;

/** With a valid token the body may be empty; without one, mobile and an SMS code (purpose cancel). */
export const CancelAccountBodySchema = Type.Object({
  mobile: Type.Optional(MobileSchema),
  code: Type.Optional(SmsCodeSchema),
});
export type CancelAccountBody = Static<typeof CancelAccountBodySchema>;

export const SmsPurposeSchema = Type.Union(
  [Type.Literal('login'), Type.Literal('register'), Type.Literal('cancel'), Type.Literal('bind')],
  { description: '用途，默认 login' },
);
export type SmsPurpose = Static<typeof SmsPurposeSchema>;

export const SmsCodeBodySchema = Type.Object({
  mobile: MobileSchema,
  purpose: Type.Optional(SmsPurposeSchema),
});
export type SmsCodeBody = Static<typeof SmsCodeBodySchema>;

export const SmsSentSchema = Type.Object({
  /** Seconds until the next code may be requested for this mobile. */
  resendAfter: Type.Integer(),
});

export const LoginResultSchema = Type.Object({
  token: Type.String(),
  memberId: Type.Integer(),
  isTeacher: Type.Union([Type.Literal(0), Type.Literal(1)]),
  unionid: Nullable(Type.String()),
});
export type LoginResult = Static<typeof LoginResultSchema>;

export const MemberInfoSchema = Type.Object({
  id: Type.Integer(),
  account: Nullable(Type.String()),
  mobile: Nullable(Type.String()),
  name: Type.String(),
  nickname: Type.String(),
  avatar: Type.String(),
  isTeacher: Type.Union([Type.Literal(0), Type.Literal(1)]),
  unionid: Nullable(Type.String()),
  createTime: Type.String({ description: 'ISO 8601' }),
  hasPassword: Type.Optional(Type.Boolean({ description: '是否设置过密码（微信登录的会员可能没有）' })),
});
/** `hasPassword` is false for members who never set one (WeChat sign-in): they may set one without the old. */
export type MemberInfo = Static<typeof MemberInfoSchema>;
