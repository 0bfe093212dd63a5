import { NoPermissionScreen } from '@/features/access/components/NoPermissionScreen';
import { PageShell } from '@/shared/ui/PageShell';

export default function NoPermissionPage() {
  return (
    <PageShell>
      <NoPermissionScreen />
    </PageShell>
  );
}
