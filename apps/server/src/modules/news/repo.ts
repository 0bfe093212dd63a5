import { and, count, desc, eq, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentReactions, memberFavorites, members, news, newsCategories, newsComments, teachers } from '../../db/schema';
import { contains, plainText } from '../../db/search';
import { listCondition, openCondition, type Gate, type ListMode as AccessListMode } from '../access/conditions';
import type { Viewer } from '../access/service';

/**
 * News queries. An item's access module is its own (news.moduleId) or else its category's; its
 * teacher is its own or else its category's (a teacher column). Only enabled items of enabled
 * categories published by now are ever listed.
 */

/** all = every published item; visible = only those the caller may open; allorvisible = visible + locked teasers. */
export type ListMode = Exclude<AccessListMode, 'authorized'>;

export const effectiveModule = sql<number | null>`coalesce(${news.moduleId}, ${newsCategories.moduleId})`;
export const effectiveTeacher = sql<number | null>`coalesce(${news.teacherId}, ${newsCategories.teacherId})`;

/** News is gated by its own module, else its category's. */
const NEWS_GATE: Gate = { module: effectiveModule, listedWhenLocked: news.listedWhenLocked };

/** The article's readable text for searching (a tag counts as a space between words). */
const plainContent = plainText(news.content, ' ');

export interface NewsFilter {
  categoryId?: number;
  categoryCode?: string;
  teacherId?: number;
  goodsId?: number;
  /** House categories only (no teacher column). */
  house?: boolean;
  hot?: boolean;
  tuyere?: boolean;
  find?: boolean;
  withAudio?: boolean;
  /** Title contains. */
  title?: string;
  /**
   * Title, description or content contains; a locked item's content is never searched (a match
   * would reveal it). Given together with `title`, either match is enough.
   */
  text?: string;
  excludeId?: number;
  /** Any of these words in the title, description or (an open item's) content: list/stock?code=. */
  mentions?: string[];
  /** Same category, or the same teacher. */
  relatedTo?: { categoryId: number; teacherId: number | null };
}

export function publishedCondition(now: Date): SQL {
  return and(eq(news.enabled, true), eq(newsCategories.enabled, true), lte(news.publishedAt, now)) as SQL;
}

function searchCondition(filter: NewsFilter, viewer: Viewer): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.title) parts.push(contains(news.title, filter.title));
  if (filter.text) {
    const text = filter.text;
    parts.push(sql`(${contains(news.title, text)} or ${contains(news.description, text)} or (${openCondition(NEWS_GATE, viewer)} and ${contains(plainContent, text)}))`);
  }
  return parts.length === 0 ? undefined : or(...parts);
}

function mentionCondition(filter: NewsFilter, viewer: Viewer): SQL | undefined {
  if (!filter.mentions) return undefined;
  return or(
    ...filter.mentions.map((word) => sql`(${contains(news.title, word)} or ${contains(news.description, word)} or (${openCondition(NEWS_GATE, viewer)} and ${contains(plainContent, word)}))`),
  );
}

export function filterCondition(filter: NewsFilter, viewer: Viewer, mode: ListMode, now: Date): SQL {
  return and(
    publishedCondition(now),
    listCondition(mode, NEWS_GATE, viewer),
    filter.categoryId === undefined ? undefined : eq(news.categoryId, filter.categoryId),
    filter.categoryCode === undefined ? undefined : eq(newsCategories.code, filter.categoryCode),
    filter.teacherId === undefined ? undefined : sql`${effectiveTeacher} = ${filter.teacherId}`,
    filter.goodsId === undefined ? undefined : or(eq(news.goodsId, filter.goodsId), eq(newsCategories.goodsId, filter.goodsId)),
    filter.house ? isNull(newsCategories.teacherId) : undefined,
    filter.hot ? eq(news.isHot, true) : undefined,
    filter.tuyere ? eq(news.isTuyere, true) : undefined,
    filter.find ? eq(news.isFind, true) : undefined,
    filter.withAudio ? ne(news.audio, '') : undefined,
    filter.excludeId === undefined ? undefined : ne(news.id, filter.excludeId),
    filter.relatedTo === undefined
      ? undefined
      : or(
          eq(news.categoryId, filter.relatedTo.categoryId),
          filter.relatedTo.teacherId === null ? undefined : sql`${effectiveTeacher} = ${filter.relatedTo.teacherId}`,
        ),
    searchCondition(filter, viewer),
    mentionCondition(filter, viewer),
  ) as SQL;
}

const rowColumns = {
  news,
  categoryName: newsCategories.name,
  moduleId: effectiveModule,
  teacher: { id: teachers.id, name: teachers.name, avatar: teachers.avatar },
};

export interface NewsRow {
  news: typeof news.$inferSelect;
  categoryName: string;
  /** The effective module (own or the category's). */
  moduleId: number | null;
  teacher: { id: number; name: string; avatar: string } | null;
}

function selectRows(db: Db) {
  return db
    .select(rowColumns)
    .from(news)
    .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
    .leftJoin(teachers, sql`${teachers.id} = ${effectiveTeacher}`);
}

/** node-postgres returns bigint expressions as strings; PGlite as numbers. */
function normalize(row: NewsRow): NewsRow {
  return { ...row, moduleId: row.moduleId === null ? null : Number(row.moduleId) };
}

