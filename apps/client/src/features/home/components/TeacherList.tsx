import { Text, View } from '@tarojs/components';
import type { Teacher } from '@caixue/contract';
import defaultAvatar from '@/assets/avatar-default.png';
import { AsyncList } from '@/shared/ui/AsyncList';
import { SectionHead } from '@/shared/ui/SectionHead';
import { Skeleton } from '@/shared/ui/Skeleton';
import { imageUrl } from '@/shared/ui/imageUrl';
import { navigateTo } from '@/shared/navigation/navigation';
import type { AsyncState } from '@/shared/ui/useAsyncData';
import './TeacherList.scss';
import { Picture } from '@/shared/ui/Picture';

export interface TeacherListProps {
  title: string;
  subtitle?: string;
  state: AsyncState<Teacher[]>;
  onRetry: () => void;
}

/** Teachers one per row with their introduction (the 直播 hub). */
export function TeacherList({ title, subtitle, state, onRetry }: TeacherListProps) {
  return (
    <View className='teacher-list'>
      <SectionHead title={title} subtitle={subtitle} />
      <AsyncList state={state} onRetry={onRetry} loading={[0, 1, 2].map((key) => <Skeleton key={key} avatar rows={2} />)}>
        {(teachers) => teachers.map((teacher) => (
          <View key={teacher.id} className='hub-teacher' onClick={() => void navigateTo(`/pages/teacher/detail/index?id=${teacher.id}`)}>
            <Picture alt='' className='hub-teacher__avatar' src={imageUrl(teacher.avatar) || defaultAvatar} mode='aspectFill' lazyLoad />
            <View className='hub-teacher__main'>
              <View className='hub-teacher__head'>
                <Text className='hub-teacher__name'>{teacher.name}</Text>
                {teacher.title ? <Text className='hub-teacher__title'>{teacher.title}</Text> : null}
              </View>
              <Text className='hub-teacher__description'>{teacher.description}</Text>
            </View>
          </View>
        ))}
      </AsyncList>
    </View>
  );
}
