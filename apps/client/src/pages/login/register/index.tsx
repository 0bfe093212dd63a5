import { RegisterForm } from '@/features/auth/components/RegisterForm';
import { REGISTER_TEXT } from '@/features/auth/components/loginText';
import { NavBar } from '@/shared/ui/NavBar';
import { PageShell } from '@/shared/ui/PageShell';

export default function RegisterPage() {
  return (
    <PageShell background='white' navBar={<NavBar back title={REGISTER_TEXT.navTitle} />}>
      <RegisterForm />
    </PageShell>
  );
}
