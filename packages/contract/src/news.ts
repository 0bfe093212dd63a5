/**
 * News and columns, teacher feeds and comments (SPEC §3 news item / list row, §7 News and comments).
 * A locked item (the caller lacks its module) carries locked=true and an empty `content`: the full
 * text never leaves the server. `description` is a teaser written for the list and stays.
 */
import type { TeacherRef } from './course';

export interface NewsCategory {
  id: number;
  name: string;
  code: string | null;
  description: string;
  pic: string;
  teacherId: number | null;
  goodsId: number | null;
  /** The caller lacks the category's module. */
  locked: boolean;
  /** The caller follows this category (false for visitors). */
  followed: boolean;
}

/** News list row and item (§3). */
export interface NewsItem {
  id: number;
  categoryId: number;
  categoryName: string;
  title: string;
  pic: string;
  picList: string[];
  description: string;
  /** Sanitized HTML; '' when locked, and in list rows (lists send no full content). */
  content: string;
  /** Plain text of the content for cards (first 200 characters); '' when locked. */
  summary: string;
  audio: string;
  /** ISO 8601 (as every dateTime of the API); clients format it in China time. */
  dateTime: string;
  /** The China-time day 'YYYY-MM-DD'. */
  date: string;
  teacher: TeacherRef | null;
  visits: number;
  likes: number;
  comments: number;
  locked: boolean;
  /** The access module that gates the item (its own, else its category's); null when open to all. */
  moduleId: number | null;
  /** The caller has liked / favorited (false for visitors). */
  liked: boolean;
  favorited: boolean;
}

export interface NewsComment {
  id: number;
  newsId: number;
  content: string;
  createTime: string;
  member: { id: number; nickname: string; avatar: string };
}

/** GET /api/news/view/ver/2/unread: items not yet opened, in total and per category. */
export interface NewsUnread {
  total: number;
  categories: { categoryId: number; count: number }[];
}

/** The home page news sections: a category with its newest rows. */
export interface NewsHomeSection {
  category: NewsCategory;
  rows: NewsItem[];
}

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

/** POST /api/news/like answer: likes are one per member and cannot be taken back (a second like changes nothing). */
export interface NewsLikeState {
  liked: boolean;
  likes: number;
}

/** POST /api/news/favorite answer: each call toggles. */
export interface NewsFavoriteState {
  favorited: boolean;
}

/** POST /api/news/comment body. */
export interface NewsCommentBody {
  newsId: number;
  /** 1-500 characters after trimming; sanitized (a few inline tags survive, no scripts or styles). */
  content: string;
}

/** POST /api/news/category/follow body; answer {following} (FollowState). */
export interface NewsCategoryFollowBody {
  categoryId: number;
  follow: boolean;
}

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
} as const;
