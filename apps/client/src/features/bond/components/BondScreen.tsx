import { useCallback, useState } from 'react';
import { ScrollView, Text, View } from '@tarojs/components';
import { BOND_TEXT, WATCHLIST_TEXT, type BondRow, type BondSortColumn } from '@caixue/contract';
import { openStockDetail } from '@/shared/navigation/stockDetail';
import { StockRiskTip } from '@/shared/ui/StockRiskTip';
import { EmptyData } from '@/shared/ui/EmptyData';
import { ErrorState } from '@/shared/ui/ErrorState';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchBonds } from '../api';
import { INITIAL_SORT, nextSort, percentText, priceText, sizeText, sortArrow, tone, type BondSort } from '../model';
import './BondScreen.scss';

type Column = { key: BondSortColumn; label: string; cell: (row: BondRow) => { text: string; tone?: string } };

const COLUMNS: readonly Column[] = [
  { key: 'price', label: BOND_TEXT.columns.price, cell: (r) => ({ text: priceText(r.price), tone: tone(r.changePercent) }) },
  { key: 'changePercent', label: BOND_TEXT.columns.changePercent, cell: (r) => ({ text: percentText(r.changePercent), tone: tone(r.changePercent) }) },
  { key: 'conversionValue', label: BOND_TEXT.columns.conversionValue, cell: (r) => ({ text: priceText(r.conversionValue, 2) }) },
  { key: 'premiumRate', label: BOND_TEXT.columns.premiumRate, cell: (r) => ({ text: percentText(r.premiumRate) }) },
  { key: 'rating', label: BOND_TEXT.columns.rating, cell: (r) => ({ text: r.rating }) },
  { key: 'remainingSize', label: BOND_TEXT.columns.remainingSize, cell: (r) => ({ text: sizeText(r.remainingSize) }) },
];

function clockOf(time: number): string {
  // Beijing time whatever the phone's zone: the market's clock.
  const d = new Date(time + 8 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

function LoadingTable() {
  return (
    <View className='bond-loading' data-testid='bond-loading'>
      {Array.from({ length: 8 }, (_, i) => (
        <View key={i} className='bond-loading__row'>
          <SkeletonBlock width='72px' height='14px' />
          <SkeletonBlock width='52px' height='14px' />
          <SkeletonBlock width='52px' height='14px' />
          <SkeletonBlock width='60px' height='14px' />
        </View>
      ))}
    </View>
  );
}

interface BondTableProps {
  rows: BondRow[];
  /** The order asked for (the arrows) and the order of the rows shown (until the new answer comes). */
  sort: BondSort;
  shownSort: BondSort;
  busy: boolean;
  onSort: (column: BondSortColumn) => void;
}

function BondTable({ rows, sort, shownSort, busy, onSort }: BondTableProps) {
  return (
    <View className={`bond-table${busy ? ' bond-table--busy' : ''}`} data-testid='bond-table' data-status={busy ? 'loading' : 'ready'} data-sort={`${shownSort.sortBy}:${shownSort.order}`}>
      <View className='bond-table__fixed'>
        <View className='bond-table__head bond-table__head--name'>
          <Text>{BOND_TEXT.columns.name}</Text>
        </View>
        {rows.map((r) => (
          <View key={r.symbol} className='bond-table__name' data-testid='bond-name' data-code={r.code} onClick={() => void openStockDetail(r.symbol)}>
            <Text className='bond-table__bond'>{r.name}</Text>
            <Text className='bond-table__code'>{`${r.code} ›`}</Text>
          </View>
        ))}
      </View>
      <ScrollView scrollX className='bond-table__scroll' enhanced showScrollbar={false}>
        <View className='bond-table__grid'>
          <View className='bond-table__row bond-table__row--head'>
            {COLUMNS.map((c) => {
              const active = sort.sortBy === c.key;
              return (
                <View
                  key={c.key}
                  className={`bond-table__head bond-table__head--sortable${active ? ' bond-table__head--active' : ''}`}
                  data-testid={`bond-sort-${c.key}`}
                  onClick={() => onSort(c.key)}
                >
                  <Text>{c.label}</Text>
                  <Text className='bond-table__arrow' data-testid={active ? 'bond-sort-arrow' : undefined}>{sortArrow(sort, c.key)}</Text>
                </View>
              );
            })}
            <View className='bond-table__head bond-table__head--wide'>
              <Text>{BOND_TEXT.columns.underlying}</Text>
            </View>
          </View>
          {rows.map((r) => (
            <View key={r.symbol} className='bond-table__row' data-code={r.code}>
              {COLUMNS.map((c) => {
                const { text, tone: colour } = c.cell(r);
                return (
                  <View key={c.key} className={`bond-table__cell${colour ? ` bond-table__cell--${colour}` : ''}`} data-column={c.key}>
                    <Text>{text}</Text>
                  </View>
                );
              })}
              <View
                className='bond-table__cell bond-table__cell--wide bond-table__underlying'
                data-testid='bond-underlying'
                data-symbol={r.underlying.symbol}
                onClick={() => void openStockDetail(r.underlying.symbol)}
              >
                <Text className='bond-table__stock'>{`${r.underlying.name} ›`}</Text>
                <Text className={`bond-table__stock-change bond-table__cell--${tone(r.underlying.changePercent)}`}>{percentText(r.underlying.changePercent)}</Text>
              </View>
            </View>
          ))}
        </View>
      </ScrollView>
    </View>
  );
}

/**
 * 可转债 (issue 15): the convertible bonds, sorted by the server on the tapped column. A bond's name opens
 * its detail page (the market data answers a bond's quotes, minute line and K-lines), its 正股 the stock's.
 */
export function BondScreen() {
  const [sort, setSort] = useState<BondSort>(INITIAL_SORT);
  const load = useCallback(async () => ({ ...(await fetchBonds(sort.sortBy, sort.order)), sort }), [sort]);
  const { state, reload } = useAsyncData(load);
  const rows = state.data?.rows;
  const first = rows?.[0];

  let body;
  if (state.status === 'error' && !rows) {
    body = <ErrorState title={BOND_TEXT.loadFailed} message={state.message} onRetry={reload} retryText={BOND_TEXT.retry} />;
  } else if (!rows) {
    body = <LoadingTable />;
  } else if (rows.length === 0) {
    body = <EmptyData text={BOND_TEXT.empty} />;
  } else {
    const shownSort = state.data?.sort ?? sort;
    const busy = state.status === 'loading' || shownSort !== sort;
    body = <BondTable rows={rows} sort={sort} shownSort={shownSort} busy={busy} onSort={(column) => setSort((s) => nextSort(s, column))} />;
  }

  return (
    <View className='bond-screen'>
      <View className='bond-summary'>
        <View className='bond-summary__left'>
          <Text className='bond-summary__count'>{rows ? `共 ${state.data?.total ?? rows.length} 只` : '可转债行情'}</Text>
          {first ? <Text className='bond-summary__status'>{`${first.status} · ${clockOf(first.time)}`}</Text> : null}
        </View>
        <Text className='bond-summary__hint'>{BOND_TEXT.scrollHint} ›</Text>
      </View>
      {body}
      <Text className='bond-note'>{BOND_TEXT.note}</Text>
      <StockRiskTip line={WATCHLIST_TEXT.riskTip} />
    </View>
  );
}
