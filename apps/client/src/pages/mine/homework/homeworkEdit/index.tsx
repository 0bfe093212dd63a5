import { useRouter } from '@tarojs/taro';
import { HomeworkEditScreen } from '@/features/homework/components/HomeworkEditScreen';
import { PageShell } from '@/shared/ui/PageShell';

export default function HomeworkEditPage() {
  const { params } = useRouter();
  const id = Number(params.id) || undefined;
  const courseId = Number(params.courseId) || undefined;
  return (
    <PageShell>
      <HomeworkEditScreen key={`${id ?? ''}-${courseId ?? ''}`} id={id} courseId={courseId} />
    </PageShell>
  );
}
