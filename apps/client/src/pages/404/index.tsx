import { NotFoundPanel } from '@/features/system/components/NotFoundPanel';
import { PageShell } from '@/shared/ui/PageShell';

export default function NotFoundPage() {
  return (
    <PageShell background='white'>
      <NotFoundPanel />
    </PageShell>
  );
}
