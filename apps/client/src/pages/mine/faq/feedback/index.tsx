import { FeedbackForm } from '@/features/centre/components/FeedbackForm';
import { PageShell } from '@/shared/ui/PageShell';

export default function FeedbackPage() {
  return (
    <PageShell>
      <FeedbackForm />
    </PageShell>
  );
}
