import { useCallback } from 'react';
import { View } from '@tarojs/components';
import { useReachBottom } from '@tarojs/taro';
import type { NewsItem } from '@caixue/contract';
import { navigateTo } from '@/shared/navigation/navigation';
import { usePagedList, type FetchPage } from '@/shared/request/pagedList';
import { EmptyData } from '@/shared/ui/EmptyData';
import { ErrorState } from '@/shared/ui/ErrorState';
import { PagedBody } from '@/shared/ui/PagedBody';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchByCategoryCode, fetchNews } from '../api';
import { detailsUrl, NEWS_UI_TEXT } from '../model';
import { NewsArticle, NewsArticleSkeleton } from './NewsArticle';
import { NewsRow } from './RelatedNews';
import './NewsReadScreens.scss';

function useNewsItem(id: number) {
  const load = useCallback(() => fetchNews(id), [id]);
  return useAsyncData(load);
}

/**
 * A read-only view of one item: the notice page (公告详情: title, date, content) or detailsShow
 * (a shared link's display: the article without reactions or comments). A locked item shows its
 * teaser and the lock, without the way to buy.
 */
export function NewsReadOnlyScreen({ id, notice = false }: { id: number; notice?: boolean }) {
  const { state, reload } = useNewsItem(id);
  if (!Number.isFinite(id) || id <= 0) return <EmptyData text={NEWS_UI_TEXT.notFound} />;
  const item = state.data;
  if (!item) {
    if (state.status === 'error') return <ErrorState message={state.message} onRetry={reload} />;
    return <NewsArticleSkeleton />;
  }
  return (
    <View className={notice ? 'news-notice' : 'news-show'}>
      <NewsArticle item={item} plain={notice} />
      {notice && !item.locked && !item.content && !item.description ? <EmptyData compact text={NEWS_UI_TEXT.noticeEmpty} /> : null}
    </View>
  );
}

const fetchFinancePage: FetchPage<NewsItem, { code: string }> = ({ code, ...page }) => fetchByCategoryCode(code, page);
const FINANCE_PARAMS = { code: 'finance' };

function FinanceSkeleton() {
  return (
    <View className='news-compact-row'>
      <View className='news-compact-row__main'>
        <SkeletonBlock width='90%' height='15px' />
        <SkeletonBlock width='100%' height='12px' />
        <SkeletonBlock width='40%' height='10px' />
      </View>
      <SkeletonBlock className='news-compact-row__pic' width='108px' height='76px' />
    </View>
  );
}

/** 财经要闻: the finance category's rows with title, summary, date and thumbnail, paged. */
export function FinanceListScreen() {
  const list = usePagedList(fetchFinancePage, FINANCE_PARAMS);
  useReachBottom(() => list.loadMore());
  return (
    <View className='news-finance'>
      <PagedBody
        list={list}
        className='news-finance__rows'
        emptyText={NEWS_UI_TEXT.financeEmpty}
        emptyHint={NEWS_UI_TEXT.emptyHint}
        skeleton={[0, 1, 2, 3, 4].map((key) => <FinanceSkeleton key={key} />)}
      >
        {(rows) => rows.map((item) => <NewsRow key={item.id} item={item} withSummary onOpen={(row) => void navigateTo(detailsUrl(row.id))} />)}
      </PagedBody>
    </View>
  );
}
