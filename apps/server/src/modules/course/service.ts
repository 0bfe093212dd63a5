import {
  CODE,
  type Course,
  type CourseCategory,
  type CourseChapter,
  type CourseComment,
  type CourseCounts,
  type CourseInfo,
  type CourseSection,
  type CourseSectionInfo,
  type CourseTabInfo,
  type FollowState,
} from '@caixue/contract';
import { COURSE_COMMENT_MAX, COURSE_TEXT } from '@caixue/contract/schemas/course';
import type { MediaUrls } from '../../auth/media-urls';
import type { Db } from '../../db/client';
import { BizError } from '../../errors';
import { paging, type Page, type Paged } from '../../paging';
import { commentHtml } from '../../text/comment';
import { mayOpen, noPermission, viewerOf, type Viewer } from '../access/service';
import type { SocialService } from '../social/service';
import {
  bumpCourse,
  bumpSectionVisits,
  courseSectionRows,
  courseTotals,
  courseWhere,
  findCourse,
  findSection,
  followedCourseIds,
  insertComment,
  lastViews,
  listCategories,
  listComments,
  listCourses,
  orderedSections,
  POPULAR_ORDER,
  tabBanners,
  teachersWithCourses,
  type CommentRow,
  type CourseFilter,
  type CourseListRow,
  type CourseRow,
  type CourseScope,
  type CourseTotals,
  type SectionRow,
  studyTotals,
  VIEW_REPEAT_WINDOW_MS,
} from './repo';

export const COURSE_TAB_TITLE = '财富圈';
/** How many courses the course tab recommends. */
export const RECOMMENDED_COUNT = 6;

const notFound = (msg: string) => new BizError(CODE.notFound, msg);

export type CourseListQuery = Page & {
  categoryId?: number;
  teacherId?: number;
  goodsId?: number;
  kind?: 'video' | 'article';
  title?: string;
  content?: string;
};

function filterOf(query: CourseListQuery): CourseFilter {
  return {
    categoryId: query.categoryId,
    teacherId: query.teacherId,
    goodsId: query.goodsId,
    kind: query.kind,
    keyword: query.title?.trim() || query.content?.trim() || undefined,
  };
}

/** The page a course opens on: its detail page (chapters, price, introduction) for either kind. */
export function coursePageLink(course: Pick<CourseRow, 'id'>): string {
  return `/pages/course/list/view?id=${course.id}`;
}

/**
 * Courses, chapters and sections (§7 Courses). A course is locked for a caller without its module;
 * a locked course still shows its introduction, chapters and section titles, but a section's
 * content and video sources only leave the server when the caller may open it (course open, or a
 * free trial section).
 */
export class CourseService {
  constructor(private readonly deps: { db: Db; now: () => number; social: SocialService; mediaUrls: MediaUrls }) {}

  private get db(): Db {
    return this.deps.db;
  }

  private at(): Date {
    return new Date(this.deps.now());
  }

  /** For member-only paths (routes with a viewer pass `request.viewer()` instead). */
  viewer(memberId: number): Promise<Viewer> {
    return viewerOf(this.db, memberId, this.at());
  }

  private toCourse({ course, teacher, sectionCount }: CourseListRow, viewer: Viewer): Course {
    return {
      id: course.id,
      categoryId: course.categoryId,
      kind: course.kind,
      title: course.title,
      description: course.description,
      pic: course.pic,
      teacher,
      visits: course.visits,
      likes: course.likes,
      shares: course.shares,
      price: course.price,
      cycle: course.cycle,
      cycleUnit: course.cycleUnit,
      isShowPrice: course.isShowPrice === 1 ? 1 : 0,
      sectionCount,
      dateTime: course.createdAt.toISOString(),
      locked: !mayOpen(course.moduleId, viewer.modules),
    };
  }

  // --- categories ----------------------------------------------------------------------------

  /** Categories that have courses (the list page's tabs), optionally one code. */
  categories(code?: string): Promise<CourseCategory[]> {
    return listCategories(this.db, { code, withCourses: true });
  }

  /** Every enabled category. */
  allCategories(): Promise<CourseCategory[]> {
    return listCategories(this.db, { withCourses: false });
  }

  // --- lists ---------------------------------------------------------------------------------

