import { LiveHub, LIVE_HUB_TEXT } from '@/features/home/components/LiveHub';
import { TabBar } from '@/features/tabbar/components/TabBar';
import { NavBar } from '@/shared/ui/NavBar';
import { PageShell } from '@/shared/ui/PageShell';

export default function LiveHubPage() {
  return (
    <PageShell navBar={<NavBar title={LIVE_HUB_TEXT.navTitle} />} tabBar={<TabBar />}>
      <LiveHub />
    </PageShell>
  );
}
