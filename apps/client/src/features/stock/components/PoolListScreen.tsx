import { useEffect, useMemo } from 'react';
import { Text, View } from '@tarojs/components';
import classNames from 'classnames';
import { STOCK_TEXT, type MarketQuote, type PoolItem, type StockPool } from '@caixue/contract';
import { openStockDetail } from '@/shared/navigation/stockDetail';
import { EmptyData } from '@/shared/ui/EmptyData';
import { ErrorState } from '@/shared/ui/ErrorState';
import { imageUrl } from '@/shared/ui/imageUrl';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchStockPools } from '../raceApi';
import { POOL_STATUS_TEXT, POOL_UI_TEXT, priceText, RACE_UI_TEXT } from '../raceModel';
import { livePoolItem, livePoolSymbols } from '../poolModel';
import { openNoPermission } from '@/shared/navigation/noPermission';
import { StockRiskTip } from '@/shared/ui/StockRiskTip';
import { TrendText } from './TrendText';
import './PoolListScreen.scss';
import './stock.scss';
import { Picture } from '@/shared/ui/Picture';

/** The list (max gains, statuses) is read again this often while the page is open; prices move live. */
export const POOL_REFRESH_MS = 30_000;

type QuotesBySymbol = Record<string, MarketQuote>;

export interface PoolListScreenProps {
  /** Live quotes by symbol (the page passes `useLiveQuotes` of features/market: features do not import each other). */
  useQuotes: (symbols: readonly string[]) => { bySymbol: QuotesBySymbol };
}

/**
 * 老师股票池: each teacher's pool with its stocks (entry day and price, latest price, return since
 * entry, max gain, the teacher's reason, 持有/已调出). A pool the member has not unlocked arrives as a
 * teaser (title, teacher, description, counts) and offers 立即开通. The held stocks of the unlocked
 * pools follow the live quotes (latest price, return since entry); a row opens the stock's detail page.
 */
export function PoolListScreen({ useQuotes }: PoolListScreenProps) {
  const pools = useAsyncData(fetchStockPools);
  const { reload } = pools;
  useEffect(() => {
    const timer = setInterval(reload, POOL_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);
  const data = pools.state.data;
  const symbols = useMemo(() => livePoolSymbols(data), [data]);
  const { bySymbol } = useQuotes(symbols);

  return (
    <View className='stock-page pool-screen'>
      {data ? (
        data.length === 0 ? <EmptyData text={POOL_UI_TEXT.empty} /> : data.map((pool) => <PoolCard key={pool.id} pool={pool} quotes={bySymbol} />)
      ) : pools.state.status === 'error' ? (
        <ErrorState message={pools.state.message} onRetry={reload} />
      ) : (
        [0, 1].map((key) => <View key={key} className='stock-card'><Skeleton rows={4} avatar /></View>)
      )}
      <StockRiskTip line={STOCK_TEXT.riskTip} />
    </View>
  );
}

function PoolCard({ pool, quotes }: { pool: StockPool; quotes: QuotesBySymbol }) {
  return (
    <View className='stock-card pool-card' data-pool={pool.id}>
      <View className='pool-card__head'>
        {pool.teacher?.avatar ? <Picture alt='' className='pool-card__avatar' src={imageUrl(pool.teacher.avatar)} mode='aspectFill' /> : null}
        <View className='pool-card__who'>
          <View className='pool-card__title-row'>
            <Text className='pool-card__title'>{pool.title}</Text>
            {pool.locked ? <Text className='stock-lock-badge'>🔒 {RACE_UI_TEXT.lockedBadge}</Text> : null}
          </View>
          <Text className='pool-card__meta'>{[pool.teacher?.name, POOL_UI_TEXT.counts(pool.itemCount, pool.holdingCount)].filter(Boolean).join(' · ')}</Text>
        </View>
      </View>
      {pool.description ? <Text className='pool-card__description'>{pool.description}</Text> : null}
      {pool.locked ? (
        <View className='stock-locked pool-locked' data-locked-pool={pool.id}>
          <Text className='stock-locked__icon'>🔒</Text>
          <Text className='stock-locked__hint'>{STOCK_TEXT.poolLocked}</Text>
          <View className='stock-locked__button' onClick={() => void openNoPermission(pool, STOCK_TEXT.poolLocked)}><Text>{RACE_UI_TEXT.unlock}</Text></View>
        </View>
      ) : pool.items.length === 0 ? (
        <EmptyData compact text={POOL_UI_TEXT.itemsEmpty} />
      ) : (
        <View className='pool-items'>{pool.items.map((item) => <PoolRow key={item.id} item={livePoolItem(item, quotes[item.symbol])} />)}</View>
      )}
    </View>
  );
}

function PoolRow({ item }: { item: PoolItem }) {
  return (
    <View
      className={classNames('pool-item', item.status === 'removed' && 'pool-item--removed')}
      data-item={item.id}
      data-symbol={item.symbol}
      onClick={() => void openStockDetail(item.symbol)}
    >
      <View className='pool-item__line'>
        <Text className='pool-item__name'>{item.name}</Text>
        <Text className='pool-item__code'>{item.code}</Text>
        <Text className={classNames('pool-item__status', `pool-item__status--${item.status}`)}>{POOL_STATUS_TEXT[item.status]}</Text>
        <Text className='stock-chevron'>›</Text>
      </View>
      <View className='pool-item__figures'>
        <View className='pool-item__figure'>
          <Text className='pool-item__label'>{POOL_UI_TEXT.entryDay}</Text>
          <Text className='pool-item__value'>{item.entryDay}</Text>
        </View>
        <View className='pool-item__figure'>
          <Text className='pool-item__label'>{POOL_UI_TEXT.entryPrice}</Text>
          <Text className='pool-item__value'>{priceText(item.entryPrice)}</Text>
        </View>
        <View className='pool-item__figure'>
          <Text className='pool-item__label'>{POOL_UI_TEXT.latestPrice}</Text>
          <TrendText className='pool-item__value' value={item.latestPrice - item.entryPrice} text={priceText(item.latestPrice)} />
        </View>
        <View className='pool-item__figure'>
          <Text className='pool-item__label'>{POOL_UI_TEXT.returnRate}</Text>
          <TrendText className='pool-item__value' value={item.returnRate} />
        </View>
        <View className='pool-item__figure'>
          <Text className='pool-item__label'>{POOL_UI_TEXT.maxGain}</Text>
          <TrendText className='pool-item__value' value={item.maxGain} />
        </View>
      </View>
      <Text className='pool-item__reason'>{`${POOL_UI_TEXT.reason}：${item.reason}`}</Text>
      {item.exitDay ? <Text className='pool-item__exit'>{`${POOL_UI_TEXT.exitDay} ${item.exitDay}`}</Text> : null}
    </View>
  );
}
