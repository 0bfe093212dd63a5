import { ScrollView, Text, View } from '@tarojs/components';
import type { Teacher } from '@caixue/contract';
import defaultAvatar from '@/assets/avatar-default.png';
import { AsyncList } from '@/shared/ui/AsyncList';
import { SectionHead } from '@/shared/ui/SectionHead';
import { SkeletonBlock, SkeletonText } from '@/shared/ui/Skeleton';
import { imageUrl } from '@/shared/ui/imageUrl';
import { navigateTo } from '@/shared/navigation/navigation';
import type { AsyncState } from '@/shared/ui/useAsyncData';
import './TeacherStrip.scss';
import { Picture } from '@/shared/ui/Picture';

export interface TeacherStripProps {
  title: string;
  subtitle?: string;
  state: AsyncState<Teacher[]>;
  onRetry: () => void;
}

function TeacherCard({ teacher }: { teacher: Teacher }) {
  return (
    <View className='teacher-card' onClick={() => void navigateTo(`/pages/teacher/detail/index?id=${teacher.id}`)}>
      <Picture alt='' className='teacher-card__avatar' src={imageUrl(teacher.avatar) || defaultAvatar} mode='aspectFill' lazyLoad />
      <Text className='teacher-card__name'>{teacher.name}</Text>
      {teacher.title ? <Text className='teacher-card__title'>{teacher.title}</Text> : null}
      <Text className='teacher-card__description'>{teacher.description}</Text>
    </View>
  );
}

function SkeletonCards() {
  return (
    <View className='teacher-strip__row'>
      {[0, 1, 2].map((key) => (
        <View key={key} className='teacher-card'>
          <SkeletonBlock className='teacher-card__avatar' width='52px' height='52px' round />
          <SkeletonText className='teacher-card__name' width='48px' />
          <SkeletonText className='teacher-card__title' width='80px' />
          <SkeletonText className='teacher-card__description' width='70%' lines={2} />
        </View>
      ))}
    </View>
  );
}

/** A section of teacher cards that scrolls sideways (home info `teachers`). */
export function TeacherStrip({ title, subtitle, state, onRetry }: TeacherStripProps) {
  return (
    <View className='teacher-strip'>
      <SectionHead title={title} subtitle={subtitle} />
      <AsyncList state={state} onRetry={onRetry} loading={<SkeletonCards />}>
        {(teachers) => (
          <ScrollView className='teacher-strip__scroll' scrollX enhanced showScrollbar={false}>
            <View className='teacher-strip__row'>
              {teachers.map((teacher) => <TeacherCard key={teacher.id} teacher={teacher} />)}
            </View>
          </ScrollView>
        )}
      </AsyncList>
    </View>
  );
}
