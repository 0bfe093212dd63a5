import { Text, View } from '@tarojs/components';
import { TEXT } from '@caixue/contract';
import './LoadMore.scss';

export type LoadMoreStatus = 'loading' | 'more' | 'nomore';

export const LOAD_MORE_TEXT: Record<LoadMoreStatus, string> = {
  loading: TEXT.loading,
  more: '上拉加载更多',
  nomore: TEXT.noMore,
};

export interface LoadMoreProps {
  status: LoadMoreStatus;
  /** Tapping the footer loads the next page (useful where scrolling does not trigger it). */
  onLoadMore?: () => void;
}

/** The footer of a paged list (SPEC §4 list status: loading, then nomore). */
export function LoadMore({ status, onLoadMore }: LoadMoreProps) {
  return (
    <View
      className={`load-more load-more--${status}`}
      onClick={status === 'more' && onLoadMore ? onLoadMore : undefined}
    >
      {status === 'loading' ? <View className='load-more__spinner' /> : <View className='load-more__line' />}
      <Text className='load-more__text'>{LOAD_MORE_TEXT[status]}</Text>
      {status === 'loading' ? null : <View className='load-more__line' />}
    </View>
  );
}
