import { Type, type Static } from '@sinclair/typebox';
import { BoundedInteger, IdSchema, Nullable, PageQuerySchema, TeacherRefSchema } from './common';

/**
 * The applet pages (issue 17): template messages (live messages whose tplId is nonzero) and the
 * member's own data. Template kinds are fixed (TEMPLATE_KINDS in ../applets.ts).
 */

export const TEMPLATE_TPL_MAX = 3;

export const TemplateStockSchema = Type.Object({
  code: Type.String({ description: '六位证券代码' }),
  name: Type.String(),
  symbol: Type.String({ description: '带市场前缀，如 sh600519（个股详情页参数）' }),
});
export type TemplateStock = Static<typeof TemplateStockSchema>;

export const TemplateMessageSchema = Type.Object({
  id: Type.Integer(),
  liveId: Type.Integer(),
  roomTitle: Type.String(),
  tplId: Type.Integer({ description: '1 操作提示，2 研报解读，3 个股点评' }),
  tplName: Type.String(),
  dateTime: Type.String(),
  teacher: Nullable(TeacherRefSchema),
  stock: Nullable(TemplateStockSchema),
  content: Type.String({ description: '已净化的 HTML；未开通时为空（锁定内容不出服务器）' }),
  locked: Type.Boolean(),
  lockReason: Nullable(Type.Union([Type.Literal('login'), Type.Literal('permission')], { description: 'login 需登录，permission 需开通服务' })),
  moduleIds: Type.Array(Type.Integer(), { description: '开通哪些模块可查看（无权限页用）' }),
});
export type TemplateMessage = Static<typeof TemplateMessageSchema>;

export const TemplateRoomSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  locked: Type.Boolean({ description: '调用者不能查看此直播间的模板消息内容' }),
  count: Type.Integer({ description: '此直播间的模板消息条数' }),
});
export type TemplateRoom = Static<typeof TemplateRoomSchema>;

export const TemplateListQuerySchema = Type.Object({
  liveId: Type.Optional(IdSchema),
  tplId: Type.Optional(BoundedInteger(1, TEMPLATE_TPL_MAX, { description: '模板类型；不传为全部' })),
  ...PageQuerySchema.properties,
});
export type TemplateListQuery = Static<typeof TemplateListQuerySchema>;

export const TemplateRoomsQuerySchema = Type.Object({
  authorized: Type.Optional(BoundedInteger(0, 1, { description: '1：只列调用者可查看的直播间（访客为免费直播间）' })),
});

/** The member's own figures (GET /api/member/ver/2/own/data). */
export const OwnDataSchema = Type.Object({
  liveMessages: Type.Integer({ description: '在直播间发过的消息条数（含已被关闭的）' }),
  repliesReceived: Type.Integer({ description: '别人回复（引用）我的消息条数' }),
  coursesStudied: Type.Integer({ description: '看过的课程门数' }),
  sectionsStudied: Type.Integer({ description: '看过的课时数' }),
  lastStudyAt: Nullable(Type.String({ description: '最近一次学习时间' })),
  watchSeconds: Nullable(Type.Integer({ description: '观看时长（秒）；系统不记录播放进度，恒为 null' })),
});
export type OwnData = Static<typeof OwnDataSchema>;
