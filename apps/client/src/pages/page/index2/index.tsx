import { SchoolHub } from '@/features/home/components/SchoolHub';
import { TabBar } from '@/features/tabbar/components/TabBar';
import { PageShell } from '@/shared/ui/PageShell';

export default function SchoolHubPage() {
  return (
    <PageShell tabBar={<TabBar />}>
      <SchoolHub />
    </PageShell>
  );
}
