import { useMemo } from 'react';
import { Text, View } from '@tarojs/components';
import classNames from 'classnames';
import { AD_PAGE_SIZE, type AdItem } from '@caixue/contract';
import { openLink } from '@/shared/navigation/openLink';
import { usePagedList, type FetchPage } from '@/shared/request/pagedList';
import { imageUrl } from '@/shared/ui/imageUrl';
import { PagedBody } from '@/shared/ui/PagedBody';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { fetchAds, type AdCategoryCode } from '../api';
import { VIDEO_TEXT } from '../model';
import './AdList.scss';
import { Picture } from '@/shared/ui/Picture';

export interface AdListProps {
  categoryCode: AdCategoryCode;
  teacherId?: number;
  goodsId?: number;
  /** Render nothing when there are no ads (instead of the empty placeholder). */
  hideWhenEmpty?: boolean;
  className?: string;
}

type AdParams = { categoryCode: AdCategoryCode; teacherId?: number; goodsId?: number };
const fetchPage: FetchPage<AdItem, AdParams> = (query) => fetchAds(query);

export function AdCard({ ad, onOpen }: { ad: AdItem; onOpen: (ad: AdItem) => void }) {
  return (
    <View className='ad-card' data-id={ad.id} data-type={ad.typeCode} onClick={() => onOpen(ad)}>
      <Picture alt='' className='ad-card__pic' src={imageUrl(ad.pic)} mode='aspectFill' lazyLoad />
      <View className='ad-card__main'>
        <Text className='ad-card__title'>{ad.title}</Text>
        <Text className='ad-card__arrow'>›</Text>
      </View>
    </View>
  );
}

function AdSkeleton() {
  return (
    <View className='ad-card'>
      <SkeletonBlock className='ad-card__pic' width='100%' height='150px' />
      <View className='ad-card__main'><SkeletonBlock width='60%' height='14px' /></View>
    </View>
  );
}

/**
 * The teacher or goods ad list (SPEC §2, §7: categoryCode teacherAd / goodsAd, pageSize 99, the
 * list ends when fewer than 99 arrive): cards with picture and title; a tap follows the link per
 * its typeCode.
 */
export function AdList({ categoryCode, teacherId, goodsId, hideWhenEmpty, className }: AdListProps) {
  const params = useMemo(() => ({ categoryCode, teacherId, goodsId }), [categoryCode, teacherId, goodsId]);
  const list = usePagedList(fetchPage, params, { pageSize: AD_PAGE_SIZE });
  if (hideWhenEmpty && list.rows.length === 0 && list.status !== 'loading' && !list.error) return null;
  return (
    <View className={classNames('ad-list', className)} data-category={categoryCode}>
      <PagedBody
        list={list}
        className='ad-list__cards'
        emptyText={VIDEO_TEXT.adEmpty}
        skeleton={[0, 1].map((key) => <AdSkeleton key={key} />)}
      >
        {(rows) => rows.map((ad) => <AdCard key={ad.id} ad={ad} onOpen={(item) => void openLink(item)} />)}
      </PagedBody>
    </View>
  );
}
