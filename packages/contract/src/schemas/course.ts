import { Type, type Static } from '@sinclair/typebox';
import { TEXT } from '../texts';
import { BoundedInteger, CommentAuthorSchema, ID_MAX, IdSchema as Id, Nullable, PageQuerySchema, TeacherRefSchema, VideoSourceSchema } from './common';

/**
 * Courses and teachers over HTTP (SPEC §3 course list row, §7 Courses; teacher paths CHOSEN).
 */

export const COURSE_COMMENT_MAX = 500;
export const COURSE_TEXT = {
  courseNotFound: '课程不存在',
  sectionNotFound: '课程章节不存在',
  teacherNotFound: '老师不存在',
  commentTooLong: `评论不能超过${COURSE_COMMENT_MAX}字`,
  commentOk: '评论成功',
  liked: '点赞成功',
  alreadyLiked: '您已经点过赞了',
  followed: '关注成功',
  unfollowed: '已取消关注',
  shared: '分享成功',
} as const;

// ---------------------------------------------------------------------------------------------
// Shapes

export const TeacherProfileSchema = Type.Object({
  ...TeacherRefSchema.properties,
  title: Type.String(),
  description: Type.String(),
  content: Type.String({ description: '老师简介（已净化的 HTML）' }),
  cover: Type.String(),
  certificate: Type.String({ description: '证券投资咨询执业编号' }),
  tags: Type.Array(Type.String()),
  followers: Type.Integer({ description: '关注人数' }),
  followed: Type.Boolean({ description: '调用者已关注（游客为 false）' }),
  newsCount: Type.Integer(),
  courseCount: Type.Integer(),
  playbackCount: Type.Integer(),
});
export type TeacherProfile = Static<typeof TeacherProfileSchema>;

export const CycleUnitSchema = Type.Union([Type.Literal(''), Type.Literal('day'), Type.Literal('month'), Type.Literal('year')]);
export type CycleUnit = Static<typeof CycleUnitSchema>;
export const CourseKindSchema = Type.Union([Type.Literal('video'), Type.Literal('article')]);
export type CourseKind = Static<typeof CourseKindSchema>;

export const CourseCategorySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  code: Nullable(Type.String()),
  pic: Type.String(),
});
export type CourseCategory = Static<typeof CourseCategorySchema>;

export const CourseSchema = Type.Object({
  id: Type.Integer(),
  categoryId: Nullable(Type.Integer()),
  kind: CourseKindSchema,
  title: Type.String(),
  description: Type.String(),
  pic: Type.String(),
  teacher: Nullable(TeacherRefSchema),
  visits: Type.Integer(),
  likes: Type.Integer(),
  shares: Type.Integer(),
  price: Type.String({ description: "价格（元），'0' 为免费" }),
  cycle: Type.Integer({ description: '服务周期数量' }),
  cycleUnit: CycleUnitSchema,
  isShowPrice: Type.Union([Type.Literal(0), Type.Literal(1)]),
  sectionCount: Type.Integer({ description: '小节数（不含章）' }),
  dateTime: Type.String(),
  locked: Type.Boolean({ description: '调用者未开通该课程所属模块' }),
});
export type Course = Static<typeof CourseSchema>;

export const CourseInfoSchema = Type.Object({
  ...CourseSchema.properties,
  content: Type.String({ description: '课程介绍（已净化的 HTML），不受权限限制' }),
  liked: Type.Boolean(),
  favorited: Type.Boolean(),
  followed: Type.Boolean(),
});
export type CourseInfo = Static<typeof CourseInfoSchema>;

export const CourseSectionSchema = Type.Object({
  id: Type.Integer(),
  courseId: Type.Integer(),
  parentId: Nullable(Type.Integer()),
  title: Type.String(),
  description: Type.String(),
  pic: Type.String(),
  duration: Type.Integer({ description: '时长（秒）' }),
  isFree: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 为免费试看' }),
  visits: Type.Integer(),
  locked: Type.Boolean({ description: '调用者不能打开（课程未开通且非试看小节）' }),
});
export type CourseSection = Static<typeof CourseSectionSchema>;

export const CourseChapterSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  sections: Type.Array(CourseSectionSchema),
});
export type CourseChapter = Static<typeof CourseChapterSchema>;

