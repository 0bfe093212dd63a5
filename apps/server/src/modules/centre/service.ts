import {
  CODE,
  type ArticleDetail,
  type ArticleListCategory,
  type ArticleSummary,
  type Faq,
  type Favorite,
  type FavoriteTargetType,
  type Feedback,
  type Follow,
  type FollowBody,
  type FollowState,
  type FollowTargetType,
  type MemberPush,
  type PushUnreadCount,
} from '@caixue/contract';
import type { MediaUrls } from '../../auth/media-urls';
import type { Db } from '../../db/client';
import { BizError, badRequest } from '../../errors';
import { mayOpen, type Viewer } from '../access/service';
import type { SocialService } from '../social/service';
import {
  articlesPage,
  enabledNewsCategoryExists,
  feedbacksPage,
  findFeedback,
  insertFeedback,
  listFaqs,
  markPushRead,
  pushesPage,
  pushExists,
  teacherExists,
  unreadPushCount,
  visitArticle,
  type ArticleRow,
  type FeedbackRow,
} from './repo';
import { escapeText } from './text';
import { paging, type Page, type Paged } from '../../paging';

export const CENTRE_TEXT = {
  pushNotFound: '推送消息不存在',
  feedbackNotFound: '反馈不存在',
  feedbackEmpty: '反馈内容不能为空',
  feedbackImageInvalid: '图片地址无效，请重新上传',
  articleNotFound: '文章不存在',
  teacherNotFound: '老师不存在',
  newsCategoryNotFound: '资讯栏目不存在',
} as const;

/** Feedback pictures are stored by the upload endpoint under this storage folder. */
export const FEEDBACK_FOLDER = 'feedback';
/** The exact shape of a feedback picture key: feedback/YYYYMM/<32 hex>.<real extension>. */
const FEEDBACK_KEY = /^feedback\/\d{6}\/[0-9a-f]{32}\.(?:png|jpg|gif|bmp)$/;

const iso = (d: Date) => d.toISOString();
const notFound = (msg: string) => new BizError(CODE.notFound, msg);

export interface CentreServiceOptions {
  db: Db;
  now: () => number;
  /** The key of a URL our file storage answered, null for any other URL. */
  storageKeyOf: (url: string) => string | null;
  /** Owner of favorites and follows. */
  social: SocialService;
  /** Signs the gated media of an article the viewer may open. */
  mediaUrls: MediaUrls;
}

/** Member-centre content: pushes, FAQ, feedback, articles, favorites, follows (issue 4). */
export class CentreService {
  private readonly db: Db;
  private readonly now: () => number;
  private readonly storageKeyOf: (url: string) => string | null;
  private readonly social: SocialService;
  private readonly mediaUrls: MediaUrls;

  constructor(options: CentreServiceOptions) {
    this.db = options.db;
    this.now = options.now;
    this.storageKeyOf = options.storageKeyOf;
    this.social = options.social;
    this.mediaUrls = options.mediaUrls;
  }

  // --- pushes --------------------------------------------------------------------------------

  async pushes(memberId: number, page: Page): Promise<Paged<MemberPush>> {
    const { rows, total } = await pushesPage(this.db, memberId, paging(page));
    return {
      rows: rows.map((r) => ({ id: r.id, title: r.title, content: r.content, link: r.link, createTime: iso(r.createdAt), read: r.readAt !== null })),
      total,
    };
  }

  async unreadPushes(memberId: number): Promise<PushUnreadCount> {
    return { count: await unreadPushCount(this.db, memberId) };
  }

  /** Marks one of the member's pushes read (again is fine); answers the unread count left. */
  async readPush(memberId: number, id: number): Promise<PushUnreadCount> {
    const updated = await markPushRead(this.db, memberId, id, new Date(this.now()));
    if (!updated && !(await pushExists(this.db, memberId, id))) throw notFound(CENTRE_TEXT.pushNotFound);
    return this.unreadPushes(memberId);
  }

  // --- FAQ -----------------------------------------------------------------------------------

