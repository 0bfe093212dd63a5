import { useCallback, useMemo, useState } from 'react';
import { View } from '@tarojs/components';
import { useReachBottom } from '@tarojs/taro';
import type { NewsItem } from '@caixue/contract';
import { navigateTo } from '@/shared/navigation/navigation';
import { usePagedList, type FetchPage } from '@/shared/request/pagedList';
import { CategoryTabs } from '@/shared/ui/CategoryTabs';
import { PagedBody } from '@/shared/ui/PagedBody';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchCategories, fetchFeedPage } from '../api';
import {
  capPage, detailsUrl, feedTabs, maxPagesOf, NEWS_UI_TEXT, type FeedQuery,
} from '../model';
import { NewsCard, NewsCardSkeleton } from './NewsCard';
import { NewsSearchBar } from './NewsSearchBar';
import './TeacherNewsFeed.scss';

export interface TeacherNewsFeedProps {
  /** Only this teacher's items (the teacher page). */
  teacherId?: number;
  /** The category shown first; without tabs the only one (e.g. 11, 每日早评: three pages at most). */
  categoryId?: number;
  /** Only the items of this goods item. */
  goodsId?: number;
  /** Category tabs (全部 and the categories of the teacher or goods item), centred when 4 or fewer. */
  showTabs?: boolean;
  /** A search box over title and content. */
  showSearch?: boolean;
}

/** The list stops after the category's last allowed page (category 11: page 3). */
const fetchPage: FetchPage<NewsItem, FeedQuery> = async (query) => (
  capPage(await fetchFeedPage(query), query.pageNum, query.pageSize, maxPagesOf(query.categoryId))
);

/**
 * The teacher news feed (SPEC §2): optional category tabs and search, cards with the teacher,
 * time, text and thumbnails; from the third card on locked items carry 解锁后查看完整内容. Each card
 * opens the details page. Pages on reaching the bottom; a tab or search change starts over.
 */
export function TeacherNewsFeed({ teacherId, categoryId, goodsId, showTabs = false, showSearch = false }: TeacherNewsFeedProps) {
  const [active, setActive] = useState(categoryId ?? 0);
  const [keyword, setKeyword] = useState('');

  const loadCategories = useCallback(
    () => (showTabs ? fetchCategories({ teacherId, goodsId }) : Promise.resolve([])),
    [showTabs, teacherId, goodsId],
  );
  const categories = useAsyncData(loadCategories).state.data;
  const tabs = useMemo(() => feedTabs(categories ?? []), [categories]);
  const withTabs = showTabs && tabs.length > 1;

  const params = useMemo<FeedQuery>(
    () => ({ teacherId, goodsId, categoryId: active || undefined, keyword: keyword || undefined }),
    [teacherId, goodsId, active, keyword],
  );
  const list = usePagedList(fetchPage, params);
  useReachBottom(() => list.loadMore());

  const open = (item: NewsItem) => void navigateTo(detailsUrl(item.id));
  return (
    <View className='news-feed'>
      {showSearch || withTabs ? (
        <View className='news-feed__top'>
          {showSearch ? <NewsSearchBar keyword={keyword} onSearch={setKeyword} /> : null}
          {withTabs ? (
            <CategoryTabs className='news-feed__tabs' tabs={tabs} activeId={active} onSelect={(tab) => setActive(tab.id)} />
          ) : null}
        </View>
      ) : null}
      <PagedBody
        list={list}
        className='news-feed__cards'
        emptyText={keyword ? NEWS_UI_TEXT.emptySearch : NEWS_UI_TEXT.empty}
        emptyHint={keyword ? NEWS_UI_TEXT.emptySearchHint : NEWS_UI_TEXT.emptyHint}
        skeleton={[0, 1, 2].map((key) => <NewsCardSkeleton key={key} />)}
      >
        {(rows) => rows.map((item, index) => <NewsCard key={item.id} item={item} index={index} onOpen={open} />)}
      </PagedBody>
    </View>
  );
}
