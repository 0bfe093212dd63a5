/** Pure helpers of the teacher pages. */
import type { TeacherProfile } from '@caixue/contract';

export const TEACHER_PAGES = {
  list: '/pages/teacher/list/index',
  detail: '/pages/teacher/detail/index',
  courseTeacher: '/pages/course/teacher/index',
} as const;

export const TEACHER_TEXT = {
  follow: '+ 关注',
  followed: '已关注',
  followOk: '关注成功',
  unfollowOk: '已取消关注',
  unfollowConfirm: (name: string) => `确定不再关注${name}吗？`,
  unfollow: '取消关注',
  keep: '再想想',
  followers: '粉丝',
  news: '动态',
  playback: '回看',
  courses: '课程',
  viewpoints: '观点',
  empty: '暂无老师',
  emptyHint: '更多名师即将入驻',
  certificate: '执业编号',
  bio: '老师简介',
  notFound: '老师不存在',
  viewProfile: '老师主页',
} as const;

export function teacherUrl(id: number): string {
  return `${TEACHER_PAGES.detail}?id=${id}`;
}

/** The follower count after a follow change (never below 0). */
export function followersAfter(teacher: Pick<TeacherProfile, 'followers' | 'followed'>, following: boolean): number {
  if (following === teacher.followed) return teacher.followers;
  return Math.max(0, teacher.followers + (following ? 1 : -1));
}

