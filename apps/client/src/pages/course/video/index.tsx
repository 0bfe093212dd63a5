import { useRouter } from '@tarojs/taro';
import { CourseVideoScreen } from '@/features/course/components/CourseVideoScreen';
import { PageShell } from '@/shared/ui/PageShell';

export default function CourseVideoPage() {
  const { params } = useRouter();
  const id = Number(params.id);
  return (
    <PageShell>
      <CourseVideoScreen key={id} sectionId={id} courseId={Number(params.courseId) || undefined} />
    </PageShell>
  );
}
