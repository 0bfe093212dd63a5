/**
 * Member-centre content (issue 4 "Member centre pages"): pushes, FAQ, feedback, articles (help,
 * member articles, strategies, agreements), favorites and follows. Times are ISO 8601 strings.
 * Lists marked "paged" come in the table envelope {code, msg, rows, total} (pageNum, pageSize,
 * default 20); the rest in {code, msg, data}. The shapes are the schemas in ./schemas/centre.
 */
export type { FollowState } from './schemas/common';
export type {
  ArticleDetail,
  ArticleSummary,
  Faq,
  Favorite,
  FavoriteTargetType,
  Feedback,
  FeedbackSaveBody,
  FeedbackSaved,
  Follow,
  FollowBody,
  FollowedTeacher,
  FollowTargetType,
  MemberPush,
  PushUnreadCount,
  UploadedFile,
} from './schemas/centre';

export const ARTICLE_LIST_CATEGORIES = ['help', 'article', 'strategy'] as const;
/** Categories listed by API.article.list(categoryCode). */
export type ArticleListCategory = (typeof ARTICLE_LIST_CATEGORIES)[number];
/** 'agreement' articles (codes 'agreement', 'privacy') are readable without a token. */
export type ArticleCategoryCode = ArticleListCategory | 'agreement';
