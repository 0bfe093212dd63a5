import { useRouter } from '@tarojs/taro';
import { HomeworkDetailScreen } from '@/features/homework/components/HomeworkDetailScreen';
import { PageShell } from '@/shared/ui/PageShell';

export default function HomeworkDetailPage() {
  const { params } = useRouter();
  const id = Number(params.id);
  return (
    <PageShell>
      <HomeworkDetailScreen key={id} id={id} />
    </PageShell>
  );
}