export const CourseSectionInfoSchema = Type.Object({
  ...CourseSectionSchema.properties,
  content: Type.String({ description: '正文（已净化的 HTML）；无权限时为空' }),
  videoSources: Type.Array(VideoSourceSchema, { description: '视频源；无权限时为空数组' }),
  course: Type.Object({ id: Type.Integer(), title: Type.String(), teacher: Nullable(TeacherRefSchema) }),
  prevId: Nullable(Type.Integer()),
  nextId: Nullable(Type.Integer()),
});
export type CourseSectionInfo = Static<typeof CourseSectionInfoSchema>;

export const CourseCommentSchema = Type.Object({
  id: Type.Integer(),
  courseId: Type.Integer(),
  content: Type.String({ description: '已净化的 HTML' }),
  createTime: Type.String(),
  member: CommentAuthorSchema,
});
export type CourseComment = Static<typeof CourseCommentSchema>;

export const CourseTabInfoSchema = Type.Object({
  title: Type.String(),
  banners: Type.Array(Type.Object({ id: Type.Integer(), pic: Type.String(), title: Type.String(), link: Type.String() })),
  categories: Type.Array(CourseCategorySchema),
  teachers: Type.Array(TeacherRefSchema),
  recommended: Type.Array(CourseSchema),
});
export type CourseTabInfo = Static<typeof CourseTabInfoSchema>;

export const CourseCountsSchema = Type.Object({
  courseId: Type.Integer(),
  visits: Type.Integer(),
  likes: Type.Integer(),
  shares: Type.Integer(),
  liked: Type.Boolean(),
});
export type CourseCounts = Static<typeof CourseCountsSchema>;

// ---------------------------------------------------------------------------------------------
// Requests

const Keyword = (description: string) => Type.String({ maxLength: 50, description, 'x-message': '搜索关键词不能超过50个字' });

export const CourseListQuerySchema = Type.Object({
  categoryId: Type.Optional(Id),
  teacherId: Type.Optional(Id),
  goodsId: Type.Optional(Id),
  kind: Type.Optional(CourseKindSchema),
  title: Type.Optional(Keyword('按标题或简介搜索')),
  content: Type.Optional(Keyword('同 title（按标题或简介搜索）')),
  from: Type.Optional(Type.String({ maxLength: 16, description: 'teacher、goods 或 newsCategory；不参与筛选' })),
  ...PageQuerySchema.properties,
});

export const CourseCategoryQuerySchema = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 32, description: '分类代码，如 cfq（财富圈）' })),
});

export const CourseIdParamsSchema = Type.Object({ id: Id });
export const CourseCourseIdParamsSchema = Type.Object({ courseId: Id });
export const CourseSectionsQuerySchema = Type.Object({ courseId: Id });

export const CourseIdBodySchema = Type.Object({ courseId: Id });

export const CourseCommentBodySchema = Type.Object({
  courseId: Id,
  content: Type.String({ maxLength: 5000, description: `评论内容，去掉首尾空白后 1-${COURSE_COMMENT_MAX} 字`, 'x-message': COURSE_TEXT.commentTooLong }),
});

const Attribution = (description: string) =>
  Type.Union([BoundedInteger(0, ID_MAX), Type.String({ maxLength: 64 })], { description });

export const CourseShareBodySchema = Type.Object({
  courseId: Id,
  crmUserId: Type.Optional(Attribution('渠道用户编号')),
  parentMemberId: Type.Optional(Attribution('分享人会员编号')),
  url: Type.Optional(Type.String({ maxLength: 2000, description: '分享的地址（记为分享渠道）' })),
});

export const CourseFollowBodySchema = Type.Object({
  courseId: Id,
  follow: Type.Boolean({ description: 'true 关注，false 取消关注', 'x-message': '参数 follow 必须为 true 或 false' }),
});

export const CourseViewBodySchema = Type.Object({ courseId: Id, sectionId: Type.Optional(Id) });

export const TeacherListQuerySchema = Type.Object({
  hasCourse: Type.Optional(BoundedInteger(0, 1, { description: '1：只列出有课程的老师' })),
  ...PageQuerySchema.properties,
});

export const TeacherIdParamsSchema = Type.Object({ id: Id });

/** Empty-content text shared with chat (§5). */
export const COURSE_EMPTY_COMMENT = TEXT.emptyContent;
