import { InterestScreen } from '@/features/centre/components/InterestScreen';
import { PageShell } from '@/shared/ui/PageShell';

export default function InterestPage() {
  return (
    <PageShell>
      <InterestScreen />
    </PageShell>
  );
}
