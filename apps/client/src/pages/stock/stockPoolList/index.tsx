import { PoolListScreen } from '@/features/stock/components/PoolListScreen';
import { PageShell } from '@/shared/ui/PageShell';

/** 股票池: the teachers' stock pools, locked ones as teasers, with the risk tip. */
export default function StockPoolListPage() {
  return (
    <PageShell>
      <PoolListScreen />
    </PageShell>
  );
}
