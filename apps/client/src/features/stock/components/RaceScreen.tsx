import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ScrollView, Text, View } from '@tarojs/components';
import classNames from 'classnames';
import { STOCK_TEXT, type RaceEntry, type RaceInfo, type RaceTrade } from '@caixue/contract';
import { usePagedList, type FetchPage } from '@/shared/request/pagedList';
import { Chart } from '@/shared/ui/Chart';
import { EmptyData } from '@/shared/ui/EmptyData';
import { ErrorState } from '@/shared/ui/ErrorState';
import { imageUrl } from '@/shared/ui/imageUrl';
import { PagedBody } from '@/shared/ui/PagedBody';
import { SectionHead } from '@/shared/ui/SectionHead';
import { Skeleton, SkeletonBlock } from '@/shared/ui/Skeleton';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { openStockDetail } from '@/shared/navigation/stockDetail';
import { fetchRaceCurve, fetchRaceHoldings, fetchRaceInfo, fetchRaceTrades } from '../raceApi';
import { initialEntry, moneyText, percentText, periodText, priceText, RACE_UI_TEXT, SIDE_TEXT, wanText } from '../raceModel';
import { StockRiskTip } from '@/shared/ui/StockRiskTip';
import { TrendText } from './TrendText';
import './RaceScreen.scss';
import './stock.scss';
import { Picture } from '@/shared/ui/Picture';

export interface RaceScreenProps {
  raceId: number | undefined;
  /** The participant to open on (a ranking row's link). */
  entryId?: number;
}

/**
 * A race (股票大赛): its participants ranked by return, and for the chosen one the return curve
 * against 沪深300, holdings, completed trades; then the race's information and the risk tip. A
 * participant the member has not unlocked shows its ranking figures and a teaser: its curve,
 * holdings and trades are never requested, and 立即开通 asks the server, whose 206 opens the
 * no-permission page.
 */
export function RaceScreen({ raceId, entryId }: RaceScreenProps) {
  const load = useCallback(() => (raceId ? fetchRaceInfo(raceId) : Promise.reject(new Error(RACE_UI_TEXT.notFound))), [raceId]);
  const info = useAsyncData(load);
  const [chosenId, setChosenId] = useState<number | undefined>(entryId);
  const race = info.state.data;
  const entry = race ? initialEntry(race.entries, chosenId) : undefined;

  if (!race) {
    if (info.state.status === 'error') return <View className='stock-page'><ErrorState message={info.state.message} onRetry={info.reload} /><StockRiskTip line={STOCK_TEXT.riskTip} /></View>;
    return (
      <View className='stock-page'>
        <View className='stock-card'><Skeleton rows={3} /></View>
        <View className='stock-card'><SkeletonBlock height='200px' /></View>
        <StockRiskTip line={STOCK_TEXT.riskTip} />
      </View>
    );
  }
  return (
    <View className='stock-page race-screen'>
      <RaceHeader race={race} />
      {race.entries.length === 0 ? (
        <View className='stock-card'><EmptyData compact text={RACE_UI_TEXT.rankEmpty} /></View>
      ) : (
        <>
          <EntrySwitcher entries={race.entries} activeId={entry?.id} onSelect={(e) => setChosenId(e.id)} />
          {entry ? <EntryPanel key={entry.id} entry={entry} /> : null}
        </>
      )}
      <RaceInfoCard race={race} />
      <StockRiskTip line={STOCK_TEXT.riskTip} />
    </View>
  );
}

function RaceHeader({ race }: { race: RaceInfo }) {
  return (
    <View className='stock-card race-head'>
      {race.pic ? <Picture alt='' className='race-head__pic' src={imageUrl(race.pic)} mode='aspectFill' /> : null}
      <View className='race-head__main'>
        <Text className='race-head__title'>{race.title}</Text>
        <Text className='race-head__meta'>{periodText(race.startDay, race.endDay)}</Text>
        <Text className='race-head__meta'>{`${RACE_UI_TEXT.participants} ${race.entries.length}`}</Text>
      </View>
    </View>
  );
}

/** The participants as pills, best return first; the chosen one is highlighted. */
function EntrySwitcher({ entries, activeId, onSelect }: { entries: readonly RaceEntry[]; activeId?: number; onSelect: (entry: RaceEntry) => void }) {
  // Opened on a participant further right (a ranking row's link): start scrolled so its pill shows.
  // (scrollIntoView would scroll the whole page on H5.)
  const [initialScroll] = useState(() => Math.max(0, entries.findIndex((e) => e.id === activeId) - 1) * SWITCHER_ITEM_WIDTH);
  return (
    <ScrollView scrollX enhanced showScrollbar={false} className='race-switcher' scrollLeft={initialScroll}>
      <View className='race-switcher__track'>
        {entries.map((entry) => (
          <View
            key={entry.id}
            data-entry={entry.id}
            className={classNames('race-switcher__item', entry.id === activeId && 'race-switcher__item--active')}
            onClick={() => onSelect(entry)}
          >
            <Text className='race-switcher__name'>{`${entry.rank}. ${entry.title}${entry.locked ? ' 🔒' : ''}`}</Text>
            <TrendText className='race-switcher__return' value={entry.returnRate} />
          </View>
        ))}
      </View>
    </ScrollView>
  );
}

