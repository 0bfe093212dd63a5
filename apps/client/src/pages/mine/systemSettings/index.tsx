import { SystemSettings } from '@/features/member/components/account/SystemSettings';
import { refreshVersionStatus } from '@/features/system/hooks/useVersionCheck';
import { PageShell } from '@/shared/ui/PageShell';

export default function SystemSettingsPage() {
  return (
    <PageShell>
      <SystemSettings checkVersion={refreshVersionStatus} />
    </PageShell>
  );
}
