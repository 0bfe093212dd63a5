import { useCallback, useEffect, useRef, useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { CourseSection, CourseSectionInfo } from '@caixue/contract';
import { playCount } from '@/shared/format/count';
import { isLoggedIn } from '@/shared/session/auth';
import { navigateTo } from '@/shared/navigation/navigation';
import { EmptyData } from '@/shared/ui/EmptyData';
import { ErrorState } from '@/shared/ui/ErrorState';
import { RichHtml } from '@/shared/ui/RichHtml';
import { SectionHead } from '@/shared/ui/SectionHead';
import { Skeleton, SkeletonBlock } from '@/shared/ui/Skeleton';
import { VideoPlayer } from '@/shared/ui/VideoPlayer';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchChapters, fetchSection, saveView, viewSection } from '../api';
import { COURSE_TEXT, courseViewUrl, durationText, neighbours, sectionUrl } from '../model';
import { unlockSection } from '../unlock';
import { ChapterList } from './ChapterList';
import { LockedPanel } from './LockedPanel';
import { SectionSteps } from './SectionSteps';
import './CourseVideoScreen.scss';

export interface CourseVideoScreenProps {
  sectionId: number;
  /** Known from the link; otherwise read from the section. */
  courseId?: number;
}

/**
 * Counts the view of an open section once per section (the view endpoint) and records it in the
 * member's learning record (view save, no spinner). Locked sections are not asked for: their 206
 * would open the no-permission page over the lock panel.
 */
function useViewRecord(section: CourseSectionInfo | undefined) {
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    if (!section || section.locked || recorded.current === section.id) return;
    recorded.current = section.id;
    void viewSection(section.id).catch(() => undefined);
    if (isLoggedIn()) void saveView(section.courseId, section.id).catch(() => undefined);
  }, [section]);
}

/** /pages/course/video/index?id={sectionId}&courseId=: the player, the section's notes and the course's sections. */
export function CourseVideoScreen({ sectionId: firstId, courseId: givenCourseId }: CourseVideoScreenProps) {
  const [sectionId, setSectionId] = useState(firstId);
  const loadSection = useCallback(() => fetchSection(sectionId), [sectionId]);
  const section = useAsyncData(loadSection);
  const info = section.state.data?.id === sectionId ? section.state.data : undefined;
  const courseId = givenCourseId || info?.courseId || section.state.data?.courseId || 0;
  const loadChapters = useCallback(() => (courseId ? fetchChapters(courseId) : Promise.resolve([])), [courseId]);
  const chapters = useAsyncData(loadChapters);
  useViewRecord(info);

  const chapterList = chapters.state.data ?? [];
  const around = neighbours(chapterList, sectionId);
  const prevId = around.prev?.id ?? info?.prevId ?? null;
  const nextId = around.next?.id ?? info?.nextId ?? null;

  const select = (target: CourseSection) => {
    if (target.id === sectionId) return;
    if (target.courseId !== courseId) {
      void navigateTo(sectionUrl(target));
      return;
    }
    setSectionId(target.id);
  };
  const unlock = async () => {
    if (await unlockSection(sectionId)) section.reload();
  };

  let player: React.ReactNode;
  if (info) {
    player = (
      <VideoPlayer
        className='course-video__player'
        sources={info.locked ? [] : info.videoSources}
        poster={info.pic}
        autoplay
        overlay={info.locked ? <LockedPanel onUnlock={() => void unlock()} /> : undefined}
        onSourcesExpired={section.reload}
      />
    );
  } else if (section.state.status === 'error') {
    player = (
      <View className='course-video__player course-video__player--empty'>
        <Text className='course-video__player-error'>{COURSE_TEXT.sectionNotFound}</Text>
      </View>
    );
  } else {
    player = <View className='course-video__player course-video__player--loading' />;
  }

  return (
    <View className='course-video'>
      <View className='course-video__stage'>{player}</View>
      {info ? (
        <View className='course-video__card course-video__head'>
          <View className='course-video__title-line'>
            <Text className='course-video__title'>{info.title}</Text>
            {info.isFree === 1 ? <Text className='course-video__trial'>{COURSE_TEXT.trial}</Text> : null}
          </View>
          <View className='course-video__course' onClick={() => void navigateTo(courseViewUrl(info.course.id))}>
            <Text className='course-video__course-title'>{info.course.title}</Text>
            {info.course.teacher ? <Text className='course-video__teacher'>{`\u00a0·\u00a0${info.course.teacher.name}`}</Text> : null}
            <Text className='course-video__chevron'>›</Text>
          </View>
          <Text className='course-video__meta'>
            {[durationText(info.duration), playCount(info.visits)].filter(Boolean).join(' · ')}
          </Text>
          <SectionSteps className='course-video__steps' prevId={prevId} nextId={nextId} onStep={setSectionId} />
        </View>
      ) : section.state.status === 'error' ? (
        <ErrorState message={section.state.message} onRetry={section.reload} />
      ) : (
        <View className='course-video__card'>
          <SkeletonBlock width='76%' height='18px' />
          <SkeletonBlock width='40%' height='12px' />
        </View>
      )}

      {info && !info.locked && info.content ? (
        <View className='course-video__card'>
          <SectionHead title={COURSE_TEXT.notes} />
          <RichHtml className='course-video__notes' html={info.content} />
        </View>
      ) : null}

      <View className='course-video__card'>
        <SectionHead title={COURSE_TEXT.chapters} />
        {chapterList.length > 0 ? (
          <ChapterList chapters={chapterList} currentId={sectionId} onSelect={select} />
        ) : chapters.state.status === 'error' ? (
          <ErrorState compact message={chapters.state.message} onRetry={chapters.reload} />
        ) : chapters.state.status === 'loading' ? (
          <Skeleton rows={3} title={false} />
        ) : (
          <EmptyData compact text={COURSE_TEXT.emptySections} />
        )}
      </View>
    </View>
  );
}
