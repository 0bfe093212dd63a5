import { useState } from 'react';
import { View } from '@tarojs/components';
import type { VideoCategory } from '@caixue/contract';
import { CategoryTabs } from '@/shared/ui/CategoryTabs';
import { EmptyData } from '@/shared/ui/EmptyData';
import { ErrorState } from '@/shared/ui/ErrorState';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchVideoCategories } from '../api';
import { VIDEO_TEXT } from '../model';
import { VideoList } from './VideoList';
import './MediaLibrary.scss';

/**
 * /pages/kede/meida/index (媒体库): the video categories as tabs over a two-column grid of the
 * category's videos; another tab starts the list over.
 */
export function MediaLibrary({ initialCategoryId }: { initialCategoryId?: number }) {
  const { state, reload } = useAsyncData(fetchVideoCategories);
  const categories: VideoCategory[] = state.data ?? [];
  const [chosenId, setActiveId] = useState<number | undefined>(initialCategoryId);
  // The chosen tab while it exists, else the first category.
  const activeId = categories.some((c) => c.id === chosenId) ? chosenId : categories[0]?.id;

  if (state.status === 'error' && categories.length === 0) return <ErrorState message={state.message} onRetry={reload} />;
  if (state.status === 'loading' && categories.length === 0) {
    return (
      <View className='media-library'>
        <View className='media-library__tabs-skeleton'>
          {[0, 1, 2, 3].map((key) => <SkeletonBlock key={key} width='56px' height='16px' />)}
        </View>
      </View>
    );
  }
  if (categories.length === 0) return <EmptyData text={VIDEO_TEXT.videoEmpty} description={VIDEO_TEXT.videoEmptyHint} />;
  const tabs = categories.map((c) => ({ id: c.id, label: c.name }));
  return (
    <View className='media-library'>
      <CategoryTabs tabs={tabs} activeId={activeId ?? tabs[0].id} onSelect={(tab) => setActiveId(tab.id)} className='media-library__tabs' />
      {activeId ? (
        <VideoList categoryId={activeId} layout='grid' emptyText={VIDEO_TEXT.mediaEmpty} className='media-library__list' />
      ) : null}
    </View>
  );
}
