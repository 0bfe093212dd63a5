import { AlertNotice } from '@/features/watchlist/components/AlertNotice';
import { SearchScreen } from '@/features/watchlist/components/SearchScreen';
import { PageShell } from '@/shared/ui/PageShell';

/** 搜索股票 (issue 15): by code, name or pinyin initials; 加自选 from the results. */
export default function StockSearchPage() {
  return (
    <PageShell>
      <AlertNotice />
      <SearchScreen />
    </PageShell>
  );
}
