import { useRouter } from '@tarojs/taro';
import { AnswerScreen } from '@/features/homework/components/AnswerScreen';
import { PageShell } from '@/shared/ui/PageShell';

export default function HomeworkAnswerPage() {
  const { params } = useRouter();
  const id = Number(params.id);
  return (
    <PageShell>
      <AnswerScreen key={id} id={id} />
    </PageShell>
  );
}
