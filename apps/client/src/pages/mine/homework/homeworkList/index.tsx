import { useRouter } from '@tarojs/taro';
import { HomeworkListScreen } from '@/features/homework/components/HomeworkListScreen';
import { PageShell } from '@/shared/ui/PageShell';

export default function HomeworkListPage() {
  const { params } = useRouter();
  const courseId = Number(params.courseId) || undefined;
  return (
    <PageShell>
      <HomeworkListScreen courseId={courseId} />
    </PageShell>
  );
}
