import { Image, ScrollView, Text, View } from '@tarojs/components';
import type { Teacher } from '@caixue/contract';
import defaultAvatar from '@/assets/avatar-default.png';
import { AsyncList } from '@/shared/ui/AsyncList';
import { SectionHead } from '@/shared/ui/SectionHead';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { imageUrl } from '@/shared/ui/imageUrl';
import { navigateTo } from '@/shared/navigation/navigation';
import type { AsyncState } from '@/shared/ui/useAsyncData';
import './TeacherStrip.scss';

export interface TeacherStripProps {
  title: string;
  subtitle?: string;
  state: AsyncState<Teacher[]>;
  onRetry: () => void;
}

function TeacherCard({ teacher }: { teacher: Teacher }) {
  return (
    <View className='teacher-card' onClick={() => void navigateTo(`/pages/teacher/detail/index?id=${teacher.id}`)}>
      <Image className='teacher-card__avatar' src={imageUrl(teacher.avatar) || defaultAvatar} mode='aspectFill' lazyLoad />
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
          <SkeletonBlock width='52px' height='52px' round />
          <SkeletonBlock width='48px' height='14px' />
          <SkeletonBlock width='80px' height='11px' />
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
