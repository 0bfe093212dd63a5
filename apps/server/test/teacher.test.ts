import { API, CODE, type TeacherProfile } from '@caixue/contract';
import { COURSE_TEXT } from '@caixue/contract/schemas/course';
import { and, count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { courses, memberFollows, news, playbacks, playbackTeachers, teachers } from '../src/db/schema';
import { TEACHER_PROFILES } from '../src/seed/teachers-profile';
import { useDemoCallers } from './support/content';
import { describeServer, useTestServer } from './support/test-server';

describeServer('teachers: list and profile', () => {
  const server = useTestServer();
  const db = (): Db => server().database.db;
  const { zhao } = useDemoCallers(server);

  async function list(query = '', token?: string) {
    const answer = await server().get(`${API.teacher.list}${query}`, { token });
    expect(answer.body.code).toBe(CODE.ok);
    return { rows: answer.body.rows as TeacherProfile[], total: answer.body.total as number };
  }

  /** The counts straight from the tables, to compare with what the API says. */
  async function countsInDb(teacherId: number) {
    const [[f], [n], [c], [p]] = await Promise.all([
      db().select({ v: count() }).from(memberFollows).where(and(eq(memberFollows.targetType, 'teacher'), eq(memberFollows.targetId, teacherId))),
      db().select({ v: count() }).from(news).where(and(eq(news.teacherId, teacherId), eq(news.enabled, true))),
      db().select({ v: count() }).from(courses).where(and(eq(courses.teacherId, teacherId), eq(courses.enabled, true))),
      db()
        .select({ v: count() })
        .from(playbackTeachers)
        .innerJoin(playbacks, eq(playbacks.id, playbackTeachers.playbackId))
        .where(and(eq(playbackTeachers.teacherId, teacherId), eq(playbacks.enabled, true))),
    ]);
    return { followers: f.v, newsCount: n.v, courseCount: c.v, playbackCount: p.v };
  }

  it('lists the seeded teachers with their profiles and counts from the content tables', async () => {
    const { rows, total } = await list();
    expect(total).toBe(rows.length);
    expect(rows.map((t) => t.name)).toEqual(expect.arrayContaining(TEACHER_PROFILES.map((p) => p.name)));
    for (const profile of TEACHER_PROFILES) {
      const row = rows.find((t) => t.name === profile.name)!;
      expect(row.certificate).toBe(profile.certificate);
      expect(row.tags).toEqual(profile.tags);
      expect(row.content).toContain('<h3>投资理念</h3>');
      expect(row.cover).toMatch(/^\/uploads\/seed\/teacher-cover-.+\.svg$/);
      expect(row.avatar).toMatch(/\.svg$/);
      expect(row.followed).toBe(false);
      expect(row).toMatchObject(await countsInDb(row.id));
      expect(row.courseCount).toBeGreaterThan(0);
    }
    const li = rows.find((t) => t.name === '李建华')!;
    expect(li.courseCount).toBe(6);
    const page = await list('?pageNum=2&pageSize=2');
    expect(page.rows.map((t) => t.id)).toEqual(rows.slice(2, 4).map((t) => t.id));
    expect((await server().get(`${API.teacher.list}?pageSize=0`)).body.code).toBe(CODE.badRequest);
    expect((await server().get(`${API.teacher.list}?hasCourse=2`)).body.code).toBe(CODE.badRequest);
  });

  it('filters teachers that have courses with hasCourse=1', async () => {
    const [extra] = await db().insert(teachers).values({ name: '周老师', title: '助教', sort: 99 }).returning({ id: teachers.id });
    const everyone = await list('?pageSize=100');
    const withCourses = await list('?pageSize=100&hasCourse=1');
    expect(everyone.rows.map((t) => t.id)).toContain(extra.id);
    expect(withCourses.rows.map((t) => t.id)).not.toContain(extra.id);
    expect(withCourses.total).toBe(everyone.total - 1);
    expect(withCourses.rows.every((t) => t.courseCount > 0)).toBe(true);
    const zero = everyone.rows.find((t) => t.id === extra.id)!;
    expect(zero).toMatchObject({ courseCount: 0, newsCount: 0, playbackCount: 0, followers: 0, tags: [], certificate: '' });
  });

  it('shows a profile with followed and the follower count for a member who follows through the member-centre endpoint', async () => {
    const { rows } = await list();
    const wang = rows.find((t) => t.name === '王雅琴')!;
    const before = (await server().get(API.teacher.info(wang.id), { token: zhao.token })).body.data as TeacherProfile;
    expect(before).toMatchObject({ id: wang.id, name: '王雅琴', followed: false });
    const follow = await server().post(API.member.follow, { targetType: 'teacher', targetId: wang.id, follow: true }, { token: zhao.token });
    expect(follow.body.code).toBe(CODE.ok);
    const after = (await server().get(API.teacher.info(wang.id), { token: zhao.token })).body.data as TeacherProfile;
    expect(after).toMatchObject({ followed: true, followers: before.followers + 1 });
    expect(after).toMatchObject(await countsInDb(wang.id));
    // A visitor sees the same counts, never followed.
    const visitor = (await server().get(API.teacher.info(wang.id))).body.data as TeacherProfile;
    expect(visitor).toMatchObject({ followed: false, followers: after.followers });
    expect((await list('?pageSize=100', zhao.token)).rows.find((t) => t.id === wang.id)?.followed).toBe(true);
    await server().post(API.member.follow, { targetType: 'teacher', targetId: wang.id, follow: false }, { token: zhao.token });
    expect(((await server().get(API.teacher.info(wang.id), { token: zhao.token })).body.data as TeacherProfile).followed).toBe(false);
  });

  it('answers 404 for an unknown teacher and 400 for a bad id', async () => {
    expect((await server().get(API.teacher.info(999999))).body).toMatchObject({ code: CODE.notFound, msg: COURSE_TEXT.teacherNotFound });
    expect((await server().get(API.teacher.info('abc'))).body.code).toBe(CODE.badRequest);
  });
});
