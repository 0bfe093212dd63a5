import { PasswordForm } from '@/features/member/components/account/PasswordForm';
import { PageShell } from '@/shared/ui/PageShell';

export default function PasswordPage() {
  return (
    <PageShell>
      <PasswordForm />
    </PageShell>
  );
}
