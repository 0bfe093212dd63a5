import { AiScreen } from '@/features/ai/components/AiScreen';
import { PageShell } from '@/shared/ui/PageShell';

export default function AiPage() {
  return (
    <PageShell>
      <AiScreen />
    </PageShell>
  );
}
