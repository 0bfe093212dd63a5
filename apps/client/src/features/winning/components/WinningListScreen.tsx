import { useCallback, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useReachBottom } from '@tarojs/taro';
import { WINNING_TEXT, type WinningRecord } from '@caixue/contract';
import { navigateTo, pageUrl } from '@/shared/navigation/navigation';
import { usePagedList, type FetchPage } from '@/shared/request/pagedList';
import { EmptyData } from '@/shared/ui/EmptyData';
import { ErrorState } from '@/shared/ui/ErrorState';
import { PagedBody } from '@/shared/ui/PagedBody';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchMyWins, fetchRecentWinners } from '../api';
import { shortTime, stateTone, WINNING_PAGES } from '../model';
import './WinningListScreen.scss';

type Tab = 'mine' | 'recent';

const fetchMine: FetchPage<WinningRecord, Record<string, never>> = ({ pageNum, pageSize }) => fetchMyWins(pageNum, pageSize);

function MyWins() {
  const list = usePagedList(fetchMine, {});
  useReachBottom(() => list.loadMore());
  return (
    <PagedBody
      list={list}
      emptyText={WINNING_TEXT.emptyMine}
      emptyAction={<Text className='winning-list__go' onClick={() => void navigateTo(pageUrl(WINNING_PAGES.detail))}>去抽奖</Text>}
    >
      {(rows) => rows.map((r) => (
        <View key={r.id} className='winning-row' data-testid='winning-row' onClick={() => void navigateTo(pageUrl(WINNING_PAGES.result, { id: String(r.id) }))}>
          <View className={`winning-row__badge winning-row__badge--${r.kind}`}>
            <Text>{r.kindText.slice(0, 2)}</Text>
          </View>
          <View className='winning-row__main'>
            <Text className='winning-row__name'>{r.prizeName}</Text>
            <Text className='winning-row__meta'>{`${r.activityTitle}  ${shortTime(r.createTime)}`}</Text>
          </View>
          <Text className={`winning-row__state winning-row__state--${stateTone(r.state)}`}>{r.stateText}</Text>
        </View>
      ))}
    </PagedBody>
  );
}

function RecentWins() {
  const { state, reload } = useAsyncData(useCallback(() => fetchRecentWinners(), []));
  if (state.status === 'error' && !state.data) return <ErrorState compact message={WINNING_TEXT.loadError} onRetry={reload} />;
  if (!state.data) return <View className='winning-list__loading'><SkeletonBlock height='44px' /><SkeletonBlock height='44px' /></View>;
  if (state.data.length === 0) return <EmptyData text={WINNING_TEXT.emptyRecent} />;
  return (
    <View>
      {state.data.map((w) => (
        <View key={w.id} className='winning-row' data-testid='recent-row'>
          <View className='winning-row__main'>
            <Text className='winning-row__name'>{w.name}</Text>
            <Text className='winning-row__meta'>{shortTime(w.createTime)}</Text>
          </View>
          <Text className='winning-row__prize'>{`抽中 ${w.prizeName}`}</Text>
        </View>
      ))}
    </View>
  );
}

/** 中奖记录 (/pages/liveVideo/winning/list/index, login): my wins with their state, and the latest winners (masked). */
export function WinningListScreen() {
  const [tab, setTab] = useState<Tab>('mine');
  return (
    <View className='winning-list'>
      <View className='winning-tabs'>
        {(['mine', 'recent'] as const).map((t) => (
          <View key={t} className={`winning-tabs__item${tab === t ? ' winning-tabs__item--active' : ''}`} data-testid={`winning-tab-${t}`} onClick={() => setTab(t)}>
            <Text>{t === 'mine' ? WINNING_TEXT.mine : WINNING_TEXT.recent}</Text>
          </View>
        ))}
      </View>
      <View className='winning-list__body'>{tab === 'mine' ? <MyWins /> : <RecentWins />}</View>
    </View>
  );
}
