import { Type, type Static } from '@sinclair/typebox';
import { BoundedInteger, IdDescribed, IdSchema, Nullable, PageQuerySchema, SeqSchema, TeacherRefSchema } from './common';

/** Live text rooms over HTTP (SPEC §3 live message / room info, §7 Live). */

export const LiveTypeCodeSchema = Type.Union([Type.Literal('word'), Type.Literal('video')]);
export type LiveTypeCode = Static<typeof LiveTypeCodeSchema>;

export const LivePersonSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  nickname: Type.String(),
  avatar: Type.String(),
});
export type LivePerson = Static<typeof LivePersonSchema>;

export const LiveRoomSchema = Type.Object({
  id: Type.Integer(),
  typeCode: LiveTypeCodeSchema,
  title: Type.String(),
  description: Type.String(),
  content: Type.String({ description: '介绍（已净化的 HTML）；无权限时为空' }),
  pic: Type.String(),
  picList: Type.Array(Type.String()),
  dateTime: Type.String(),
  teacher: Nullable(TeacherRefSchema),
  teachers: Type.Array(TeacherRefSchema),
  isOpenComment: Type.Union([Type.Literal(0), Type.Literal(1)]),
  locked: Type.Boolean({ description: '调用者未开通该直播间所属模块' }),
});
export type LiveRoom = Static<typeof LiveRoomSchema>;

export const LiveNavItemSchema = Type.Object({ title: Type.String(), link: Type.String(), params: Type.String() });
export type LiveNavItem = Static<typeof LiveNavItemSchema>;

export const LiveRoomInfoSchema = Type.Object({
  ...LiveRoomSchema.properties,
  navList: Type.Array(LiveNavItemSchema),
  canModerate: Type.Boolean({ description: '调用者是本直播间的老师（可关闭、恢复消息）' }),
  lastSeq: Type.Integer({ description: '调用时本直播间最大的消息序号' }),
});
export type LiveRoomInfo = Static<typeof LiveRoomInfoSchema>;

export const LiveQuoteSchema = Type.Object({
  id: Type.Integer(),
  content: Type.String(),
  createTime: Type.String(),
  member: Nullable(LivePersonSchema),
  teacher: Nullable(TeacherRefSchema),
});
export type LiveQuote = Static<typeof LiveQuoteSchema>;

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
  teacher: Nullable(TeacherRefSchema),
  quoteId: Nullable(Type.Integer()),
  quote: Nullable(LiveQuoteSchema),
  status: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 正常，0 已关闭（仅作者本人可见）' }),
});
export type LiveMessage = Static<typeof LiveMessageSchema>;

export const LiveMessageCategorySchema = Type.Object({ id: Type.Integer(), name: Type.String() });
export type LiveMessageCategory = Static<typeof LiveMessageCategorySchema>;

export const LiveHeatsSchema = Type.Object({
  liveId: Type.Integer(),
  likes: Type.Integer(),
  shares: Type.Integer(),
  visits: Type.Integer(),
  online: Type.Integer({ description: '当前在线人数' }),
});
export type LiveHeats = Static<typeof LiveHeatsSchema>;

export const DictItemSchema = Type.Object({ dictLabel: Type.String(), dictValue: Type.String(), dictSort: Type.Integer() });
export type DictItem = Static<typeof DictItemSchema>;

// ---------------------------------------------------------------------------------------------
// Requests

export const WordListQuerySchema = Type.Object({
  teacherId: Type.Optional(IdSchema),
  goodsId: Type.Optional(IdSchema),
  ...PageQuerySchema.properties,
});

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
  ...PageQuerySchema.properties,
});

export const AuthorizedMessagesQuerySchema = Type.Object({
  liveId: Type.Optional(IdSchema),
  type: Type.Optional(BoundedInteger(0, 9, { description: '客户端固定传 1；不参与筛选' })),
  categoryId: Type.Optional(IdSchema),
  liveTypeCode: Type.Optional(LiveTypeCodeSchema),
  ...PageQuerySchema.properties,
});

export const SearchMessagesQuerySchema = Type.Object({
  liveId: IdSchema,
  content: Type.String({ minLength: 1, maxLength: 50, description: '关键词（匹配正文文字，不含 HTML 标签）' }),
  categoryId: Type.Optional(IdSchema),
  ...PageQuerySchema.properties,
});

export const SelfRepliedQuerySchema = Type.Object({
  liveId: Type.Optional(IdSchema),
  ...PageQuerySchema.properties,
});

export const LIVE_SINCE_MAX = 500;
export const SinceQuerySchema = Type.Object({
  liveId: IdSchema,
  afterSeq: SeqSchema('客户端已有的最大序号'),
  categoryId: Type.Optional(IdSchema),
  limit: Type.Optional(BoundedInteger(1, LIVE_SINCE_MAX, { default: LIVE_SINCE_MAX })),
});

/** A teacher of the room closes (0) or reopens (1) a message. */
export const MessageStatusBodySchema = Type.Object({
  id: IdDescribed('消息 id'),
  status: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '0 关闭（隐藏），1 打开' }),
});
export type MessageStatusBody = Static<typeof MessageStatusBodySchema>;

/** The screenshot of chosen messages (data of API.live.screenshot). */
export const ScreenshotSchema = Type.Object({ pic: Type.String({ description: '图片地址，/uploads/screenshots/….png' }) });
export type Screenshot = Static<typeof ScreenshotSchema>;

/** A stored chat picture (data of API.live.upload; RuoYi also repeats url and names at the top level). */
export const ChatUploadSchema = Type.Object({ url: Type.String(), name: Type.String(), size: Type.Integer() });
export type ChatUpload = Static<typeof ChatUploadSchema>;

export const LikeBodySchema = Type.Object({ liveId: IdSchema });
export const ShareChannelSchema = Type.Union([
  Type.Literal('wechat'),
  Type.Literal('moments'),
  Type.Literal('link'),
  Type.Literal('more'),
]);
export type ShareChannel = Static<typeof ShareChannelSchema>;
export const ShareBodySchema = Type.Object({ liveId: IdSchema, channel: Type.Optional(ShareChannelSchema) });
