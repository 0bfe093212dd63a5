/** Rows shaped like the server's answers, for the course screen tests. */
import type { Course, CourseChapter, CourseSection, CourseSectionInfo } from '@caixue/contract';

export function course(id: number, extra: Partial<Course> = {}): Course {
  return {
    id, categoryId: 1, kind: 'video', title: `课程${id}`, description: `简介${id}`, pic: '/uploads/seed/c.svg',
    teacher: { id: 2, name: '李老师', avatar: '' }, visits: 12345, likes: 8, shares: 0, price: '0', cycle: 0, cycleUnit: '',
    isShowPrice: 1, sectionCount: 3, dateTime: '2026-11-01T00:00:00Z', locked: false, ...extra,
  };
}

export function section(id: number, extra: Partial<CourseSection> = {}): CourseSection {
  return { id, courseId: 9, parentId: 100, title: `第${id}节`, description: '', pic: '', duration: 95, isFree: 0, visits: 3, locked: false, ...extra };
}

export function chapters(): CourseChapter[] {
  return [
    { id: 100, title: '第一章 入门', sections: [section(11, { isFree: 1 }), section(12, { locked: true })] },
    { id: 101, title: '第二章 进阶', sections: [section(13, { locked: true })] },
  ];
}

export function sectionInfo(id: number, extra: Partial<CourseSectionInfo> = {}): CourseSectionInfo {
  return {
    ...section(id),
    content: '<p>本节笔记</p>',
    videoSources: [{ url: '/uploads/seed/media/lesson.mp4', type: 'video/mp4' }, { url: '/uploads/seed/media/lesson.webm', type: 'video/webm' }],
    course: { id: 9, title: '均线入门', teacher: { id: 2, name: '李老师', avatar: '' } },
    prevId: null,
    nextId: null,
    ...extra,
  };
}
