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
import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, courses, faqs, feedbacks, memberFavorites, memberFollows, memberPushes, news, newsCategories, teachers } from '../../db/schema';
import { BizError, badRequest } from '../../errors';
import { activeModuleIds, mayOpen } from '../access/service';
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
}

/** Member-centre content: pushes, FAQ, feedback, articles, favorites, follows (issue 4). */
export class CentreService {
  private readonly db: Db;
  private readonly now: () => number;
  private readonly storageKeyOf: (url: string) => string | null;

  constructor(options: CentreServiceOptions) {
    this.db = options.db;
    this.now = options.now;
    this.storageKeyOf = options.storageKeyOf;
  }

  // --- pushes --------------------------------------------------------------------------------

  async pushes(memberId: number, page: Page): Promise<Paged<MemberPush>> {
    const { limit, offset } = paging(page);
    const where = eq(memberPushes.memberId, memberId);
    const [rows, [{ total }]] = await Promise.all([
      this.db.select().from(memberPushes).where(where).orderBy(desc(memberPushes.createdAt), desc(memberPushes.id)).limit(limit).offset(offset),
      this.db.select({ total: count() }).from(memberPushes).where(where),
    ]);
    return {
      rows: rows.map((r) => ({ id: r.id, title: r.title, content: r.content, link: r.link, createTime: iso(r.createdAt), read: r.readAt !== null })),
      total,
    };
  }

  async unreadPushes(memberId: number): Promise<PushUnreadCount> {
    const [{ value }] = await this.db
      .select({ value: count() })
      .from(memberPushes)
      .where(and(eq(memberPushes.memberId, memberId), isNull(memberPushes.readAt)));
    return { count: value };
  }

  /** Marks one of the member's pushes read (again is fine); answers the unread count left. */
  async readPush(memberId: number, id: number): Promise<PushUnreadCount> {
    const own = and(eq(memberPushes.id, id), eq(memberPushes.memberId, memberId));
    const updated = await this.db
      .update(memberPushes)
      .set({ readAt: new Date(this.now()) })
      .where(and(own, isNull(memberPushes.readAt)))
      .returning({ id: memberPushes.id });
    if (updated.length === 0) {
      const exists = await this.db.select({ id: memberPushes.id }).from(memberPushes).where(own).limit(1);
      if (exists.length === 0) throw notFound(CENTRE_TEXT.pushNotFound);
    }
    return this.unreadPushes(memberId);
  }

  // --- FAQ -----------------------------------------------------------------------------------

  async faqs(): Promise<Faq[]> {
    const rows = await this.db.select().from(faqs).orderBy(asc(faqs.sort), asc(faqs.id));
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
    const [row] = await this.db
      .insert(feedbacks)
      .values({ memberId, content: escapeText(text), image, createdAt: new Date(this.now()) })
      .returning({ id: feedbacks.id });
    return { id: row.id };
  }

  async feedbacks(memberId: number, page: Page): Promise<Paged<Feedback>> {
    const { limit, offset } = paging(page);
    const where = eq(feedbacks.memberId, memberId);
    const [rows, [{ total }]] = await Promise.all([
      this.db.select().from(feedbacks).where(where).orderBy(desc(feedbacks.createdAt), desc(feedbacks.id)).limit(limit).offset(offset),
      this.db.select({ total: count() }).from(feedbacks).where(where),
    ]);
    return { rows: rows.map(toFeedback), total };
  }

  async feedback(memberId: number, id: number): Promise<Feedback> {
    const [row] = await this.db
      .select()
      .from(feedbacks)
      .where(and(eq(feedbacks.id, id), eq(feedbacks.memberId, memberId)))
      .limit(1);
    if (!row) throw notFound(CENTRE_TEXT.feedbackNotFound);
    return toFeedback(row);
  }

  // --- articles ------------------------------------------------------------------------------

