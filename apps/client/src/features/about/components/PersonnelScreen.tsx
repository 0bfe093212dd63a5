import { Text, View } from '@tarojs/components';
import type { TeacherProfile } from '@caixue/contract';
import defaultAvatar from '@/assets/avatar-default.png';
import { navigateTo } from '@/shared/navigation/navigation';
import { AsyncList } from '@/shared/ui/AsyncList';
import { imageUrl } from '@/shared/ui/imageUrl';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchAdvisers } from '../api';
import { ABOUT_TEXT } from '../model';
import { AboutArticle } from './AboutArticle';
import './About.scss';
import { Picture } from '@/shared/ui/Picture';

export function AdviserCard({ teacher }: { teacher: TeacherProfile }) {
  return (
    <View className='adviser-card' data-id={teacher.id} onClick={() => void navigateTo(`/pages/teacher/detail/index?id=${teacher.id}`)}>
      <Picture alt='' className='adviser-card__avatar' src={imageUrl(teacher.avatar) || defaultAvatar} mode='aspectFill' lazyLoad />
      <View className='adviser-card__main'>
        <View className='adviser-card__head'>
          <Text className='adviser-card__name'>{teacher.name}</Text>
          {teacher.title ? <Text className='adviser-card__title'>{teacher.title}</Text> : null}
        </View>
        {teacher.certificate ? (
          <View className='adviser-card__cert'>
            <Text className='adviser-card__cert-label'>{ABOUT_TEXT.certificate}</Text>
            <Text className='adviser-card__cert-no'>{teacher.certificate}</Text>
          </View>
        ) : null}
        {teacher.tags.length > 0 ? (
          <View className='adviser-card__tags'>
            {teacher.tags.slice(0, 4).map((tag) => <Text key={tag} className='adviser-card__tag'>{tag}</Text>)}
          </View>
        ) : null}
        {teacher.description ? <Text className='adviser-card__description'>{teacher.description}</Text> : null}
      </View>
    </View>
  );
}

function AdviserSkeleton() {
  return (
    <View className='adviser-card'>
      <SkeletonBlock className='adviser-card__avatar' width='56px' height='56px' round />
      <View className='adviser-card__main'>
        <SkeletonBlock width='40%' height='16px' />
        <SkeletonBlock width='70%' height='12px' />
        <SkeletonBlock width='100%' height='12px' />
      </View>
    </View>
  );
}

/** /pages/about/personnel (投顾团队): the team article and every adviser with certificate number and tags. */
export function PersonnelScreen() {
  const { state, reload } = useAsyncData(fetchAdvisers);
  return (
    <View className='about-page'>
      <AboutArticle code='personnel' />
      <Text className='about-section'>{ABOUT_TEXT.personnel}</Text>
      <View className='adviser-list'>
        <AsyncList state={state} onRetry={reload} loading={[0, 1, 2].map((key) => <AdviserSkeleton key={key} />)}>
          {(teachers) => teachers.map((teacher) => <AdviserCard key={teacher.id} teacher={teacher} />)}
        </AsyncList>
      </View>
    </View>
  );
}
