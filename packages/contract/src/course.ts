/**
 * Teachers, courses with chapters and sections (SPEC §3 course/news list row, §7 Courses).
 * A locked course lists its chapters and section titles but no section content or video sources.
 */

export interface TeacherRef {
  id: number;
  name: string;
  avatar: string;
}

/** Teacher page profile (teacher list and detail). */
export interface TeacherProfile extends TeacherRef {
  title: string;
  description: string;
  /** Sanitized HTML. */
  content: string;
  cover: string;
  certificate: string;
  tags: string[];
  followers: number;
  followed: boolean;
  /** Counts shown on the teacher page. */
  newsCount: number;
  courseCount: number;
  playbackCount: number;
}

/** A playable clip in one format; the player tries the next source when one fails. */
export interface VideoSource {
  url: string;
  /** MIME type: video/mp4, video/webm. */
  type: string;
}

export type CycleUnit = '' | 'day' | 'month' | 'year';

export interface CourseCategory {
  id: number;
  name: string;
  code: string | null;
  pic: string;
}

/** Course list row (§3). */
export interface Course {
  id: number;
  categoryId: number | null;
  kind: 'video' | 'article';
  title: string;
  description: string;
  pic: string;
  teacher: TeacherRef | null;
  visits: number;
  likes: number;
  shares: number;
  price: string;
  cycle: number;
  cycleUnit: CycleUnit;
  isShowPrice: 0 | 1;
  /** Number of sections (not chapters). */
  sectionCount: number;
  dateTime: string;
  locked: boolean;
}

/** GET /api/course/get/info/{id}. */
export interface CourseInfo extends Course {
  /** Sanitized HTML introduction (never gated). */
  content: string;
  liked: boolean;
  favorited: boolean;
  followed: boolean;
}

/** A section in the ver 2/3 lists: no content or sources there. */
export interface CourseSection {
  id: number;
  courseId: number;
  parentId: number | null;
  title: string;
  description: string;
  pic: string;
  duration: number;
  isFree: 0 | 1;
  visits: number;
  /** The caller may not open it (course locked and not a free section). */
  locked: boolean;
}

/** /api/course/section/ver/3/list: chapters with their sections. */
export interface CourseChapter {
  id: number;
  title: string;
  sections: CourseSection[];
}

/** Section info: content and sources are '' / [] when locked. */
export interface CourseSectionInfo extends CourseSection {
  content: string;
  videoSources: VideoSource[];
  course: { id: number; title: string; teacher: TeacherRef | null };
  prevId: number | null;
  nextId: number | null;
}

/**
 * Running totals of a course, answered by like, share and view save (POST, token). `liked`: the
 * caller has liked it.
 */
export interface CourseCounts {
  courseId: number;
  visits: number;
  likes: number;
  shares: number;
  liked: boolean;
}

export interface CourseComment {
  id: number;
  courseId: number;
  content: string;
  createTime: string;
  member: { id: number; nickname: string; avatar: string };
}

/** GET /api/app/tab/ver/2/course/info: the course tab (cfq) page. */
export interface CourseTabInfo {
  title: string;
  banners: { id: number; pic: string; title: string; link: string }[];
  categories: CourseCategory[];
  teachers: TeacherRef[];
  recommended: Course[];
}
