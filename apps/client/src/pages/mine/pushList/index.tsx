import { PushList } from '@/features/centre/components/PushList';
import { PageShell } from '@/shared/ui/PageShell';

export default function PushListPage() {
  return (
    <PageShell>
      <PushList />
    </PageShell>
  );
}
