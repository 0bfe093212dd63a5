import {
  NEWS_COMMENT_MAX,
  NEWS_TEXT,
  type FollowState,
  type NewsCategoryFollowBody,
  type NewsComment,
  type NewsCommentBody,
  type NewsFavoriteState,
  type NewsLikeState,
} from '@caixue/contract';
import type { Db } from '../../db/client';
import { badRequest } from '../../errors';
import { commentHtml } from '../../text/comment';
import { mayOpen, noPermission } from '../access/service';
import type { SocialService } from '../social/service';
import { bumpNews, findCategory, findNews, insertComment, newsLikes, type NewsRow } from './repo';
import { categoryNotFound, newsNotFound, type NewsService } from './service';

/**
 * What members do with news (all need a token): count a view, like (once), favorite (toggle),
 * follow the item's teacher (toggle), follow a category, comment. The view, like, favorite and
 * follow rows belong to the social module; the item's counters and comments to this one.
 */
export class NewsSocialService {
  constructor(private readonly deps: { db: Db; now: () => number; reader: NewsService; social: SocialService }) {}

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
      await this.deps.social.react({ targetType: 'news', targetId: newsId, memberId, kind: 'view' }, tx);
      return { visits: await bumpNews(tx, newsId, 'visits') };
    });
  }

  /** One like per member: a second like changes nothing and answers the same state. */
  async like(memberId: number, newsId: number): Promise<NewsLikeState> {
    await this.item(newsId);
    return this.db.transaction(async (tx) => {
      const added = await this.deps.social.react({ targetType: 'news', targetId: newsId, memberId, kind: 'like' }, tx);
      return { liked: true, likes: added ? await bumpNews(tx, newsId, 'likes') : await newsLikes(tx, newsId) };
    });
  }

  /** Toggles the item in the member's favorites (shown by the member-centre favorites list). */
  async favorite(memberId: number, newsId: number): Promise<NewsFavoriteState> {
    await this.item(newsId);
    return this.deps.social.toggleFavorite(memberId, 'news', newsId);
  }

  /** Toggles following the item's teacher (its own, else its column's). */
  async followTeacher(memberId: number, newsId: number): Promise<FollowState> {
    const row = await this.item(newsId);
    if (!row.teacher) throw badRequest(NEWS_TEXT.noTeacher);
    return this.deps.social.toggleFollow(memberId, 'teacher', row.teacher.id);
  }

  /** Follows (idempotent) or unfollows a category. */
  async followCategory(memberId: number, body: NewsCategoryFollowBody): Promise<FollowState> {
    if (body.follow && !(await findCategory(this.db, body.categoryId))) throw categoryNotFound();
    return this.deps.social.setFollow(memberId, 'newsCategory', body.categoryId, body.follow);
  }

  /** A comment: trimmed, 1-500 characters, sanitized; refused (206) on an item the member cannot open. */
  async comment(memberId: number, body: NewsCommentBody): Promise<NewsComment> {
    const row = await this.item(body.newsId);
    const viewer = await this.deps.reader.viewer(memberId);
    if (!mayOpen(row.moduleId, viewer.modules)) throw noPermission(row.moduleId, row.news.title);
    const content = commentHtml(body.content, NEWS_COMMENT_MAX, NEWS_TEXT.commentTooLong);
    const { saved, member } = await insertComment(this.db, { newsId: body.newsId, memberId, content, at: new Date(this.deps.now()) });
    return {
      id: saved.id,
      newsId: body.newsId,
      content: saved.content,
      createTime: saved.createdAt.toISOString(),
      member: { id: member.id, nickname: member.nickname || member.name, avatar: member.avatar },
    };
  }
}
