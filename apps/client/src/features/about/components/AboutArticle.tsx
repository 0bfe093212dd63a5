import { useCallback } from 'react';
import { Text, View } from '@tarojs/components';
import { ErrorState } from '@/shared/ui/ErrorState';
import { RichHtml } from '@/shared/ui/RichHtml';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchAboutArticle, type AboutArticleCode } from '../api';
import './About.scss';

/** One about article (by code) in a card: its title and sanitized HTML. */
export function AboutArticle({ code, showTitle = true }: { code: AboutArticleCode; showTitle?: boolean }) {
  const load = useCallback(() => fetchAboutArticle(code), [code]);
  const { state, reload } = useAsyncData(load);
  if (state.status === 'error' && !state.data) return <ErrorState message={state.message} onRetry={reload} />;
  if (!state.data) return <View className='about-card'><Skeleton rows={5} /></View>;
  // An article that opens with its own heading needs no second title above it.
  const ownHeading = /^\s*<h[1-6]/i.test(state.data.content);
  return (
    <View className='about-card about-article' data-code={code}>
      {showTitle && !ownHeading ? <Text className='about-card__title'>{state.data.title}</Text> : null}
      <RichHtml html={state.data.content} className='about-article__html' />
    </View>
  );
}
