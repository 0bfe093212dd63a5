import { SchoolHub, SCHOOL_HUB_TEXT } from '@/features/home/components/SchoolHub';
import { TabBar } from '@/features/tabbar/components/TabBar';
import { NavBar } from '@/shared/ui/NavBar';
import { PageShell } from '@/shared/ui/PageShell';

export default function SchoolHubPage() {
  return (
    <PageShell navBar={<NavBar title={SCHOOL_HUB_TEXT.navTitle} />} tabBar={<TabBar />}>
      <SchoolHub />
    </PageShell>
  );
}
