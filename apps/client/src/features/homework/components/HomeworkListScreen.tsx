import { useCallback, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useDidShow, useReachBottom } from '@tarojs/taro';
import { Clock } from '@nutui/icons-react-taro';
import { HOMEWORK_STATES, HOMEWORK_TEXT, type HomeworkCounts, type HomeworkState, type MemberHomework } from '@caixue/contract';
import { navigateTo } from '@/shared/navigation/navigation';
import { usePagedList, type FetchPage } from '@/shared/request/pagedList';
import { LoginGate } from '@/shared/ui/LoginGate';
import { PagedBody } from '@/shared/ui/PagedBody';
import { Skeleton } from '@/shared/ui/Skeleton';
import { fetchHomeworkCounts, fetchHomeworkPage } from '../api';
import { detailUrl, dueTone, rowScore } from '../model';
import { HomeworkTabs } from './HomeworkTabs';
import './HomeworkListScreen.scss';

const fetchPage: FetchPage<MemberHomework, { tab: HomeworkState; courseId?: number }> = ({ tab, courseId, pageNum, pageSize }) =>
  fetchHomeworkPage(tab, courseId, pageNum, pageSize);

const EMPTY_HINT: Record<HomeworkState, string> = {
  todo: '老师布置的课程作业会出现在这里',
  submitted: '提交后等待老师批改的作业会出现在这里',
  graded: '老师批改后可以在这里查看成绩和点评',
};

export function HomeworkCard({ row, now }: { row: MemberHomework; now: number }) {
  const tone = dueTone(row, now);
  const score = rowScore(row);
  return (
    <View className={`hw-card hw-card--${tone === 'overdue' ? 'overdue' : row.state}`} data-id={row.id} data-testid='homework-card' onClick={() => void navigateTo(detailUrl(row.id))}>
      <View className='hw-card__head'>
        <Text className='hw-card__title'>{row.title}</Text>
        {score ? (
          <Text className='hw-card__score'>{score}</Text>
        ) : (
          <Text className={`hw-state hw-state--${row.state}${tone === 'overdue' ? ' hw-state--overdue' : ''}`}>
            {tone === 'overdue' ? HOMEWORK_TEXT.overdue : row.stateText}
          </Text>
        )}
      </View>
      <Text className='hw-card__course'>{`${row.courseTitle}${row.teacherName ? ` · ${row.teacherName}` : ''}`}</Text>
      <View className='hw-card__foot'>
        <View className={`hw-card__due hw-card__due--${tone}`}>
          <Clock size={12} color={tone === 'overdue' ? '#e5261d' : tone === 'soon' ? '#fa8c16' : '#8a919c'} />
          <Text className='hw-card__due-text'>{row.dueText}</Text>
        </View>
        <Text className='hw-card__meta'>{`${HOMEWORK_TEXT.questionCount(row.questionCount)} · ${HOMEWORK_TEXT.totalScore(row.totalScore)}`}</Text>
      </View>
      {row.state === 'todo' && tone !== 'overdue' ? <View className='hw-card__action'><Text>{HOMEWORK_TEXT.start}</Text></View> : null}
    </View>
  );
}

function CardsSkeleton() {
  return (
    <View className='hw-list__skeleton'>
      {[0, 1, 2].map((key) => <Skeleton key={key} rows={2} className='hw-card hw-card--skeleton' />)}
    </View>
  );
}

function HomeworkLists({ courseId }: { courseId?: number }) {
  const [tab, setTab] = useState<HomeworkState>('todo');
  const [counts, setCounts] = useState<HomeworkCounts | null>(null);
  const [now] = useState(() => Date.now());
  const list = usePagedList(fetchPage, courseId ? { tab, courseId } : { tab });
  useReachBottom(() => list.loadMore());
  const loadCounts = useCallback(() => { fetchHomeworkCounts(courseId).then(setCounts, () => undefined); }, [courseId]);
  const { reload } = list;
  // Back from a homework: it may have moved to another tab.
  useDidShow(() => {
    loadCounts();
    if (list.pageNum > 0) reload();
  });
  const courseTitle = courseId ? list.rows[0]?.courseTitle : undefined;
  return (
    <View className='hw-list'>
      <HomeworkTabs
        tabs={HOMEWORK_STATES.map((key) => ({ key, label: HOMEWORK_TEXT.tabs[key], count: key === 'todo' && counts ? counts.todo - counts.overdue : undefined }))}
        active={tab}
        onSelect={setTab}
      />
      {courseTitle ? <Text className='hw-list__course'>{`课程：${courseTitle}`}</Text> : null}
      {tab === 'todo' && counts && counts.overdue > 0 ? (
        <Text className='hw-list__notice'>{`有 ${counts.overdue} 份作业已逾期，无法再提交`}</Text>
      ) : null}
      <PagedBody list={list} className='hw-list__rows' emptyText={HOMEWORK_TEXT.empty[tab]} emptyHint={EMPTY_HINT[tab]} skeleton={<CardsSkeleton />}>
        {(rows) => rows.map((row) => <HomeworkCard key={row.id} row={row} now={now} />)}
      </PagedBody>
    </View>
  );
}

/** 我的作业 (/pages/mine/homework/homeworkList/index, open to visitors: they are asked to log in). */
export function HomeworkListScreen({ courseId }: { courseId?: number }) {
  return (
    <LoginGate description={HOMEWORK_TEXT.loginPrompt}>
      <HomeworkLists courseId={courseId} />
    </LoginGate>
  );
}
