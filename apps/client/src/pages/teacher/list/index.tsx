import { TeacherList } from '@/features/teacher/components/TeacherList';
import { PageShell } from '@/shared/ui/PageShell';

export default function TeacherListPage() {
  return (
    <PageShell>
      <TeacherList />
    </PageShell>
  );
}
