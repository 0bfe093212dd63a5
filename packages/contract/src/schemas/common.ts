import { Type, type TSchema } from '@sinclair/typebox';
import { TEXT } from '../texts';

/**
 * Building blocks shared by every endpoint schema. `x-message` is a schema extension the server's
 * validator reads: when a value breaks that schema, the client sees this text instead of the
 * generic "参数 X 格式不正确".
 */
export const MOBILE_PATTERN = '^1[3-9]\\d{9}$';
export const SMS_CODE_PATTERN = '^\\d{6}$';

export const MobileSchema = Type.String({
  pattern: MOBILE_PATTERN,
  description: '中国大陆手机号',
  examples: ['13800000001'],
  'x-message': TEXT.mobileInvalid,
});

export const SmsCodeSchema = Type.String({
  pattern: SMS_CODE_PATTERN,
  description: '6 位短信验证码',
  examples: ['246810'],
  'x-message': TEXT.smsCodeInvalid,
});

/** New passwords: 6-20 characters (TEXT.passwordInvalid). */
export const NewPasswordSchema = Type.String({
  minLength: 6,
  maxLength: 20,
  description: '密码，6-20 位',
  'x-message': TEXT.passwordInvalid,
});

/** Existing passwords are only bounded, so old accounts with other lengths can still log in. */
export const PasswordSchema = Type.String({ minLength: 1, maxLength: 64, description: '密码' });

/** RuoYi envelope `{code, msg, data}`. `data` is optional because error envelopes carry none. */
export function EnvelopeSchema<T extends TSchema>(data: T) {
  return Type.Object({
    code: Type.Integer({ description: '业务码，200 为成功' }),
    msg: Type.String(),
    data: Type.Optional(data),
  });
}

/** Envelope without data: used by endpoints that only report success. */
export const MessageEnvelopeSchema = Type.Object({
  code: Type.Integer({ description: '业务码，200 为成功' }),
  msg: Type.String(),
});
