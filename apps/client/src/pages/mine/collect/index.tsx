import { CollectScreen } from '@/features/centre/components/CollectScreen';
import { PageShell } from '@/shared/ui/PageShell';

export default function CollectPage() {
  return (
    <PageShell>
      <CollectScreen />
    </PageShell>
  );
}
