import { Text, View } from '@tarojs/components';
import type { LinkItem } from '@caixue/contract';
import { AsyncList } from '@/shared/ui/AsyncList';
import { SectionHead } from '@/shared/ui/SectionHead';
import { SkeletonBlock, SkeletonText } from '@/shared/ui/Skeleton';
import { imageUrl } from '@/shared/ui/imageUrl';
import type { AsyncState } from '@/shared/ui/useAsyncData';
import { useOpenLink } from '../hooks/useOpenLink';
import { menuColumns } from '../model';
import './MenuGrid.scss';
import { Picture } from '@/shared/ui/Picture';

const SKELETON_ITEMS = 10;

export interface MenuGridProps {
  state: AsyncState<LinkItem[]>;
  onRetry: () => void;
  /** Optional heading above the grid (the hubs use it; the home grid has none). */
  title?: string;
  className?: string;
}

function MenuSkeleton() {
  return (
    <View className='menu-grid menu-grid--5'>
      {Array.from({ length: SKELETON_ITEMS }, (_, index) => (
        <View key={index} className='menu-item menu-item--skeleton'>
          <SkeletonBlock width='40px' height='40px' round />
          <SkeletonText className='menu-item__title' width='36px' />
        </View>
      ))}
    </View>
  );
}

/** Icons and titles of the menu (GET /api/nav/list), four or five to a row. */
export function MenuGrid({ state, onRetry, title, className }: MenuGridProps) {
  const openLink = useOpenLink();
  return (
    <View className={`menu-card ${className ?? ''}`}>
      {title ? <SectionHead title={title} /> : null}
      <AsyncList state={state} onRetry={onRetry} loading={<MenuSkeleton />}>
        {(items) => (
          <View className={`menu-grid menu-grid--${menuColumns(items.length)}`}>
            {items.map((item) => (
              <View key={item.id} className='menu-item' onClick={() => openLink(item)}>
                <Picture alt='' className='menu-item__icon' src={imageUrl(item.icon)} mode='aspectFit' lazyLoad />
                <Text className='menu-item__title'>{item.title}</Text>
              </View>
            ))}
          </View>
        )}
      </AsyncList>
    </View>
  );
}
