import { TemplateScreen } from '@/features/live/components/TemplateScreen';
import { PageShell } from '@/shared/ui/PageShell';

/** Every word room's template messages (token); rooms the member has not opened show teasers. */
export default function TemplateListPage() {
  return (
    <PageShell background='grey'>
      <TemplateScreen scope='all' />
    </PageShell>
  );
}
