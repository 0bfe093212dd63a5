import { COURSE_PAGES } from '@/features/course/model';
import { TeacherList } from '@/features/teacher/components/TeacherList';
import { navigateTo } from '@/shared/navigation/navigation';
import { PageShell } from '@/shared/ui/PageShell';

/** The teachers who give courses; a row opens that teacher's courses. */
export default function CourseTeacherListPage() {
  return (
    <PageShell>
      <TeacherList hasCourse onOpen={(teacher) => void navigateTo(`${COURSE_PAGES.teacher}?id=${teacher.id}`)} />
    </PageShell>
  );
}
