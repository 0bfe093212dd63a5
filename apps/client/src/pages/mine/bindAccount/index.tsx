import { BindAccount } from '@/features/auth/components/BindAccount';
import { PageShell } from '@/shared/ui/PageShell';

export default function BindAccountPage() {
  return (
    <PageShell>
      <BindAccount />
    </PageShell>
  );
}
