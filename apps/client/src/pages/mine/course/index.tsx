import { MyCourses } from '@/features/course/components/MyCourses';
import { PageShell } from '@/shared/ui/PageShell';

export default function MyCoursePage() {
  return (
    <PageShell>
      <MyCourses />
    </PageShell>
  );
}
