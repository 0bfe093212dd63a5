import { Text, View } from '@tarojs/components';
import { HOMEWORK_TEXT } from '@caixue/contract';
import { navigateTo } from '@/shared/navigation/navigation';
import { useHomeworkCounts } from '../hooks/useHomeworkCounts';
import { listUrl } from '../model';
import './CourseHomeworkEntry.scss';

/** The course page's 课程作业 row, when the member has homework of this course (to do, submitted or graded). */
export function CourseHomeworkEntry({ courseId }: { courseId: number }) {
  const counts = useHomeworkCounts(courseId);
  if (!counts || counts.todo + counts.submitted + counts.graded === 0) return null;
  const open = counts.todo - counts.overdue;
  const line = open > 0 ? `${open} 份待完成` : counts.submitted > 0 ? `${counts.submitted} 份待批改` : `${counts.graded} 份已批改`;
  return (
    <View className='course-homework' data-testid='course-homework' onClick={() => void navigateTo(listUrl(courseId))}>
      <Text className='course-homework__icon'>✎</Text>
      <Text className='course-homework__title'>{HOMEWORK_TEXT.courseEntry}</Text>
      <Text className={`course-homework__line${open > 0 ? ' course-homework__line--todo' : ''}`}>{line}</Text>
      <Text className='course-homework__chevron'>›</Text>
    </View>
  );
}
