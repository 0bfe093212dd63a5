import { AccountLoginForm } from '@/features/auth/components/AccountLoginForm';
import { PageShell } from '@/shared/ui/PageShell';

export default function AccountLoginPage() {
  return (
    <PageShell background='white'>
      <AccountLoginForm />
    </PageShell>
  );
}
