import { and, eq, inArray, isNotNull, like, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { VideoSource } from '@caixue/contract';
import {
  accessModules,
  ads,
  contentReactions,
  courseCategories,
  courseComments,
  courseSections,
  courses,
  levelModules,
  memberFollows,
  memberLevels,
  members,
  seedRuns,
  teachers,
} from '../db/schema';
import { sanitizeArticleHtml } from '../modules/centre/text';
import { COURSE_TAB_BANNER_POSITION } from '../modules/course/repo';
import { coursePageLink } from '../modules/course/service';
import { sanitizeRichText } from '../text/sanitize';
import type { SeedFile } from './content';
import {
  COURSE_CATEGORIES,
  COURSE_COMMENTS,
  COURSE_TAB_BANNERS,
  DEMO_COURSES,
  ZHANGSAN_FOLLOWS,
  ZHANGSAN_LIKES,
  ZHANGSAN_VIEWS,
  type DemoCourse,
} from './course-data';
import { bannerSvg, menuIconSvg } from './images';
import { DIAMOND_LEVEL_NAME, GOLD_LEVEL_NAME, PRODUCT_LINK, STOCK_POOL_MODULE_CODE } from './levels';
import { DEMO_CLIPS } from './media';
import { TEACHER_PROFILES, teacherCoverFile } from './teachers-profile';

/**
 * Demo courses and teacher profiles (issue 5), its own seed set after the levels set: the teachers'
 * page profiles, course categories (财富圈 = code cfq), 21 courses with chapters and sections, the
 * access module 'course-vip' (精品课程, opened by 金牌会员 and 钻石会员), some courses in the
 * 'stock-pool' module (钻石会员 only), the course tab banners, comments, and 张三's likes, follow
 * and learning history.
 *
 * Every video section plays the demo lesson clip with its own query (`?s={sectionId}`), so a
 * locked section's sources are distinguishable from every other section's; every gated section
 * that is not a free trial carries the text `COURSE-LOCKED-CONTENT-{sectionId}` in its content.
 * Tests search the raw JSON of every answer for both.
 */

export const COURSES_SEED_NAME = 'courses-v1';
export const COURSE_VIP_MODULE_CODE = 'course-vip';
export const LOCKED_CONTENT_MARKER = 'COURSE-LOCKED-CONTENT-';
const SECTION_ID = '{{SECTION_ID}}';
const ZHANGSAN = '13800000001';
const HOUR = 3600_000;

const coursePicture = (key: string) => `course-${key}.svg`;
const categoryPicture = (key: string) => `course-category-${key}.svg`;

function sectionTotal(course: DemoCourse): number {
  return course.chapters.reduce((n, c) => n + c.sections.length, 0);
}

/** Covers of courses, category icons, teacher page covers and the course tab banners. */
export function coursePictures(): SeedFile[] {
  return [
    ...DEMO_COURSES.map((c) => ({
      file: coursePicture(c.key),
      content: bannerSvg({
        title: c.cover,
        subtitle: `${c.teacher} · ${c.kind === 'article' ? '图文' : '视频'} ${sectionTotal(c)} 节`,
        badge: c.badge,
        colors: c.colors,
      }),
    })),
    ...COURSE_CATEGORIES.map((c) => ({ file: categoryPicture(c.key), content: menuIconSvg(c.glyph) })),
    ...TEACHER_PROFILES.map((t) => ({ file: teacherCoverFile(t.key), content: bannerSvg({ title: `${t.name}老师`, ...t.cover }) })),
    ...COURSE_TAB_BANNERS.map((b) => ({ file: `${b.key}.svg`, content: bannerSvg(b) })),
  ];
}

const RISK_NOTE = '投资有风险，入市需谨慎。本课程内容仅供学习参考，不构成投资建议。';

function sectionDescription(course: DemoCourse, index: number): string {
  return course.points[index % course.points.length];
}

/** Notes of a section (video: under the player; article: the article itself). */
function sectionContent(course: DemoCourse, chapter: string, title: string, index: number, gated: boolean): string {
  const p = (i: number) => course.points[(index + i) % course.points.length];
  const marker = gated ? `<p>会员讲义编号：${LOCKED_CONTENT_MARKER}${SECTION_ID}</p>` : '';
  if (course.kind === 'video') {
    return sanitizeArticleHtml(
      `<p>本节是《${course.title}》${chapter}的「${title}」。</p>` +
        `<h3>本节要点</h3><ul><li>${p(0)}。</li><li>${p(1)}。</li><li>${p(2)}。</li></ul>` +
        `<p>课后练习：打开行情软件，找一段历史走势，用本节的方法复盘一遍，并写下你的结论。</p>` +
        marker +
        `<p>${RISK_NOTE}</p>`,
    );
  }
  return sanitizeArticleHtml(
    `<p>「${title}」是${course.teacher}老师《${course.title}》专栏的一篇。${course.description}</p>` +
      `<h3>为什么重要</h3><p>${p(0)}。很多投资者在这一点上吃过亏：不是不知道道理，而是在行情面前忘了道理。${p(1)}。</p>` +
      `<h3>怎么做</h3><ol><li>先写下自己的判断和依据，再决定是否操作。</li><li>${p(2)}。</li><li>每周复盘一次，把做对和做错的地方都记下来。</li></ol>` +
      `<blockquote>${p(3)}。</blockquote>` +
      marker +
      `<p>${RISK_NOTE}</p>`,
  );
}

function courseContent(course: DemoCourse): string {
  const outline = course.chapters.map((c) => `<li>${c.title}（${c.sections.length} 节）</li>`).join('');
  return sanitizeArticleHtml(
    course.intro.map((p) => `<p>${p}</p>`).join('') +
      `<h3>课程大纲</h3><ul>${outline}</ul>` +
      `<h3>适合人群</h3><p>${course.description}</p>` +
      `<p>${RISK_NOTE}</p>`,
  );
}

/** Applies the course seed set once (after the levels set); false when already there. */
export async function seedCourses(db: Db, pictureUrlOf: (file: string) => string, now: Date = new Date()): Promise<boolean> {
  const done = await db.select().from(seedRuns).where(eq(seedRuns.name, COURSES_SEED_NAME)).limit(1);
  if (done.length > 0) return false;

  return db.transaction(async (tx) => {
    const marker = await tx.insert(seedRuns).values({ name: COURSES_SEED_NAME }).onConflictDoNothing().returning();
    if (marker.length === 0) return false;

    // Teacher page profiles.
    for (const profile of TEACHER_PROFILES) {
      await tx
        .update(teachers)
        .set({
          content: sanitizeArticleHtml(profile.content),
          cover: pictureUrlOf(teacherCoverFile(profile.key)),
          certificate: profile.certificate,
          tags: profile.tags,
        })
        .where(eq(teachers.name, profile.name));
    }
    const teacherRows = await tx.select({ id: teachers.id, name: teachers.name }).from(teachers);
    const teacherId = new Map(teacherRows.map((t) => [t.name, t.id]));

    // Access: 精品课程 opened by 金牌会员 and 钻石会员; 股票池精选 (钻石会员 only) comes from the levels set.
    await tx
      .insert(accessModules)
      .values({ code: COURSE_VIP_MODULE_CODE, name: '精品课程', productLink: PRODUCT_LINK })
      .onConflictDoNothing();
    const modules = await tx
      .select({ id: accessModules.id, code: accessModules.code })
      .from(accessModules)
      .where(inArray(accessModules.code, [COURSE_VIP_MODULE_CODE, STOCK_POOL_MODULE_CODE]));
    const moduleId = new Map(modules.map((m) => [m.code, m.id]));
    const courseVip = moduleId.get(COURSE_VIP_MODULE_CODE);
    if (courseVip === undefined || !moduleId.has(STOCK_POOL_MODULE_CODE)) {
      throw new Error('courses seed: access modules missing (the levels seed set runs first)');
    }
    const levels = await tx
      .select({ id: memberLevels.id })
      .from(memberLevels)
      .where(inArray(memberLevels.name, [GOLD_LEVEL_NAME, DIAMOND_LEVEL_NAME]));
    if (levels.length > 0) {
      await tx
        .insert(levelModules)
        .values(levels.map((l) => ({ levelId: l.id, moduleId: courseVip })))
        .onConflictDoNothing();
    }

    // Categories.
    const categoryId = new Map<string, number>();
    for (const [sort, category] of COURSE_CATEGORIES.entries()) {
      const [row] = await tx
        .insert(courseCategories)
        .values({ name: category.name, code: category.code, pic: pictureUrlOf(categoryPicture(category.key)), sort })
        .returning({ id: courseCategories.id });
      categoryId.set(category.key, row.id);
    }

    // Courses, chapters, sections. The first course is the newest.
    const courseId = new Map<string, number>();
    const gatedSectionsOf: number[] = [];
    const videoCourses: number[] = [];
    for (const [index, course] of DEMO_COURSES.entries()) {
      const gated = course.gate !== 'free';
      const [row] = await tx
        .insert(courses)
        .values({
          categoryId: categoryId.get(course.category) ?? null,
          teacherId: teacherId.get(course.teacher) ?? null,
          kind: course.kind,
          title: course.title,
          description: course.description,
          content: courseContent(course),
          pic: pictureUrlOf(coursePicture(course.key)),
          moduleId: gated ? (moduleId.get(course.gate) ?? null) : null,
          listedWhenLocked: course.hiddenWhenLocked !== true,
          price: course.price,
          cycle: course.cycle,
          cycleUnit: course.cycleUnit,
          isShowPrice: course.isShowPrice ?? 1,
          visits: course.visits,
          likes: course.likes,
          shares: course.shares,
          createdAt: new Date(now.getTime() - index * 36 * HOUR - 3 * HOUR),
        })
        .returning({ id: courses.id });
      courseId.set(course.key, row.id);
      if (course.kind === 'video') videoCourses.push(row.id);
      if (gated) gatedSectionsOf.push(row.id);

      let position = 0;
      for (const [chapterSort, chapter] of course.chapters.entries()) {
        const [chapterRow] = await tx
          .insert(courseSections)
          .values({ courseId: row.id, parentId: null, title: chapter.title, sort: chapterSort })
          .returning({ id: courseSections.id });
        await tx.insert(courseSections).values(
          chapter.sections.map((title, sort) => {
            const isFree = gated && position < (course.freeSections ?? 0) ? 1 : 0;
            const values = {
              courseId: row.id,
              parentId: chapterRow.id,
              title,
              description: sectionDescription(course, position),
              content: sectionContent(course, chapter.title.split(' ')[0], title, position, gated && isFree === 0),
              pic: pictureUrlOf(coursePicture(course.key)),
              duration: course.kind === 'video' ? DEMO_CLIPS.duration : 0,
              isFree,
              visits: Math.max(12, Math.round(course.visits / (4 + position * 1.7))),
              sort,
            };
            position += 1;
            return values;
          }),
        );
      }
    }

    // Each video section plays the lesson clip under its own url; gated sections name their own id.
    // Sections locked behind the course's module play the gated copy (served only through signed urls).
    const sourcesOf = ([mp4, webm]: readonly VideoSource[]) => sql`jsonb_build_array(
          jsonb_build_object('url', ${mp4.url}::text || '?s=' || ${courseSections.id}::text, 'type', ${mp4.type}::text),
          jsonb_build_object('url', ${webm.url}::text || '?s=' || ${courseSections.id}::text, 'type', ${webm.type}::text))`;
    await tx
      .update(courseSections)
      .set({ videoSources: sourcesOf(DEMO_CLIPS.lesson) })
      .where(and(isNotNull(courseSections.parentId), inArray(courseSections.courseId, videoCourses)));
    const gatedVideoCourses = videoCourses.filter((id) => gatedSectionsOf.includes(id));
    if (gatedVideoCourses.length > 0) {
      await tx
        .update(courseSections)
        .set({ videoSources: sourcesOf(DEMO_CLIPS.gated.lesson) })
        .where(and(isNotNull(courseSections.parentId), eq(courseSections.isFree, 0), inArray(courseSections.courseId, gatedVideoCourses)));
    }
    if (gatedSectionsOf.length > 0) {
      await tx
        .update(courseSections)
        .set({ content: sql`replace(${courseSections.content}, ${SECTION_ID}::text, ${courseSections.id}::text)` })
        .where(and(inArray(courseSections.courseId, gatedSectionsOf), like(courseSections.content, `%${SECTION_ID}%`)));
    }

    // Course tab banners.
    await tx.insert(ads).values(
      COURSE_TAB_BANNERS.map((b, sort) => ({
        positionCode: COURSE_TAB_BANNER_POSITION,
        title: b.title,
        pic: pictureUrlOf(`${b.key}.svg`),
        link: coursePageLink({ id: courseId.get(b.course)! }),
        sort,
      })),
    );

    // Comments, and 张三's likes, follow and learning history.
    const people = await tx
      .select({ id: members.id, mobile: members.mobile })
      .from(members)
      .where(inArray(members.mobile, [...new Set(COURSE_COMMENTS.map((c) => c[1]))]));
    const memberId = new Map(people.map((p) => [p.mobile, p.id]));
    const comments = COURSE_COMMENTS.flatMap(([course, mobile, text, hoursAgo]) => {
      const author = memberId.get(mobile);
      const target = courseId.get(course);
      return author === undefined || target === undefined
        ? []
        : [{ courseId: target, memberId: author, content: sanitizeRichText(text), createdAt: new Date(now.getTime() - hoursAgo * HOUR) }];
    });
    if (comments.length > 0) await tx.insert(courseComments).values(comments);

    const zhangsan = memberId.get(ZHANGSAN);
    if (zhangsan !== undefined) {
      await tx.insert(contentReactions).values([
        ...ZHANGSAN_LIKES.map((key) => ({ targetType: 'course' as const, targetId: courseId.get(key)!, memberId: zhangsan, kind: 'like' as const })),
        ...ZHANGSAN_VIEWS.map(([key, hoursAgo]) => ({
          targetType: 'course' as const,
          targetId: courseId.get(key)!,
          memberId: zhangsan,
          kind: 'view' as const,
          createdAt: new Date(now.getTime() - hoursAgo * HOUR),
        })),
      ]);
      await tx
        .insert(memberFollows)
        .values(ZHANGSAN_FOLLOWS.map((key) => ({ memberId: zhangsan, targetType: 'course' as const, targetId: courseId.get(key)! })))
        .onConflictDoNothing();
    }
    return true;
  });
}
