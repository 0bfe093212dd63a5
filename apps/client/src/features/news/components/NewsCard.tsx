import { Text, View } from '@tarojs/components';
import classNames from 'classnames';
import type { NewsItem } from '@caixue/contract';
import defaultAvatar from '@/assets/avatar-default.png';
import { imageUrl } from '@/shared/ui/imageUrl';
import { previewImage } from '@/shared/ui/imagePreview';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { feedCard, NEWS_UI_TEXT } from '../model';
import { LockIcon } from '@/shared/ui/LockIcon';
import './NewsCard.scss';
import { Picture } from '@/shared/ui/Picture';

export interface NewsCardProps {
  item: NewsItem;
  /** The card's place in the list: from the third card on a locked item is covered (SPEC §2). */
  index: number;
  onOpen: (item: NewsItem) => void;
}

/** A feed card: teacher avatar and name, time, title, text clamped to 4 lines, up to 3 thumbnails. */
export function NewsCard({ item, index, onOpen }: NewsCardProps) {
  const card = feedCard(item, index);
  const urls = card.thumbnails.map((src) => imageUrl(src));
  return (
    <View
      className={classNames('news-card', 'news-row', card.overlay && 'news-card--covered', card.locked && 'news-card--locked')}
      data-id={card.id}
      onClick={() => onOpen(item)}
    >
      <View className='news-card__head'>
        <Picture alt='' className='news-card__avatar' src={imageUrl(card.teacherAvatar) || defaultAvatar} mode='aspectFill' lazyLoad />
        <View className='news-card__who'>
          <Text className='news-card__name'>{card.teacherName}</Text>
          <Text className='news-card__time'>{card.time}</Text>
        </View>
        {card.locked ? <Text className='news-card__badge'>会员专享</Text> : null}
      </View>
      <View className='news-card__body'>
        <Text className='news-card__title'>{card.title}</Text>
        <View className='news-card__content'>
          {card.text ? <Text className='news-card__text'>{card.text}</Text> : null}
          {urls.length > 0 ? (
            <View className={classNames('news-card__thumbs', `news-card__thumbs--${urls.length}`)}>
              {urls.map((src) => (
                <Picture alt=''
                  key={src}
                  className='news-card__thumb'
                  src={src}
                  mode='aspectFill'
                  lazyLoad
                  onClick={(event) => {
                    if (card.overlay) return;
                    event.stopPropagation();
                    previewImage(src, urls);
                  }}
                />
              ))}
            </View>
          ) : null}
          {card.overlay ? (
            <View className='news-card__overlay'>
              <LockIcon />
              <Text className='news-card__overlay-text'>{NEWS_UI_TEXT.lockedOverlay}</Text>
            </View>
          ) : null}
        </View>
      </View>
    </View>
  );
}

export function NewsCardSkeleton() {
  return (
    <View className='news-card news-card--skeleton'>
      <View className='news-card__head'>
        <SkeletonBlock width='32px' height='32px' round />
        <View className='news-card__who'>
          <SkeletonBlock width='80px' height='12px' />
          <SkeletonBlock width='48px' height='10px' />
        </View>
      </View>
      <View className='news-card__body'>
        <SkeletonBlock width='76%' height='16px' />
        <SkeletonBlock width='100%' height='12px' />
        <SkeletonBlock width='92%' height='12px' />
        <SkeletonBlock width='100%' height='72px' />
      </View>
    </View>
  );
}
