import type { NewsItem } from '@caixue/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { news, newsCategories } from '../../src/db/schema';

/** Shared by the news test files: the seeded locked items and ordering (callers are in ./content). */

export interface LockedItem {
  id: number;
  categoryId: number;
  content: string;
  listedWhenLocked: boolean;
}

/** Seeded items whose effective module (own or category's) is set. */
export async function lockedItems(db: Db): Promise<LockedItem[]> {
  const rows = await db
    .select({ id: news.id, categoryId: news.categoryId, content: news.content, listedWhenLocked: news.listedWhenLocked })
    .from(news)
    .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
    .where(sql`coalesce(${news.moduleId}, ${newsCategories.moduleId}) is not null`);
  return rows;
}

export async function itemIds(db: Db, categoryIds: number[]): Promise<number[]> {
  const rows = await db.select({ id: news.id }).from(news).where(inArray(news.categoryId, categoryIds));
  return rows.map((r) => r.id);
}

export const isNewest = (rows: NewsItem[]) =>
  rows.every((r, i) => i === 0 || Date.parse(rows[i - 1].dateTime) > Date.parse(r.dateTime) || (rows[i - 1].dateTime === r.dateTime && rows[i - 1].id > r.id));