  async faqs(): Promise<Faq[]> {
    const rows = await listFaqs(this.db);
    return rows.map((r) => ({ id: r.id, question: r.question, answer: r.answer }));
  }

  // --- feedback ------------------------------------------------------------------------------

  async saveFeedback(memberId: number, body: { content: string; image?: string }): Promise<{ id: number }> {
    const text = body.content.trim();
    if (text.length === 0) throw badRequest(CENTRE_TEXT.feedbackEmpty);
    const image = (body.image ?? '').trim();
    if (image !== '') {
      const key = this.storageKeyOf(image);
      if (key === null || !FEEDBACK_KEY.test(key)) throw badRequest(CENTRE_TEXT.feedbackImageInvalid);
    }
    const id = await insertFeedback(this.db, { memberId, content: escapeText(text), image, at: new Date(this.now()) });
    return { id };
  }

  async feedbacks(memberId: number, page: Page): Promise<Paged<Feedback>> {
    const { rows, total } = await feedbacksPage(this.db, memberId, paging(page));
    return { rows: rows.map(toFeedback), total };
  }

  async feedback(memberId: number, id: number): Promise<Feedback> {
    const row = await findFeedback(this.db, memberId, id);
    if (!row) throw notFound(CENTRE_TEXT.feedbackNotFound);
    return toFeedback(row);
  }

  // --- articles ------------------------------------------------------------------------------

  async articles(viewer: Viewer, categoryCode: ArticleListCategory, page: Page): Promise<Paged<ArticleSummary>> {
    const { rows, total } = await articlesPage(this.db, categoryCode, paging(page));
    return { rows: rows.map((r) => toSummary(r, !mayOpen(r.moduleId, viewer.modules))), total };
  }

  /**
   * One article by id or code; counts a visit. Visitors read every article too
   * (API.article.info is a public API: agreements, about pages…); a locked article comes back
   * without its content, to them and to members without its module.
   */
  async article(viewer: Viewer, x: string): Promise<ArticleDetail> {
    const row = await visitArticle(this.db, x);
    if (!row) throw notFound(CENTRE_TEXT.articleNotFound);
    const locked = !mayOpen(row.moduleId, viewer.modules);
    return { ...toSummary(row, locked), content: locked ? '' : this.mediaUrls.html(row.content) };
  }

  // --- favorites and follows (rows owned by the social module) --------------------------------

  favorites(memberId: number, query: Page & { targetType?: FavoriteTargetType }): Promise<Paged<Favorite>> {
    return this.social.favorites(memberId, query);
  }

  follows(memberId: number, query: Page & { targetType?: FollowTargetType }): Promise<Paged<Follow>> {
    return this.social.follows(memberId, query);
  }

  /** Follows or unfollows a teacher or a news category (it must exist to be followed); both are idempotent. */
  async setFollow(memberId: number, body: FollowBody): Promise<FollowState> {
    if (body.follow) {
      if (body.targetType === 'teacher') {
        if (!(await teacherExists(this.db, body.targetId))) throw notFound(CENTRE_TEXT.teacherNotFound);
      } else if (!(await enabledNewsCategoryExists(this.db, body.targetId))) {
        throw notFound(CENTRE_TEXT.newsCategoryNotFound);
      }
    }
    return this.social.setFollow(memberId, body.targetType, body.targetId, body.follow);
  }
}

function toFeedback(r: FeedbackRow): Feedback {
  return {
    id: r.id,
    content: r.content,
    image: r.image,
    reply: r.reply,
    createTime: iso(r.createdAt),
    repliedAt: r.repliedAt ? iso(r.repliedAt) : null,
  };
}

function toSummary(r: ArticleRow, locked: boolean): ArticleSummary {
  return {
    id: r.id,
    categoryCode: r.categoryCode,
    code: r.code,
    title: r.title,
    description: r.description,
    pic: r.pic,
    createTime: iso(r.createdAt),
    visits: r.visits,
    locked,
  };
}
