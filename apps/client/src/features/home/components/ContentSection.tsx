import { Text, View } from '@tarojs/components';
import classNames from 'classnames';
import { AsyncList } from '@/shared/ui/AsyncList';
import { SectionHead } from '@/shared/ui/SectionHead';
import { SkeletonBlock, SkeletonText } from '@/shared/ui/Skeleton';
import { imageUrl } from '@/shared/ui/imageUrl';
import { navigateTo } from '@/shared/navigation/navigation';
import type { AsyncState } from '@/shared/ui/useAsyncData';
import './ContentSection.scss';
import { Picture } from '@/shared/ui/Picture';

/** One row of a home content section, already worded for display. */
export interface ContentRow {
  id: number;
  title: string;
  pic: string;
  /** Grey line under the title (teacher, date, visits…). */
  meta: string;
  /** Red text on the right of the meta line (a price, 直播中…). */
  accent?: string;
  badge?: string;
  locked?: boolean;
  /** A wide cover (750 x 320, with its own title drawn in) is shown whole, not cropped to a thumbnail. */
  wide?: boolean;
  url: string;
}

export interface ContentSectionProps {
  title: string;
  subtitle?: string;
  /** The 更多 link. */
  moreUrl?: string;
  state: AsyncState<ContentRow[]>;
  onRetry: () => void;
  className?: string;
  /** Placeholder rows while loading: the number of rows the section usually shows. */
  skeletonRows?: number;
}

export const CONTENT_SECTION_TEXT = { more: '更多' } as const;

/** A card section of the home tabs: a heading with 更多 and rows with a thumbnail (news, courses, video rooms). */
/** Placeholder rows with a row's own sizes (title lines, meta line, thumbnail): nothing jumps when the rows come. */
function RowsSkeleton({ count }: { count: number }) {
  return (
    <View aria-busy>
      {Array.from({ length: count }, (_, index) => (
        <View key={index} className='content-row'>
          <View className='content-row__text'>
            <SkeletonText className='content-row__title' width='60%' lines={2} />
            <SkeletonText className='content-row__meta-text' width='40%' />
          </View>
          <SkeletonBlock className='content-row__thumb' width='108px' height='72px' />
        </View>
      ))}
    </View>
  );
}

export function ContentSection({ title, subtitle, moreUrl, state, onRetry, className, skeletonRows = 3 }: ContentSectionProps) {
  const more = moreUrl ? (
    <Text className='content-section__more' onClick={() => void navigateTo(moreUrl)}>{CONTENT_SECTION_TEXT.more} ›</Text>
  ) : undefined;
  return (
    <View className={classNames('content-section', className)}>
      <SectionHead title={title} subtitle={subtitle} extra={more} />
      <AsyncList state={state} onRetry={onRetry} loading={<RowsSkeleton count={skeletonRows} />}>
        {(rows) => rows.map((row) => (
          <View key={row.id} className='content-row' onClick={() => void navigateTo(row.url)}>
            <View className='content-row__text'>
              <Text className='content-row__title'>{row.locked ? '🔒 ' : ''}{row.title}</Text>
              <View className='content-row__meta'>
                <Text className='content-row__meta-text'>{row.meta}</Text>
                {row.accent ? <Text className='content-row__accent'>{row.accent}</Text> : null}
              </View>
            </View>
            {row.pic ? (
              <View className={classNames('content-row__thumb', row.wide && 'content-row__thumb--wide')}>
                <Picture alt='' className='content-row__pic' src={imageUrl(row.pic)} mode='aspectFill' lazyLoad />
                {row.badge ? <Text className='content-row__badge'>{row.badge}</Text> : null}
              </View>
            ) : null}
          </View>
        ))}
      </AsyncList>
    </View>
  );
}
