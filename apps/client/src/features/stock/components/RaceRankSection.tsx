import { View } from '@tarojs/components';
import type { RaceEntry } from '@caixue/contract';
import { navigateTo, pageUrl } from '@/shared/navigation/navigation';
import { usePagedList, type FetchPage } from '@/shared/request/pagedList';
import { PagedBody } from '@/shared/ui/PagedBody';
import { SectionHead } from '@/shared/ui/SectionHead';
import { Skeleton } from '@/shared/ui/Skeleton';
import { fetchRaceRank } from '../raceApi';
import { RACE_UI_TEXT } from '../raceModel';
import { RaceRanking } from './RaceRanking';
import './stock.scss';

export const RACE_PAGE = '/pages/stock/stockRace/index';

const fetchPage: FetchPage<RaceEntry, { raceId?: number }> = (query) => fetchRaceRank(query);

/** Opens a participant on its race page. */
export function openEntry(entry: RaceEntry): Promise<void> {
  return navigateTo(pageUrl(RACE_PAGE, { id: String(entry.raceId), entryId: String(entry.id) }));
}

/** 参赛组合收益排行: the participants of every race (or one) by return; a row opens it on its race page. */
export function RaceRankSection({ raceId }: { raceId?: number }) {
  const list = usePagedList(fetchPage, { raceId });
  return (
    <View className='stock-card race-rank-section'>
      <SectionHead title={RACE_UI_TEXT.rankTitle} subtitle={RACE_UI_TEXT.rankHint} />
      <PagedBody
        list={list}
        emptyText={RACE_UI_TEXT.rankEmpty}
        skeleton={[0, 1, 2].map((key) => <Skeleton key={key} rows={2} avatar />)}
      >
        {(rows) => <RaceRanking entries={rows} showRace={raceId === undefined} onSelect={(entry) => void openEntry(entry)} />}
      </PagedBody>
    </View>
  );
}
