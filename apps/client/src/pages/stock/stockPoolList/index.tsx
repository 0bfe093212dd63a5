import { useLiveQuotes } from '@/features/market/hooks/useLiveQuotes';
import { PoolListScreen } from '@/features/stock/components/PoolListScreen';
import { PageShell } from '@/shared/ui/PageShell';

/** 股票池: the teachers' stock pools, locked ones as teasers, live prices of the held stocks, with the risk tip. */
export default function StockPoolListPage() {
  return (
    <PageShell>
      <PoolListScreen useQuotes={useLiveQuotes} />
    </PageShell>
  );
}
