import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type * as L from '../live';

/** Live text rooms over HTTP (SPEC §3 live message / room info, §7 Live). */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** RuoYi table envelope `{code, msg, rows, total}`; error envelopes carry neither. */
export function TableEnvelopeSchema<T extends TSchema>(row: T) {
  return Type.Object({
    code: Type.Integer({ description: '业务码，200 为成功' }),
    msg: Type.String(),
    rows: Type.Optional(Type.Array(row)),
    total: Type.Optional(Type.Integer({ description: '符合条件的总条数' })),
  });
}

export const IdSchema = Type.Integer({ minimum: 1, maximum: 2147483647 });
const PageNum = Type.Integer({ minimum: 1, maximum: 100000, default: 1, description: '页码，从 1 开始' });
const PageSize = Type.Integer({ minimum: 1, maximum: 100, default: 20, description: '每页条数，最多 100' });
export const LiveTypeCodeSchema = Type.Union([Type.Literal('word'), Type.Literal('video')]);

export const LiveTeacherRefSchema = Type.Object({ id: Type.Integer(), name: Type.String(), avatar: Type.String() });
export const LivePersonSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  nickname: Type.String(),
  avatar: Type.String(),
});

export const LiveRoomSchema = Type.Object({
  id: Type.Integer(),
  typeCode: LiveTypeCodeSchema,
  title: Type.String(),
  description: Type.String(),
  content: Type.String({ description: '介绍（已净化的 HTML）；无权限时为空' }),
  pic: Type.String(),
  picList: Type.Array(Type.String()),
  dateTime: Type.String(),
  teacher: Nullable(LiveTeacherRefSchema),
  teachers: Type.Array(LiveTeacherRefSchema),
  isOpenComment: Type.Union([Type.Literal(0), Type.Literal(1)]),
  locked: Type.Boolean({ description: '调用者未开通该直播间所属模块' }),
});

export const LiveNavItemSchema = Type.Object({ title: Type.String(), link: Type.String(), params: Type.String() });

export const LiveRoomInfoSchema = Type.Object({
  ...LiveRoomSchema.properties,
  navList: Type.Array(LiveNavItemSchema),
  canModerate: Type.Boolean({ description: '调用者是本直播间的老师（可关闭、恢复消息）' }),
  lastSeq: Type.Integer({ description: '调用时本直播间最大的消息序号' }),
});

export const LiveQuoteSchema = Type.Object({
  id: Type.Integer(),
  content: Type.String(),
  createTime: Type.String(),
  member: Nullable(LivePersonSchema),
  teacher: Nullable(LiveTeacherRefSchema),
});

export const LiveMessageSchema = Type.Object({
  id: Type.Integer(),
  liveId: Type.Integer(),
  seq: Type.Integer({ description: '直播间内的序号，按接收顺序严格递增' }),
  categoryId: Type.Integer(),
  content: Type.String({ description: '已净化的 HTML' }),
  dateTime: Type.String(),
  tplId: Type.Integer(),
  memberId: Nullable(Type.Integer()),
  member: Nullable(LivePersonSchema),
  teacher: Nullable(LiveTeacherRefSchema),
  quoteId: Nullable(Type.Integer()),
  quote: Nullable(LiveQuoteSchema),
  status: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 正常，0 已关闭（仅作者本人可见）' }),
});

export const LiveMessageCategorySchema = Type.Object({ id: Type.Integer(), name: Type.String() });

export const LiveHeatsSchema = Type.Object({
  liveId: Type.Integer(),
  likes: Type.Integer(),
  shares: Type.Integer(),
  visits: Type.Integer(),
  online: Type.Integer({ description: '当前在线人数' }),
});

export const DictItemSchema = Type.Object({ dictLabel: Type.String(), dictValue: Type.String(), dictSort: Type.Integer() });

// ---------------------------------------------------------------------------------------------
// Requests

export const WordListQuerySchema = Type.Object({
  teacherId: Type.Optional(IdSchema),
  goodsId: Type.Optional(IdSchema),
  pageNum: Type.Optional(PageNum),
  pageSize: Type.Optional(PageSize),
});

export const IdParamsSchema = Type.Object({ id: IdSchema });
export const IdQuerySchema = Type.Object({ id: IdSchema });

export const InfoParamsSchema = Type.Object({ type: LiveTypeCodeSchema });
export const InfoQuerySchema = Type.Object({
  id: IdSchema,
  typeCode: Type.Optional(LiveTypeCodeSchema),
  type: Type.Optional(Type.String({ maxLength: 16, description: '保留，客户端原样传递' })),
});

export const LiveIdParamsSchema = Type.Object({ liveId: IdSchema });
export const TopParamsSchema = Type.Object({ liveId: IdSchema, categoryId: IdSchema });

export const MessageListQuerySchema = Type.Object({
  liveId: IdSchema,
  liveTypeCode: Type.Optional(LiveTypeCodeSchema),
  categoryId: Type.Optional(IdSchema),
  pageNum: Type.Optional(PageNum),
  pageSize: Type.Optional(PageSize),
});

export const AuthorizedMessagesQuerySchema = Type.Object({
  liveId: Type.Optional(IdSchema),
  type: Type.Optional(Type.Integer({ minimum: 0, maximum: 9, description: '客户端固定传 1；不参与筛选' })),
  categoryId: Type.Optional(IdSchema),
  liveTypeCode: Type.Optional(LiveTypeCodeSchema),
  pageNum: Type.Optional(PageNum),
  pageSize: Type.Optional(PageSize),
});

export const SearchMessagesQuerySchema = Type.Object({
  liveId: IdSchema,
  content: Type.String({ minLength: 1, maxLength: 50, description: '关键词（匹配正文文字，不含 HTML 标签）' }),
  categoryId: Type.Optional(IdSchema),
  pageNum: Type.Optional(PageNum),
  pageSize: Type.Optional(PageSize),
});

export const SelfRepliedQuerySchema = Type.Object({
  liveId: Type.Optional(IdSchema),
  pageNum: Type.Optional(PageNum),
  pageSize: Type.Optional(PageSize),
});

export const LIVE_SINCE_MAX = 500;
export const SinceQuerySchema = Type.Object({
  liveId: IdSchema,
  afterSeq: Type.Integer({ minimum: 0, description: '客户端已有的最大序号' }),
  categoryId: Type.Optional(IdSchema),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIVE_SINCE_MAX, default: LIVE_SINCE_MAX })),
});

export const LikeBodySchema = Type.Object({ liveId: IdSchema });
export const ShareChannelSchema = Type.Union([
  Type.Literal('wechat'),
  Type.Literal('moments'),
  Type.Literal('link'),
  Type.Literal('more'),
]);
export const ShareBodySchema = Type.Object({ liveId: IdSchema, channel: Type.Optional(ShareChannelSchema) });

// Compile-time proof that these schemas and the contract's interfaces describe the same shapes.
type Same<S extends TSchema, T> = [Static<S>] extends [T] ? ([T] extends [Static<S>] ? true : false) : false;
type Assert<T extends true> = T;
export type LiveSchemaConformance = [
  Assert<Same<typeof LiveRoomSchema, L.LiveRoom>>,
  Assert<Same<typeof LiveRoomInfoSchema, L.LiveRoomInfo>>,
  Assert<Same<typeof LiveMessageSchema, L.LiveMessage>>,
  Assert<Same<typeof LiveMessageCategorySchema, L.LiveMessageCategory>>,
  Assert<Same<typeof LiveHeatsSchema, L.LiveHeats>>,
  Assert<Same<typeof DictItemSchema, L.DictItem>>,
];
