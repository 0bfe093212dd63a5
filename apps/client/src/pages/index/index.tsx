import { ServiceExpiryPopup } from '@/features/access/components/ServiceExpiryPopup';
import { HomeScreen } from '@/features/home/components/HomeScreen';
import { TabBar } from '@/features/tabbar/components/TabBar';
import { PageShell } from '@/shared/ui/PageShell';

export default function HomePage() {
  return (
    <PageShell tabBar={<TabBar />}>
      <HomeScreen />
      <ServiceExpiryPopup />
    </PageShell>
  );
}
