import { Type, type Static } from '@sinclair/typebox';
import { ARTICLE_LIST_CATEGORIES } from '../centre';
import { IdSchema, Nullable, PageQuerySchema } from './common';

/** Member-centre content over HTTP (issue 4): pushes, FAQ, feedback, articles, favorites, follows. */

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
export type MemberPush = Static<typeof MemberPushSchema>;

export const PushUnreadCountSchema = Type.Object({ count: Type.Integer({ description: '未读推送条数' }) });
export type PushUnreadCount = Static<typeof PushUnreadCountSchema>;

export const FaqSchema = Type.Object({
  id: Type.Integer(),
  question: Type.String(),
  answer: Type.String({ description: '已净化的 HTML' }),
});
export type Faq = Static<typeof FaqSchema>;

export const FeedbackSchema = Type.Object({
  id: Type.Integer(),
  content: Type.String({ description: '转义后的文字（只含 <br>），可直接作 HTML 显示' }),
  image: Type.String({ description: '图片地址，空为无' }),
  reply: Type.String({ description: '回复（已净化的 HTML），空为未回复' }),
  createTime: Type.String(),
  repliedAt: Nullable(Type.String()),
});
export type Feedback = Static<typeof FeedbackSchema>;

export const FeedbackSavedSchema = Type.Object({ id: Type.Integer() });
export type FeedbackSaved = Static<typeof FeedbackSavedSchema>;
export const UploadedFileSchema = Type.Object({ url: Type.String({ description: '/uploads/feedback/YYYYMM/….png' }) });
export type UploadedFile = Static<typeof UploadedFileSchema>;

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
export type ArticleSummary = Static<typeof ArticleSummarySchema>;

export const ArticleDetailSchema = Type.Object({
  ...ArticleSummarySchema.properties,
  content: Type.String({ description: '已净化的 HTML；locked 时为空' }),
});
export type ArticleDetail = Static<typeof ArticleDetailSchema>;

export const FavoriteTargetTypeSchema = Type.Union([Type.Literal('news'), Type.Literal('course')]);
export type FavoriteTargetType = Static<typeof FavoriteTargetTypeSchema>;
export const FollowTargetTypeSchema = Type.Union([Type.Literal('teacher'), Type.Literal('newsCategory'), Type.Literal('course')]);
export type FollowTargetType = Static<typeof FollowTargetTypeSchema>;
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
export type Favorite = Static<typeof FavoriteSchema>;

export const FollowedTeacherSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  avatar: Type.String(),
  title: Type.String(),
});
export type FollowedTeacher = Static<typeof FollowedTeacherSchema>;

export const FollowSchema = Type.Object({
  id: Type.Integer(),
  targetType: FollowTargetTypeSchema,
  targetId: Type.Integer(),
  createTime: Type.String(),
  name: Type.String({ description: '所关注老师的姓名、栏目名或课程名；已删除的为空' }),
  teacher: Nullable(FollowedTeacherSchema),
});
export type Follow = Static<typeof FollowSchema>;


// ---------------------------------------------------------------------------------------------
// Requests

export const FeedbackSaveBodySchema = Type.Object({
  content: Type.String({ minLength: 1, maxLength: FEEDBACK_CONTENT_MAX, description: '反馈内容，1-500 字' }),
  image: Type.Optional(Type.String({ maxLength: 255, description: '上传接口返回的图片地址；空为无' })),
});
export type FeedbackSaveBody = Static<typeof FeedbackSaveBodySchema>;

export const ArticleListCategorySchema = Type.Union(ARTICLE_LIST_CATEGORIES.map((code) => Type.Literal(code)));
export const ArticleListParamsSchema = Type.Object({ categoryCode: ArticleListCategorySchema });
export const ArticleInfoParamsSchema = Type.Object({
  x: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', description: '文章 id 或 code（如 agreement、privacy）' }),
});

export const FavoritesQuerySchema = Type.Object({
  targetType: Type.Optional(FavoriteTargetTypeSchema),
  ...PageQuerySchema.properties,
});

export const FollowsQuerySchema = Type.Object({
  targetType: Type.Optional(FollowTargetTypeSchema),
  ...PageQuerySchema.properties,
});

export const FollowBodySchema = Type.Object({
  targetType: FollowBodyTargetTypeSchema,
  targetId: IdSchema,
  follow: Type.Boolean(),
});
export type FollowBody = Static<typeof FollowBodySchema>;
