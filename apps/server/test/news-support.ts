import type { NewsItem } from '@caixue/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { issueToken } from '../src/auth/tokens';
import type { Db } from '../src/db/client';
import { members, news, newsCategories } from '../src/db/schema';
import { insertMember } from '../src/modules/member/repo';
import type { TestServer } from './support/test-server';
import { uniqueMobile } from './support/test-server';

/** Shared by the news test files: callers, table answers and the seeded locked items. */

export interface Table<T> {
  code: number;
  msg: string;
  rows: T[];
  total: number;
}

export interface Data<T> {
  code: number;
  msg: string;
  data: T;
}

export interface Caller {
  name: string;
  id: number | null;
  token?: string;
}

export async function memberByMobile(server: TestServer, name: string, mobile: string): Promise<Caller> {
  const db = server.database.db;
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.mobile, mobile));
  return { name, id: row.id, token: await issueToken(db, row.id, new Date(server.clock.now())) };
}

export async function freshMember(server: TestServer, name: string): Promise<Caller> {
  const db = server.database.db;
  const row = await insertMember(db, { mobile: uniqueMobile(), passwordHash: null, name, nickname: name });
  return { name, id: row.id, token: await issueToken(db, row.id, new Date(server.clock.now())) };
}

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

export async function get<T>(server: TestServer, url: string, caller?: Caller): Promise<T & { code: number; msg: string }> {
  const answer = await server.get(url, { token: caller?.token });
  return answer.body as T & { code: number; msg: string };
}

export async function post<T>(server: TestServer, url: string, body: unknown, caller?: Caller): Promise<T & { code: number; msg: string }> {
  const answer = await server.post(url, body, { token: caller?.token });
  return answer.body as T & { code: number; msg: string };
}

export const isNewest = (rows: NewsItem[]) =>
  rows.every((r, i) => i === 0 || Date.parse(rows[i - 1].dateTime) > Date.parse(r.dateTime) || (rows[i - 1].dateTime === r.dateTime && rows[i - 1].id > r.id));
