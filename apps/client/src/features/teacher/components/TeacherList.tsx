import { Text, View } from '@tarojs/components';
import { useReachBottom } from '@tarojs/taro';
import type { TeacherProfile } from '@caixue/contract';
import defaultAvatar from '@/assets/avatar-default.png';
import { navigateTo } from '@/shared/navigation/navigation';
import { usePagedList, type FetchPage } from '@/shared/request/pagedList';
import { PagedBody } from '@/shared/ui/PagedBody';
import { Skeleton } from '@/shared/ui/Skeleton';
import { imageUrl } from '@/shared/ui/imageUrl';
import { formatCount } from '@/shared/format/count';
import { fetchTeachers, type TeacherQuery } from '../api';
import { useTeacherFollow } from '../hooks/useTeacherFollow';
import { TEACHER_TEXT, teacherUrl } from '../model';
import { FollowButton } from './FollowButton';
import './TeacherList.scss';
import { Picture } from '@/shared/ui/Picture';

export function TeacherRow({ teacher, onOpen, subtitle }: { teacher: TeacherProfile; onOpen: (t: TeacherProfile) => void; subtitle?: string }) {
  const follow = useTeacherFollow(teacher);
  return (
    <View className='teacher-row' data-id={teacher.id} onClick={() => onOpen(teacher)}>
      <Picture alt='' className='teacher-row__avatar' src={imageUrl(teacher.avatar) || defaultAvatar} mode='aspectFill' lazyLoad />
      <View className='teacher-row__main'>
        <View className='teacher-row__name-line'>
          <Text className='teacher-row__name'>{teacher.name}</Text>
          {teacher.title ? <Text className='teacher-row__title'>{teacher.title}</Text> : null}
        </View>
        {teacher.tags.length > 0 ? (
          <View className='teacher-row__tags'>
            {teacher.tags.slice(0, 3).map((tag) => <Text key={tag} className='teacher-row__tag'>{tag}</Text>)}
          </View>
        ) : null}
        <Text className='teacher-row__meta'>
          {subtitle ?? `${formatCount(follow.followers)} ${TEACHER_TEXT.followers}${teacher.courseCount ? ` · ${teacher.courseCount} 门课程` : ''}`}
        </Text>
      </View>
      <FollowButton followed={follow.followed} onToggle={() => void follow.toggle()} />
    </View>
  );
}

const fetchPage: FetchPage<TeacherProfile, TeacherQuery> = (query) => fetchTeachers(query);

export interface TeacherListProps extends TeacherQuery {
  /** Where a row leads; the teacher page by default. */
  onOpen?: (teacher: TeacherProfile) => void;
}

/** All teachers (/pages/teacher/list/index), or those with courses (the course teacher list). */
export function TeacherList({ hasCourse, onOpen = (t) => void navigateTo(teacherUrl(t.id)) }: TeacherListProps) {
  const list = usePagedList(fetchPage, { hasCourse });
  useReachBottom(() => list.loadMore());
  return (
    <PagedBody
      list={list}
      className='teacher-list'
      emptyText={TEACHER_TEXT.empty}
      emptyHint={TEACHER_TEXT.emptyHint}
      skeleton={[0, 1, 2, 3, 4].map((key) => <Skeleton key={key} avatar rows={1} className='teacher-row--skeleton' />)}
    >
      {(rows) => <View className='teacher-list__rows'>{rows.map((t) => <TeacherRow key={t.id} teacher={t} onOpen={onOpen} />)}</View>}
    </PagedBody>
  );
}
