import type { TeacherRef } from '@caixue/contract';
import { and, asc, count, desc, eq, inArray, max, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contains } from '../../db/search';
import { listCondition, type Gate, type ListMode } from '../access/conditions';
import type { Viewer } from '../access/service';
import {
  ads,
  contentReactions,
  courseCategories,
  courseComments,
  courseSections,
  courses,
  memberFollows,
  members,
  teachers,
} from '../../db/schema';

export type CourseRow = typeof courses.$inferSelect;
export type SectionRow = typeof courseSections.$inferSelect;

/** A course with what its list row shows besides its own columns. */
export interface CourseListRow {
  course: CourseRow;
  teacher: TeacherRef | null;
  sectionCount: number;
}

/** The list variants (README "Courses and teachers"): which courses a list may show to this viewer. */
export type CourseScope = ListMode;

/** A course is gated by its own module. */
const COURSE_GATE: Gate = { module: courses.moduleId, listedWhenLocked: courses.listedWhenLocked };

export interface CourseFilter {
  categoryId?: number;
  teacherId?: number;
  goodsId?: number;
  kind?: 'video' | 'article';
  /** Matches the title or the description. */
  keyword?: string;
  /** Leave this course out (other courses of its category). */
  excludeId?: number;
  ids?: number[];
}

export function courseWhere(filter: CourseFilter, scope: CourseScope, viewer: Viewer): SQL | undefined {
  const keyword = filter.keyword?.trim();
  return and(
    eq(courses.enabled, true),
    filter.categoryId === undefined ? undefined : eq(courses.categoryId, filter.categoryId),
    filter.teacherId === undefined ? undefined : eq(courses.teacherId, filter.teacherId),
    filter.goodsId === undefined ? undefined : eq(courses.goodsId, filter.goodsId),
    filter.kind === undefined ? undefined : eq(courses.kind, filter.kind),
    filter.excludeId === undefined ? undefined : sql`${courses.id} <> ${filter.excludeId}`,
    filter.ids === undefined ? undefined : filter.ids.length === 0 ? sql`false` : inArray(courses.id, filter.ids),
    keyword ? or(contains(courses.title, keyword), contains(courses.description, keyword)) : undefined,
    listCondition(scope, COURSE_GATE, viewer),
  );
}

const sectionCount = sql<number>`(select count(*)::int from ${courseSections} where ${courseSections.courseId} = ${courses.id} and ${courseSections.parentId} is not null)`;

/** Newest first after the editorial sort. */
export const COURSE_ORDER = [asc(courses.sort), desc(courses.createdAt), desc(courses.id)];
/** Most visited first (the course tab's recommendations). */
export const POPULAR_ORDER = [desc(courses.visits), desc(courses.id)];

function selectCourses(db: Db) {
  return db
    .select({
      course: courses,
      teacher: { id: teachers.id, name: teachers.name, avatar: teachers.avatar },
      sectionCount,
    })
    .from(courses)
    .leftJoin(teachers, eq(teachers.id, courses.teacherId));
}

export async function listCourses(
  db: Db,
  where: SQL | undefined,
  page: { limit: number; offset: number } | null,
  orderBy: SQL[] = COURSE_ORDER,
): Promise<{ rows: CourseListRow[]; total: number }> {
  const query = selectCourses(db).where(where).orderBy(...orderBy);
  if (page === null) {
    const rows = await query;
    return { rows, total: rows.length };
  }
  const [rows, [{ n }]] = await Promise.all([
    query.limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(courses).where(where),
  ]);
  return { rows, total: n };
}

export async function findCourse(db: Db, id: number): Promise<CourseListRow | null> {
  const rows = await selectCourses(db)
    .where(and(eq(courses.id, id), eq(courses.enabled, true)))
    .limit(1);
  return rows[0] ?? null;
}

/** Ids of enabled courses matching `where`, newest first (for lists sorted outside SQL). */
export async function courseIds(db: Db, where: SQL | undefined): Promise<number[]> {
  const rows = await db.select({ id: courses.id }).from(courses).where(where).orderBy(...COURSE_ORDER);
  return rows.map((r) => r.id);
}

// --- categories ------------------------------------------------------------------------------

