import { PointsScreen } from '@/features/points/components/PointsScreen';
import { WheelEntry } from '@/features/winning/components/WheelEntry';
import { PageShell } from '@/shared/ui/PageShell';

export default function IntegralPage() {
  return (
    <PageShell>
      <PointsScreen />
      <WheelEntry />
    </PageShell>
  );
}
