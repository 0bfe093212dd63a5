import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contains } from '../../db/search';
import { courses, news, playbacks, playbackTeachers, teachers } from '../../db/schema';

export type TeacherRow = typeof teachers.$inferSelect;

const hasCourse: SQL = sql`exists (select 1 from ${courses} where ${courses.teacherId} = ${teachers.id} and ${courses.enabled})`;

/** Teachers in teacher order; with `withCourse`, only those with at least one enabled course. */
export async function teachersPage(db: Db, withCourse: boolean, page: { limit: number; offset: number }) {
  const where = withCourse ? hasCourse : undefined;
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(teachers).where(where).orderBy(asc(teachers.sort), asc(teachers.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(teachers).where(where),
  ]);
  return { rows, total: n };
}

/** Teachers whose name, title or introduction contains the keyword (literally), in teacher order. */
export async function searchTeachers(db: Db, keyword: string, limit: number): Promise<TeacherRow[]> {
  return db
    .select()
    .from(teachers)
    .where(or(contains(teachers.name, keyword), contains(teachers.title, keyword), contains(teachers.description, keyword)))
    .orderBy(asc(teachers.sort), asc(teachers.id))
    .limit(limit);
}

export async function findTeacher(db: Db, id: number): Promise<TeacherRow | null> {
  const [row] = await db.select().from(teachers).where(eq(teachers.id, id)).limit(1);
  return row ?? null;
}

/** Per-teacher counts of enabled news, courses and playbacks, read from those tables themselves. */
export async function contentCounts(db: Db, ids: number[]) {
  const [newsCounts, courseCounts, playbackCounts] = await Promise.all([
    db
      .select({ id: news.teacherId, n: count() })
      .from(news)
      .where(and(eq(news.enabled, true), inArray(news.teacherId, ids)))
      .groupBy(news.teacherId),
    db
      .select({ id: courses.teacherId, n: count() })
      .from(courses)
      .where(and(eq(courses.enabled, true), inArray(courses.teacherId, ids)))
      .groupBy(courses.teacherId),
    db
      .select({ id: playbackTeachers.teacherId, n: count() })
      .from(playbackTeachers)
      .innerJoin(playbacks, eq(playbacks.id, playbackTeachers.playbackId))
      .where(and(eq(playbacks.enabled, true), inArray(playbackTeachers.teacherId, ids)))
      .groupBy(playbackTeachers.teacherId),
  ]);
  return { newsCounts, courseCounts, playbackCounts };
}
