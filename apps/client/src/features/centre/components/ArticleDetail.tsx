import { useCallback } from 'react';
import { Text, View } from '@tarojs/components';
import type { ArticleDetail as Article } from '@caixue/contract';
import { ErrorState } from '@/shared/ui/ErrorState';
import { imageUrl } from '@/shared/ui/imageUrl';
import { RichHtml } from '@/shared/ui/RichHtml';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchArticle } from '../api';
import { CENTRE_TEXT, formatDate } from '../model';
import './ArticleDetail.scss';
import { Picture } from '@/shared/ui/Picture';

export function ArticleView({ article }: { article: Article }) {
  return (
    <View className='article-detail'>
      <Text className='article-detail__title'>{article.title}</Text>
      <View className='article-detail__meta'>
        <Text>{formatDate(article.createTime)}</Text>
        <Text>{`${CENTRE_TEXT.visits} ${article.visits}`}</Text>
      </View>
      {article.locked ? (
        <View className='article-detail__locked'>
          {article.pic ? <Picture alt='' className='article-detail__cover' src={imageUrl(article.pic)} mode='aspectFill' /> : null}
          {article.description ? <Text className='article-detail__description'>{article.description}</Text> : null}
          <View className='article-lock'>
            <Text className='article-lock__icon'>🔒</Text>
            <Text className='article-lock__title'>{CENTRE_TEXT.lockedTitle}</Text>
            <Text className='article-lock__hint'>{CENTRE_TEXT.lockedHint}</Text>
          </View>
        </View>
      ) : (
        <RichHtml className='article-detail__content' html={article.content} />
      )}
    </View>
  );
}

/** One article (help detail, member article, strategy): its rich text, or the lock when not entitled. */
export function ArticleDetail({ id }: { id: string }) {
  const load = useCallback(() => fetchArticle(id), [id]);
  const { state, reload } = useAsyncData(load);
  if (state.data) return <ArticleView article={state.data} />;
  if (state.status === 'error') return <ErrorState message={state.message} onRetry={reload} />;
  return <View className='article-detail'><Skeleton rows={8} /></View>;
}
