import { PointsScreen } from '@/features/points/components/PointsScreen';
import { PageShell } from '@/shared/ui/PageShell';

export default function IntegralPage() {
  return (
    <PageShell>
      <PointsScreen />
    </PageShell>
  );
}
