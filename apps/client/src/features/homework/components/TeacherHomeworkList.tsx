import { Text, View } from '@tarojs/components';
import { useDidShow, useReachBottom } from '@tarojs/taro';
import { HOMEWORK_TEXT, type TeacherHomework } from '@caixue/contract';
import { navigateTo } from '@/shared/navigation/navigation';
import { usePagedList, type FetchPage } from '@/shared/request/pagedList';
import { PagedBody } from '@/shared/ui/PagedBody';
import { fetchTeacherHomeworkPage } from '../api';
import { detailUrl, editUrl } from '../model';
import './TeacherHomeworkList.scss';

const fetchPage: FetchPage<TeacherHomework, object> = ({ pageNum, pageSize }) => fetchTeacherHomeworkPage(pageNum, pageSize);
const NO_PARAMS = {};

function TeacherHomeworkCard({ row }: { row: TeacherHomework }) {
  return (
    <View className='hw-set-card' data-id={row.id} data-testid='teacher-homework'>
      <View className='hw-set-card__main' onClick={() => void navigateTo(detailUrl(row.id))}>
        <View className='hw-set-card__head'>
          <Text className='hw-set-card__title'>{row.title}</Text>
          {row.overdue ? <Text className='hw-set-card__overdue'>{HOMEWORK_TEXT.overdue}</Text> : null}
        </View>
        <Text className='hw-set-card__course'>{row.courseTitle}</Text>
        <Text className='hw-set-card__meta'>{`${row.dueText} · ${HOMEWORK_TEXT.questionCount(row.questionCount)} · ${HOMEWORK_TEXT.totalScore(row.totalScore)}`}</Text>
      </View>
      <View className='hw-set-card__foot'>
        <Text className='hw-set-card__counts'>{`已提交 ${row.submittedCount} · 待批改 ${row.pendingCount}`}</Text>
        <Text className='hw-set-card__edit' data-testid='teacher-homework-edit' onClick={() => void navigateTo(editUrl(row.id))}>编辑</Text>
      </View>
    </View>
  );
}

/** 布置作业: the teacher's homework of their courses, newest first, with 编辑 and a button to set a new one. */
export function TeacherHomeworkList() {
  const list = usePagedList(fetchPage, NO_PARAMS);
  useReachBottom(() => list.loadMore());
  const { reload } = list;
  // Back from the editor: a new or changed homework.
  useDidShow(() => { if (list.pageNum > 0) reload(); });
  return (
    <View className='hw-set'>
      <View className='hw-set__new' data-testid='homework-new' onClick={() => void navigateTo(editUrl())}>
        <Text className='hw-set__new-plus'>+</Text>
        <Text>布置新作业</Text>
      </View>
      <PagedBody list={list} className='hw-set__rows' emptyText='还没有布置作业' emptyHint='点击上方「布置新作业」，为你的课程出题'>
        {(rows) => rows.map((row) => <TeacherHomeworkCard key={row.id} row={row} />)}
      </PagedBody>
    </View>
  );
}
