import { Image, Text, View } from '@tarojs/components';
import classNames from 'classnames';
import type { Course } from '@caixue/contract';
import { formatPrice } from '@/shared/format/price';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { imageUrl } from '@/shared/ui/imageUrl';
import { COURSE_TEXT, countText } from '../model';
import './CourseRow.scss';

export interface CourseRowProps {
  course: Course;
  onOpen: (course: Course) => void;
  /** Replaces the price on the right, e.g. the member's progress. */
  extra?: React.ReactNode;
}

/** A course list row (SPEC §3): cover, title, teacher, two lines of description, visits, likes, price. */
export function CourseRow({ course, onOpen, extra }: CourseRowProps) {
  const price = formatPrice(course);
  return (
    <View className={classNames('course-row', course.locked && 'course-row--locked')} data-id={course.id} onClick={() => onOpen(course)}>
      <View className='course-row__cover'>
        <Image className='course-row__pic' src={imageUrl(course.pic)} mode='aspectFill' lazyLoad />
        <Text className='course-row__kind'>{course.kind === 'article' ? '图文' : '视频'}</Text>
        {course.sectionCount > 0 ? <Text className='course-row__count'>{`${course.sectionCount}${COURSE_TEXT.sections}`}</Text> : null}
      </View>
      <View className='course-row__main'>
        <View className='course-row__title-line'>
          {course.locked ? <Text className='course-row__lock'>🔒</Text> : null}
          <Text className='course-row__title'>{course.title}</Text>
        </View>
        {course.teacher ? <Text className='course-row__teacher'>{course.teacher.name}</Text> : null}
        <Text className='course-row__description'>{course.description}</Text>
        <View className='course-row__foot'>
          <Text className='course-row__stats'>{`${countText(course.visits)}${COURSE_TEXT.visits} · ${countText(course.likes)}${COURSE_TEXT.likes}`}</Text>
          {extra ?? (price ? <Text className={classNames('course-row__price', price === COURSE_TEXT.free && 'course-row__price--free')}>{price}</Text> : null)}
        </View>
      </View>
    </View>
  );
}

export function CourseRowSkeleton() {
  return (
    <View className='course-row course-row--skeleton'>
      <SkeletonBlock className='course-row__cover' width='120px' height='84px' />
      <View className='course-row__main'>
        <SkeletonBlock width='80%' height='15px' />
        <SkeletonBlock width='36%' height='11px' />
        <SkeletonBlock width='100%' height='11px' />
        <SkeletonBlock width='60%' height='11px' />
      </View>
    </View>
  );
}

export const COURSE_SKELETON = [0, 1, 2, 3, 4].map((key) => <CourseRowSkeleton key={key} />);
