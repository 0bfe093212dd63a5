import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import classNames from 'classnames';
import type { KlineData, MarketQuote, MinuteData, NewsItem } from '@caixue/contract';
import { formatBig, formatPercent, formatQuotePrice, formatSigned, formatVolumeLots, isLive, toneOf } from '@/shared/format/quote';
import { navigateTo } from '@/shared/navigation/navigation';
import { Chart } from '@/shared/ui/Chart';
import { ErrorState } from '@/shared/ui/ErrorState';
import { fetchKline, fetchMinute, fetchStockNews } from '../api';
import { CHART_TABS, KLINE_FETCH, KLINE_VISIBLE, QUOTE_GRID, chartBars, minuteSeries, toneAgainst, type ChartTab } from '../model';
import './StockDetailScreen.scss';

export interface StockDetailScreenProps {
  symbol: string;
  /** The page's live quote source (features/market useLiveQuotes). */
  useQuotes: (symbols: readonly string[]) => { bySymbol: Record<string, MarketQuote> };
  /** The bottom bar's actions (加自选 / 提醒 from features/watchlist), given the quote once known. */
  actions?: (quote: MarketQuote) => ReactNode;
  /** Shown after the news, above the bottom bar (the page's risk tip). */
  footer?: ReactNode;
}

type Loaded<T> = { key: string; data: T } | { key: string; error: string };

const MINUTE_REFRESH_MS = 30_000;