/** About one pill's width with its gap (CSS px). */
const SWITCHER_ITEM_WIDTH = 120;

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <View className='race-figure'>
      <View className='race-figure__value'>{children}</View>
      <Text className='race-figure__label'>{label}</Text>
    </View>
  );
}

function EntryPanel({ entry }: { entry: RaceEntry }) {
  const excess = entry.returnRate - entry.benchmarkReturnRate;
  return (
    <>
      <View className='stock-card race-entry'>
        <View className='race-entry__head'>
          {entry.teacher?.avatar ? <Picture alt='' className='race-entry__avatar' src={imageUrl(entry.teacher.avatar)} mode='aspectFill' /> : null}
          <View className='race-entry__who'>
            <Text className='race-entry__title'>{entry.title}</Text>
            <Text className='race-entry__teacher'>{[entry.teacher?.name, RACE_UI_TEXT.rank(entry.rank)].filter(Boolean).join(' · ')}</Text>
          </View>
          {entry.locked ? <Text className='stock-lock-badge'>🔒 {RACE_UI_TEXT.lockedBadge}</Text> : null}
        </View>
        <View className='race-entry__main'>
          <TrendText className='race-entry__return' value={entry.returnRate} />
          <Text className='race-entry__return-label'>{RACE_UI_TEXT.returnRate}</Text>
        </View>
        <View className='race-figures'>
          <Figure label={RACE_UI_TEXT.benchmark}><TrendText value={entry.benchmarkReturnRate} /></Figure>
          <Figure label={RACE_UI_TEXT.excess}><TrendText value={excess} /></Figure>
          <Figure label={RACE_UI_TEXT.maxDrawdown}><Text>{`${entry.maxDrawdown.toFixed(2)}%`}</Text></Figure>
          <Figure label={RACE_UI_TEXT.totalAssets}><Text>{wanText(entry.totalAssets)}</Text></Figure>
          <Figure label={RACE_UI_TEXT.capital}><Text>{wanText(entry.capital)}</Text></Figure>
          <Figure label={RACE_UI_TEXT.tradeCount}><Text>{String(entry.tradeCount)}</Text></Figure>
        </View>
        <Text className='race-entry__asof'>{`${RACE_UI_TEXT.lastDay} ${entry.lastDay}`}</Text>
      </View>
      {entry.locked ? <LockedEntry entry={entry} /> : (
        <>
          <CurveCard entryId={entry.id} />
          <HoldingsCard entryId={entry.id} />
          <TradesCard entryId={entry.id} />
        </>
      )}
    </>
  );
}

/** A locked participant: no curve, holdings or trades; 立即开通 lets the server answer 206 (toast, no-permission page). */
function LockedEntry({ entry }: { entry: RaceEntry }) {
  const unlock = () => { fetchRaceCurve(entry.id).catch(() => undefined); };
  return (
    <View className='stock-card stock-locked' data-locked-entry={entry.id}>
      <Text className='stock-locked__icon'>🔒</Text>
      <Text className='stock-locked__title'>{RACE_UI_TEXT.lockedTitle}</Text>
      <Text className='stock-locked__hint'>{STOCK_TEXT.entryLocked}</Text>
      <View className='stock-locked__button' onClick={unlock}><Text>{RACE_UI_TEXT.unlock}</Text></View>
    </View>
  );
}

function CurveCard({ entryId }: { entryId: number }) {
  const load = useCallback(() => fetchRaceCurve(entryId), [entryId]);
  const curve = useAsyncData(load);
  const data = curve.state.data;
  const series = useMemo(() => data?.series.map((s) => ({ name: s.name, data: s.data })) ?? [], [data]);
  return (
    <View className='stock-card race-curve'>
      <SectionHead title={RACE_UI_TEXT.curve} subtitle={RACE_UI_TEXT.curveHint} />
      {data ? (
        data.categories.length > 0 ? <Chart kind='line' categories={data.categories} series={series} unit='%' height={200} /> : <EmptyData compact />
      ) : curve.state.status === 'error' ? (
        <ErrorState compact message={curve.state.message} onRetry={curve.reload} />
      ) : (
        <SkeletonBlock height='220px' />
      )}
    </View>
  );
}

