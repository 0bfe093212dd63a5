import { useRouter } from '@tarojs/taro';
import { useLiveQuotes } from '@/features/market/hooks/useLiveQuotes';
import { AlertsScreen } from '@/features/watchlist/components/AlertsScreen';
import { PageShell } from '@/shared/ui/PageShell';

/** 股价提醒 (issue 15): ?symbol= opens the form for that stock above the member's alerts. */
export default function PriceAlertsPage() {
  const { params } = useRouter();
  const symbol = typeof params.symbol === 'string' && /^[A-Za-z0-9.]{1,16}$/.test(params.symbol) ? params.symbol : undefined;
  return (
    <PageShell>
      <AlertsScreen symbol={symbol} useQuotes={useLiveQuotes} />
    </PageShell>
  );
}
