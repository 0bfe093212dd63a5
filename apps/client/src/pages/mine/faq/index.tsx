import { FaqScreen } from '@/features/centre/components/FaqScreen';
import { PageShell } from '@/shared/ui/PageShell';

export default function FaqPage() {
  return (
    <PageShell>
      <FaqScreen />
    </PageShell>
  );
}
