import { LogOffPanel } from '@/features/member/components/account/LogOffPanel';
import { PageShell } from '@/shared/ui/PageShell';

export default function LogOffPage() {
  return (
    <PageShell>
      <LogOffPanel />
    </PageShell>
  );
}
