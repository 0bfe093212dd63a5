import { useRouter } from '@tarojs/taro';
import { View } from '@tarojs/components';
import { CourseList } from '@/features/course/components/CourseList';
import { COURSE_TEXT } from '@/features/course/model';
import { TeacherHeaderById } from '@/features/teacher/components/TeacherDetail';
import { PageShell } from '@/shared/ui/PageShell';
import { SectionHead } from '@/shared/ui/SectionHead';

/** /pages/course/teacher/index?id=: a teacher and the courses they give. */
export default function CourseTeacherPage() {
  const { params } = useRouter();
  const id = Number(params.id);
  return (
    <PageShell>
      <TeacherHeaderById key={id} teacherId={id} />
      <View className='course-teacher-page__head'>
        <SectionHead title={COURSE_TEXT.teacherCourses} />
      </View>
      <CourseList query={{ teacherId: id }} />
    </PageShell>
  );
}