  async list(viewer: Viewer, query: CourseListQuery, scope: CourseScope): Promise<Paged<Course>> {
    const { rows, total } = await listCourses(this.db, courseWhere(filterOf(query), scope, viewer), paging(query));
    return { rows: rows.map((r) => this.toCourse(r, viewer)), total };
  }

  /** /api/course/all: every course matching the filters, not paged (data array). */
  async all(viewer: Viewer, query: CourseListQuery): Promise<Course[]> {
    const { rows } = await listCourses(this.db, courseWhere(filterOf(query), 'all', viewer), null);
    return rows.map((r) => this.toCourse(r, viewer));
  }

  /** Other courses of the course's category (allorvisible); 404 when the course does not exist. */
  async related(viewer: Viewer, courseId: number, page: Page): Promise<Paged<Course>> {
    const found = await findCourse(this.db, courseId);
    if (!found) throw notFound(COURSE_TEXT.courseNotFound);
    const filter: CourseFilter =
      found.course.categoryId === null ? { ids: [] } : { categoryId: found.course.categoryId, excludeId: courseId };
    const { rows, total } = await listCourses(this.db, courseWhere(filter, 'allorvisible', viewer), paging(page));
    return { rows: rows.map((r) => this.toCourse(r, viewer)), total };
  }

  /**
   * The member's courses: gated courses they hold and every course they have viewed, most recent
   * view first, then held courses never viewed (newest first).
   */
  async my(memberId: number, page: Page): Promise<Paged<Course>> {
    const viewer = await this.viewer(memberId);
    const views = await lastViews(this.db, memberId);
    const held = await listCourses(this.db, courseWhere({}, 'authorized', viewer), null);
    const viewed = await listCourses(this.db, courseWhere({ ids: [...views.keys()] }, 'all', viewer), null);
    const byId = new Map<number, CourseListRow>();
    for (const row of [...viewed.rows, ...held.rows]) byId.set(row.course.id, row);
    const ordered = [...byId.values()].sort((a, b) => (views.get(b.course.id) ?? 0) - (views.get(a.course.id) ?? 0));
    // Array.prototype.sort is stable: unviewed courses keep the held list's newest-first order.
    const { limit, offset } = paging(page);
    return { rows: ordered.slice(offset, offset + limit).map((r) => this.toCourse(r, viewer)), total: ordered.length };
  }

