import { useMemo, useState } from 'react';
import { ScrollView, Text, View } from '@tarojs/components';
import { useReachBottom } from '@tarojs/taro';
import classNames from 'classnames';
import type { StockRace } from '@caixue/contract';
import { openLink } from '@/shared/navigation/openLink';
import { usePagedList, type FetchPage } from '@/shared/request/pagedList';
import { ErrorState } from '@/shared/ui/ErrorState';
import { imageUrl } from '@/shared/ui/imageUrl';
import { PagedBody } from '@/shared/ui/PagedBody';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchStockRaceCategories, fetchStockRaces } from '../api';
import { VIDEO_TEXT } from '../model';
import './StockRaceList.scss';
import { Picture } from '@/shared/ui/Picture';

export interface StockRaceListProps {
  /** Load the next page when the page scrolls to its bottom (default true). */
  loadOnReachBottom?: boolean;
  className?: string;
}

/** The category whose cards get the red status badge. */
const RACE_RUNNING = '进行中';

const fetchPage: FetchPage<StockRace, { categoryId?: number }> = (query) => fetchStockRaces(query);

/** A race's link: a web address (opened in the web view) or a page of the app. */
export function openRace(race: StockRace): Promise<void> {
  return openLink({ typeCode: 'Page', link: race.link, linkParams: '' });
}

/** `status`: the race's category (进行中, 即将开始, 已结束), shown beside 点击了解. */
export function StockRaceCard({ race, status }: { race: StockRace; status?: string }) {
  return (
    <View className='stock-race-card' data-id={race.id}>
      <Picture alt='' className='stock-race-card__pic' src={imageUrl(race.pic)} mode='aspectFill' lazyLoad />
      <View className='stock-race-card__main'>
        <Text className='stock-race-card__title'>{race.title}</Text>
        <Text className='stock-race-card__content'>{race.content}</Text>
        <View className='stock-race-card__foot'>
          {status ? <Text className={classNames('stock-race-card__status', status === RACE_RUNNING && 'stock-race-card__status--running')}>{status}</Text> : null}
          <View className='stock-race-card__action' onClick={() => void openRace(race)}>{VIDEO_TEXT.learnMore}</View>
        </View>
      </View>
    </View>
  );
}

function RaceSkeleton() {
  return (
    <View className='stock-race-card'>
      <SkeletonBlock className='stock-race-card__pic' width='100%' height='152px' />
      <View className='stock-race-card__main'>
        <SkeletonBlock width='60%' height='15px' />
        <SkeletonBlock width='100%' height='12px' />
      </View>
    </View>
  );
}

/**
 * The stock-race list widget (SPEC §2): pill tabs of the race categories and cards with picture,
 * title, content and a 点击了解 button that opens the race's link; the chosen category is each card's status.
 */
export function StockRaceList({ loadOnReachBottom = true, className }: StockRaceListProps) {
  const categories = useAsyncData(fetchStockRaceCategories);
  const tabs = categories.state.data ?? [];
  const [chosenId, setActiveId] = useState<number | undefined>(undefined);
  const activeId = tabs.some((t) => t.id === chosenId) ? chosenId : tabs[0]?.id;
  const ready = categories.state.status !== 'loading' || tabs.length > 0;
  const params = useMemo(() => ({ categoryId: activeId }), [activeId]);

  if (categories.state.status === 'error' && tabs.length === 0) {
    return <ErrorState message={categories.state.message} onRetry={categories.reload} />;
  }
  return (
    <View className={classNames('stock-race-list', className)}>
      {tabs.length > 0 ? (
        <ScrollView scrollX enhanced showScrollbar={false} className='stock-race-pills'>
          <View className='stock-race-pills__track'>
            {tabs.map((tab) => (
              <View
                key={tab.id}
                data-id={tab.id}
                className={classNames('stock-race-pill', tab.id === activeId && 'stock-race-pill--active')}
                onClick={() => setActiveId(tab.id)}
              >
                {tab.name}
              </View>
            ))}
          </View>
        </ScrollView>
      ) : null}
      {ready && (tabs.length === 0 || activeId !== undefined)
        ? <RaceCards params={params} loadOnReachBottom={loadOnReachBottom} status={tabs.find((t) => t.id === activeId)?.name} />
        : <View className='stock-race-list__cards'>{[0, 1].map((key) => <RaceSkeleton key={key} />)}</View>}
    </View>
  );
}

function RaceCards({ params, loadOnReachBottom, status }: { params: { categoryId?: number }; loadOnReachBottom: boolean; status?: string }) {
  const list = usePagedList(fetchPage, params);
  useReachBottom(() => { if (loadOnReachBottom) list.loadMore(); });
  return (
    <PagedBody
      list={list}
      className='stock-race-list__cards'
      emptyText={VIDEO_TEXT.stockRaceEmpty}
      skeleton={[0, 1].map((key) => <RaceSkeleton key={key} />)}
    >
      {(rows) => rows.map((race) => <StockRaceCard key={race.id} race={race} status={status} />)}
    </PagedBody>
  );
}
