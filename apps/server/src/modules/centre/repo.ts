import { idFromText } from '@caixue/contract/schemas/common';
import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, faqs, feedbacks, memberPushes, newsCategories, teachers } from '../../db/schema';

/** The member centre's tables: member_pushes, faqs, feedbacks, articles (their only writer). */

export type FeedbackRow = typeof feedbacks.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;
type Window = { limit: number; offset: number };

// --- pushes --------------------------------------------------------------------------------

export async function pushesPage(db: Db, memberId: number, page: Window) {
  const where = eq(memberPushes.memberId, memberId);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(memberPushes).where(where).orderBy(desc(memberPushes.createdAt), desc(memberPushes.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(memberPushes).where(where),
  ]);
  return { rows, total };
}

export async function unreadPushCount(db: Db, memberId: number): Promise<number> {
  const [{ value }] = await db
    .select({ value: count() })
    .from(memberPushes)
    .where(and(eq(memberPushes.memberId, memberId), isNull(memberPushes.readAt)));
  return value;
}

/** Marks the member's push read if it was unread; true when a row changed. */
export async function markPushRead(db: Db, memberId: number, id: number, at: Date): Promise<boolean> {
  const updated = await db
    .update(memberPushes)
    .set({ readAt: at })
    .where(and(eq(memberPushes.id, id), eq(memberPushes.memberId, memberId), isNull(memberPushes.readAt)))
    .returning({ id: memberPushes.id });
  return updated.length > 0;
}

export async function pushExists(db: Db, memberId: number, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: memberPushes.id })
    .from(memberPushes)
    .where(and(eq(memberPushes.id, id), eq(memberPushes.memberId, memberId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertPush(db: Db, values: { memberId: number; title: string; content: string; link: string; createdAt?: Date }): Promise<number> {
  const [row] = await db.insert(memberPushes).values(values).returning({ id: memberPushes.id });
  return row!.id;
}

// --- FAQ -----------------------------------------------------------------------------------

export async function listFaqs(db: Db) {
  return db.select().from(faqs).orderBy(asc(faqs.sort), asc(faqs.id));
}

// --- feedback ------------------------------------------------------------------------------

export async function insertFeedback(db: Db, row: { memberId: number; content: string; image: string; at: Date }): Promise<number> {
  const [saved] = await db
    .insert(feedbacks)
    .values({ memberId: row.memberId, content: row.content, image: row.image, createdAt: row.at })
    .returning({ id: feedbacks.id });
  return saved.id;
}

export async function feedbacksPage(db: Db, memberId: number, page: Window) {
  const where = eq(feedbacks.memberId, memberId);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(feedbacks).where(where).orderBy(desc(feedbacks.createdAt), desc(feedbacks.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(feedbacks).where(where),
  ]);
  return { rows, total };
}

export async function findFeedback(db: Db, memberId: number, id: number): Promise<FeedbackRow | null> {
  const [row] = await db
    .select()
    .from(feedbacks)
    .where(and(eq(feedbacks.id, id), eq(feedbacks.memberId, memberId)))
    .limit(1);
  return row ?? null;
}

// --- articles ------------------------------------------------------------------------------

export async function articlesPage(db: Db, categoryCode: string, page: Window) {
  const where = eq(articles.categoryCode, categoryCode);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(asc(articles.sort), desc(articles.createdAt), desc(articles.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(articles).where(where),
  ]);
  return { rows, total };
}

/** The article with this id (all digits) or code, after counting a visit; null when none. */
export async function visitArticle(db: Db, x: string): Promise<ArticleRow | null> {
  const id = idFromText(x);
  const match: SQL = id !== null ? eq(articles.id, id) : eq(articles.code, x);
  const [found] = await db.select({ id: articles.id }).from(articles).where(match).limit(1);
  if (!found) return null;
  const [row] = await db
    .update(articles)
    .set({ visits: sql`${articles.visits} + 1` })
    .where(eq(articles.id, found.id))
    .returning();
  return row;
}

// --- follow targets (read only) --------------------------------------------------------------

export async function teacherExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: teachers.id }).from(teachers).where(eq(teachers.id, id)).limit(1);
  return rows.length > 0;
}

export async function enabledNewsCategoryExists(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: newsCategories.id })
    .from(newsCategories)
    .where(and(eq(newsCategories.id, id), eq(newsCategories.enabled, true)))
    .limit(1);
  return rows.length > 0;
}