export async function listNews(
  db: Db,
  where: SQL,
  page: { limit: number; offset: number },
): Promise<{ rows: NewsRow[]; total: number }> {
  const [rows, [{ n }]] = await Promise.all([
    selectRows(db).where(where).orderBy(desc(news.publishedAt), desc(news.id)).limit(page.limit).offset(page.offset),
    db
      .select({ n: count() })
      .from(news)
      .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
      .where(where),
  ]);
  return { rows: rows.map(normalize), total: n };
}

/** One published item (of an enabled category), or null. */
export async function findNews(db: Db, id: number, now: Date): Promise<NewsRow | null> {
  const rows = await selectRows(db)
    .where(and(eq(news.id, id), publishedCondition(now)))
    .limit(1);
  return rows[0] ? normalize(rows[0]) : null;
}

export type CategoryRow = typeof newsCategories.$inferSelect;

export async function findCategory(db: Db, idOrCode: number | string): Promise<CategoryRow | null> {
  const rows = await db
    .select()
    .from(newsCategories)
    .where(
      and(
        eq(newsCategories.enabled, true),
        typeof idOrCode === 'number' ? eq(newsCategories.id, idOrCode) : eq(newsCategories.code, idOrCode),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function listCategories(
  db: Db,
  filter: { teacherId?: number; goodsId?: number; home?: boolean; ids?: number[] },
): Promise<CategoryRow[]> {
  if (filter.ids !== undefined && filter.ids.length === 0) return [];
  return db
    .select()
    .from(newsCategories)
    .where(
      and(
        eq(newsCategories.enabled, true),
        filter.teacherId === undefined ? undefined : eq(newsCategories.teacherId, filter.teacherId),
        filter.goodsId === undefined ? undefined : eq(newsCategories.goodsId, filter.goodsId),
        filter.home ? eq(newsCategories.isHome, true) : undefined,
        filter.ids === undefined ? undefined : inArray(newsCategories.id, filter.ids),
      ),
    )
    .orderBy(newsCategories.sort, newsCategories.id);
}

/** Which of the items the member liked and favorited. */
export async function memberMarks(
  db: Db,
  memberId: number | null,
  newsIds: number[],
): Promise<{ liked: Set<number>; favorited: Set<number> }> {
  if (memberId === null || newsIds.length === 0) return { liked: new Set(), favorited: new Set() };
  const [likes, favorites] = await Promise.all([
    db
      .select({ id: contentReactions.targetId })
      .from(contentReactions)
      .where(
        and(
          eq(contentReactions.targetType, 'news'),
          eq(contentReactions.kind, 'like'),
          eq(contentReactions.memberId, memberId),
          inArray(contentReactions.targetId, newsIds),
        ),
      ),
    db
      .select({ id: memberFavorites.targetId })
      .from(memberFavorites)
      .where(
        and(eq(memberFavorites.memberId, memberId), eq(memberFavorites.targetType, 'news'), inArray(memberFavorites.targetId, newsIds)),
      ),
  ]);
  return { liked: new Set(likes.map((r) => r.id)), favorited: new Set(favorites.map((r) => r.id)) };
}

/** Listed items of the categories not yet viewed by the member, counted per category. */
export async function unreadCounts(db: Db, where: SQL, memberId: number): Promise<{ categoryId: number; count: number }[]> {
  const rows = await db
    .select({ categoryId: news.categoryId, n: count() })
    .from(news)
    .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
    .where(
      and(
        where,
        sql`not exists (select 1 from ${contentReactions} where ${contentReactions.targetType} = 'news' and ${contentReactions.kind} = 'view' and ${contentReactions.targetId} = ${news.id} and ${contentReactions.memberId} = ${memberId})`,
      ),
    )
    .groupBy(news.categoryId)
    .orderBy(news.categoryId);
  return rows.map((r) => ({ categoryId: Number(r.categoryId), count: Number(r.n) }));
}

// --- writes: counters and comments (the reaction rows themselves belong to the social module) --

/** +1 on one of the item's counters; the counter's value after. */
export async function bumpNews(db: Db, newsId: number, counter: 'visits' | 'likes' | 'comments'): Promise<number> {
  const [row] = await db
    .update(news)
    .set({ [counter]: sql`${news[counter]} + 1` })
    .where(eq(news.id, newsId))
    .returning({ value: news[counter] });
  return Number(row.value);
}

export async function newsLikes(db: Db, newsId: number): Promise<number> {
  const [row] = await db.select({ likes: news.likes }).from(news).where(eq(news.id, newsId));
  return Number(row.likes);
}

/** Saves a comment and counts it on the item, in one transaction; the comment with its author. */
export async function insertComment(db: Db, comment: { newsId: number; memberId: number; content: string; at: Date }) {
  const saved = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(newsComments)
      .values({ newsId: comment.newsId, memberId: comment.memberId, content: comment.content, createdAt: comment.at })
      .returning();
    await bumpNews(tx, comment.newsId, 'comments');
    return inserted;
  });
  const [member] = await db
    .select({ id: members.id, nickname: members.nickname, name: members.name, avatar: members.avatar })
    .from(members)
    .where(eq(members.id, comment.memberId));
  return { saved, member };
}
