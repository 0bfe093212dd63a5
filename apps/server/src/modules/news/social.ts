import {
  CODE,
  NEWS_COMMENT_MAX,
  NEWS_TEXT,
  TEXT,
  type FollowState,
  type NewsCategoryFollowBody,
  type NewsComment,
  type NewsCommentBody,
  type NewsFavoriteState,
  type NewsLikeState,
  type NoPermissionDetail,
} from '@caixue/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentReactions, memberFavorites, memberFollows, members, news, newsComments } from '../../db/schema';
import { BizError, badRequest } from '../../errors';
import { isBlankHtml, sanitizeRichText } from '../../text/sanitize';
import { mayOpen } from '../access/service';
import { findCategory, findNews, type NewsRow } from './repo';
import { categoryNotFound, newsNotFound, type NewsService } from './service';

/**
 * What members do with news (all need a token): count a view, like (once), favorite (toggle),
 * follow the item's teacher (toggle), follow a category, comment.
 */
export class NewsSocialService {
  constructor(private readonly deps: { db: Db; now: () => number; reader: NewsService }) {}

  private get db(): Db {
    return this.deps.db;
  }

  private async item(newsId: number): Promise<NewsRow> {
    const row = await findNews(this.db, newsId, new Date(this.deps.now()));
    if (!row) throw newsNotFound();
    return row;
  }

  /** Opening an item: +1 visit and one view row (what the unread counts look at). */
  async viewSave(memberId: number, newsId: number): Promise<{ visits: number }> {
    await this.item(newsId);
    return this.db.transaction(async (tx) => {
      await tx.insert(contentReactions).values({ targetType: 'news', targetId: newsId, memberId, kind: 'view', createdAt: new Date(this.deps.now()) });
      const [row] = await tx
        .update(news)
        .set({ visits: sql`${news.visits} + 1` })
        .where(eq(news.id, newsId))
        .returning({ visits: news.visits });
      return { visits: Number(row.visits) };
    });
  }

  /** One like per member: a second like changes nothing and answers the same state. */
  async like(memberId: number, newsId: number): Promise<NewsLikeState> {
    await this.item(newsId);
    return this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(contentReactions)
        .values({ targetType: 'news', targetId: newsId, memberId, kind: 'like', createdAt: new Date(this.deps.now()) })
        .onConflictDoNothing()
        .returning({ id: contentReactions.id });
      const [row] =
        inserted.length > 0
          ? await tx.update(news).set({ likes: sql`${news.likes} + 1` }).where(eq(news.id, newsId)).returning({ likes: news.likes })
          : await tx.select({ likes: news.likes }).from(news).where(eq(news.id, newsId));
      return { liked: true, likes: Number(row.likes) };
    });
  }

  /** Toggles the item in the member's favorites (shown by the member-centre favorites list). */
  async favorite(memberId: number, newsId: number): Promise<NewsFavoriteState> {
    await this.item(newsId);
    const target = and(eq(memberFavorites.memberId, memberId), eq(memberFavorites.targetType, 'news'), eq(memberFavorites.targetId, newsId));
    const removed = await this.db.delete(memberFavorites).where(target).returning({ id: memberFavorites.id });
    if (removed.length > 0) return { favorited: false };
    await this.db
      .insert(memberFavorites)
      .values({ memberId, targetType: 'news', targetId: newsId, createdAt: new Date(this.deps.now()) })
      .onConflictDoNothing();
    return { favorited: true };
  }

  /** Toggles following the item's teacher (its own, else its column's). */
  async followTeacher(memberId: number, newsId: number): Promise<FollowState> {
    const row = await this.item(newsId);
    if (!row.teacher) throw badRequest(NEWS_TEXT.noTeacher);
    const target = and(eq(memberFollows.memberId, memberId), eq(memberFollows.targetType, 'teacher'), eq(memberFollows.targetId, row.teacher.id));
    const removed = await this.db.delete(memberFollows).where(target).returning({ id: memberFollows.id });
    if (removed.length > 0) return { following: false };
    await this.db
      .insert(memberFollows)
      .values({ memberId, targetType: 'teacher', targetId: row.teacher.id, createdAt: new Date(this.deps.now()) })
      .onConflictDoNothing();
    return { following: true };
  }

  /** Follows (idempotent) or unfollows a category. */
  async followCategory(memberId: number, body: NewsCategoryFollowBody): Promise<FollowState> {
    const target = and(eq(memberFollows.memberId, memberId), eq(memberFollows.targetType, 'newsCategory'), eq(memberFollows.targetId, body.categoryId));
    if (!body.follow) {
      await this.db.delete(memberFollows).where(target);
      return { following: false };
    }
    if (!(await findCategory(this.db, body.categoryId))) throw categoryNotFound();
    await this.db
      .insert(memberFollows)
      .values({ memberId, targetType: 'newsCategory', targetId: body.categoryId, createdAt: new Date(this.deps.now()) })
      .onConflictDoNothing();
    return { following: true };
  }

  /** A comment: trimmed, 1-500 characters, sanitized; refused (206) on an item the member cannot open. */
  async comment(memberId: number, body: NewsCommentBody): Promise<NewsComment> {
    const row = await this.item(body.newsId);
    const viewer = await this.deps.reader.viewer(memberId);
    if (!mayOpen(row.moduleId, viewer.modules)) {
      const detail: NoPermissionDetail = { moduleIds: row.moduleId === null ? [] : [row.moduleId], title: row.news.title };
      throw new BizError(CODE.noPermission, TEXT.noPermissionToast, detail);
    }
    const text = body.content.trim();
    if (Array.from(text).length > NEWS_COMMENT_MAX) throw badRequest(NEWS_TEXT.commentTooLong);
    const content = sanitizeRichText(text);
    if (isBlankHtml(content)) throw badRequest(TEXT.emptyContent);
    const createdAt = new Date(this.deps.now());
    const saved = await this.db.transaction(async (tx) => {
      const [inserted] = await tx.insert(newsComments).values({ newsId: body.newsId, memberId, content, createdAt }).returning();
      await tx.update(news).set({ comments: sql`${news.comments} + 1` }).where(eq(news.id, body.newsId));
      return inserted;
    });
    const [member] = await this.db
      .select({ id: members.id, nickname: members.nickname, name: members.name, avatar: members.avatar })
      .from(members)
      .where(eq(members.id, memberId));
    return {
      id: saved.id,
      newsId: body.newsId,
      content: saved.content,
      createTime: saved.createdAt.toISOString(),
      member: { id: member.id, nickname: member.nickname || member.name, avatar: member.avatar },
    };
  }
}
