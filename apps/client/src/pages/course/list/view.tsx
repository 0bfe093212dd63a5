import { useRouter } from '@tarojs/taro';
import { CourseDetail } from '@/features/course/components/CourseDetail';
import { CourseHomeworkEntry } from '@/features/homework/components/CourseHomeworkEntry';
import { PageShell } from '@/shared/ui/PageShell';

export default function CourseViewPage() {
  const { params } = useRouter();
  const id = Number(params.id);
  return (
    <PageShell>
      <CourseDetail key={id} courseId={id} extra={<CourseHomeworkEntry courseId={id} />} />
    </PageShell>
  );
}
