import { useMemo } from 'react';
import { View } from '@tarojs/components';
import { useReachBottom } from '@tarojs/taro';
import type { Viewpoint } from '@caixue/contract';
import { usePagedList, type FetchPage } from '@/shared/request/pagedList';
import { PagedBody } from '@/shared/ui/PagedBody';
import { Skeleton } from '@/shared/ui/Skeleton';
import { fetchViewpoints } from '../api';
import { VIEWPOINT_UI_TEXT } from '../model';
import { ViewpointCard } from './ViewpointCard';

const fetchPage: FetchPage<Viewpoint, { teacherId?: number }> = (query) => fetchViewpoints(query);

/** Viewpoints, newest first, paged (reach-bottom loads more); one teacher's when `teacherId` is given. */
export function ViewpointFeed({ teacherId }: { teacherId?: number }) {
  const params = useMemo(() => (teacherId ? { teacherId } : {}), [teacherId]);
  const list = usePagedList(fetchPage, params);
  useReachBottom(() => list.loadMore());
  return (
    <View className='viewpoint-feed'>
      <PagedBody
        list={list}
        emptyText={VIEWPOINT_UI_TEXT.empty}
        emptyHint={VIEWPOINT_UI_TEXT.emptyHint}
        skeleton={[0, 1, 2].map((key) => <Skeleton key={key} avatar rows={2} />)}
      >
        {(rows) => rows.map((item) => <ViewpointCard key={item.id} item={item} />)}
      </PagedBody>
    </View>
  );
}
