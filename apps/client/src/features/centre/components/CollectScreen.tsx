import { useMemo, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useReachBottom } from '@tarojs/taro';
import type { Favorite, FavoriteTargetType } from '@caixue/contract';
import { isLoggedIn } from '@/shared/session/auth';
import { usePagedList, type FetchPage } from '@/shared/request/pagedList';
import { imageUrl } from '@/shared/ui/imageUrl';
import { fetchFavorites } from '../api';
import { CENTRE_TEXT, formatDate } from '../model';
import { CentreTabs } from './CentreTabs';
import { PagedBody } from '@/shared/ui/PagedBody';
import { VisitorPlaceholder } from './VisitorPlaceholder';
import './CollectScreen.scss';
import { Picture } from '@/shared/ui/Picture';

const fetchPage: FetchPage<Favorite, { targetType: FavoriteTargetType }> = ({ targetType, ...page }) => fetchFavorites(targetType, page);

export const COLLECT_TABS = [
  { key: 'news', title: CENTRE_TEXT.collectNews },
  { key: 'course', title: CENTRE_TEXT.collectCourse },
] as const satisfies readonly { key: FavoriteTargetType; title: string }[];

const EMPTY_TEXT: Record<FavoriteTargetType, string> = {
  news: CENTRE_TEXT.collectEmptyNews,
  course: CENTRE_TEXT.collectEmptyCourse,
};

export function FavoriteRow({ favorite }: { favorite: Favorite }) {
  return (
    <View className='favorite-row' data-id={favorite.id}>
      {favorite.pic ? <Picture alt='' className='favorite-row__pic' src={imageUrl(favorite.pic)} mode='aspectFill' lazyLoad /> : null}
      <View className='favorite-row__main'>
        <Text className='favorite-row__title'>{favorite.title}</Text>
        <Text className='favorite-row__time'>{`收藏于 ${formatDate(favorite.createTime)}`}</Text>
      </View>
    </View>
  );
}

/** Favorites of one kind (/pages/mine/collect/list/index?targetType=), paged. A visitor is invited to log in. */
export function CollectList({ targetType }: { targetType: FavoriteTargetType }) {
  if (!isLoggedIn()) return <VisitorPlaceholder hint={CENTRE_TEXT.collectEmptyHint} />;
  return <MemberCollectList targetType={targetType} />;
}

function MemberCollectList({ targetType }: { targetType: FavoriteTargetType }) {
  const params = useMemo(() => ({ targetType }), [targetType]);
  const list = usePagedList(fetchPage, params);
  useReachBottom(() => list.loadMore());
  return (
    <PagedBody list={list} className='favorite-list' emptyText={EMPTY_TEXT[targetType]} emptyHint={CENTRE_TEXT.collectEmptyHint}>
      {(rows) => rows.map((favorite) => <FavoriteRow key={favorite.id} favorite={favorite} />)}
    </PagedBody>
  );
}

/** My favorites (/pages/mine/collect/index): tabs 资讯 / 课程 over one list each. */
export function CollectScreen({ initial = 'news' }: { initial?: FavoriteTargetType }) {
  const [active, setActive] = useState<FavoriteTargetType>(initial);
  return (
    <View className='collect'>
      <CentreTabs tabs={COLLECT_TABS} active={active} onChange={setActive} />
      <CollectList key={active} targetType={active} />
    </View>
  );
}