function HoldingsCard({ entryId }: { entryId: number }) {
  const load = useCallback(() => fetchRaceHoldings(entryId), [entryId]);
  const holdings = useAsyncData(load);
  const data = holdings.state.data;
  return (
    <View className='stock-card race-holdings'>
      <SectionHead title={RACE_UI_TEXT.holdings} />
      {data ? (
        <>
          <View className='race-figures race-figures--four'>
            <Figure label={RACE_UI_TEXT.totalAssets}><Text>{moneyText(data.totalAssets)}</Text></Figure>
            <Figure label={RACE_UI_TEXT.marketValue}><Text>{moneyText(data.marketValue)}</Text></Figure>
            <Figure label={RACE_UI_TEXT.cash}><Text>{moneyText(data.cash)}</Text></Figure>
            <Figure label={RACE_UI_TEXT.floatingProfit}><TrendText value={data.profit} text={moneyText(data.profit, { signed: true })} /></Figure>
          </View>
          {data.rows.length === 0 ? <EmptyData compact text={RACE_UI_TEXT.holdingsEmpty} /> : (
            <View className='race-table'>
              <View className='race-table__head'>
                <Text className='race-table__c1'>{`名称 / ${RACE_UI_TEXT.quantity}`}</Text>
                <Text className='race-table__c2'>{`${RACE_UI_TEXT.cost} / ${RACE_UI_TEXT.price}`}</Text>
                <Text className='race-table__c3'>{RACE_UI_TEXT.profit}</Text>
                <Text className='race-table__c4'>{RACE_UI_TEXT.weight}</Text>
              </View>
              {data.rows.map((row) => (
                <View key={row.symbol} className='race-table__row' data-symbol={row.symbol} onClick={() => void openStockDetail(row.symbol)}>
                  <View className='race-table__c1'>
                    <View className='race-table__name-line'>
                      <Text className='race-table__name'>{row.name}</Text>
                      <Text className='stock-chevron'>›</Text>
                    </View>
                    <Text className='race-table__sub'>{`${row.code} · ${row.quantity}${RACE_UI_TEXT.shares}`}</Text>
                    {row.sellableQuantity < row.quantity ? <Text className='race-table__sub'>{`${RACE_UI_TEXT.sellable} ${row.sellableQuantity}`}</Text> : null}
                  </View>
                  <View className='race-table__c2'>
                    <Text>{priceText(row.costPrice, 3)}</Text>
                    <TrendText value={row.price - row.costPrice} text={priceText(row.price)} />
                  </View>
                  <View className='race-table__c3'>
                    <TrendText value={row.profit} text={moneyText(row.profit, { signed: true })} />
                    <TrendText value={row.profitRate} />
                  </View>
                  <View className='race-table__c4'><Text>{`${row.weight.toFixed(2)}%`}</Text></View>
                </View>
              ))}
            </View>
          )}
        </>
      ) : holdings.state.status === 'error' ? (
        <ErrorState compact message={holdings.state.message} onRetry={holdings.reload} />
      ) : (
        <Skeleton rows={3} />
      )}
    </View>
  );
}

const fetchTradePage: FetchPage<RaceTrade, { entryId: number }> = (query) => fetchRaceTrades(query);

function TradesCard({ entryId }: { entryId: number }) {
  const list = usePagedList(fetchTradePage, { entryId }, { pageSize: 10 });
  return (
    <View className='stock-card race-trades'>
      <SectionHead title={RACE_UI_TEXT.trades} />
      <PagedBody list={list} emptyText={RACE_UI_TEXT.tradesEmpty} skeleton={<Skeleton rows={3} />}>
        {(rows) => rows.map((trade) => <TradeRow key={trade.id} trade={trade} />)}
      </PagedBody>
    </View>
  );
}

function TradeRow({ trade }: { trade: RaceTrade }) {
  return (
    <View className='race-trade' data-trade={trade.id} data-symbol={trade.symbol} onClick={() => void openStockDetail(trade.symbol)}>
      <View className='race-trade__line'>
        <Text className={classNames('race-trade__side', `race-trade__side--${trade.side}`)}>{SIDE_TEXT[trade.side]}</Text>
        <Text className='race-trade__name'>{trade.name}</Text>
        <Text className='race-trade__code'>{trade.code}</Text>
        <Text className='race-trade__time'>{`${trade.day} ${trade.time}`}</Text>
        <Text className='stock-chevron'>›</Text>
      </View>
      <View className='race-trade__line race-trade__line--figures'>
        <Text>{`${priceText(trade.price)} × ${trade.quantity}${RACE_UI_TEXT.shares}`}</Text>
        <Text>{`${RACE_UI_TEXT.amount} ${moneyText(trade.amount)}`}</Text>
        <Text>{`${RACE_UI_TEXT.fees} ${moneyText(trade.commission + trade.stampDuty)}`}</Text>
      </View>
      {trade.profit !== null ? (
        <View className='race-trade__line race-trade__line--figures'>
          <Text>{RACE_UI_TEXT.realised}</Text>
          <TrendText value={trade.profit} text={`${moneyText(trade.profit, { signed: true })}（${percentText(trade.profitRate)}）`} />
        </View>
      ) : null}
    </View>
  );
}

function RaceInfoCard({ race }: { race: RaceInfo }) {
  return (
    <View className='stock-card race-info'>
      <SectionHead title={RACE_UI_TEXT.info} />
      <View className='race-info__row'>
        <Text className='race-info__label'>{RACE_UI_TEXT.period}</Text>
        <Text className='race-info__value'>{periodText(race.startDay, race.endDay)}</Text>
      </View>
      {race.content ? <Text className='race-info__text'>{race.content}</Text> : null}
      <View className='race-info__row race-info__row--block'>
        <Text className='race-info__label'>{RACE_UI_TEXT.rules}</Text>
        <Text className='race-info__text'>{STOCK_TEXT.marketNote}</Text>
      </View>
    </View>
  );
}
