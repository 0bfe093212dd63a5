import { useRouter } from '@tarojs/taro';
import { CourseArticleScreen } from '@/features/course/components/CourseArticleScreen';
import { PageShell } from '@/shared/ui/PageShell';

export default function CourseNewsPage() {
  const { params } = useRouter();
  const id = Number(params.id);
  return (
    <PageShell>
      <CourseArticleScreen key={id} sectionId={id} courseId={Number(params.courseId) || undefined} />
    </PageShell>
  );
}
