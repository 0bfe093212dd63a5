import { ServiceExpiryPopup } from '@/features/access/components/ServiceExpiryPopup';
import { useCentreSummary } from '@/features/centre/hooks/useCentreSummary';
import { MineScreen } from '@/features/member/components/MineScreen';
import { TabBar } from '@/features/tabbar/components/TabBar';
import { PageShell } from '@/shared/ui/PageShell';

export default function MinePage() {
  const summary = useCentreSummary();
  return (
    <PageShell tabBar={<TabBar />}>
      <MineScreen summary={summary} />
      <ServiceExpiryPopup />
    </PageShell>
  );
}
