import { useCallback } from 'react';
import { Text, View } from '@tarojs/components';
import type { CourseSection } from '@caixue/contract';
import { playCount } from '@/shared/format/count';
import { navigateTo } from '@/shared/navigation/navigation';
import { EmptyData } from '@/shared/ui/EmptyData';
import { ErrorState } from '@/shared/ui/ErrorState';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { imageUrl } from '@/shared/ui/imageUrl';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchChapters, fetchCourse } from '../api';
import { COURSE_TEXT, courseViewUrl, durationText, flattenSections, sectionUrl } from '../model';
import './VideoSectionList.scss';
import { Picture } from '@/shared/ui/Picture';

function SectionCard({ section, onOpen }: { section: CourseSection; onOpen: (s: CourseSection) => void }) {
  const duration = durationText(section.duration);
  return (
    <View className='video-card' data-id={section.id} onClick={() => onOpen(section)}>
      <View className='video-card__thumb'>
        <Picture alt='' className='video-card__pic' src={imageUrl(section.pic)} mode='aspectFill' lazyLoad />
        <View className='video-card__play'><Text>▶</Text></View>
        {duration ? <Text className='video-card__duration'>{duration}</Text> : null}
        {section.isFree === 1 ? <Text className='video-card__trial'>{COURSE_TEXT.trial}</Text> : null}
        {section.locked ? <Text className='video-card__lock'>🔒</Text> : null}
      </View>
      <Text className='video-card__title'>{section.title}</Text>
      <Text className='video-card__meta'>{playCount(section.visits)}</Text>
    </View>
  );
}

/** /pages/course/video/list?courseId=: the video sections of one course as a thumbnail grid. */
export function VideoSectionList({ courseId }: { courseId: number }) {
  const loadCourse = useCallback(() => fetchCourse(courseId), [courseId]);
  const loadChapters = useCallback(() => fetchChapters(courseId), [courseId]);
  const course = useAsyncData(loadCourse);
  const chapters = useAsyncData(loadChapters);
  const sections = flattenSections(chapters.state.data ?? []);
  const open = (section: CourseSection) => void navigateTo(sectionUrl(section, 'video'));

  let body: React.ReactNode;
  if (sections.length > 0) {
    body = <View className='video-grid'>{sections.map((s) => <SectionCard key={s.id} section={s} onOpen={open} />)}</View>;
  } else if (chapters.state.status === 'loading') {
    body = (
      <View className='video-grid'>
        {[0, 1, 2, 3].map((key) => (
          <View key={key} className='video-card'>
            <SkeletonBlock width='100%' height='70px' />
            <SkeletonBlock width='80%' height='13px' />
          </View>
        ))}
      </View>
    );
  } else if (chapters.state.status === 'error') {
    body = <ErrorState message={chapters.state.message} onRetry={chapters.reload} />;
  } else {
    body = <EmptyData text={COURSE_TEXT.emptySections} description={COURSE_TEXT.emptySectionsHint} />;
  }
  const info = course.state.data;
  return (
    <View className='video-section-list'>
      {info ? (
        <View className='video-section-list__head' onClick={() => void navigateTo(courseViewUrl(info.id))}>
          <Text className='video-section-list__title'>{info.title}</Text>
          <Text className='video-section-list__sub'>
            {[info.teacher?.name, `共${sections.length || info.sectionCount}${COURSE_TEXT.sections}`].filter(Boolean).join(' · ')}
          </Text>
        </View>
      ) : null}
      {body}
    </View>
  );
}
