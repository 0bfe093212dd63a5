import { Type, type IntegerOptions, type SchemaOptions, type Static, type TLiteral, type TSchema, type TUnion } from '@sinclair/typebox';
import { PAGE_SIZE } from '../constants';
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

/** RuoYi table envelope `{code, msg, rows, total}`; error envelopes carry neither. */
export function TableEnvelopeSchema<T extends TSchema>(row: T) {
  return Type.Object({
    code: Type.Integer({ description: '业务码，200 为成功' }),
    msg: Type.String(),
    rows: Type.Optional(Type.Array(row)),
    total: Type.Optional(Type.Integer({ description: '符合条件的总条数' })),
  });
}

/**
 * The envelope types, for any payload. HTTP status is 200; the business code is in `code`
 * (DESIGN "Contracts"). A successful table answer always carries rows and total.
 */
export type MessageEnvelope = Static<typeof MessageEnvelopeSchema>;
export type Envelope<T = unknown> = MessageEnvelope & { data?: T };
export type TableEnvelope<T = unknown> = MessageEnvelope & { rows: T[]; total: number };

/** `T | null` (JSON null, never undefined). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * Every integer a request carries is finite and bounded (issue 11, finding 3): an unbounded one
 * reaches the database as 1e308 and fails there. Request schemas build their integers from these.
 */
export const BoundedInteger = (minimum: number, maximum: number, options: IntegerOptions = {}) =>
  Type.Integer({ ...options, minimum, maximum });

/** A database id. The columns are bigint; ids stay below 2^31 so they are exact everywhere. */
export const ID_MAX = 2147483647;
export const IdSchema = BoundedInteger(1, ID_MAX);
/** The id a text names ("12"), or null when it is no id (a code, or digits beyond ID_MAX). */
export function idFromText(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= ID_MAX ? id : null;
}
/** An id with its own description (and optionally its own error text, e.g. the news endpoints). */
export const IdDescribed = (description: string) => BoundedInteger(1, ID_MAX, { description });
export const IdWithMessage = (message: string, description: string) =>
  BoundedInteger(1, ID_MAX, { description, 'x-message': message });
/** A position in a bigint sequence (live message seq): exact as a JS number, within bigint. */
export const SEQ_MAX = Number.MAX_SAFE_INTEGER;
export const SeqSchema = (description: string) => BoundedInteger(0, SEQ_MAX, { description });
export const IdParamsSchema = Type.Object({ id: IdSchema });
export const IdQuerySchema = Type.Object({ id: IdSchema });

/** RuoYi paging: pageNum from 1, pageSize default 20, at most 100. */
export const PAGE_NUM_OPTIONS = { minimum: 1, maximum: 100000, default: 1, description: '页码，从 1 开始' } as const;
export const PAGE_SIZE_OPTIONS = { minimum: 1, maximum: 100, default: PAGE_SIZE, description: '每页条数，最多 100' } as const;
export const PageNumSchema = Type.Integer(PAGE_NUM_OPTIONS);
export const PageSizeSchema = Type.Integer(PAGE_SIZE_OPTIONS);
/** Spread `...PageQuerySchema.properties` into a list query to accept the paging parameters. */
export const PageQuerySchema = Type.Object({ pageNum: Type.Optional(PageNumSchema), pageSize: Type.Optional(PageSizeSchema) });
export type PageQuery = Static<typeof PageQuerySchema>;
/** What a paged read gives before it goes into the table envelope. */
export type Paged<T> = Pick<TableEnvelope<T>, 'rows' | 'total'>;

/** Content building blocks several domains reuse. */
export const TeacherRefSchema = Type.Object({ id: Type.Integer(), name: Type.String(), avatar: Type.String() });
export type TeacherRef = Static<typeof TeacherRefSchema>;

/** A playable clip in one format; the player tries the next source when one fails. */
export const VideoSourceSchema = Type.Object({
  url: Type.String(),
  type: Type.String({ description: 'MIME 类型：video/mp4、video/webm' }),
});
export type VideoSource = Static<typeof VideoSourceSchema>;

/** The answer of every follow toggle (member, news category, course). */
export const FollowStateSchema = Type.Object({ following: Type.Boolean() });
export type FollowState = Static<typeof FollowStateSchema>;

/** The commenter shown beside a news or course comment. */
export const CommentAuthorSchema = Type.Object({ id: Type.Integer(), nickname: Type.String(), avatar: Type.String() });

/**
 * A union of string literals typed as a tuple of literals: `Type.Union(list.map(Type.Literal))` types as
 * TLiteral<A | B>[], which StaticDecode (the route type provider's view of answers) resolves to `never`.
 */
export function literalUnion<T extends readonly [string, ...string[]]>(
  values: T,
  options?: SchemaOptions,
): TUnion<{ -readonly [K in keyof T]: TLiteral<T[K] & string> }> {
  return Type.Union(values.map((value) => Type.Literal(value)), options) as never;
}
