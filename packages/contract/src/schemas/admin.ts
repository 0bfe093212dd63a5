import { Type, type Static } from '@sinclair/typebox';
import { PasswordSchema } from './common';

/** Admin-style (RuoYi) login: captcha image, login, profile (SPEC §3, §7). */

export const AdminLoginBodySchema = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64, description: '用户名或手机号（前后空格会被去掉）' }),
  password: PasswordSchema,
  code: Type.String({ minLength: 1, maxLength: 10, description: '图形验证码' }),
  uuid: Type.String({ minLength: 1, maxLength: 64, description: '图形验证码编号（GET /captchaImage）' }),
});
export type AdminLoginBody = Static<typeof AdminLoginBodySchema>;

export const AdminLoginResultSchema = Type.Object({ token: Type.String() });

export const CaptchaImageSchema = Type.Object({
  captchaEnabled: Type.Boolean(),
  uuid: Type.String(),
  img: Type.String({ description: 'data:image/svg+xml;base64,…' }),
});
export type CaptchaImage = Static<typeof CaptchaImageSchema>;

export const AdminInfoSchema = Type.Object({
  user: Type.Object({ userName: Type.String(), nickName: Type.String(), avatar: Type.String() }),
  roles: Type.Array(Type.String()),
  permissions: Type.Array(Type.String()),
});
export type AdminInfo = Static<typeof AdminInfoSchema>;
