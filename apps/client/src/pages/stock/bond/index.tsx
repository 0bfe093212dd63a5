import { BOND_TEXT } from '@caixue/contract';
import { BondScreen } from '@/features/bond/components/BondScreen';
import { NavBar } from '@/shared/ui/NavBar';
import { PageShell } from '@/shared/ui/PageShell';

export default function BondPage() {
  return (
    <PageShell navBar={<NavBar theme='brand' back title={BOND_TEXT.title} />}>
      <BondScreen />
    </PageShell>
  );
}