export async function listCategories(db: Db, options: { code?: string; withCourses: boolean }) {
  return db
    .select({ id: courseCategories.id, name: courseCategories.name, code: courseCategories.code, pic: courseCategories.pic })
    .from(courseCategories)
    .where(
      and(
        eq(courseCategories.enabled, true),
        options.code === undefined || options.code === '' ? undefined : eq(courseCategories.code, options.code),
        options.withCourses
          ? sql`exists (select 1 from ${courses} where ${courses.categoryId} = ${courseCategories.id} and ${courses.enabled})`
          : undefined,
      ),
    )
    .orderBy(asc(courseCategories.sort), asc(courseCategories.id));
}

// --- sections --------------------------------------------------------------------------------

/** Every row (chapters and sections) of a course in display order. */
export async function courseSectionRows(db: Db, courseId: number): Promise<SectionRow[]> {
  return db
    .select()
    .from(courseSections)
    .where(eq(courseSections.courseId, courseId))
    .orderBy(asc(courseSections.sort), asc(courseSections.id));
}

export async function findSection(db: Db, id: number): Promise<SectionRow | null> {
  const rows = await db.select().from(courseSections).where(eq(courseSections.id, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * Sections (not chapters) in the order a learner goes through them: chapter by chapter, each
 * chapter's sections by sort. Sections whose chapter is missing come last.
 */
export function orderedSections(rows: SectionRow[]): { chapters: { chapter: SectionRow; sections: SectionRow[] }[]; flat: SectionRow[] } {
  const chapters = rows.filter((r) => r.parentId === null).map((chapter) => ({ chapter, sections: [] as SectionRow[] }));
  const byId = new Map(chapters.map((c) => [c.chapter.id, c]));
  const orphans: SectionRow[] = [];
  for (const row of rows) {
    if (row.parentId === null) continue;
    const chapter = byId.get(row.parentId);
    if (chapter) chapter.sections.push(row);
    else orphans.push(row);
  }
  return { chapters, flat: [...chapters.flatMap((c) => c.sections), ...orphans] };
}

// --- counters (the reaction rows themselves belong to the social module) ------------------

export interface CourseTotals {
  visits: number;
  likes: number;
  shares: number;
}

const totalsColumns = { visits: courses.visits, likes: courses.likes, shares: courses.shares };

/** +1 on one of the course's counters; its totals after, null when there is no such course. */
export async function bumpCourse(db: Db, courseId: number, counter: keyof CourseTotals): Promise<CourseTotals | null> {
  const [totals] = await db
    .update(courses)
    .set({ [counter]: sql`${courses[counter]} + 1` })
    .where(eq(courses.id, courseId))
    .returning(totalsColumns);
  return totals ?? null;
}

export async function courseTotals(db: Db, courseId: number): Promise<CourseTotals | null> {
  const [totals] = await db.select(totalsColumns).from(courses).where(eq(courses.id, courseId));
  return totals ?? null;
}

export async function bumpSectionVisits(db: Db, courseId: number, sectionId: number): Promise<void> {
  await db
    .update(courseSections)
    .set({ visits: sql`${courseSections.visits} + 1` })
    .where(and(eq(courseSections.id, sectionId), eq(courseSections.courseId, courseId)));
}

/** A member's repeated view of the same section (or course) inside this window counts once. */
export const VIEW_REPEAT_WINDOW_MS = 60_000;

/** Latest view of each course by the member: course views and views of its sections. */
export async function lastViews(db: Db, memberId: number): Promise<Map<number, number>> {
  const [direct, bySection] = await Promise.all([
    db
      .select({ courseId: contentReactions.targetId, at: max(contentReactions.createdAt) })
      .from(contentReactions)
      .where(and(eq(contentReactions.memberId, memberId), eq(contentReactions.targetType, 'course'), eq(contentReactions.kind, 'view')))
      .groupBy(contentReactions.targetId),
    db
      .select({ courseId: courseSections.courseId, at: max(contentReactions.createdAt) })
      .from(contentReactions)
      .innerJoin(courseSections, eq(courseSections.id, contentReactions.targetId))
      .where(and(eq(contentReactions.memberId, memberId), eq(contentReactions.targetType, 'section'), eq(contentReactions.kind, 'view')))
      .groupBy(courseSections.courseId),
  ]);
  const latest = new Map<number, number>();
  for (const { courseId, at } of [...direct, ...bySection]) {
    if (at === null) continue;
    const time = new Date(at).getTime();
    if (time > (latest.get(courseId) ?? 0)) latest.set(courseId, time);
  }
  return latest;
}

// --- follows (read only: the rows belong to the social module) -------------------------

/** Followed course ids, most recent follow first, paged. */
export async function followedCourseIds(
  db: Db,
  memberId: number,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const where = and(
    eq(memberFollows.memberId, memberId),
    eq(memberFollows.targetType, 'course'),
    inArray(memberFollows.targetId, db.select({ id: courses.id }).from(courses).where(eq(courses.enabled, true))),
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ id: memberFollows.targetId })
      .from(memberFollows)
      .where(where)
      .orderBy(desc(memberFollows.createdAt), desc(memberFollows.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(memberFollows).where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: n };
}

// --- comments --------------------------------------------------------------------------------

const commentColumns = {
  id: courseComments.id,
  courseId: courseComments.courseId,
  content: courseComments.content,
  createdAt: courseComments.createdAt,
  member: { id: members.id, nickname: members.nickname, name: members.name, avatar: members.avatar },
};

export type CommentRow = {
  id: number;
  courseId: number;
  content: string;
  createdAt: Date;
  member: { id: number; nickname: string | null; name: string | null; avatar: string | null };
};

export async function listComments(
  db: Db,
  courseId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: CommentRow[]; total: number }> {
  const where = and(eq(courseComments.courseId, courseId), eq(courseComments.status, 1));
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(commentColumns)
      .from(courseComments)
      .innerJoin(members, eq(members.id, courseComments.memberId))
      .where(where)
      .orderBy(desc(courseComments.createdAt), desc(courseComments.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(courseComments).where(where),
  ]);
  return { rows, total: n };
}

export async function insertComment(db: Db, comment: { courseId: number; memberId: number; content: string; at: Date }): Promise<CommentRow> {
  const [row] = await db
    .insert(courseComments)
    .values({ courseId: comment.courseId, memberId: comment.memberId, content: comment.content, createdAt: comment.at })
    .returning({ id: courseComments.id });
  const [full] = await db
    .select(commentColumns)
    .from(courseComments)
    .innerJoin(members, eq(members.id, courseComments.memberId))
    .where(eq(courseComments.id, row.id));
  return full;
}

// --- course tab ------------------------------------------------------------------------------

/** Banners of the course tab page: ads at this position. */
export const COURSE_TAB_BANNER_POSITION = 'courseTab';

export async function tabBanners(db: Db) {
  return db
    .select({ id: ads.id, pic: ads.pic, title: ads.title, link: ads.link, linkParams: ads.linkParams })
    .from(ads)
    .where(and(eq(ads.positionCode, COURSE_TAB_BANNER_POSITION), eq(ads.enabled, true)))
    .orderBy(asc(ads.sort), asc(ads.id));
}

/** Teachers with at least one enabled course, in teacher order. */
export async function teachersWithCourses(db: Db): Promise<TeacherRef[]> {
  return db
    .select({ id: teachers.id, name: teachers.name, avatar: teachers.avatar })
    .from(teachers)
    .where(sql`exists (select 1 from ${courses} where ${courses.teacherId} = ${teachers.id} and ${courses.enabled})`)
    .orderBy(asc(teachers.sort), asc(teachers.id));
}

/** How much a member has studied: courses with a view (of the course or a section), distinct sections viewed, the latest view. */
export async function studyTotals(db: Db, memberId: number): Promise<{ courses: number; sections: number; lastAt: Date | null }> {
  const [latest, [sections]] = await Promise.all([
    lastViews(db, memberId),
    db
      .select({ n: sql<number>`count(distinct ${contentReactions.targetId})`.mapWith(Number) })
      .from(contentReactions)
      .where(and(eq(contentReactions.memberId, memberId), eq(contentReactions.targetType, 'section'), eq(contentReactions.kind, 'view'))),
  ]);
  const last = Math.max(0, ...latest.values());
  return { courses: latest.size, sections: sections.n, lastAt: last > 0 ? new Date(last) : null };
}
