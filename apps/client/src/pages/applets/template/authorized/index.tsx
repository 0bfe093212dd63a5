import { TemplateScreen } from '@/features/live/components/TemplateScreen';
import { PageShell } from '@/shared/ui/PageShell';

/** The template messages the caller may open (public, SPEC §2): a visitor sees the free rooms' teasers. */
export default function AuthorizedTemplatePage() {
  return (
    <PageShell background='grey'>
      <TemplateScreen scope='authorized' />
    </PageShell>
  );
}
