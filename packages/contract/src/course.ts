/**
 * Teachers, courses with chapters and sections (SPEC §3 course/news list row, §7 Courses).
 * A locked course lists its chapters and section titles but no section content or video sources.
 * The shapes are the schemas in ./schemas/course (the single source); these are their static types.
 */
export type { TeacherRef, VideoSource } from './schemas/common';
export type {
  Course,
  CourseCategory,
  CourseChapter,
  CourseComment,
  CourseCounts,
  CourseInfo,
  CourseKind,
  CourseSection,
  CourseSectionInfo,
  CourseTabInfo,
  CycleUnit,
  TeacherProfile,
} from './schemas/course';
