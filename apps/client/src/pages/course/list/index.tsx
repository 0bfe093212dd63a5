import { useRouter } from '@tarojs/taro';
import { CourseListScreen } from '@/features/course/components/CourseList';
import { PageShell } from '@/shared/ui/PageShell';

export default function CourseListPage() {
  const { params } = useRouter();
  return (
    <PageShell>
      <CourseListScreen initialCategoryId={Number(params.categoryId) || 0} />
    </PageShell>
  );
}
