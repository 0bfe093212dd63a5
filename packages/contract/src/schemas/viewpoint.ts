import { Type, type Static } from '@sinclair/typebox';
import { VIEWPOINT_COMMENT_MAX, VIEWPOINT_TEXT } from '../viewpoint';
import { CommentAuthorSchema, IdWithMessage, Nullable, PAGE_NUM_OPTIONS, PAGE_SIZE_OPTIONS, TeacherRefSchema } from './common';

/** Teachers' viewpoints over HTTP (issue 17). */

export const ViewpointIdSchema = IdWithMessage(VIEWPOINT_TEXT.idInvalid, '观点 id');

export const ViewpointSchema = Type.Object({
  id: Type.Integer(),
  teacher: TeacherRefSchema,
  title: Type.String(),
  teaser: Type.String({ description: '导语（锁定时也保留）' }),
  content: Type.String({ description: '已净化的 HTML；列表中和锁定时为空' }),
  picList: Type.Array(Type.String(), { description: '配图；锁定时为空' }),
  dateTime: Type.String({ description: 'ISO 8601 发布时间' }),
  visits: Type.Integer(),
  likes: Type.Integer(),
  comments: Type.Integer(),
  shares: Type.Integer(),
  locked: Type.Boolean({ description: '调用者未开通其模块：不含正文和配图' }),
  moduleId: Nullable(Type.Integer()),
  liked: Type.Boolean(),
});
export type Viewpoint = Static<typeof ViewpointSchema>;

export const ViewpointCommentSchema = Type.Object({
  id: Type.Integer(),
  viewpointId: Type.Integer(),
  content: Type.String({ description: '已净化的文字（可含少量行内标签）' }),
  createTime: Type.String(),
  member: CommentAuthorSchema,
});
export type ViewpointComment = Static<typeof ViewpointCommentSchema>;

export const ViewpointLikeStateSchema = Type.Object({ liked: Type.Boolean(), likes: Type.Integer() });
export type ViewpointLikeState = Static<typeof ViewpointLikeStateSchema>;

export const ViewpointShareStateSchema = Type.Object({ shares: Type.Integer() });
export type ViewpointShareState = Static<typeof ViewpointShareStateSchema>;

export const ViewpointListQuerySchema = Type.Object({
  pageNum: Type.Optional(Type.Integer(PAGE_NUM_OPTIONS)),
  pageSize: Type.Optional(Type.Integer(PAGE_SIZE_OPTIONS)),
  teacherId: Type.Optional(IdWithMessage(VIEWPOINT_TEXT.teacherIdInvalid, '只列这位老师的观点')),
});

export const ViewpointIdParamsSchema = Type.Object({ id: ViewpointIdSchema });
export const ViewpointIdBodySchema = Type.Object({ viewpointId: ViewpointIdSchema });
export const ViewpointCommentBodySchema = Type.Object({
  viewpointId: ViewpointIdSchema,
  // Length is checked after trimming and sanitizing (the service answers 内容不能为空 / too long).
  content: Type.String({ maxLength: VIEWPOINT_COMMENT_MAX * 4, description: '评论内容，去掉首尾空白后 1-500 字' }),
});
export type ViewpointCommentBody = Static<typeof ViewpointCommentBodySchema>;
export const ViewpointShareBodySchema = Type.Object({
  viewpointId: ViewpointIdSchema,
  url: Type.Optional(Type.String({ maxLength: 2000, description: '分享的地址或渠道（记为分享渠道，前 255 字）' })),
});
export type ViewpointShareBody = Static<typeof ViewpointShareBodySchema>;
