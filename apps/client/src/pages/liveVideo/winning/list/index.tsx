import { WinningListScreen } from '@/features/winning/components/WinningListScreen';
import { PageShell } from '@/shared/ui/PageShell';

export default function WinningListPage() {
  return (
    <PageShell>
      <WinningListScreen />
    </PageShell>
  );
}
