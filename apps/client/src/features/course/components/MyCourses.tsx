import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useReachBottom } from '@tarojs/taro';
import classNames from 'classnames';
import type { Course } from '@caixue/contract';
import { navigateTo } from '@/shared/navigation/navigation';
import { usePagedList, type FetchPage } from '@/shared/request/pagedList';
import { PagedBody } from '@/shared/ui/PagedBody';
import { Button } from '@/shared/ui/nutui/button';
import { fetchAuthorizedCourses, fetchMyCourses } from '../api';
import { COURSE_PAGES, COURSE_TEXT, courseViewUrl } from '../model';
import { COURSE_SKELETON, CourseRow } from './CourseRow';
import './MyCourses.scss';

export type MyCourseTab = 'authorized' | 'history';

export const MY_COURSE_TABS: { key: MyCourseTab; title: string }[] = [
  { key: 'authorized', title: COURSE_TEXT.tabAuthorized },
  { key: 'history', title: COURSE_TEXT.tabHistory },
];

const FETCH: Record<MyCourseTab, FetchPage<Course, object>> = {
  authorized: (args) => fetchAuthorizedCourses(args),
  history: (args) => fetchMyCourses(args),
};

const EMPTY: Record<MyCourseTab, { text: string; hint: string }> = {
  authorized: { text: COURSE_TEXT.emptyAuthorized, hint: COURSE_TEXT.emptyAuthorizedHint },
  history: { text: COURSE_TEXT.emptyHistory, hint: COURSE_TEXT.emptyHistoryHint },
};

const NO_PARAMS = {};

function MyCourseList({ tab }: { tab: MyCourseTab }) {
  const list = usePagedList(FETCH[tab], NO_PARAMS);
  useReachBottom(() => list.loadMore());
  return (
    <PagedBody
      list={list}
      className='my-courses__list'
      emptyText={EMPTY[tab].text}
      emptyHint={EMPTY[tab].hint}
      emptyAction={<Button type='primary' size='small' className='my-courses__browse' onClick={() => void navigateTo(COURSE_PAGES.list)}>{COURSE_TEXT.browse}</Button>}
      skeleton={COURSE_SKELETON}
    >
      {(rows) => (
        <View className='my-courses__rows'>
          {rows.map((course) => (
            <CourseRow
              key={course.id}
              course={course}
              onOpen={(c) => void navigateTo(courseViewUrl(c.id))}
              extra={<Text className='my-courses__go'>{tab === 'history' ? COURSE_TEXT.continueLearning : COURSE_TEXT.startLearning}</Text>}
            />
          ))}
        </View>
      )}
    </PagedBody>
  );
}

/** 我的课程 (/pages/mine/course/index): the courses the member has opened and what they watched. */
export function MyCourses() {
  const [tab, setTab] = useState<MyCourseTab>('authorized');
  return (
    <View className='my-courses'>
      <View className='my-courses__tabs'>
        {MY_COURSE_TABS.map((t) => (
          <View
            key={t.key}
            className={classNames('my-courses__tab', t.key === tab && 'my-courses__tab--active')}
            data-tab={t.key}
            onClick={() => setTab(t.key)}
          >
            <Text>{t.title}</Text>
          </View>
        ))}
      </View>
      <MyCourseList key={tab} tab={tab} />
    </View>
  );
}
