import { useRouter } from '@tarojs/taro';
import { useLiveQuotes } from '@/features/market/hooks/useLiveQuotes';
import { StockDetailScreen } from '@/features/stock-detail/components/StockDetailScreen';
import { isWatchable } from '@/features/stock-detail/model';
import { AlertNotice } from '@/features/watchlist/components/AlertNotice';
import { WATCHLIST_TEXT } from '@caixue/contract';
import { StockRiskTip } from '@/shared/ui/StockRiskTip';
import { WatchActions } from '@/features/watchlist/components/WatchActions';
import { ErrorState } from '@/shared/ui/ErrorState';
import { PageShell } from '@/shared/ui/PageShell';

/** 个股详情 (issue 15) /pages/stock/detail/index?symbol=sh600519: quote, charts, news, 加自选 and 提醒. */
export default function StockDetailPage() {
  const { params } = useRouter();
  const symbol = typeof params.symbol === 'string' && /^[A-Za-z0-9.]{1,16}$/.test(params.symbol) ? params.symbol.toLowerCase() : '';
  return (
    <PageShell>
      <AlertNotice />
      {symbol ? (
        <StockDetailScreen
          symbol={symbol}
          useQuotes={useLiveQuotes}
          actions={(quote) => <WatchActions symbol={quote.symbol} watchable={isWatchable(quote)} />}
          footer={<StockRiskTip line={WATCHLIST_TEXT.riskTip} />}
        />
      ) : (
        <>
          <ErrorState title='股票代码不存在，请检查后重试' message='缺少股票代码' />
          <StockRiskTip line={WATCHLIST_TEXT.riskTip} />
        </>
      )}
    </PageShell>
  );
}
