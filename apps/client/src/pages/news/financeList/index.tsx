import { FinanceListScreen } from '@/features/news/components/NewsReadScreens';
import { PageShell } from '@/shared/ui/PageShell';

/** /pages/news/financeList/index — 财经要闻. */
export default function FinanceListPage() {
  return (
    <PageShell>
      <FinanceListScreen />
    </PageShell>
  );
}
