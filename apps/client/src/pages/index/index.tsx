import { ServiceExpiryPopup } from '@/features/access/components/ServiceExpiryPopup';
import { useServiceExpiry } from '@/features/access/hooks/useServiceExpiry';
import { HomeScreen } from '@/features/home/components/HomeScreen';
import { TabBar } from '@/features/tabbar/components/TabBar';
import { ViewpointStrip } from '@/features/viewpoint/components/ViewpointStrip';
import { PageShell } from '@/shared/ui/PageShell';

export default function HomePage() {
  const expiry = useServiceExpiry();
  return (
    <PageShell tabBar={<TabBar />}>
      {/* One popup at a time: the service popup first, the advert after it is closed (or not needed). */}
      <HomeScreen advertAllowed={expiry.settled} sections={<ViewpointStrip />} />
      <ServiceExpiryPopup expiry={expiry} />
    </PageShell>
  );
}
