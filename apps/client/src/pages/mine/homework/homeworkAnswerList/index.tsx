import { AnswerListScreen } from '@/features/homework/components/AnswerListScreen';
import { PageShell } from '@/shared/ui/PageShell';

export default function HomeworkAnswerListPage() {
  return (
    <PageShell>
      <AnswerListScreen />
    </PageShell>
  );
}
