/**
 * News and columns, teacher feeds and comments (SPEC §3 news item / list row, §7 News and comments).
 * A locked item (the caller lacks its module) carries locked=true and an empty `content`: the full
 * text never leaves the server. `description` is a teaser written for the list and stays.
 */
export type {
  NewsCategory,
  NewsCategoryFollowBody,
  NewsComment,
  NewsCommentBody,
  NewsFavoriteState,
  NewsHomeSection,
  NewsItem,
  NewsLikeState,
  NewsUnread,
} from './schemas/news';

/** `/api/news/ver/2/list/{action}` variants (SPEC §7). Meanings: README "News (issue 5)". */
export const NEWS_LIST_ACTIONS = [
  'related',
  'hotspot',
  'live',
  'news',
  'newsCategory',
  'all',
  'allorvisible',
  'visible',
  'find',
  'stock',
] as const;
export type NewsListAction = (typeof NEWS_LIST_ACTIONS)[number];

/** Comments: 1-500 characters after trimming. */
export const NEWS_COMMENT_MAX = 500;
/** Characters of plain text in `NewsItem.summary`. */
export const NEWS_SUMMARY_MAX = 200;
/** Rows per category of GET /api/news/category/home. */
export const NEWS_HOME_ROWS = 4;

/** Chinese texts of the news endpoints (chosen wording; §8 gives none). */
export const NEWS_TEXT = {
  newsNotFound: '资讯不存在',
  categoryNotFound: '资讯分类不存在',
  noTeacher: '该资讯没有对应的老师',
  idInvalid: '资讯编号不正确',
  categoryIdInvalid: '资讯分类编号不正确',
  teacherIdInvalid: '老师编号不正确',
  goodsIdInvalid: '产品编号不正确',
  categoryRequired: '请指定资讯分类（categoryId）',
  pageNumInvalid: '页码必须是大于 0 的整数',
  pageSizeInvalid: '每页条数必须在 1-100 之间',
  keywordTooLong: '搜索关键词不能超过 50 个字',
  fromInvalid: '参数 from 只能是 teacher、goods 或 newsCategory',
  categoryXInvalid: '分类编号或代码不正确',
  commentTooLong: '评论不能超过 500 个字',
  commentOk: '评论成功',
  stockCodeInvalid: '股票代码格式不正确',
} as const;
