import { useCallback } from 'react';
import { Text, View } from '@tarojs/components';
import { VIEWPOINT_STRIP_ROWS } from '@caixue/contract';
import { navigateTo } from '@/shared/navigation/navigation';
import { AsyncList } from '@/shared/ui/AsyncList';
import { SectionHead } from '@/shared/ui/SectionHead';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchViewpoints } from '../api';
import { VIEWPOINT_LIST_URL, VIEWPOINT_UI_TEXT } from '../model';
import { ViewpointCard } from './ViewpointCard';
import './ViewpointStrip.scss';

/** The newest viewpoints as a card section with 更多 (the home hub); hidden when there are none. */
export function ViewpointStrip() {
  const load = useCallback(async () => (await fetchViewpoints({ pageNum: 1, pageSize: VIEWPOINT_STRIP_ROWS })).rows, []);
  const { state, reload } = useAsyncData(load);
  if (state.status === 'ready' && state.data?.length === 0) return null;
  const more = <Text className='viewpoint-strip__more' onClick={() => void navigateTo(VIEWPOINT_LIST_URL)}>{VIEWPOINT_UI_TEXT.more} ›</Text>;
  return (
    <View className='viewpoint-strip'>
      <SectionHead title={VIEWPOINT_UI_TEXT.title} subtitle={VIEWPOINT_UI_TEXT.subtitle} extra={more} />
      <AsyncList state={state} onRetry={reload} loading={<Skeleton avatar rows={2} />}>
        {(rows) => rows.map((item) => <ViewpointCard key={item.id} item={item} />)}
      </AsyncList>
    </View>
  );
}
