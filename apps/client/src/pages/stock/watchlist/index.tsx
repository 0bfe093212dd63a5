import { useLiveQuotes } from '@/features/market/hooks/useLiveQuotes';
import { AlertNotice } from '@/features/watchlist/components/AlertNotice';
import { WatchlistScreen } from '@/features/watchlist/components/WatchlistScreen';
import { PageShell } from '@/shared/ui/PageShell';

/** 自选股 (issue 15): the member's watchlist with live quotes; the route guard sends visitors to login. */
export default function WatchlistPage() {
  return (
    <PageShell>
      <AlertNotice />
      <WatchlistScreen useQuotes={useLiveQuotes} />
    </PageShell>
  );
}
