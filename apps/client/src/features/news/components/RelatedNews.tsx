import { Text, View } from '@tarojs/components';
import type { NewsItem } from '@caixue/contract';
import { imageUrl } from '@/shared/ui/imageUrl';
import { formatCount } from '@/shared/format/count';
import { NEWS_UI_TEXT, thumbnails } from '../model';
import './RelatedNews.scss';
import { Picture } from '@/shared/ui/Picture';

export interface NewsRowProps {
  item: NewsItem;
  onOpen: (item: NewsItem) => void;
  /** The summary line under the title (财经要闻). */
  withSummary?: boolean;
}

/** A compact row: title (and summary), date and visits, a thumbnail on the right. */
export function NewsRow({ item, onOpen, withSummary }: NewsRowProps) {
  const pic = thumbnails(item)[0];
  const summary = item.description || item.summary;
  return (
    <View className='news-compact-row news-row' data-id={item.id} onClick={() => onOpen(item)}>
      <View className='news-compact-row__main'>
        <Text className='news-compact-row__title'>{item.locked ? '🔒 ' : ''}{item.title}</Text>
        {withSummary && summary ? <Text className='news-compact-row__summary'>{summary}</Text> : null}
        <View className='news-compact-row__meta'>
          <Text>{item.date}</Text>
          <Text>{`${NEWS_UI_TEXT.visits} ${formatCount(item.visits)}`}</Text>
        </View>
      </View>
      {pic ? <Picture alt='' className='news-compact-row__pic' src={imageUrl(pic)} mode='aspectFill' lazyLoad /> : null}
    </View>
  );
}

export function RelatedNews({ rows, onOpen }: { rows: NewsItem[]; onOpen: (item: NewsItem) => void }) {
  if (rows.length === 0) return null;
  return (
    <View className='news-section news-related'>
      <View className='news-section__head'>
        <Text className='news-section__title'>{NEWS_UI_TEXT.related}</Text>
      </View>
      {rows.map((item) => <NewsRow key={item.id} item={item} onOpen={onOpen} />)}
    </View>
  );
}
