import { Type, type Static } from '@sinclair/typebox';
import { NEWS_COMMENT_MAX, NEWS_LIST_ACTIONS, NEWS_TEXT } from '../news';
import {
  CommentAuthorSchema,
  IdWithMessage,
  Nullable,
  PAGE_NUM_OPTIONS,
  PAGE_SIZE_OPTIONS,
  TeacherRefSchema,
} from './common';

/** News and columns over HTTP (SPEC §3 news item, §7 News and comments, the home news lists). */

export const NewsIdSchema = IdWithMessage(NEWS_TEXT.idInvalid, '资讯 id');
export const NewsCategoryIdSchema = IdWithMessage(NEWS_TEXT.categoryIdInvalid, '资讯分类 id');
const TeacherId = IdWithMessage(NEWS_TEXT.teacherIdInvalid, '老师 id');
const GoodsId = IdWithMessage(NEWS_TEXT.goodsIdInvalid, '产品 id');
// The news endpoints name the paging errors (NEWS_TEXT) instead of the generic message.
const PageNum = Type.Integer({ ...PAGE_NUM_OPTIONS, 'x-message': NEWS_TEXT.pageNumInvalid });
const PageSize = Type.Integer({ ...PAGE_SIZE_OPTIONS, description: '每页条数，默认 20，最多 100', 'x-message': NEWS_TEXT.pageSizeInvalid });
const Keyword = (description: string) => Type.String({ maxLength: 50, description, 'x-message': NEWS_TEXT.keywordTooLong });

// ---------------------------------------------------------------------------------------------
// Responses

export const NewsCategorySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  code: Nullable(Type.String()),
  description: Type.String(),
  pic: Type.String(),
  teacherId: Nullable(Type.Integer()),
  goodsId: Nullable(Type.Integer()),
  locked: Type.Boolean({ description: '调用者未开通该分类所属模块' }),
  followed: Type.Boolean({ description: '调用者已关注该分类（游客为 false）' }),
});
export type NewsCategory = Static<typeof NewsCategorySchema>;

export const NewsItemSchema = Type.Object({
  id: Type.Integer(),
  categoryId: Type.Integer(),
  categoryName: Type.String(),
  title: Type.String(),
  pic: Type.String(),
  picList: Type.Array(Type.String(), { description: '缩略图；列表中最多 3 张' }),
  description: Type.String({ description: '列表摘要（锁定时也保留）' }),
  content: Type.String({ description: '已净化的 HTML；列表中和锁定时为空' }),
  summary: Type.String({ description: '正文纯文本前 200 字；锁定时为空' }),
  audio: Type.String({ description: '音频地址（财经FM）；锁定时为空' }),
  dateTime: Type.String({ description: 'ISO 8601 发布时间' }),
  date: Type.String({ description: '北京时间日期 YYYY-MM-DD' }),
  teacher: Nullable(TeacherRefSchema),
  visits: Type.Integer(),
  likes: Type.Integer(),
  comments: Type.Integer(),
  locked: Type.Boolean({ description: '调用者未开通：不含正文，详情页显示解锁提示' }),
  moduleId: Nullable(Type.Integer({ description: '决定是否锁定的模块（本条的或其分类的）；无则为 null' })),
  liked: Type.Boolean(),
  favorited: Type.Boolean(),
});
export type NewsItem = Static<typeof NewsItemSchema>;

export const NewsCommentSchema = Type.Object({
  id: Type.Integer(),
  newsId: Type.Integer(),
  content: Type.String({ description: '已净化的文字（可含少量行内标签）' }),
  createTime: Type.String(),
  member: CommentAuthorSchema,
});
export type NewsComment = Static<typeof NewsCommentSchema>;

export const NewsUnreadSchema = Type.Object({
  total: Type.Integer({ description: '未读条数合计' }),
  categories: Type.Array(Type.Object({ categoryId: Type.Integer(), count: Type.Integer() })),
});
export type NewsUnread = Static<typeof NewsUnreadSchema>;

export const NewsHomeSectionSchema = Type.Object({
  category: NewsCategorySchema,
  rows: Type.Array(NewsItemSchema),
});
export type NewsHomeSection = Static<typeof NewsHomeSectionSchema>;

export const NewsLikeStateSchema = Type.Object({
  liked: Type.Boolean(),
  likes: Type.Integer({ description: '点赞总数' }),
});
export type NewsLikeState = Static<typeof NewsLikeStateSchema>;

