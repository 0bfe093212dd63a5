import { useCallback, useEffect, useRef, useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { CourseSection } from '@caixue/contract';
import { isLoggedIn } from '@/shared/session/auth';
import { navigateTo } from '@/shared/navigation/navigation';
import { ErrorState } from '@/shared/ui/ErrorState';
import { RichHtml } from '@/shared/ui/RichHtml';
import { SectionHead } from '@/shared/ui/SectionHead';
import { Skeleton, SkeletonBlock } from '@/shared/ui/Skeleton';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchChapters, fetchSection, saveView, viewSection } from '../api';
import { COURSE_TEXT, courseViewUrl, neighbours } from '../model';
import { unlockSection } from '../unlock';
import { ChapterList } from './ChapterList';
import { LockedPanel } from './LockedPanel';
import { SectionSteps } from './SectionSteps';
import './CourseArticleScreen.scss';

/** /pages/course/news/index?id=&courseId=: one article section of an article course; locked ones show the unlock panel. */
export function CourseArticleScreen({ sectionId: firstId, courseId: givenCourseId }: { sectionId: number; courseId?: number }) {
  const [sectionId, setSectionId] = useState(firstId);
  const loadSection = useCallback(() => fetchSection(sectionId), [sectionId]);
  const section = useAsyncData(loadSection);
  const info = section.state.data?.id === sectionId ? section.state.data : undefined;
  const courseId = givenCourseId || section.state.data?.courseId || 0;
  const loadChapters = useCallback(() => (courseId ? fetchChapters(courseId) : Promise.resolve([])), [courseId]);
  const chapters = useAsyncData(loadChapters);
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    if (!info || info.locked || recorded.current === info.id) return;
    recorded.current = info.id;
    void viewSection(info.id).catch(() => undefined);
    if (isLoggedIn()) void saveView(info.courseId, info.id).catch(() => undefined);
  }, [info]);

  const chapterList = chapters.state.data ?? [];
  const around = neighbours(chapterList, sectionId);
  const prevId = around.prev?.id ?? info?.prevId ?? null;
  const nextId = around.next?.id ?? info?.nextId ?? null;

  if (!info) {
    if (section.state.status === 'error') return <ErrorState message={section.state.message} onRetry={section.reload} />;
    return (
      <View className='course-article'>
        <View className='course-article__card'>
          <SkeletonBlock width='82%' height='22px' />
          <SkeletonBlock width='40%' height='12px' />
          <Skeleton rows={6} title={false} />
        </View>
      </View>
    );
  }
  return (
    <View className='course-article'>
      <View className='course-article__card'>
        <Text className='course-article__title'>{info.title}</Text>
        <View className='course-article__course' onClick={() => void navigateTo(courseViewUrl(info.course.id))}>
          <Text className='course-article__course-title'>{info.course.title}</Text>
          {info.course.teacher ? <Text className='course-article__teacher'>{`· ${info.course.teacher.name}`}</Text> : null}
          {info.isFree === 1 ? <Text className='course-article__trial'>{COURSE_TEXT.trial}</Text> : null}
        </View>
        {info.locked ? (
          <View className='course-article__locked'>
            {info.description ? <Text className='course-article__teaser'>{info.description}</Text> : null}
            <LockedPanel theme='light' title={COURSE_TEXT.lockArticle} hint={COURSE_TEXT.lockArticleHint} onUnlock={() => void unlockSection(sectionId).then((open) => { if (open) section.reload(); })} />
          </View>
        ) : (
          <RichHtml className='course-article__content' html={info.content} />
        )}
        <SectionSteps className='course-article__steps' prevId={prevId} nextId={nextId} onStep={setSectionId} />
      </View>
      {chapterList.length > 0 ? (
        <View className='course-article__card'>
          <SectionHead title={COURSE_TEXT.chapters} />
          <ChapterList chapters={chapterList} currentId={sectionId} onSelect={(s: CourseSection) => { if (s.id !== sectionId) setSectionId(s.id); }} />
        </View>
      ) : null}
    </View>
  );
}
