import { PersonalInformation } from '@/features/member/components/account/PersonalInformation';
import { PageShell } from '@/shared/ui/PageShell';

export default function PersonalInformationPage() {
  return (
    <PageShell>
      <PersonalInformation />
    </PageShell>
  );
}
