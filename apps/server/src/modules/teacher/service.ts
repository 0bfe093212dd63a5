import { CODE, type TeacherProfile } from '@caixue/contract';
import { COURSE_TEXT } from '@caixue/contract/schemas/course';
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, memberFollows, news, playbacks, playbackTeachers, teachers } from '../../db/schema';
import { BizError } from '../../errors';
import { paging, type Page, type Paged } from '../../paging';

type TeacherRow = typeof teachers.$inferSelect;

/** Per-teacher counts, read from the follows, news, courses and playbacks tables themselves. */
async function countsOf(db: Db, ids: number[]) {
  const zero = () => ({ followers: 0, newsCount: 0, courseCount: 0, playbackCount: 0 });
  const result = new Map(ids.map((id) => [id, zero()]));
  if (ids.length === 0) return result;
  const [followers, newsCounts, courseCounts, playbackCounts] = await Promise.all([
    db
      .select({ id: memberFollows.targetId, n: count() })
      .from(memberFollows)
      .where(and(eq(memberFollows.targetType, 'teacher'), inArray(memberFollows.targetId, ids)))
      .groupBy(memberFollows.targetId),
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
  const put = (rows: { id: number | null; n: number }[], key: 'followers' | 'newsCount' | 'courseCount' | 'playbackCount') => {
    for (const { id, n } of rows) {
      const entry = id === null ? undefined : result.get(id);
      if (entry) entry[key] = Number(n);
    }
  };
  put(followers, 'followers');
  put(newsCounts, 'newsCount');
  put(courseCounts, 'courseCount');
  put(playbackCounts, 'playbackCount');
  return result;
}

async function followedBy(db: Db, memberId: number | null, ids: number[]): Promise<Set<number>> {
  if (memberId === null || ids.length === 0) return new Set();
  const rows = await db
    .select({ id: memberFollows.targetId })
    .from(memberFollows)
    .where(and(eq(memberFollows.memberId, memberId), eq(memberFollows.targetType, 'teacher'), inArray(memberFollows.targetId, ids)));
  return new Set(rows.map((r) => r.id));
}

const hasCourse: SQL = sql`exists (select 1 from ${courses} where ${courses.teacherId} = ${teachers.id} and ${courses.enabled})`;

/**
 * Teacher pages (CHOSEN paths API.teacher). Following a teacher goes through the member-centre
 * follow endpoint (API.member.follow, targetType teacher).
 */
export class TeacherService {
  constructor(private readonly db: Db) {}

  private async profiles(rows: TeacherRow[], memberId: number | null): Promise<TeacherProfile[]> {
    const ids = rows.map((r) => r.id);
    const [counts, followed] = await Promise.all([countsOf(this.db, ids), followedBy(this.db, memberId, ids)]);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      avatar: r.avatar,
      title: r.title,
      description: r.description,
      content: r.content,
      cover: r.cover,
      certificate: r.certificate,
      tags: r.tags,
      followed: followed.has(r.id),
      ...counts.get(r.id)!,
    }));
  }

  async list(memberId: number | null, query: Page & { hasCourse?: number }): Promise<Paged<TeacherProfile>> {
    const { limit, offset } = paging(query);
    const where = query.hasCourse === 1 ? hasCourse : undefined;
    const [rows, [{ n }]] = await Promise.all([
      this.db.select().from(teachers).where(where).orderBy(asc(teachers.sort), asc(teachers.id)).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(teachers).where(where),
    ]);
    return { rows: await this.profiles(rows, memberId), total: n };
  }

  async info(memberId: number | null, id: number): Promise<TeacherProfile> {
    const rows = await this.db.select().from(teachers).where(eq(teachers.id, id)).limit(1);
    if (rows.length === 0) throw new BizError(CODE.notFound, COURSE_TEXT.teacherNotFound);
    const [profile] = await this.profiles(rows, memberId);
    return profile;
  }
}
