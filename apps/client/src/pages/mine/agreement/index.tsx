import { AgreementDocument } from '@/features/member/components/AgreementDocument';
import { PageShell } from '@/shared/ui/PageShell';

export default function AgreementPage() {
  return (
    <PageShell>
      <AgreementDocument />
    </PageShell>
  );
}
