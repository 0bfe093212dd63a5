import { useMemo } from 'react';
import { Text, View } from '@tarojs/components';
import { useReachBottom } from '@tarojs/taro';
import { ArrowRight, Tips } from '@nutui/icons-react-taro';
import { TINT, type ArticleListCategory, type ArticleSummary } from '@caixue/contract';
import { isLoggedIn } from '@/shared/session/auth';
import { navigateTo } from '@/shared/navigation/navigation';
import { usePagedList, type FetchPage } from '@/shared/request/pagedList';
import { imageUrl } from '@/shared/ui/imageUrl';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { fetchArticles } from '../api';
import { CENTRE_TEXT, formatDate } from '../model';
import { CENTRE_PAGES, withId } from './centrePages';
import { PagedBody } from '@/shared/ui/PagedBody';
import { VisitorPlaceholder } from './VisitorPlaceholder';
import './ArticleList.scss';
import { Picture } from '@/shared/ui/Picture';

const fetchPage: FetchPage<ArticleSummary, { category: ArticleListCategory }> = ({ category, ...page }) => fetchArticles(category, page);

/** Where a row of each list opens: help has its own detail page, the others show the detail in place. */
const DETAIL_PAGE: Record<ArticleListCategory, string> = {
  help: CENTRE_PAGES.helpDetail,
  article: CENTRE_PAGES.article,
  strategy: CENTRE_PAGES.strategy,
};

const EMPTY: Record<ArticleListCategory, { text: string; hint?: string }> = {
  help: { text: CENTRE_TEXT.helpEmpty },
  article: { text: CENTRE_TEXT.articleEmpty, hint: CENTRE_TEXT.articleEmptyHint },
  strategy: { text: CENTRE_TEXT.strategyEmpty, hint: CENTRE_TEXT.strategyEmptyHint },
};

export function HelpRow({ article, onOpen }: { article: ArticleSummary; onOpen: (article: ArticleSummary) => void }) {
  return (
    <View className='help-row article-row' data-id={article.id} onClick={() => onOpen(article)}>
      <View className='help-row__icon'><Tips size={16} color={TINT} /></View>
      <Text className='help-row__title'>{article.title}</Text>
      <ArrowRight size={12} color='#b6bbc3' />
    </View>
  );
}

export function ArticleCard({ article, onOpen }: { article: ArticleSummary; onOpen: (article: ArticleSummary) => void }) {
  return (
    <View className={`article-card article-row${article.locked ? ' article-card--locked' : ''}`} data-id={article.id} onClick={() => onOpen(article)}>
      <View className='article-card__main'>
        <Text className='article-card__title'>{article.title}</Text>
        {article.description ? <Text className='article-card__description'>{article.description}</Text> : null}
        <View className='article-card__foot'>
          {article.locked ? <Text className='article-card__lock'>🔒 {CENTRE_TEXT.locked}</Text> : null}
          <Text className='article-card__meta'>{formatDate(article.createTime)}</Text>
          <Text className='article-card__meta'>{`${CENTRE_TEXT.visits} ${article.visits}`}</Text>
        </View>
      </View>
      {article.pic ? <Picture alt='' className='article-card__pic' src={imageUrl(article.pic)} mode='aspectFill' lazyLoad /> : null}
    </View>
  );
}

function ArticleSkeleton() {
  return (
    <View className='article-card'>
      <View className='article-card__main'>
        <SkeletonBlock width='80%' height='16px' />
        <SkeletonBlock width='100%' height='12px' />
        <SkeletonBlock width='40%' height='11px' />
      </View>
      <SkeletonBlock className='article-card__pic' width='96px' height='72px' />
    </View>
  );
}

/** A paged list of one article category: help (titles) or member articles and strategies (cards). */
export function ArticleList({ category }: { category: ArticleListCategory }) {
  // The article page is public (SPEC §2) but its list is the member's: a visitor is asked to log in.
  if (!isLoggedIn()) return <VisitorPlaceholder hint={CENTRE_TEXT.articleVisitorHint} />;
  return <MemberArticleList category={category} />;
}

function MemberArticleList({ category }: { category: ArticleListCategory }) {
  const params = useMemo(() => ({ category }), [category]);
  const list = usePagedList(fetchPage, params);
  useReachBottom(() => list.loadMore());
  const open = (article: ArticleSummary) => void navigateTo(withId(DETAIL_PAGE[category], article.id));
  const help = category === 'help';
  return (
    <View className={`article-list article-list--${category}`}>
      <PagedBody
        list={list}
        className={help ? 'help-list' : 'article-cards'}
        emptyText={EMPTY[category].text}
        emptyHint={EMPTY[category].hint}
        skeleton={help ? undefined : [0, 1, 2, 3].map((key) => <ArticleSkeleton key={key} />)}
      >
        {(rows) => (help
          ? <View className='help-list__card'>{rows.map((article) => <HelpRow key={article.id} article={article} onOpen={open} />)}</View>
          : rows.map((article) => <ArticleCard key={article.id} article={article} onOpen={open} />))}
      </PagedBody>
    </View>
  );
}
