import { LiveHub } from '@/features/home/components/LiveHub';
import { TabBar } from '@/features/tabbar/components/TabBar';
import { PageShell } from '@/shared/ui/PageShell';

export default function LiveHubPage() {
  return (
    <PageShell tabBar={<TabBar />}>
      <LiveHub />
    </PageShell>
  );
}
