import { SmsLoginForm } from '@/features/auth/components/SmsLoginForm';
import { PageShell } from '@/shared/ui/PageShell';

export default function SmsLoginPage() {
  return (
    <PageShell background='white'>
      <SmsLoginForm />
    </PageShell>
  );
}
