import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import type { NewsItem } from '@caixue/contract';
import defaultAvatar from '@/assets/avatar-default.png';
import { imageUrl } from '@/shared/ui/imageUrl';
import { RichHtml } from '@/shared/ui/RichHtml';
import { Skeleton, SkeletonBlock } from '@/shared/ui/Skeleton';
import { formatCount } from '@/shared/format/count';
import { formatDateTime, NEWS_UI_TEXT } from '../model';
import { LockPanel } from '@/shared/ui/LockPanel';
import './NewsArticle.scss';
import { Picture } from '@/shared/ui/Picture';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export interface NewsArticleProps {
  item: NewsItem;
  /** The follow button beside the teacher (details page only). */
  teacherAction?: ReactNode;
  /** What a locked item offers (the 立即开通 button); none on read-only views. */
  onUnlock?: () => void;
  /** Hide the visits count (notices). */
  plain?: boolean;
}

/** An item's title, teacher row, date and visits, then its rich content — or, locked, the teaser and the lock panel. */
export function NewsArticle({ item, teacherAction, onUnlock, plain }: NewsArticleProps) {
  return (
    <View className='news-article'>
      <Text className='news-article__title'>{item.title}</Text>
      {item.teacher && !plain ? (
        <View className='news-article__teacher'>
          <Picture alt='' className='news-article__avatar' src={imageUrl(item.teacher.avatar) || defaultAvatar} mode='aspectFill' />
          <View className='news-article__who'>
            <Text className='news-article__name'>{item.teacher.name}</Text>
            <Text className='news-article__meta'>
              {formatDateTime(item.dateTime, item.date)}
              {`  ·  ${NEWS_UI_TEXT.visits} ${formatCount(item.visits)}`}
            </Text>
          </View>
          {teacherAction}
        </View>
      ) : (
        <View className='news-article__meta-row'>
          {item.categoryName && !plain ? <Text className='news-article__category'>{item.categoryName}</Text> : null}
          <Text className='news-article__meta'>{formatDateTime(item.dateTime, item.date)}</Text>
          {plain ? null : <Text className='news-article__meta'>{`${NEWS_UI_TEXT.visits} ${formatCount(item.visits)}`}</Text>}
        </View>
      )}
      {item.locked ? (
        <View className='news-article__locked'>
          {item.description ? <Text className='news-article__description'>{item.description}</Text> : null}
          <LockPanel title={NEWS_UI_TEXT.lockedOverlay} hint='本文为会员专享内容，开通相应服务后即可阅读全文' action={NEWS_UI_TEXT.unlock} onUnlock={onUnlock} />
        </View>
      ) : (
        <View className='news-article__content'>
          {item.audio ? (
            <RichHtml className='news-article__audio' html={`<audio controls preload="none" src="${escapeAttribute(imageUrl(item.audio))}"></audio>`} />
          ) : null}
          {item.content ? <RichHtml html={item.content} /> : <Text className='news-article__description'>{item.description}</Text>}
        </View>
      )}
    </View>
  );
}

export function NewsArticleSkeleton() {
  return (
    <View className='news-article'>
      <SkeletonBlock width='88%' height='22px' />
      <SkeletonBlock width='60%' height='22px' />
      <Skeleton avatar rows={1} title={false} />
      <Skeleton rows={8} />
    </View>
  );
}
