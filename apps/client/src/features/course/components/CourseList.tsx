import { useCallback, useMemo, useState } from 'react';
import { View } from '@tarojs/components';
import { useReachBottom } from '@tarojs/taro';
import type { Course, CourseCategory } from '@caixue/contract';
import { navigateTo } from '@/shared/navigation/navigation';
import { usePagedList, type FetchPage } from '@/shared/request/pagedList';
import { CategoryTabs } from '@/shared/ui/CategoryTabs';
import { PagedBody } from '@/shared/ui/PagedBody';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchCategories, fetchCourses, type CourseQuery } from '../api';
import { ALL_CATEGORY_ID, COURSE_TEXT, courseViewUrl } from '../model';
import { COURSE_SKELETON, CourseRow } from './CourseRow';
import './CourseList.scss';

const fetchPage: FetchPage<Course, CourseQuery> = (query) => fetchCourses(query);

export interface CourseListProps {
  query: CourseQuery;
  /** Where a row leads; the course detail page by default. */
  onOpen?: (course: Course) => void;
  emptyText?: string;
  emptyHint?: string;
  className?: string;
  /** Rows per page (the applet's lists take 10, SPEC §9). */
  pageSize?: number;
}

export function openCourse(course: Course): void {
  void navigateTo(courseViewUrl(course.id));
}

/** A paged course list for a category, a teacher or a kind; new params start over from page 1. */
export function CourseList({ query, onOpen = openCourse, emptyText = COURSE_TEXT.empty, emptyHint = COURSE_TEXT.emptyHint, className, pageSize }: CourseListProps) {
  const list = usePagedList(fetchPage, query, pageSize ? { pageSize } : undefined);
  useReachBottom(() => list.loadMore());
  return (
    <PagedBody list={list} className={className ?? 'course-list'} emptyText={emptyText} emptyHint={emptyHint} skeleton={COURSE_SKELETON}>
      {(rows) => <View className='course-list__rows'>{rows.map((course) => <CourseRow key={course.id} course={course} onOpen={onOpen} />)}</View>}
    </PagedBody>
  );
}

/** 全部 first, then the server's categories, as tabs. */
export function categoryTabs(categories: readonly CourseCategory[]): { id: number; label: string }[] {
  return [{ id: ALL_CATEGORY_ID, label: '全部' }, ...categories.map((c) => ({ id: c.id, label: c.name }))];
}

export interface CourseListScreenProps {
  kind?: Course['kind'];
  /** The category to open first (from the page query). */
  initialCategoryId?: number;
  /** Where a row leads (the applet's own detail page); the course detail page by default. */
  onOpen?: (course: Course) => void;
  pageSize?: number;
}

/**
 * /pages/course/list/index (and the article list): category tabs over a paged course list; a
 * category change starts the list over.
 */
export function CourseListScreen({ kind, initialCategoryId = ALL_CATEGORY_ID, onOpen, pageSize }: CourseListScreenProps) {
  const { state } = useAsyncData(fetchCategories);
  const [categoryId, setCategoryId] = useState(initialCategoryId);
  const tabs = useMemo(() => categoryTabs(state.data ?? []), [state.data]);
  const query = useMemo<CourseQuery>(() => ({ categoryId, kind }), [categoryId, kind]);
  const select = useCallback((tab: { id: number }) => setCategoryId(tab.id), []);
  return (
    <View className='course-list-screen'>
      <View className='course-list-screen__tabs'>
        {state.status === 'loading' && !state.data ? (
          <View className='course-list-screen__tabs-skeleton'>
            {[0, 1, 2, 3].map((key) => <SkeletonBlock key={key} width='56px' height='16px' />)}
          </View>
        ) : (
          <CategoryTabs tabs={tabs} activeId={categoryId} onSelect={select} />
        )}
      </View>
      <CourseList query={query} onOpen={onOpen} pageSize={pageSize} />
    </View>
  );
}
