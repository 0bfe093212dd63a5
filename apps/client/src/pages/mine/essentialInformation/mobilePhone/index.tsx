import { MobilePhoneView } from '@/features/member/components/account/MobilePhoneView';
import { PageShell } from '@/shared/ui/PageShell';

export default function MobilePhonePage() {
  return (
    <PageShell>
      <MobilePhoneView />
    </PageShell>
  );
}
