import { Text, View } from '@tarojs/components';
import type { Banner } from '@caixue/contract';
import { Carousel } from '@/shared/ui/Carousel';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { imageUrl } from '@/shared/ui/imageUrl';
import type { AsyncState } from '@/shared/ui/useAsyncData';
import { ERROR_STATE_TEXT } from '@/shared/ui/ErrorState';
import { useOpenLink } from '../hooks/useOpenLink';
import './BannerSwiper.scss';
import { Picture } from '@/shared/ui/Picture';

export const BANNER_TEXT = { headline: '财学 · 让投资学习更简单', subline: '名师直播 · 系统课程 · 投顾陪伴' } as const;

export interface BannerSwiperProps {
  state: AsyncState<Banner[]>;
  onRetry: () => void;
}

/** Stands in for the banners when there are none or they failed, so the top never looks broken. */
function BrandBanner({ onRetry }: { onRetry?: () => void }) {
  return (
    <View className='banner-brand'>
      <Text className='banner-brand__headline'>{BANNER_TEXT.headline}</Text>
      <Text className='banner-brand__subline'>{BANNER_TEXT.subline}</Text>
      {onRetry ? <Text className='banner-brand__retry' onClick={onRetry}>{ERROR_STATE_TEXT.retry}</Text> : null}
    </View>
  );
}

export function BannerSwiper({ state, onRetry }: BannerSwiperProps) {
  const openLink = useOpenLink();
  const banners = state.data ?? [];
  let content;
  if (banners.length > 0) {
    content = (
      <Carousel className='banner-swiper'>
        {banners.map((banner) => (
          <View key={banner.id} className='banner-swiper__item' onClick={() => openLink(banner)}>
            <Picture alt={banner.title} className='banner-swiper__image' src={imageUrl(banner.pic)} mode='aspectFill' />
          </View>
        ))}
      </Carousel>
    );
  } else if (state.status === 'loading') {
    content = <SkeletonBlock className='banner-skeleton' height='140px' />;
  } else {
    content = <BrandBanner onRetry={state.status === 'error' ? onRetry : undefined} />;
  }
  return <View className='home-banner'>{content}</View>;
}
