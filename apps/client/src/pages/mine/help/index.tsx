import { ArticleList } from '@/features/centre/components/ArticleList';
import { PageShell } from '@/shared/ui/PageShell';

export default function HelpPage() {
  return (
    <PageShell>
      <ArticleList category='help' />
    </PageShell>
  );
}
