import { CfqScreen } from '@/features/course/components/CfqScreen';
import { NavBar } from '@/shared/ui/NavBar';
import { PageShell } from '@/shared/ui/PageShell';

export default function CfqPage() {
  return (
    <PageShell navBar={<NavBar theme='brand' back title='财富圈' />}>
      <CfqScreen />
    </PageShell>
  );
}