export const NewsFavoriteStateSchema = Type.Object({ favorited: Type.Boolean() });
export type NewsFavoriteState = Static<typeof NewsFavoriteStateSchema>;

// ---------------------------------------------------------------------------------------------
// Requests

export const NewsListActionSchema = Type.Union(
  NEWS_LIST_ACTIONS.map((action) => Type.Literal(action)),
  { description: '列表类型' },
);

/** The list query of §3 (pageNum, pageSize, teacherId, goodsId, from, categoryId, title, content, type). */
export const NewsListQuerySchema = Type.Object({
  pageNum: Type.Optional(PageNum),
  pageSize: Type.Optional(PageSize),
  categoryId: Type.Optional(NewsCategoryIdSchema),
  teacherId: Type.Optional(TeacherId),
  goodsId: Type.Optional(GoodsId),
  from: Type.Optional(
    // The message sits on each literal too: a wrong value reports the first branch's error.
    Type.Union(
      (['teacher', 'goods', 'newsCategory'] as const).map((value) => Type.Literal(value, { 'x-message': NEWS_TEXT.fromInvalid })),
      { description: '来源页面（teacher、goods、newsCategory），只作说明，筛选看对应的 id', 'x-message': NEWS_TEXT.fromInvalid },
    ),
  ),
  title: Type.Optional(Keyword('标题包含（不区分大小写，% 和 _ 按字面匹配）')),
  content: Type.Optional(Keyword('标题、摘要或正文包含；锁定的资讯只按标题和摘要匹配')),
  keyword: Type.Optional(Keyword('同 content')),
  type: Type.Optional(Type.String({ maxLength: 16, description: '保留，客户端原样传递，不参与筛选' })),
  id: Type.Optional(NewsIdSchema),
  code: Type.Optional(
    Type.String({
      maxLength: 16,
      pattern: '^[A-Za-z]{0,2}\\d{6}(\\.[A-Za-z]{2})?$',
      description: 'list/stock：证券代码（600519、sh600519），只列标题、摘要或正文提到该股代码或名称的资讯；其他列表忽略',
      'x-message': NEWS_TEXT.stockCodeInvalid,
    }),
  ),
});

export const NewsPageQuerySchema = Type.Object({
  pageNum: Type.Optional(PageNum),
  pageSize: Type.Optional(PageSize),
});

export const NewsByCodeQuerySchema = Type.Object({
  categoryCode: Type.Optional(Type.String({ maxLength: 32, description: '分类代码，如 live、finance、notice' })),
  pageNum: Type.Optional(PageNum),
  pageSize: Type.Optional(PageSize),
});

export const NewsIdParamsSchema = Type.Object({ id: NewsIdSchema });
export const NewsIdQuerySchema = Type.Object({ id: NewsIdSchema });
export const NewsCategoryIdParamsSchema = Type.Object({ id: NewsCategoryIdSchema });
export const NewsCommentListParamsSchema = Type.Object({ newsId: NewsIdSchema });
export const NewsCategoryXParamsSchema = Type.Object({
  x: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$', description: '分类 id 或代码', 'x-message': NEWS_TEXT.categoryXInvalid }),
});

export const NewsCategoryAllQuerySchema = Type.Object({
  teacherId: Type.Optional(TeacherId),
  goodsId: Type.Optional(GoodsId),
});

export const NewsUnreadQuerySchema = Type.Object({ categoryId: Type.Optional(NewsCategoryIdSchema) });

export const NewsIdBodySchema = Type.Object({ newsId: NewsIdSchema });

export const NewsCommentBodySchema = Type.Object({
  newsId: NewsIdSchema,
  // Length is checked after trimming and sanitizing (the service answers 内容不能为空 / too long).
  content: Type.String({ maxLength: NEWS_COMMENT_MAX * 4, description: '评论内容，去掉首尾空白后 1-500 字' }),
});
export type NewsCommentBody = Static<typeof NewsCommentBodySchema>;

export const NewsCategoryFollowBodySchema = Type.Object({
  categoryId: NewsCategoryIdSchema,
  follow: Type.Boolean({ description: 'true 关注，false 取消关注' }),
});
export type NewsCategoryFollowBody = Static<typeof NewsCategoryFollowBodySchema>;
