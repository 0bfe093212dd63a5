import { MineScreen } from '@/features/member/components/MineScreen';
import { TabBar } from '@/features/tabbar/components/TabBar';
import { PageShell } from '@/shared/ui/PageShell';

export default function MinePage() {
  return (
    <PageShell tabBar={<TabBar />}>
      <MineScreen />
    </PageShell>
  );
}
