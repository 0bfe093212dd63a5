import { Text, View } from '@tarojs/components';
import classNames from 'classnames';
import type { Course } from '@caixue/contract';
import { formatPrice } from '@/shared/format/price';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { imageUrl } from '@/shared/ui/imageUrl';
import { formatCount } from '@/shared/format/count';
import { COURSE_TEXT } from '../model';
import './CourseRow.scss';
import { Picture } from '@/shared/ui/Picture';

export interface CourseRowProps {
  course: Course;
  onOpen: (course: Course) => void;
  /** Replaces the price on the right, e.g. the member's progress. */
  extra?: React.ReactNode;
}

/**
 * A course list row (SPEC §3) as a card: the cover art whole (the seeded covers are 750 x 320 banners
 * with their own title), then title, teacher, two lines of description, visits, likes and the price.
 */
export function CourseRow({ course, onOpen, extra }: CourseRowProps) {
  const price = formatPrice(course);
  const meta = [course.teacher?.name, course.sectionCount > 0 ? `${course.kind === 'article' ? '图文' : '视频'} · 共${course.sectionCount}${COURSE_TEXT.sections}` : ''].filter(Boolean).join('  |  ');
  return (
    <View className={classNames('course-row', course.locked && 'course-row--locked')} data-id={course.id} onClick={() => onOpen(course)}>
      <View className='course-row__cover'>
        <Picture alt='' className='course-row__pic' src={imageUrl(course.pic)} mode='aspectFill' lazyLoad />
        {course.locked ? <Text className='course-row__lock'>🔒 {COURSE_TEXT.locked}</Text> : null}
      </View>
      <View className='course-row__main'>
        <Text className='course-row__title'>{course.title}</Text>
        {meta ? <Text className='course-row__teacher'>{meta}</Text> : null}
        {course.description ? <Text className='course-row__description'>{course.description}</Text> : null}
        <View className='course-row__foot'>
          <Text className='course-row__stats'>{`${formatCount(course.visits)}${COURSE_TEXT.visits} · ${formatCount(course.likes)}${COURSE_TEXT.likes}`}</Text>
          {extra ?? (price ? <Text className={classNames('course-row__price', price === COURSE_TEXT.free && 'course-row__price--free')}>{price}</Text> : null)}
        </View>
      </View>
    </View>
  );
}

export function CourseRowSkeleton() {
  return (
    <View className='course-row course-row--skeleton'>
      <SkeletonBlock className='course-row__cover' width='100%' height='150px' />
      <View className='course-row__main'>
        <SkeletonBlock width='72%' height='16px' />
        <SkeletonBlock width='40%' height='11px' />
        <SkeletonBlock width='100%' height='11px' />
      </View>
    </View>
  );
}

export const COURSE_SKELETON = [0, 1, 2, 3, 4].map((key) => <CourseRowSkeleton key={key} />);
