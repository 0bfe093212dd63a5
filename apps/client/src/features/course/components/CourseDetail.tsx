import { useCallback, useState, type ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import classNames from 'classnames';
import type { CourseChapter, CourseInfo, CourseSection } from '@caixue/contract';
import defaultAvatar from '@/assets/avatar-default.png';
import { isLoggedIn } from '@/shared/session/auth';
import { formatPrice } from '@/shared/format/price';
import { navigateTo, sentToLogin } from '@/shared/navigation/navigation';
import { isH5 } from '@/shared/platform/platform';
import { toast } from '@/shared/ui/toast';
import { ErrorState } from '@/shared/ui/ErrorState';
import { EmptyData } from '@/shared/ui/EmptyData';
import { RichHtml } from '@/shared/ui/RichHtml';
import { SectionHead } from '@/shared/ui/SectionHead';
import { ShareSheet } from '@/shared/ui/ShareSheet';
import { Skeleton, SkeletonBlock } from '@/shared/ui/Skeleton';
import { Staged } from '@/shared/ui/Staged';
import { imageUrl } from '@/shared/ui/imageUrl';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { formatCount } from '@/shared/format/count';
import { fetchChapters, fetchCourse, followCourse, likeCourse, recordShare } from '../api';
import { COURSE_PAGES, COURSE_TEXT, absoluteUrl, courseViewUrl, firstOpenSection, flattenSections, sectionUrl } from '../model';
import { ChapterList } from './ChapterList';
import { CourseComments } from './CourseComments';
import './CourseDetail.scss';
import { Picture } from '@/shared/ui/Picture';

function DetailSkeleton() {
  return (
    <View className='course-detail course-detail--skeleton'>
      <SkeletonBlock width='100%' height='210px' />
      <View className='course-detail__card'>
        <SkeletonBlock width='80%' height='20px' />
        <SkeletonBlock width='40%' height='12px' />
      </View>
      <View className='course-detail__card'><Skeleton avatar rows={1} /></View>
      <View className='course-detail__card'><Skeleton rows={4} /></View>
    </View>
  );
}

export interface CourseDetailProps {
  courseId: number;
  /** The page the share link points at (the cfq landing shares itself). */
  sharePath?: string;
  /** Composed by the page under the teacher card (the course's homework entry). */
  extra?: ReactNode;
}

/**
 * A course (/pages/course/list/view?id=, also the cfq landing): cover, title, price, teacher,
 * like / follow / share, introduction, chapters with their sections and the comments.
 */
export function CourseDetail({ courseId, sharePath, extra }: CourseDetailProps) {
  const loadCourse = useCallback(() => fetchCourse(courseId), [courseId]);
  const loadChapters = useCallback(() => fetchChapters(courseId), [courseId]);
  const course = useAsyncData(loadCourse);
  const chapters = useAsyncData(loadChapters);
  const [overrides, setOverrides] = useState<Partial<CourseInfo>>({});
  const [shareOpen, setShareOpen] = useState(false);

  if (!course.state.data) {
    if (course.state.status === 'error') return <ErrorState message={course.state.message} onRetry={course.reload} />;
    return <DetailSkeleton />;
  }
  const info: CourseInfo = { ...course.state.data, ...overrides };
  const price = formatPrice(info);
  const chapterList: CourseChapter[] = chapters.state.data ?? [];
  const start = firstOpenSection(chapterList);
  const sectionCount = flattenSections(chapterList).length || info.sectionCount;

  const openSection = (section: CourseSection) => void navigateTo(sectionUrl(section, info.kind));
  const like = async () => {
    if (sentToLogin()) return;
    if (info.liked) {
      toast('已经点过赞了');
      return;
    }
    try {
      const result = await likeCourse(info.id);
      setOverrides((o) => ({ ...o, liked: true, likes: result.likes ?? info.likes + 1 }));
    } catch {
      // shown by the request layer
    }
  };
  const follow = async () => {
    if (sentToLogin()) return;
    try {
      const following = await followCourse(info.id, !info.followed);
      setOverrides((o) => ({ ...o, followed: following }));
      toast(following ? COURSE_TEXT.followOk : COURSE_TEXT.unfollowOk, { icon: 'success' });
    } catch {
      // shown by the request layer
    }
  };
  const path = sharePath ?? courseViewUrl(info.id);
  const shareUrl = absoluteUrl(path, isH5() && typeof location !== 'undefined' ? location.origin : undefined);

  return (
    <View className='course-detail'>
      <View className='course-detail__cover'>
        <Picture alt={info.title} className='course-detail__pic' src={imageUrl(info.pic)} mode='aspectFill' />
        {info.locked ? <Text className='course-detail__ribbon'>🔒 {COURSE_TEXT.locked}</Text> : null}
      </View>

      <View className='course-detail__card course-detail__head'>
        <Text className='course-detail__title'>{info.title}</Text>
        <View className='course-detail__meta'>
          <Text className='course-detail__stats'>{`${formatCount(info.visits)}${COURSE_TEXT.visits} · 共${sectionCount}${COURSE_TEXT.sections}`}</Text>
          {price ? <Text className={classNames('course-detail__price', price === COURSE_TEXT.free && 'course-detail__price--free')}>{price}</Text> : null}
        </View>
        {info.description ? <Text className='course-detail__description'>{info.description}</Text> : null}
        <View className='course-detail__actions'>
          <View className={classNames('course-action course-action--like', info.liked && 'course-action--on')} onClick={() => void like()}>
            <Text className='course-action__glyph'>{info.liked ? '♥' : '♡'}</Text>
            <Text className='course-action__label'>{formatCount(info.likes)}</Text>
          </View>
          <View className={classNames('course-action course-action--follow', info.followed && 'course-action--on')} onClick={() => void follow()}>
            <Text className='course-action__glyph'>{info.followed ? '★' : '☆'}</Text>
            <Text className='course-action__label'>{info.followed ? COURSE_TEXT.followed : COURSE_TEXT.follow}</Text>
          </View>
          <View className='course-action course-action--share' onClick={() => setShareOpen(true)}>
            <Text className='course-action__glyph'>↗</Text>
            <Text className='course-action__label'>{COURSE_TEXT.share}</Text>
          </View>
        </View>
      </View>

      {info.teacher ? (
        <View
          className='course-detail__card course-detail__teacher'
          onClick={() => void navigateTo(`${COURSE_PAGES.teacherDetail}?id=${info.teacher!.id}`)}
        >
          <Picture alt='' className='course-detail__avatar' src={imageUrl(info.teacher.avatar) || defaultAvatar} mode='aspectFill' />
          <View className='course-detail__teacher-main'>
            <Text className='course-detail__teacher-name'>{info.teacher.name}</Text>
            <Text className='course-detail__teacher-hint'>主讲老师 · 查看老师主页</Text>
          </View>
          <Text className='course-detail__chevron'>›</Text>
        </View>
      ) : null}

      {extra}

      {/* Below the head: one task each (Staged), top to bottom. */}
      {info.content ? (
        <Staged>
          <View className='course-detail__card'>
            <SectionHead title={COURSE_TEXT.intro} />
            <RichHtml className='course-detail__intro' html={info.content} />
          </View>
        </Staged>
      ) : null}

      <Staged>
        <View className='course-detail__card course-detail__chapters'>
          <SectionHead title={COURSE_TEXT.chapters} subtitle={sectionCount ? `共${sectionCount}${COURSE_TEXT.sections}` : undefined} />
          {chapterList.length > 0 ? (
            <ChapterList chapters={chapterList} onSelect={openSection} />
          ) : chapters.state.status === 'loading' ? (
            <Skeleton rows={3} title={false} />
          ) : chapters.state.status === 'error' ? (
            <ErrorState compact message={chapters.state.message} onRetry={chapters.reload} />
          ) : (
            <EmptyData compact text={COURSE_TEXT.emptySections} description={COURSE_TEXT.emptySectionsHint} />
          )}
        </View>
      </Staged>

      <Staged>
        <View className='course-detail__card'>
          <SectionHead title={COURSE_TEXT.comments} />
          <CourseComments courseId={info.id} />
        </View>
      </Staged>

      <View className='course-detail__bar'>
        <View className='course-detail__bar-price'>
          {price ? <Text className='course-detail__bar-amount'>{price}</Text> : <Text className='course-detail__bar-amount'>{info.title}</Text>}
        </View>
        <View
          className={classNames('course-detail__start', !start && 'course-detail__start--off')}
          onClick={() => { if (start) openSection(start); }}
        >
          <Text>{info.locked && start?.isFree === 1 ? COURSE_TEXT.trialStart : COURSE_TEXT.startLearning}</Text>
        </View>
      </View>

      <ShareSheet
        visible={shareOpen}
        url={shareUrl}
        title={info.title}
        onClose={() => setShareOpen(false)}
        onShared={() => { if (isLoggedIn()) void recordShare(info.id, shareUrl).catch(() => undefined); }}
        poster={{ cover: imageUrl(info.pic) || undefined }}
      />
    </View>
  );
}