/** 个股详情: the quote header, 分时 / 日K / 周K / 月K on the shared chart, and news naming the stock. */
export function StockDetailScreen({ symbol, useQuotes, actions, footer }: StockDetailScreenProps) {
  const symbols = useMemo(() => [symbol], [symbol]);
  const quote = useQuotes(symbols).bySymbol[symbol.toLowerCase()];
  const [tab, setTab] = useState<ChartTab>('minute');
  const [kline, setKline] = useState<Loaded<KlineData> | null>(null);
  const [minute, setMinute] = useState<Loaded<MinuteData> | null>(null);
  const [news, setNews] = useState<NewsItem[] | null>(null);
  const [attempt, setAttempt] = useState(0);
  const live = quote ? isLive(quote.status) : false;

  useEffect(() => {
    let current = true;
    const key = `${symbol}:${tab}:${attempt}`;
    const fail = (e: unknown) => ({ key, error: e instanceof Error ? e.message : String(e) });
    if (tab === 'minute') {
      const load = () => fetchMinute(symbol).then((data) => current && setMinute({ key, data }), (e: unknown) => current && setMinute(fail(e)));
      load();
      // The day's line grows while the market trades (the header's price is live every few seconds).
      const timer = live ? setInterval(load, MINUTE_REFRESH_MS) : null;
      return () => { current = false; if (timer) clearInterval(timer); };
    }
    fetchKline(symbol, tab, KLINE_FETCH).then((data) => current && setKline({ key, data }), (e: unknown) => current && setKline(fail(e)));
    return () => { current = false; };
  }, [symbol, tab, attempt, live]);

  const code = quote?.code;
  useEffect(() => {
    if (!code) return undefined;
    let current = true;
    fetchStockNews(code).then((rows) => current && setNews(rows), () => current && setNews([]));
    return () => { current = false; };
  }, [code]);

  const tone = toneOf(quote?.change);
  const shownKline = kline && kline.key.startsWith(`${symbol}:${tab}:`) ? kline : null;
  const shownMinute = minute && tab === 'minute' ? minute : null;

  return (
    <View className='stock-detail' data-testid='stock-detail'>
      <View className='stock-detail__quote'>
        <View className='stock-detail__title'>
          <Text className='stock-detail__name' data-testid='detail-name'>{quote?.name ?? symbol.toUpperCase()}</Text>
          <Text className='stock-detail__code'>{quote ? `${quote.market.toUpperCase()} ${quote.code}` : ''}</Text>
          {quote ? <Text className={classNames('stock-detail__status', live && 'stock-detail__status--live')} data-testid='detail-status'>{quote.statusText}</Text> : null}
        </View>
        <View className={classNames('stock-detail__price-row', `tone--${tone}`)}>
          <Text className='stock-detail__price' data-testid='detail-price'>{formatQuotePrice(quote?.price)}</Text>
          <View className='stock-detail__changes'>
            <Text data-testid='detail-change'>{formatSigned(quote?.change)}</Text>
            <Text data-testid='detail-percent'>{formatPercent(quote?.changePercent)}</Text>
          </View>
        </View>
        <View className='stock-detail__grid'>
          {QUOTE_GRID.map((field) => {
            if (!quote) return null;
            const value = quote[field.key];
            const text = field.key === 'volume' ? formatVolumeLots(quote.volume)
              : field.key === 'amount' ? formatBig(quote.amount)
                : formatQuotePrice(value);
            return (
              <View key={field.key} className='stock-detail__cell'>
                <Text className='stock-detail__cell-label'>{field.text}</Text>
                <Text className={classNames('stock-detail__cell-value', field.price && `tone--${toneAgainst(value, quote.preClose)}`)}>{text}</Text>
              </View>
            );
          })}
        </View>
      </View>

      <View className='stock-detail__chart'>
        <View className='stock-detail__tabs'>
          {CHART_TABS.map((t) => (
            <Text key={t.key} className={classNames('stock-detail__tab', t.key === tab && 'stock-detail__tab--active')} data-testid='detail-chart-tab'
              onClick={() => setTab(t.key)}>{t.text}</Text>
          ))}
        </View>
        <View className='stock-detail__canvas' data-testid='detail-chart' data-tab={tab}>
          {tab === 'minute' ? (
            shownMinute && 'data' in shownMinute ? (
              <MinuteChart data={shownMinute.data} />
            ) : shownMinute && 'error' in shownMinute ? (
              <ErrorState compact message={shownMinute.error} onRetry={() => setAttempt((n) => n + 1)} />
            ) : <View className='stock-detail__placeholder' />
          ) : shownKline && 'data' in shownKline ? (
            <KlineChart key={tab} data={shownKline.data} label={`${shownKline.data.name} ${CHART_TABS.find((t) => t.key === tab)?.text ?? ''}`} />
          ) : shownKline && 'error' in shownKline ? (
            <ErrorState compact message={shownKline.error} onRetry={() => setAttempt((n) => n + 1)} />
          ) : <View className='stock-detail__placeholder' />}
        </View>
      </View>

      <View className='stock-detail__news'>
        <Text className='stock-detail__section'>相关资讯</Text>
        {news?.length === 0 ? <Text className='stock-detail__none'>暂无相关资讯</Text> : null}
        {news?.map((item) => (
          <View key={item.id} className='stock-news' data-testid='stock-news' onClick={() => void navigateTo(`/pages/news/details/index?id=${item.id}`)}>
            <Text className='stock-news__title'>{item.title}</Text>
            <Text className='stock-news__date'>{item.date}</Text>
          </View>
        ))}
      </View>

      {footer}
      {quote && actions ? <View className='stock-detail__actions'>{actions(quote)}</View> : null}
    </View>
  );
}

// The charts' inputs keep their identity while the data do: a new array would make the canvas clear and draw
// again on every render of the screen (each live quote), not only when the bars change.
const KLINE_MA = [5, 10, 20];

function KlineChart({ data, label }: { data: KlineData; label: string }) {
  const bars = useMemo(() => chartBars(data.bars), [data.bars]);
  return <Chart kind='kline' bars={bars} ma={KLINE_MA} visible={KLINE_VISIBLE} height={200} label={label} />;
}

function MinuteChart({ data }: { data: MinuteData }) {
  const series = useMemo(() => minuteSeries(data), [data]);
  const lines = useMemo(() => [{ name: '价格', data: series.price, color: '#3d7ee0' }, { name: '均价', data: series.average, color: '#f0a020' }], [series]);
  return <Chart kind='line' categories={series.categories} series={lines} height={200} label={`${data.name} 分时`} />;
}
