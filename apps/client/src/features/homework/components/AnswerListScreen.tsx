import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useDidShow, useReachBottom } from '@tarojs/taro';
import { HOMEWORK_ANSWER_TABS, HOMEWORK_TEXT, type HomeworkAnswerRow, type HomeworkAnswerTab } from '@caixue/contract';
import defaultAvatar from '@/assets/avatar-default.png';
import { navigateTo, redirectTo } from '@/shared/navigation/navigation';
import { usePagedList, type FetchPage } from '@/shared/request/pagedList';
import { isTeacher } from '@/shared/session/auth';
import { EmptyData } from '@/shared/ui/EmptyData';
import { imageUrl } from '@/shared/ui/imageUrl';
import { LoginGate } from '@/shared/ui/LoginGate';
import { Button } from '@/shared/ui/nutui/button';
import { PagedBody } from '@/shared/ui/PagedBody';
import { fetchAnswerPage } from '../api';
import { HOMEWORK_PAGES, answerUrl } from '../model';
import { HomeworkTabs } from './HomeworkTabs';
import { TeacherHomeworkList } from './TeacherHomeworkList';
import './AnswerListScreen.scss';
import { Picture } from '@/shared/ui/Picture';

const fetchPage: FetchPage<HomeworkAnswerRow, { tab: HomeworkAnswerTab }> = ({ tab, pageNum, pageSize }) => fetchAnswerPage(tab, pageNum, pageSize);

export function AnswerRowCard({ row }: { row: HomeworkAnswerRow }) {
  return (
    <View className={`hw-answer-row hw-answer-row--${row.state}`} data-id={row.id} data-testid='answer-row' onClick={() => void navigateTo(answerUrl(row.id))}>
      <Picture alt='' className='hw-answer-row__avatar' src={imageUrl(row.member.avatar) || defaultAvatar} mode='aspectFill' />
      <View className='hw-answer-row__main'>
        <View className='hw-answer-row__head'>
          <Text className='hw-answer-row__name'>{row.member.nickname || HOMEWORK_TEXT.student}</Text>
          <Text className='hw-answer-row__time'>{HOMEWORK_TEXT.submittedAt(row.submittedText)}</Text>
        </View>
        <Text className='hw-answer-row__title'>{row.homeworkTitle}</Text>
        <Text className='hw-answer-row__course'>{row.courseTitle}</Text>
      </View>
      <View className='hw-answer-row__side'>
        {row.state === 'graded' && row.score !== null ? (
          <Text className='hw-answer-row__score'>{HOMEWORK_TEXT.score(row.score, row.totalScore)}</Text>
        ) : (
          <Text className='hw-answer-row__pending'>{row.stateText}</Text>
        )}
      </View>
    </View>
  );
}

type TeacherMode = 'grade' | 'set';
const MODES: { key: TeacherMode; label: string }[] = [{ key: 'grade', label: '批改作业' }, { key: 'set', label: '布置作业' }];

function TeacherScreens() {
  const [mode, setMode] = useState<TeacherMode>('grade');
  return (
    <View className='hw-answers'>
      <View className='hw-modes' role='tablist'>
        {MODES.map((m) => (
          <View key={m.key} role='tab' aria-selected={m.key === mode} className={`hw-modes__item${m.key === mode ? ' hw-modes__item--active' : ''}`} data-mode={m.key} onClick={() => setMode(m.key)}>
            <Text>{m.label}</Text>
          </View>
        ))}
      </View>
      {mode === 'grade' ? <AnswerLists /> : <TeacherHomeworkList />}
    </View>
  );
}

function AnswerLists() {
  const [tab, setTab] = useState<HomeworkAnswerTab>('pending');
  const list = usePagedList(fetchPage, { tab });
  useReachBottom(() => list.loadMore());
  const { reload } = list;
  // Back from grading: the answer has moved from 待批改 to 已批改.
  useDidShow(() => { if (list.pageNum > 0) reload(); });
  return (
    <View>
      <HomeworkTabs tabs={HOMEWORK_ANSWER_TABS.map((key) => ({ key, label: HOMEWORK_TEXT.answerTabs[key] }))} active={tab} onSelect={setTab} />
      <PagedBody list={list} className='hw-answers__rows' emptyText={HOMEWORK_TEXT.answerEmpty[tab]} emptyHint='学员提交作业后会出现在这里'>
        {(rows) => rows.map((row) => <AnswerRowCard key={row.id} row={row} />)}
      </PagedBody>
    </View>
  );
}

/** 作业批改 (/pages/mine/homework/homeworkAnswerList/index): a teacher's answers of their courses. */
export function AnswerListScreen() {
  return (
    <LoginGate description={HOMEWORK_TEXT.teacherOnly}>
      {isTeacher() ? (
        <TeacherScreens />
      ) : (
        <EmptyData
          text={HOMEWORK_TEXT.teacherOnly}
          description='学员可在「我的作业」中完成作业、查看成绩和老师点评'
          action={<Button type='primary' size='small' onClick={() => void redirectTo(HOMEWORK_PAGES.list)}>{HOMEWORK_TEXT.toMyHomework}</Button>}
        />
      )}
    </LoginGate>
  );
}
