import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type * as C from '../centre';
import { IdSchema } from './live';

/** Member-centre content over HTTP (issue 4): pushes, FAQ, feedback, articles, favorites, follows. */

export { TableEnvelopeSchema } from './live';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const PageNum = Type.Integer({ minimum: 1, maximum: 100000, default: 1, description: '页码，从 1 开始' });
const PageSize = Type.Integer({ minimum: 1, maximum: 100, default: 20, description: '每页条数，最多 100' });

export const FEEDBACK_CONTENT_MAX = 500;

// ---------------------------------------------------------------------------------------------
// Responses

export const MemberPushSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String({ description: '纯文本' }),
  link: Type.String({ description: '点击打开的页面，空为无' }),
  createTime: Type.String(),
  read: Type.Boolean(),
});

export const PushUnreadCountSchema = Type.Object({ count: Type.Integer({ description: '未读推送条数' }) });

export const FaqSchema = Type.Object({
  id: Type.Integer(),
  question: Type.String(),
  answer: Type.String({ description: '已净化的 HTML' }),
});

export const FeedbackSchema = Type.Object({
  id: Type.Integer(),
  content: Type.String({ description: '转义后的文字（只含 <br>），可直接作 HTML 显示' }),
  image: Type.String({ description: '图片地址，空为无' }),
  reply: Type.String({ description: '回复（已净化的 HTML），空为未回复' }),
  createTime: Type.String(),
  repliedAt: Nullable(Type.String()),
});

export const FeedbackSavedSchema = Type.Object({ id: Type.Integer() });
export const UploadedFileSchema = Type.Object({ url: Type.String({ description: '/uploads/feedback/YYYYMM/….png' }) });

export const ArticleSummarySchema = Type.Object({
  id: Type.Integer(),
  categoryCode: Type.String(),
  code: Nullable(Type.String()),
  title: Type.String(),
  description: Type.String(),
  pic: Type.String(),
  createTime: Type.String(),
  visits: Type.Integer(),
  locked: Type.Boolean({ description: '调用者未开通文章所属模块：详情不含正文' }),
});

export const ArticleDetailSchema = Type.Object({
  ...ArticleSummarySchema.properties,
  content: Type.String({ description: '已净化的 HTML；locked 时为空' }),
});

export const FavoriteTargetTypeSchema = Type.Union([Type.Literal('news'), Type.Literal('course')]);
export const FollowTargetTypeSchema = Type.Union([Type.Literal('teacher'), Type.Literal('newsCategory'), Type.Literal('course')]);
/** What API.member.follow follows; courses are followed through API.course.follow. */
export const FollowBodyTargetTypeSchema = Type.Union([Type.Literal('teacher'), Type.Literal('newsCategory')]);

export const FavoriteSchema = Type.Object({
  id: Type.Integer(),
  targetType: FavoriteTargetTypeSchema,
  targetId: Type.Integer(),
  title: Type.String({ description: '资讯或课程的标题；已删除的为空' }),
  pic: Type.String({ description: '资讯或课程的图片；已删除的为空' }),
  createTime: Type.String(),
});

export const FollowedTeacherSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  avatar: Type.String(),
  title: Type.String(),
});

export const FollowSchema = Type.Object({
  id: Type.Integer(),
  targetType: FollowTargetTypeSchema,
  targetId: Type.Integer(),
  createTime: Type.String(),
  name: Type.String({ description: '所关注老师的姓名、栏目名或课程名；已删除的为空' }),
  teacher: Nullable(FollowedTeacherSchema),
});

export const FollowStateSchema = Type.Object({ following: Type.Boolean() });

// ---------------------------------------------------------------------------------------------
// Requests

export const PageQuerySchema = Type.Object({ pageNum: Type.Optional(PageNum), pageSize: Type.Optional(PageSize) });
export const IdParamsSchema = Type.Object({ id: IdSchema });

export const FeedbackSaveBodySchema = Type.Object({
  content: Type.String({ minLength: 1, maxLength: FEEDBACK_CONTENT_MAX, description: '反馈内容，1-500 字' }),
  image: Type.Optional(Type.String({ maxLength: 255, description: '上传接口返回的图片地址；空为无' })),
});

export const ArticleListCategorySchema = Type.Union([Type.Literal('help'), Type.Literal('article'), Type.Literal('strategy')]);
export const ArticleListParamsSchema = Type.Object({ categoryCode: ArticleListCategorySchema });
export const ArticleInfoParamsSchema = Type.Object({
  x: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', description: '文章 id 或 code（如 agreement、privacy）' }),
});

export const FavoritesQuerySchema = Type.Object({
  targetType: Type.Optional(FavoriteTargetTypeSchema),
  pageNum: Type.Optional(PageNum),
  pageSize: Type.Optional(PageSize),
});

export const FollowsQuerySchema = Type.Object({
  targetType: Type.Optional(FollowTargetTypeSchema),
  pageNum: Type.Optional(PageNum),
  pageSize: Type.Optional(PageSize),
});

export const FollowBodySchema = Type.Object({
  targetType: FollowBodyTargetTypeSchema,
  targetId: IdSchema,
  follow: Type.Boolean(),
});

// Compile-time proof that these schemas and the contract's interfaces describe the same shapes.
type Same<S extends TSchema, T> = [Static<S>] extends [T] ? ([T] extends [Static<S>] ? true : false) : false;
type Assert<T extends true> = T;
export type CentreSchemaConformance = [
  Assert<Same<typeof MemberPushSchema, C.MemberPush>>,
  Assert<Same<typeof PushUnreadCountSchema, C.PushUnreadCount>>,
  Assert<Same<typeof FaqSchema, C.Faq>>,
  Assert<Same<typeof FeedbackSchema, C.Feedback>>,
  Assert<Same<typeof FeedbackSaveBodySchema, C.FeedbackSaveBody>>,
  Assert<Same<typeof FeedbackSavedSchema, C.FeedbackSaved>>,
  Assert<Same<typeof UploadedFileSchema, C.UploadedFile>>,
  Assert<Same<typeof ArticleSummarySchema, C.ArticleSummary>>,
  Assert<Same<typeof ArticleDetailSchema, C.ArticleDetail>>,
  Assert<Same<typeof FavoriteSchema, C.Favorite>>,
  Assert<Same<typeof FollowSchema, C.Follow>>,
  Assert<Same<typeof FollowBodySchema, C.FollowBody>>,
  Assert<Same<typeof FollowStateSchema, C.FollowState>>,
];
