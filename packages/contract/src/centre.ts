/**
 * Member-centre content (issue 4 "Member centre pages"): pushes, FAQ, feedback, articles (help,
 * member articles, strategies, agreements), favorites and follows. Times are ISO 8601 strings.
 * Lists marked "paged" come in the table envelope {code, msg, rows, total} (pageNum, pageSize,
 * default 20); the rest in {code, msg, data}.
 */

/** A message pushed to the member (GET API.member.pushList, paged, newest first). */
export interface MemberPush {
  id: number;
  title: string;
  /** Plain text. */
  content: string;
  /** Page path to open on tap, '' for none. */
  link: string;
  createTime: string;
  read: boolean;
}

/** GET API.member.pushUnread. */
export interface PushUnreadCount {
  count: number;
}

/** GET API.faq.list (data: array, in display order). */
export interface Faq {
  id: number;
  question: string;
  /** Sanitized HTML. */
  answer: string;
}

/** POST API.feedback.save body. */
export interface FeedbackSaveBody {
  /** 1-500 characters of plain text; stored HTML-escaped (newlines become <br>). */
  content: string;
  /** A url returned by API.feedback.upload ('/uploads/feedback/...'); omit or '' for none. */
  image?: string;
}

/** POST API.feedback.save result. */
export interface FeedbackSaved {
  id: number;
}

/** POST API.feedback.upload (multipart field `file`) result. */
export interface UploadedFile {
  url: string;
}

/** GET API.feedback.list (paged, own, newest first) rows and GET API.feedback.info(id) data. */
export interface Feedback {
  id: number;
  /** Escaped text as safe HTML (no tags other than <br>). */
  content: string;
  /** '' when none. */
  image: string;
  /** Sanitized HTML; '' until answered. */
  reply: string;
  createTime: string;
  repliedAt: string | null;
}

export const ARTICLE_LIST_CATEGORIES = ['help', 'article', 'strategy'] as const;
/** Categories listed by API.article.list(categoryCode). */
export type ArticleListCategory = (typeof ARTICLE_LIST_CATEGORIES)[number];
/** 'agreement' articles (codes 'agreement', 'privacy') are readable without a token. */
export type ArticleCategoryCode = ArticleListCategory | 'agreement';

/** Row of GET API.article.list(categoryCode) (paged; by sort, then newest first). */
export interface ArticleSummary {
  id: number;
  categoryCode: string;
  /** Stable key ('agreement', 'privacy', ...) or null. */
  code: string | null;
  title: string;
  description: string;
  pic: string;
  createTime: string;
  visits: number;
  /** True when the caller has not bought the article's module: open shows no content. */
  locked: boolean;
}

/** GET API.article.info(idOrCode): counts a visit. `content` is '' when locked. */
export interface ArticleDetail extends ArticleSummary {
  /** Sanitized HTML; '' when locked (locked content never leaves the server). */
  content: string;
}

export type FavoriteTargetType = 'news' | 'course';

/** Row of GET API.member.favorites?targetType= (paged, newest first); title and pic of the news item or course. */
export interface Favorite {
  id: number;
  targetType: FavoriteTargetType;
  targetId: number;
  title: string;
  pic: string;
  createTime: string;
}

export type FollowTargetType = 'teacher' | 'newsCategory' | 'course';

export interface FollowedTeacher {
  id: number;
  name: string;
  avatar: string;
  title: string;
}

/** Row of GET API.member.follows?targetType= (paged, newest first). */
export interface Follow {
  id: number;
  targetType: FollowTargetType;
  targetId: number;
  createTime: string;
  /** The teacher's name, the news category's name or the course's title ('' once deleted). */
  name: string;
  /** Set for targetType 'teacher'. */
  teacher: FollowedTeacher | null;
}

/** POST API.member.follow body; data: {following}. Courses are followed through API.course.follow. */
export interface FollowBody {
  targetType: Exclude<FollowTargetType, 'course'>;
  targetId: number;
  follow: boolean;
}

export interface FollowState {
  following: boolean;
}