  async followList(memberId: number, page: Page): Promise<Paged<Course>> {
    const viewer = await this.viewer(memberId);
    const { ids, total } = await followedCourseIds(this.db, memberId, paging(page));
    const { rows } = await listCourses(this.db, courseWhere({ ids }, 'all', viewer), null);
    const byId = new Map(rows.map((r) => [r.course.id, r]));
    return {
      rows: ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [this.toCourse(row, viewer)] : [];
      }),
      total,
    };
  }

  // --- one course ----------------------------------------------------------------------------

  private async course(courseId: number): Promise<CourseListRow> {
    const found = await findCourse(this.db, courseId);
    if (!found) throw notFound(COURSE_TEXT.courseNotFound);
    return found;
  }

  async info(viewer: Viewer, courseId: number): Promise<CourseInfo> {
    const row = await this.course(courseId);
    const marks = viewer.memberId === null ? { liked: false, favorited: false, followed: false } : await this.marks(viewer.memberId, courseId);
    // The introduction is a sales text: shown to everyone, locked or not.
    return { ...this.toCourse(row, viewer), content: row.course.content, ...marks };
  }

  // --- sections ------------------------------------------------------------------------------

  private toSection(row: SectionRow, courseLocked: boolean): CourseSection {
    return {
      id: row.id,
      courseId: row.courseId,
      parentId: row.parentId,
      title: row.title,
      description: row.description,
      pic: row.pic,
      duration: row.duration,
      isFree: row.isFree === 1 ? 1 : 0,
      visits: row.visits,
      locked: courseLocked && row.isFree !== 1,
    };
  }

  /** Chapters with their sections (no content or sources in this list). */
  async chapters(viewer: Viewer, courseId: number): Promise<CourseChapter[]> {
    const row = await this.course(courseId);
    const locked = !mayOpen(row.course.moduleId, viewer.modules);
    const { chapters } = orderedSections(await courseSectionRows(this.db, courseId));
    return chapters.map(({ chapter, sections }) => ({
      id: chapter.id,
      title: chapter.title,
      sections: sections.map((s) => this.toSection(s, locked)),
    }));
  }

  /** The section (not a chapter) and its course; 404 otherwise. */
  private async sectionWithCourse(sectionId: number): Promise<{ section: SectionRow; course: CourseListRow }> {
    const section = await findSection(this.db, sectionId);
    if (!section || section.parentId === null) throw notFound(COURSE_TEXT.sectionNotFound);
    const course = await findCourse(this.db, section.courseId);
    if (!course) throw notFound(COURSE_TEXT.sectionNotFound);
    return { section, course };
  }

  private async sectionInfoOf(section: SectionRow, course: CourseListRow, viewer: Viewer): Promise<CourseSectionInfo> {
    const courseLocked = !mayOpen(course.course.moduleId, viewer.modules);
    const base = this.toSection(section, courseLocked);
    const { flat } = orderedSections(await courseSectionRows(this.db, course.course.id));
    const index = flat.findIndex((s) => s.id === section.id);
    return {
      ...base,
      // Locked content and sources never leave the server.
      content: base.locked ? '' : this.deps.mediaUrls.html(section.content),
      videoSources: base.locked ? [] : this.deps.mediaUrls.sources(section.videoSources),
      course: { id: course.course.id, title: course.course.title, teacher: course.teacher },
      prevId: index > 0 ? flat[index - 1].id : null,
      nextId: index >= 0 && index < flat.length - 1 ? flat[index + 1].id : null,
    };
  }

  /** Section info (ver 2 / ver 3 / get): a locked section comes with locked=true, no content, no sources. */
  async sectionInfo(viewer: Viewer, sectionId: number): Promise<CourseSectionInfo> {
    const { section, course } = await this.sectionWithCourse(sectionId);
    return this.sectionInfoOf(section, course, viewer);
  }

  /**
   * Opening a section to watch it: counts a view. A locked section answers 206 with what locks it
   * (like a locked live room), so the client opens the no-permission page.
   */
  async viewSection(viewer: Viewer, sectionId: number): Promise<CourseSectionInfo> {
    const { section, course } = await this.sectionWithCourse(sectionId);
    const info = await this.sectionInfoOf(section, course, viewer);
    if (info.locked) throw noPermission(course.course.moduleId, course.course.title);
    await this.addView(course.course.id, section.id, viewer.memberId);
    const counted = await findSection(this.db, section.id);
    return { ...info, visits: counted?.visits ?? info.visits };
  }

  // --- reactions -----------------------------------------------------------------------------

  private counts(courseId: number, totals: CourseTotals | null, liked: boolean): CourseCounts {
    if (!totals) throw notFound(COURSE_TEXT.courseNotFound);
    return { courseId, visits: totals.visits, likes: totals.likes, shares: totals.shares, liked };
  }

  /** Whether the member liked, favorited and follows the course (rows of the social module). */
  private async marks(memberId: number, courseId: number): Promise<{ liked: boolean; favorited: boolean; followed: boolean }> {
    const { social } = this.deps;
    const [liked, favorited, followed] = await Promise.all([
      social.hasReacted({ memberId, targetType: 'course', targetId: courseId, kind: 'like' }),
      social.isFavorite(memberId, 'course', courseId),
      social.isFollowing(memberId, 'course', courseId),
    ]);
    return { liked, favorited, followed };
  }

  private liked(memberId: number, courseId: number): Promise<boolean> {
    return this.deps.social.hasReacted({ memberId, targetType: 'course', targetId: courseId, kind: 'like' });
  }

  /** One like per member (partial unique index): only a new like row bumps the total. */
  async like(memberId: number, courseId: number): Promise<{ counts: CourseCounts; added: boolean }> {
    await this.course(courseId);
    const { added, totals } = await this.db.transaction(async (tx) => {
      const added = await this.deps.social.react({ targetType: 'course', targetId: courseId, memberId, kind: 'like' }, tx);
      return { added, totals: added ? await bumpCourse(tx, courseId, 'likes') : await courseTotals(tx, courseId) };
    });
    return { counts: this.counts(courseId, totals, true), added };
  }

  async share(memberId: number, body: { courseId: number; url?: string }): Promise<CourseCounts> {
    await this.course(body.courseId);
    const channel = (body.url ?? '').trim().slice(0, 255);
    const totals = await this.db.transaction(async (tx) => {
      const totals = await bumpCourse(tx, body.courseId, 'shares');
      if (totals) await this.deps.social.react({ targetType: 'course', targetId: body.courseId, memberId, kind: 'share', channel }, tx);
      return totals;
    });
    return this.counts(body.courseId, totals, await this.liked(memberId, body.courseId));
  }

  /**
   * A view: +1 on the course (and the section when given) and one view row (targetType 'section'
   * for a section, else 'course') that feeds the member's course history (/my). A member who viewed
   * the same target less than VIEW_REPEAT_WINDOW_MS ago is not counted again (the player page may
   * call both the view endpoint and view save, and a reload is not a new view).
   */
  private addView(courseId: number, sectionId: number | null, memberId: number | null): Promise<CourseTotals | null> {
    const target = sectionId === null ? { targetType: 'course' as const, targetId: courseId } : { targetType: 'section' as const, targetId: sectionId };
    return this.db.transaction(async (tx) => {
      if (memberId !== null && (await this.deps.social.hasReacted({ memberId, ...target, kind: 'view', withinMs: VIEW_REPEAT_WINDOW_MS }, tx))) {
        return courseTotals(tx, courseId);
      }
      const totals = await bumpCourse(tx, courseId, 'visits');
      if (!totals) return null;
      if (sectionId !== null) await bumpSectionVisits(tx, courseId, sectionId);
      await this.deps.social.react({ ...target, memberId, kind: 'view' }, tx);
      return totals;
    });
  }

  /**
   * Learning history (no spinner on the client): +1 visit on the course (and the section), once per
   * member and target within VIEW_REPEAT_WINDOW_MS (shared with the view endpoint).
   */
  async saveView(memberId: number, body: { courseId: number; sectionId?: number }): Promise<CourseCounts> {
    await this.course(body.courseId);
    let sectionId: number | null = null;
    if (body.sectionId !== undefined) {
      const section = await findSection(this.db, body.sectionId);
      if (!section || section.parentId === null || section.courseId !== body.courseId) throw notFound(COURSE_TEXT.sectionNotFound);
      sectionId = section.id;
    }
    const totals = await this.addView(body.courseId, sectionId, memberId);
    return this.counts(body.courseId, totals, await this.liked(memberId, body.courseId));
  }

  async follow(memberId: number, body: { courseId: number; follow: boolean }): Promise<FollowState> {
    await this.course(body.courseId);
    return this.deps.social.setFollow(memberId, 'course', body.courseId, body.follow);
  }

  // --- comments ------------------------------------------------------------------------------

  private toComment(row: CommentRow): CourseComment {
    return {
      id: row.id,
      courseId: row.courseId,
      content: row.content,
      createTime: row.createdAt.toISOString(),
      member: { id: row.member.id, nickname: row.member.nickname || row.member.name || '会员', avatar: row.member.avatar ?? '' },
    };
  }

  async comments(courseId: number, page: Page): Promise<Paged<CourseComment>> {
    await this.course(courseId);
    const { rows, total } = await listComments(this.db, courseId, paging(page));
    return { rows: rows.map((r) => this.toComment(r)), total };
  }

  async comment(memberId: number, body: { courseId: number; content: string }): Promise<CourseComment> {
    const content = commentHtml(body.content, COURSE_COMMENT_MAX, COURSE_TEXT.commentTooLong);
    await this.course(body.courseId);
    return this.toComment(await insertComment(this.db, { courseId: body.courseId, memberId, content, at: this.at() }));
  }

  // --- course tab ----------------------------------------------------------------------------

  async tabInfo(viewer: Viewer): Promise<CourseTabInfo> {
    const [banners, categories, teachers, recommended] = await Promise.all([
      tabBanners(this.db),
      this.categories(),
      teachersWithCourses(this.db),
      listCourses(this.db, courseWhere({}, 'allorvisible', viewer), { limit: RECOMMENDED_COUNT, offset: 0 }, POPULAR_ORDER),
    ]);
    return {
      title: COURSE_TAB_TITLE,
      banners: banners.map((b) => ({ id: b.id, pic: b.pic, title: b.title, link: b.linkParams ? `${b.link}?${b.linkParams}` : b.link })),
      categories,
      teachers,
      recommended: recommended.rows.map((r) => this.toCourse(r, viewer)),
    };
  }
}

/** For the member's own data (issue 17): courses and sections they opened, and when they last did. */
export function memberStudyTotals(db: Db, memberId: number): Promise<{ courses: number; sections: number; lastAt: Date | null }> {
  return studyTotals(db, memberId);
}
