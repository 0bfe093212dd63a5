import {
  API,
  CODE,
  TEXT,
  isNoPermissionDetail,
  type Course,
  type CourseCategory,
  type CourseChapter,
  type CourseComment,
  type CourseCounts,
  type CourseInfo,
  type CourseSectionInfo,
  type CourseTabInfo,
  type VideoSource,
} from '@caixue/contract';
import { COURSE_TEXT } from '@caixue/contract/schemas/course';
import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { accessModules, contentReactions, courseSections, courses } from '../src/db/schema';
import { DEMO_COURSES } from '../src/seed/course-data';
import { VIEW_REPEAT_WINDOW_MS } from '../src/modules/course/repo';
import { COURSE_VIP_MODULE_CODE, LOCKED_CONTENT_MARKER } from '../src/seed/courses';
import { STOCK_POOL_MODULE_CODE } from '../src/seed/levels';
import { useDemoCallers } from './support/content';
import { describeServer, useTestServer, type Answer } from './support/test-server';

interface SectionFact {
  id: number;
  courseId: number;
  moduleCode: string | null;
  isFree: number;
  content: string;
  videoSources: VideoSource[];
}

type Who = 'visitor' | 'zhao' | 'zhang';

describeServer('courses: lists, sections, locking, reactions', () => {
  const server = useTestServer();
  const db = (): Db => server().database.db;
  const callers = useDemoCallers(server);
  let sections: SectionFact[] = [];
  let courseRows: { id: number; title: string; categoryId: number | null; teacherId: number | null; kind: string; moduleCode: string | null; listed: boolean }[] = [];
  const idOf = (key: string) => courseRows.find((c) => c.title === DEMO_COURSES.find((d) => d.key === key)!.title)!.id;

  beforeAll(async () => {
    const rows = await db()
      .select({
        id: courseSections.id,
        courseId: courseSections.courseId,
        moduleCode: accessModules.code,
        isFree: courseSections.isFree,
        content: courseSections.content,
        videoSources: courseSections.videoSources,
      })
      .from(courseSections)
      .innerJoin(courses, eq(courses.id, courseSections.courseId))
      .leftJoin(accessModules, eq(accessModules.id, courses.moduleId))
      .where(isNotNull(courseSections.parentId));
    sections = rows;
    courseRows = await db()
      .select({
        id: courses.id,
        title: courses.title,
        categoryId: courses.categoryId,
        teacherId: courses.teacherId,
        kind: courses.kind,
        moduleCode: accessModules.code,
        listed: courses.listedWhenLocked,
      })
      .from(courses)
      .leftJoin(accessModules, eq(accessModules.id, courses.moduleId));
  });

  const get = (url: string, who: Who = 'visitor') => server().get(url, { token: callers[who].token });
  const post = (url: string, body: unknown, who: Who) => server().post(url, body, { token: callers[who].token });
  async function data<T>(url: string, who: Who = 'visitor'): Promise<T> {
    const answer = await get(url, who);
    expect([url, answer.body.code]).toEqual([url, CODE.ok]);
    return answer.body.data as T;
  }
  async function rows<T>(url: string, who: Who = 'visitor'): Promise<{ rows: T[]; total: number }> {
    const answer = await get(url, who);
    expect([url, answer.body.code]).toEqual([url, CODE.ok]);
    return { rows: answer.body.rows as T[], total: answer.body.total as number };
  }

  /** Modules each caller holds: 张三 is 金牌会员 (course-vip, not stock-pool); 赵六 and visitors none. */
  const holds = (who: Who, moduleCode: string | null) =>
    moduleCode === null || (who === 'zhang' && moduleCode === COURSE_VIP_MODULE_CODE);
  const lockedFor = (who: Who) => sections.filter((s) => !holds(who, s.moduleCode) && s.isFree !== 1);

  /** Section ids whose marker or own video url appears in a raw answer. */
  function leakedIds(text: string): Set<number> {
    const ids = new Set<number>();
    for (const m of text.matchAll(new RegExp(`${LOCKED_CONTENT_MARKER}(\\d+)`, 'g'))) ids.add(Number(m[1]));
    for (const m of text.matchAll(/lesson\.(?:mp4|webm)\?s=(\d+)/g)) ids.add(Number(m[1]));
    return ids;
  }

  it('seeds the catalogue the tests rely on: free, course-vip and stock-pool courses with markers in locked sections', () => {
    expect(courseRows.length).toBeGreaterThanOrEqual(15);
    expect(courseRows.length).toBeLessThanOrEqual(25);
    const gates = new Set(courseRows.map((c) => c.moduleCode));
    expect(gates).toEqual(new Set([null, COURSE_VIP_MODULE_CODE, STOCK_POOL_MODULE_CODE]));
    expect(courseRows.some((c) => c.kind === 'article')).toBe(true);
    for (const s of sections) {
      const gated = s.moduleCode !== null && s.isFree !== 1;
      expect([s.id, s.content.includes(`${LOCKED_CONTENT_MARKER}${s.id}`)]).toEqual([s.id, gated]);
      for (const source of s.videoSources) expect(source.url).toMatch(new RegExp(`\\?s=${s.id}$`));
    }
    expect(sections.filter((s) => s.moduleCode !== null && s.isFree === 1).length).toBeGreaterThan(0);
  });

  it("shows 张三's seeded history and held courses in my courses, latest view first", async () => {
    const my = await rows<Course>(`${API.course.my}?pageSize=100`, 'zhang');
    // Seeded history: K 线形态精讲 2 h ago, 股票投资入门 26 h, 价值投资 50 h; then held course-vip courses.
    expect(my.rows.slice(0, 3).map((c) => c.title)).toEqual(['K 线形态精讲', '股票投资入门 30 讲', '价值投资的底层逻辑']);
    const vip = courseRows.filter((c) => c.moduleCode === COURSE_VIP_MODULE_CODE).map((c) => c.id);
    expect(new Set(my.rows.map((c) => c.id))).toEqual(new Set([...vip, idOf('stock-basics'), idOf('value-logic')]));
    expect(my.total).toBe(my.rows.length);
    const page = await rows<Course>(`${API.course.my}?pageNum=2&pageSize=2`, 'zhang');
    expect(page.rows.map((c) => c.id)).toEqual(my.rows.slice(2, 4).map((c) => c.id));
  });

  /** Every course, section, tab and teacher read a caller can make, as raw answers. */
  async function crawl(who: Who): Promise<{ url: string; answer: Answer }[]> {
    const urls: string[] = [
      API.course.categoryList,
      API.course.categoryAll,
      `${API.course.list}?pageSize=100`,
      `${API.course.listAuthorized}?pageSize=100`,
      API.course.all,
      `${API.course.allorvisible}?pageSize=100`,
      `${API.course.visible}?pageSize=100`,
      API.course.tabInfo,
      `${API.teacher.list}?pageSize=100`,
    ];
    if (who !== 'visitor') urls.push(`${API.course.my}?pageSize=100`, `${API.course.followList}?pageSize=100`);
    for (const c of courseRows) {
      urls.push(API.course.info(c.id), `${API.course.sectionsV3}?courseId=${c.id}`, API.course.listRelated(c.id), API.course.commentList(c.id));
      if (c.teacherId !== null) urls.push(API.teacher.info(c.teacherId));
    }
    const variantsDone = new Set<number>();
    for (const s of sections) {
      if (s.moduleCode === null) continue;
      urls.push(API.course.sectionInfoV3(s.id), API.course.sectionView(s.id));
      // The other two info paths share the code: one trial and one locked section of each course.
      if (!variantsDone.has(s.courseId * 2 + s.isFree)) {
        variantsDone.add(s.courseId * 2 + s.isFree);
        urls.push(API.course.sectionInfo(s.id), API.course.sectionInfoV2(s.id));
      }
    }
    const answers: { url: string; answer: Answer }[] = [];
    for (const url of [...new Set(urls)]) answers.push({ url, answer: await get(url, who) });
    return answers;
  }

  for (const who of ['visitor', 'zhao', 'zhang'] as const) {
    it(`never sends a locked section's content or video urls to ${who}`, async () => {
      const locked = new Set(lockedFor(who).map((s) => s.id));
      expect(locked.size).toBeGreaterThan(0);
      const seen = new Set<number>();
      for (const { url, answer } of await crawl(who)) {
        expect([url, answer.status]).toEqual([url, 200]);
        const leaked = [...leakedIds(answer.text)].filter((id) => locked.has(id));
        expect([url, leaked]).toEqual([url, []]);
        for (const id of leakedIds(answer.text)) seen.add(id);
      }
      // What the caller may open does come through (so the check above can fail).
      const visibleMark = (s: SectionFact) => s.content.includes(LOCKED_CONTENT_MARKER) || s.videoSources.length > 0;
      const opened = sections.filter((s) => s.moduleCode !== null && !locked.has(s.id) && visibleMark(s)).map((s) => s.id);
      expect(opened.length).toBeGreaterThan(0);
      for (const id of opened) expect(seen.has(id)).toBe(true);
      if (who === 'zhang') {
        const vip = sections.filter((s) => s.moduleCode === COURSE_VIP_MODULE_CODE && s.isFree !== 1);
        expect(vip.length).toBeGreaterThan(0);
        for (const s of vip) expect(seen.has(s.id)).toBe(true);
      }
    }, 180_000);
  }

  it('gives a locked section locked=true, empty content and no sources; free sections open to everyone', async () => {
    const gated = sections.find((s) => s.moduleCode === COURSE_VIP_MODULE_CODE && s.isFree === 0)!;
    const trial = sections.find((s) => s.moduleCode === STOCK_POOL_MODULE_CODE && s.isFree === 1)!;
    const free = sections.find((s) => s.moduleCode === null && s.videoSources.length > 0)!;
    for (const who of ['visitor', 'zhao'] as const) {
      const info = await data<CourseSectionInfo>(API.course.sectionInfoV3(gated.id), who);
      expect(info).toMatchObject({ id: gated.id, locked: true, content: '', videoSources: [] });
      expect(info.title).not.toBe('');
      for (const open of [trial, free]) {
        const opened = await data<CourseSectionInfo>(API.course.sectionInfoV2(open.id), who);
        expect(opened.locked).toBe(false);
        expect(opened.content).toBe(open.content);
        expect(opened.videoSources).toEqual(open.videoSources);
      }
    }
    const zhang = await data<CourseSectionInfo>(API.course.sectionInfo(gated.id), 'zhang');
    expect(zhang).toMatchObject({ locked: false, content: gated.content, videoSources: gated.videoSources });
    const pool = sections.find((s) => s.moduleCode === STOCK_POOL_MODULE_CODE && s.isFree === 0)!;
    expect(await data<CourseSectionInfo>(API.course.sectionInfo(pool.id), 'zhang')).toMatchObject({ locked: true, content: '', videoSources: [] });
  });

  it('lists chapters with their sections in order, without content, and links sections prev/next across chapters', async () => {
    const courseId = idOf('candlestick');
    const chapters = await data<CourseChapter[]>(`${API.course.sectionsV3}?courseId=${courseId}`, 'zhao');
    const demo = DEMO_COURSES.find((c) => c.key === 'candlestick')!;
    expect(chapters.map((c) => c.title)).toEqual(demo.chapters.map((c) => c.title));
    expect(chapters.map((c) => c.sections.map((s) => s.title))).toEqual(demo.chapters.map((c) => c.sections));
    const flat = chapters.flatMap((c) => c.sections);
    expect(flat.map((s) => s.locked)).toEqual(flat.map((_, i) => i >= (demo.freeSections ?? 0)));
    expect(flat.map((s) => s.isFree)).toEqual(flat.map((_, i) => (i < (demo.freeSections ?? 0) ? 1 : 0)));
    for (const s of flat) {
      expect(s).not.toHaveProperty('content');
      expect(s).not.toHaveProperty('videoSources');
    }
    // The last section of chapter 1 leads to the first of chapter 2.
    const boundary = chapters[0].sections.at(-1)!;
    const info = await data<CourseSectionInfo>(API.course.sectionInfoV3(boundary.id), 'zhao');
    expect(info.nextId).toBe(chapters[1].sections[0].id);
    expect(info.prevId).toBe(chapters[0].sections.at(-2)!.id);
    expect(info.course).toMatchObject({ id: courseId, title: demo.title, teacher: { name: demo.teacher } });
    expect((await data<CourseSectionInfo>(API.course.sectionInfoV3(flat[0].id))).prevId).toBeNull();
    expect((await data<CourseSectionInfo>(API.course.sectionInfoV3(flat.at(-1)!.id))).nextId).toBeNull();
    // A chapter is not a section; unknown ids are 404.
    expect((await get(API.course.sectionInfoV3(chapters[0].id))).body).toMatchObject({ code: CODE.notFound, msg: COURSE_TEXT.sectionNotFound });
    expect((await get(`${API.course.sectionsV3}?courseId=999999`)).body).toMatchObject({ code: CODE.notFound, msg: COURSE_TEXT.courseNotFound });
    expect((await get(API.course.sectionsV3)).body.code).toBe(CODE.badRequest);
  });

  it('answers view/{id} of a locked section with 206 and what locks it, and counts views of open ones', async () => {
    const gated = sections.find((s) => s.moduleCode === COURSE_VIP_MODULE_CODE && s.isFree === 0)!;
    const [vip] = await db().select({ id: accessModules.id }).from(accessModules).where(eq(accessModules.code, COURSE_VIP_MODULE_CODE));
    const before = await sectionAndCourseVisits(gated.id);
    const viewsBefore = await sectionViewRows(gated.id);
    for (const who of ['visitor', 'zhao'] as const) {
      const answer = await get(API.course.sectionView(gated.id), who);
      expect(answer.body.code).toBe(CODE.noPermission);
      expect(answer.body.msg).toBe(TEXT.noPermissionToast);
      expect(isNoPermissionDetail(answer.body.data)).toBe(true);
      expect(answer.body.data).toMatchObject({ moduleIds: [vip.id] });
      expect(answer.text).not.toContain(`${LOCKED_CONTENT_MARKER}${gated.id}`);
    }
    expect(await sectionAndCourseVisits(gated.id)).toEqual(before);

    // 张三 opened it in the crawl above: a repeat inside the window is not a new view.
    server().clock.advance(VIEW_REPEAT_WINDOW_MS + 1000);
    const opened = await get(API.course.sectionView(gated.id), 'zhang');
    expect(opened.body.code).toBe(CODE.ok);
    const info = opened.body.data as CourseSectionInfo;
    expect(info.content).toContain(`${LOCKED_CONTENT_MARKER}${gated.id}`);
    expect(await sectionAndCourseVisits(gated.id)).toEqual({ section: before.section + 1, course: before.course + 1 });
    expect(info.visits).toBe(before.section + 1);
    expect(await sectionViewRows(gated.id)).toBe(viewsBefore + 1);
    // The player page also saves the view of the same section: counted once.
    const saved = await post(API.course.viewSave, { courseId: gated.courseId, sectionId: gated.id }, 'zhang');
    expect((saved.body.data as CourseCounts).visits).toBe(before.course + 1);
    await get(API.course.sectionView(gated.id), 'zhang');
    expect(await sectionAndCourseVisits(gated.id)).toEqual({ section: before.section + 1, course: before.course + 1 });
    server().clock.advance(VIEW_REPEAT_WINDOW_MS + 1000);
    await get(API.course.sectionView(gated.id), 'zhang');
    expect(await sectionAndCourseVisits(gated.id)).toEqual({ section: before.section + 2, course: before.course + 2 });
    // Visitors are not told apart: each open counts.
    const free = sections.find((s) => s.moduleCode === null)!;
    const freeBefore = await sectionAndCourseVisits(free.id);
    await get(API.course.sectionView(free.id));
    await get(API.course.sectionView(free.id));
    expect(await sectionAndCourseVisits(free.id)).toEqual({ section: freeBefore.section + 2, course: freeBefore.course + 2 });
  });

  async function sectionViewRows(sectionId: number): Promise<number> {
    const views = await db()
      .select({ id: contentReactions.id })
      .from(contentReactions)
      .where(and(eq(contentReactions.targetType, 'section'), eq(contentReactions.targetId, sectionId), eq(contentReactions.kind, 'view')));
    return views.length;
  }

  async function sectionAndCourseVisits(sectionId: number) {
    const [row] = await db()
      .select({ section: courseSections.visits, course: courses.visits })
      .from(courseSections)
      .innerJoin(courses, eq(courses.id, courseSections.courseId))
      .where(eq(courseSections.id, sectionId));
    return row;
  }

  it('pages and filters the course list; bad input is a clear 400', async () => {
    const all = await rows<Course>(`${API.course.list}?pageSize=100`, 'zhao');
    expect(all.total).toBe(all.rows.length);
    const page1 = await rows<Course>(`${API.course.list}?pageNum=1&pageSize=5`, 'zhao');
    const page2 = await rows<Course>(`${API.course.list}?pageNum=2&pageSize=5`, 'zhao');
    expect(page1.rows).toHaveLength(5);
    expect(page1.total).toBe(all.total);
    expect([...page1.rows, ...page2.rows].map((c) => c.id)).toEqual(all.rows.slice(0, 10).map((c) => c.id));
    // Newest first.
    const times = all.rows.map((c) => Date.parse(c.dateTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const categoryId = courseRows.find((c) => c.title.startsWith('K 线'))!.categoryId!;
    const byCategory = await rows<Course>(`${API.course.list}?categoryId=${categoryId}`, 'zhao');
    expect(byCategory.rows.length).toBeGreaterThan(1);
    expect(byCategory.rows.every((c) => c.categoryId === categoryId)).toBe(true);
    const teacherId = courseRows.find((c) => c.title.startsWith('K 线'))!.teacherId!;
    const byTeacher = await rows<Course>(`${API.course.list}?teacherId=${teacherId}`);
    expect(byTeacher.rows.length).toBeGreaterThan(1);
    expect(byTeacher.rows.every((c) => c.teacher?.id === teacherId)).toBe(true);
    const articles = await rows<Course>(`${API.course.list}?kind=article`);
    expect(articles.rows.length).toBe(courseRows.filter((c) => c.kind === 'article' && c.listed).length);
    expect(articles.rows.every((c) => c.kind === 'article')).toBe(true);
    const search = await rows<Course>(`${API.course.list}?title=${encodeURIComponent('估值')}`);
    // Title or description: the valuation course and the convertible-bond course (估值 in its description).
    expect(search.rows.map((c) => c.title).sort()).toEqual(['估值方法实战：PE、PB 与 DCF', '可转债投资入门'].sort());
    expect((await rows<Course>(`${API.course.list}?content=DCF`)).rows.map((c) => c.title)).toEqual(['估值方法实战：PE、PB 与 DCF']);
    expect((await rows<Course>(`${API.course.list}?title=${encodeURIComponent('100%')}`)).rows).toEqual([]);

    for (const query of ['pageSize=0', 'pageNum=0', 'kind=audio', 'categoryId=abc', `title=${'长'.repeat(51)}`]) {
      const answer = await get(`${API.course.list}?${query}`);
      expect([query, answer.body.code]).toEqual([query, CODE.badRequest]);
      expect(answer.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('lists row fields with prices, locked flags and section counts', async () => {
    const list = await rows<Course>(`${API.course.list}?pageSize=100`, 'zhang');
    const byTitle = new Map(list.rows.map((c) => [c.title, c]));
    const free = byTitle.get('股票投资入门 30 讲')!;
    expect(free).toMatchObject({ price: '0', locked: false, isShowPrice: 1, kind: 'video', sectionCount: 12, teacher: { name: '王雅琴' } });
    expect(free.pic).toMatch(/^\/uploads\/seed\/.+\.svg$/);
    expect(byTitle.get('K 线形态精讲')).toMatchObject({ price: '1980', cycle: 1, cycleUnit: 'year', locked: false });
    expect(byTitle.get('读懂财务报表：从零开始')).toMatchObject({ price: '298', cycle: 3, cycleUnit: 'month' });
    expect(byTitle.get('护城河：如何找到好公司')).toMatchObject({ isShowPrice: 0 });
    expect(byTitle.get('估值方法实战：PE、PB 与 DCF')).toMatchObject({ locked: true });
  });

  it('answers all (data array), allorvisible and visible by what the caller may open', async () => {
    const answer = await get(API.course.all, 'zhao');
    expect(Array.isArray(answer.body.data)).toBe(true);
    expect(answer.body).not.toHaveProperty('rows');
    const all = answer.body.data as Course[];
    expect(all).toHaveLength(courseRows.length);
    const hidden = courseRows.find((c) => !c.listed)!;
    expect(all.find((c) => c.id === hidden.id)?.locked).toBe(true);

    for (const who of ['visitor', 'zhao', 'zhang'] as const) {
      const orVisible = await rows<Course>(`${API.course.allorvisible}?pageSize=100`, who);
      const visible = await rows<Course>(`${API.course.visible}?pageSize=100`, who);
      const opens = courseRows.filter((c) => holds(who, c.moduleCode));
      expect(new Set(visible.rows.map((c) => c.id))).toEqual(new Set(opens.map((c) => c.id)));
      expect(visible.rows.every((c) => !c.locked)).toBe(true);
      expect(new Set(orVisible.rows.map((c) => c.id))).toEqual(new Set(courseRows.filter((c) => c.listed || holds(who, c.moduleCode)).map((c) => c.id)));
      expect(orVisible.rows.find((c) => c.id === hidden.id)).toBeUndefined();
      expect(orVisible.rows.filter((c) => c.locked).length).toBe(orVisible.rows.length - visible.rows.length);
      // The plain list behaves like allorvisible.
      expect((await rows<Course>(`${API.course.list}?pageSize=100`, who)).rows.map((c) => c.id)).toEqual(orVisible.rows.map((c) => c.id));
    }
  });

  it('lists authorized courses: the gated courses 张三 holds, nothing for a visitor or 赵六', async () => {
    expect(await rows(API.course.listAuthorized)).toEqual({ rows: [], total: 0 });
    expect(await rows(API.course.listAuthorized, 'zhao')).toEqual({ rows: [], total: 0 });
    const held = await rows<Course>(`${API.course.listAuthorized}?pageSize=100`, 'zhang');
    expect(new Set(held.rows.map((c) => c.id))).toEqual(new Set(courseRows.filter((c) => c.moduleCode === COURSE_VIP_MODULE_CODE).map((c) => c.id)));
  });

  it('lists the other courses of a course category', async () => {
    const id = idOf('candlestick');
    const own = courseRows.find((c) => c.id === id)!;
    const related = await rows<Course>(API.course.listRelated(id), 'zhao');
    expect(related.rows.length).toBeGreaterThan(0);
    expect(related.rows.every((c) => c.categoryId === own.categoryId && c.id !== id)).toBe(true);
    expect((await get(API.course.listRelated(999999))).body.code).toBe(CODE.notFound);
  });

  it('shows the course introduction to everyone and the member marks to members', async () => {
    const id = idOf('valuation');
    const visitor = await data<CourseInfo>(API.course.info(id));
    expect(visitor.locked).toBe(true);
    expect(visitor.content).toContain('估值');
    expect(visitor).toMatchObject({ liked: false, favorited: false, followed: false });
    const zhang = await data<CourseInfo>(API.course.info(idOf('candlestick')), 'zhang');
    // Seeded: 张三 liked and follows this course.
    expect(zhang).toMatchObject({ locked: false, liked: true, followed: true });
    expect((await get(API.course.info(999999))).body).toMatchObject({ code: CODE.notFound, msg: COURSE_TEXT.courseNotFound });
  });

  it('serves categories (with ?code=) and the course tab page', async () => {
    const all = await data<CourseCategory[]>(API.course.categoryAll);
    expect(all.map((c) => c.name)).toEqual(['入门必修', '技术分析', '价值投资', '量化交易', '资产配置', '财富圈']);
    expect(await data<CourseCategory[]>(API.course.categoryList)).toEqual(all);
    const cfq = await data<CourseCategory[]>(`${API.course.categoryList}?code=cfq`);
    expect(cfq).toEqual([all.find((c) => c.code === 'cfq')]);
    expect(await data<CourseCategory[]>(`${API.course.categoryList}?code=none`)).toEqual([]);

    const tab = await data<CourseTabInfo>(API.course.tabInfo);
    expect(tab.title).toBe('财富圈');
    expect(tab.banners).toHaveLength(3);
    for (const banner of tab.banners) {
      expect(banner.pic).toMatch(/^\/uploads\/seed\/.+\.svg$/);
      const id = Number(/\?id=(\d+)$/.exec(banner.link)?.[1]);
      expect(courseRows.some((c) => c.id === id)).toBe(true);
      expect(banner.link).toMatch(/^\/pages\/course\/list\/view\?id=\d+$/);
    }
    expect(tab.categories).toEqual(all);
    expect(tab.teachers.map((t) => t.name).sort()).toEqual(['刘思远', '李建华', '王雅琴', '赵文博', '陈志强'].sort());
    expect(tab.recommended).toHaveLength(6);
    const visits = tab.recommended.map((c) => c.visits);
    expect(visits).toEqual([...visits].sort((a, b) => b - a));
  });

  it('counts a like once per member', async () => {
    const id = idOf('moving-average');
    const first = await post(API.course.like, { courseId: id }, 'zhao');
    expect(first.body.code).toBe(CODE.ok);
    const counts = first.body.data as CourseCounts;
    expect(counts.liked).toBe(true);
    const again = await post(API.course.like, { courseId: id }, 'zhao');
    expect(again.body.msg).toBe(COURSE_TEXT.alreadyLiked);
    expect((again.body.data as CourseCounts).likes).toBe(counts.likes);
    const zhang = await post(API.course.like, { courseId: id }, 'zhang');
    expect((zhang.body.data as CourseCounts).likes).toBe(counts.likes + 1);
    expect((await data<CourseInfo>(API.course.info(id), 'zhao')).liked).toBe(true);
    expect((await server().post(API.course.like, { courseId: id })).body.code).toBe(CODE.unauthorized);
    expect((await post(API.course.like, { courseId: 999999 }, 'zhao')).body.code).toBe(CODE.notFound);
    expect((await post(API.course.like, { courseId: String(id) }, 'zhao')).body.code).toBe(CODE.badRequest);
  });

  it('posts comments (trimmed, sanitized, 1-500) and lists them newest first for everyone', async () => {
    const id = idOf('grid-trading');
    for (const content of ['', '   ', '<p> </p>', '<script>x</script>']) {
      expect((await post(API.course.comment, { courseId: id, content }, 'zhao')).body).toMatchObject({ code: CODE.badRequest, msg: TEXT.emptyContent });
    }
    expect((await post(API.course.comment, { courseId: id, content: '长'.repeat(501) }, 'zhao')).body).toMatchObject({
      code: CODE.badRequest,
      msg: COURSE_TEXT.commentTooLong,
    });
    expect((await post(API.course.comment, { courseId: id, content: `  ${'好'.repeat(500)}  ` }, 'zhao')).body.code).toBe(CODE.ok);
    const posted = await post(API.course.comment, { courseId: id, content: ' 网格的边界讲得好<img src=x onerror=alert(1)><script>alert(1)</script> ' }, 'zhao');
    expect(posted.body.code).toBe(CODE.ok);
    const comment = posted.body.data as CourseComment;
    expect(comment.content).toBe('网格的边界讲得好');
    expect(comment.member).toMatchObject({ id: callers.zhao.id, nickname: '赵六' });
    const list = await rows<CourseComment>(API.course.commentList(id));
    expect(list.total).toBe(2);
    expect(list.rows[0].id).toBe(comment.id);
    expect((await server().post(API.course.comment, { courseId: id, content: '访客评论' })).body.code).toBe(CODE.unauthorized);
    const seeded = await rows<CourseComment>(API.course.commentList(idOf('stock-basics')));
    expect(seeded.total).toBe(3);
  });

  it('follows and unfollows a course; the follow list shows followed courses', async () => {
    const id = idOf('quant-intro');
    const on = await post(API.course.follow, { courseId: id, follow: true }, 'zhao');
    expect(on.body).toMatchObject({ code: CODE.ok, data: { following: true } });
    expect((await post(API.course.follow, { courseId: id, follow: true }, 'zhao')).body.code).toBe(CODE.ok);
    const list = await rows<Course>(API.course.followList, 'zhao');
    expect(list).toMatchObject({ total: 1, rows: [{ id }] });
    expect((await data<CourseInfo>(API.course.info(id), 'zhao')).followed).toBe(true);
    const off = await post(API.course.follow, { courseId: id, follow: false }, 'zhao');
    expect(off.body).toMatchObject({ code: CODE.ok, data: { following: false } });
    expect(await rows(API.course.followList, 'zhao')).toEqual({ rows: [], total: 0 });
    expect((await post(API.course.follow, { courseId: id }, 'zhao')).body.code).toBe(CODE.badRequest);
    expect((await get(API.course.followList)).body.code).toBe(CODE.unauthorized);
  });

  it('saves a view (course and section visits +1) and puts the course first in my courses', async () => {
    const id = idOf('family-allocation');
    const section = sections.find((s) => s.courseId === id)!;
    const before = await sectionAndCourseVisits(section.id);
    const saved = await post(API.course.viewSave, { courseId: id, sectionId: section.id }, 'zhang');
    expect(saved.body.code).toBe(CODE.ok);
    expect((saved.body.data as CourseCounts).visits).toBe(before.course + 1);
    expect(await sectionAndCourseVisits(section.id)).toEqual({ section: before.section + 1, course: before.course + 1 });
    const plain = await post(API.course.viewSave, { courseId: id }, 'zhang');
    expect((plain.body.data as CourseCounts).visits).toBe(before.course + 2);
    const repeat = await post(API.course.viewSave, { courseId: id }, 'zhang');
    expect((repeat.body.data as CourseCounts).visits).toBe(before.course + 2);
    expect((await rows<Course>(API.course.my, 'zhang')).rows[0].id).toBe(id);

    const other = sections.find((s) => s.courseId !== id)!;
    expect((await post(API.course.viewSave, { courseId: id, sectionId: other.id }, 'zhang')).body.code).toBe(CODE.notFound);
    expect((await get(API.course.my)).body.code).toBe(CODE.unauthorized);
    // 赵六 holds nothing: only the trial sections he opened (in the crawl above) bring courses in.
    const zhao = await rows<Course>(`${API.course.my}?pageSize=100`, 'zhao');
    expect(zhao.rows.every((c) => c.locked)).toBe(true);
  });

  it('records a share with its url and counts it', async () => {
    const id = idOf('bonds');
    const url = `https://caixue.example.com/pages/course/video/index?id=${id}&parentMemberId=${callers.zhao.id}`;
    const before = await data<CourseInfo>(API.course.info(id));
    const shared = await post(API.course.share, { courseId: id, crmUserId: 7, parentMemberId: String(callers.zhao.id), url }, 'zhao');
    expect(shared.body.code).toBe(CODE.ok);
    expect((shared.body.data as CourseCounts).shares).toBe(before.shares + 1);
    const rowsOf = await db()
      .select({ channel: contentReactions.channel, memberId: contentReactions.memberId })
      .from(contentReactions)
      .where(and(eq(contentReactions.targetType, 'course'), eq(contentReactions.targetId, id), eq(contentReactions.kind, 'share')));
    expect(rowsOf).toEqual([{ channel: url, memberId: callers.zhao.id }]);
    expect((await post(API.course.share, { courseId: id }, 'zhao')).body.code).toBe(CODE.ok);
    expect((await server().post(API.course.share, { courseId: id, url })).body.code).toBe(CODE.unauthorized);
  });
});
