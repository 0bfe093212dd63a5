/**
 * Pure helpers of the course screens (SPEC §2 course pages, §3 course row, §5 price): page
 * addresses, the section order of a course (prev / next), counts and durations for the rows.
 */
import type { Course, CourseChapter, CourseSection } from '@caixue/contract';

export const COURSE_PAGES = {
  list: '/pages/course/list/index',
  view: '/pages/course/list/view',
  video: '/pages/course/video/index',
  videoList: '/pages/course/video/list',
  newsList: '/pages/course/newsList/index',
  news: '/pages/course/news/index',
  teacherList: '/pages/course/teacher/list/index',
  teacher: '/pages/course/teacher/index',
  cfq: '/pages/cfq/index',
  cfqCourse: '/pages/cfq/course',
  mine: '/pages/mine/course/index',
  teacherDetail: '/pages/teacher/detail/index',
} as const;

export const COURSE_TEXT = {
  empty: '暂无课程',
  emptyHint: '老师们正在准备新课程，敬请期待',
  emptySections: '暂无章节',
  emptySectionsHint: '课程内容正在更新中',
  emptyComments: '暂无评论',
  emptyCommentsHint: '来说说你的学习心得吧',
  emptyTeachers: '暂无老师',
  emptyAuthorized: '暂无已开通的课程',
  emptyAuthorizedHint: '开通服务后，课程会出现在这里',
  emptyHistory: '暂无学习记录',
  emptyHistoryHint: '看过的课程会出现在这里',
  browse: '去看看课程',
  locked: '会员专享',
  trial: '试看',
  free: '免费',
  visits: '人学习',
  likes: '赞',
  sections: '节',
  chapters: '课程目录',
  intro: '课程介绍',
  comments: '学员评论',
  commentPlaceholder: '说说你的学习心得…',
  commentSend: '发表',
  commentEmpty: '评论内容不能为空',
  commentSent: '评论成功',
  commentLogin: '登录后参与评论',
  anonymous: '财学学员',
  loginAction: '立即登录',
  follow: '关注课程',
  followed: '已关注',
  followOk: '已关注课程',
  unfollowOk: '已取消关注',
  like: '点赞',
  share: '分享',
  lockTitle: '解锁后观看',
  lockHint: '开通对应服务即可观看本节及全部课程内容',
  lockAction: '立即开通',
  lockArticle: '解锁后查看完整内容',
  lockArticleHint: '开通对应服务即可阅读本节及全部课程内容',
  prev: '上一节',
  next: '下一节',
  noPrev: '已经是第一节了',
  noNext: '已经是最后一节了',
  notes: '本节笔记',
  playing: '播放中',
  current: '当前小节',
  startLearning: '开始学习',
  trialStart: '免费试看',
  continueLearning: '继续学习',
  teacherCourses: '主讲课程',
  articleCourse: '图文课程',
  videoCourse: '视频课程',
  tabAuthorized: '已开通',
  tabHistory: '学习记录',
  recommended: '精选课程',
  categories: '课程分类',
  teachers: '名师团队',
  more: '更多',
  allCourses: '全部课程',
  notFound: '课程不存在或已下架',
  sectionNotFound: '该小节不存在或已下架',
} as const;

export function courseViewUrl(id: number): string {
  return `${COURSE_PAGES.view}?id=${id}`;
}

/** A section opens in the player (video courses) or the article page (article courses). */
export function sectionUrl(section: Pick<CourseSection, 'id' | 'courseId'>, kind: Course['kind'] = 'video'): string {
  const page = kind === 'article' ? COURSE_PAGES.news : COURSE_PAGES.video;
  return `${page}?id=${section.id}&courseId=${section.courseId}`;
}

/** Every section of the chapters in reading order. */
export function flattenSections(chapters: readonly CourseChapter[]): CourseSection[] {
  return chapters.flatMap((chapter) => chapter.sections);
}

/** The sections before and after `sectionId` in the course's order (null at either end). */
export function neighbours(chapters: readonly CourseChapter[], sectionId: number): { prev: CourseSection | null; next: CourseSection | null } {
  const all = flattenSections(chapters);
  const at = all.findIndex((s) => s.id === sectionId);
  if (at < 0) return { prev: null, next: null };
  return { prev: all[at - 1] ?? null, next: all[at + 1] ?? null };
}

/** The section to start with: the first one the member may open, else the first. */
export function firstOpenSection(chapters: readonly CourseChapter[]): CourseSection | null {
  const all = flattenSections(chapters);
  return all.find((s) => !s.locked) ?? all[0] ?? null;
}

/** Seconds -> 'mm:ss' (or 'h:mm:ss'); '' for 0 or unknown. */
export function durationText(seconds: number | null | undefined): string {
  const total = Math.max(0, Math.round(Number(seconds) || 0));
  if (total === 0) return '';
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (v: number) => String(v).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** 'YYYY-MM-DD' of an ISO time in the phone's zone; '' when unreadable. */
export function dateText(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (v: number) => String(v).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A comment's text after trimming, or null when there is nothing to send. */
export function commentToSend(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? trimmed : null;
}

/** Course tabs: 全部 first, then the server's categories. */
export const ALL_CATEGORY_ID = 0;

/** The absolute address of a page to share (H5 origin + path); the ShareSheet adds parentMemberId. */
export function absoluteUrl(path: string, origin: string | undefined): string {
  return origin ? `${origin}${path}` : path;
}