  async articles(memberId: number, categoryCode: ArticleListCategory, page: Page): Promise<Paged<ArticleSummary>> {
    const { limit, offset } = paging(page);
    const where = eq(articles.categoryCode, categoryCode);
    const [rows, [{ total }], modules] = await Promise.all([
      this.db
        .select()
        .from(articles)
        .where(where)
        .orderBy(asc(articles.sort), desc(articles.createdAt), desc(articles.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(articles).where(where),
      activeModuleIds(this.db, memberId, new Date(this.now())),
    ]);
    return { rows: rows.map((r) => toSummary(r, !mayOpen(r.moduleId, modules))), total };
  }

  /**
   * One article by id or code; counts a visit. Visitors (memberId null) read every article too
   * (API.article.info is a public API: agreements, about pages…); a locked article comes back
   * without its content, to them and to members without its module.
   */
  async article(memberId: number | null, x: string): Promise<ArticleDetail> {
    const match: SQL = /^\d{1,10}$/.test(x) ? eq(articles.id, Number(x)) : eq(articles.code, x);
    const [found] = await this.db.select({ id: articles.id }).from(articles).where(match).limit(1);
    if (!found) throw notFound(CENTRE_TEXT.articleNotFound);
    const [row] = await this.db
      .update(articles)
      .set({ visits: sql`${articles.visits} + 1` })
      .where(eq(articles.id, found.id))
      .returning();
    const modules = memberId === null ? new Set<number>() : await activeModuleIds(this.db, memberId, new Date(this.now()));
    const locked = !mayOpen(row.moduleId, modules);
    return { ...toSummary(row, locked), content: locked ? '' : row.content };
  }

  // --- favorites and follows -----------------------------------------------------------------

  async favorites(memberId: number, query: Page & { targetType?: FavoriteTargetType }): Promise<Paged<Favorite>> {
    const { limit, offset } = paging(query);
    const where = and(
      eq(memberFavorites.memberId, memberId),
      query.targetType === undefined ? undefined : eq(memberFavorites.targetType, query.targetType),
    );
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select({ favorite: memberFavorites, newsTitle: news.title, newsPic: news.pic, newsPics: news.picList, courseTitle: courses.title, coursePic: courses.pic })
        .from(memberFavorites)
        .leftJoin(news, and(eq(memberFavorites.targetType, 'news'), eq(news.id, memberFavorites.targetId)))
        .leftJoin(courses, and(eq(memberFavorites.targetType, 'course'), eq(courses.id, memberFavorites.targetId)))
        .where(where)
        .orderBy(desc(memberFavorites.createdAt), desc(memberFavorites.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(memberFavorites).where(where),
    ]);
    return {
      rows: rows.map(({ favorite: r, ...target }) => ({
        id: r.id,
        targetType: r.targetType,
        targetId: r.targetId,
        title: target.newsTitle ?? target.courseTitle ?? '',
        pic: target.newsPic || target.newsPics?.[0] || target.coursePic || '',
        createTime: iso(r.createdAt),
      })),
      total,
    };
  }

  async follows(memberId: number, query: Page & { targetType?: FollowTargetType }): Promise<Paged<Follow>> {
    const { limit, offset } = paging(query);
    const where = and(
      eq(memberFollows.memberId, memberId),
      query.targetType === undefined ? undefined : eq(memberFollows.targetType, query.targetType),
    );
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select({
          follow: memberFollows,
          teacher: { id: teachers.id, name: teachers.name, avatar: teachers.avatar, title: teachers.title },
          categoryName: newsCategories.name,
          courseTitle: courses.title,
        })
        .from(memberFollows)
        .leftJoin(teachers, and(eq(memberFollows.targetType, 'teacher'), eq(teachers.id, memberFollows.targetId)))
        .leftJoin(newsCategories, and(eq(memberFollows.targetType, 'newsCategory'), eq(newsCategories.id, memberFollows.targetId)))
        .leftJoin(courses, and(eq(memberFollows.targetType, 'course'), eq(courses.id, memberFollows.targetId)))
        .where(where)
        .orderBy(desc(memberFollows.createdAt), desc(memberFollows.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(memberFollows).where(where),
    ]);
    return {
      rows: rows.map(({ follow, teacher, categoryName, courseTitle }) => ({
        id: follow.id,
        targetType: follow.targetType,
        targetId: follow.targetId,
        createTime: iso(follow.createdAt),
        name: teacher?.name ?? categoryName ?? courseTitle ?? '',
        teacher: teacher ?? null,
      })),
      total,
    };
  }

  /** Follows or unfollows a teacher or a news category (it must exist); both are idempotent. */
  async setFollow(memberId: number, body: FollowBody): Promise<FollowState> {
    const target = and(
      eq(memberFollows.memberId, memberId),
      eq(memberFollows.targetType, body.targetType),
      eq(memberFollows.targetId, body.targetId),
    );
    if (!body.follow) {
      await this.db.delete(memberFollows).where(target);
      return { following: false };
    }
    if (body.targetType === 'teacher') {
      const [teacher] = await this.db.select({ id: teachers.id }).from(teachers).where(eq(teachers.id, body.targetId)).limit(1);
      if (!teacher) throw notFound(CENTRE_TEXT.teacherNotFound);
    } else {
      const [category] = await this.db
        .select({ id: newsCategories.id })
        .from(newsCategories)
        .where(and(eq(newsCategories.id, body.targetId), eq(newsCategories.enabled, true)))
        .limit(1);
      if (!category) throw notFound(CENTRE_TEXT.newsCategoryNotFound);
    }
    await this.db
      .insert(memberFollows)
      .values({ memberId, targetType: body.targetType, targetId: body.targetId, createdAt: new Date(this.now()) })
      .onConflictDoNothing();
    return { following: true };
  }
}

function toFeedback(r: typeof feedbacks.$inferSelect): Feedback {
  return {
    id: r.id,
    content: r.content,
    image: r.image,
    reply: r.reply,
    createTime: iso(r.createdAt),
    repliedAt: r.repliedAt ? iso(r.repliedAt) : null,
  };
}

function toSummary(r: typeof articles.$inferSelect, locked: boolean): ArticleSummary {
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
