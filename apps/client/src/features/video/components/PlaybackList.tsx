import { useEffect, useMemo } from 'react';
import { Text, View } from '@tarojs/components';
import { useReachBottom } from '@tarojs/taro';
import classNames from 'classnames';
import type { Playback } from '@caixue/contract';
import { playCount } from '@/shared/format/count';
import { navigateTo, redirectTo } from '@/shared/navigation/navigation';
import { usePagedList, type FetchPage } from '@/shared/request/pagedList';
import { imageUrl } from '@/shared/ui/imageUrl';
import { PagedBody } from '@/shared/ui/PagedBody';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { fetchPlaybacks, type PlaybackQuery } from '../api';
import { VIDEO_TEXT, formatDate, formatDuration, playbackUrl, teacherNames } from '../model';
import './PlaybackList.scss';
import { Picture } from '@/shared/ui/Picture';

export interface PlaybackListProps {
  /** Playbacks of one teacher, one goods item or one room; all of them when none is given. */
  teacherId?: number;
  goodsId?: number;
  liveId?: number;
  /** Leave this playback out (the detail page's "more playbacks"). */
  excludeId?: number;
  /** Load the next page when the page scrolls to its bottom (default true). */
  loadOnReachBottom?: boolean;
  /** Open another playback in place of the current page (the detail page). */
  replace?: boolean;
  /** Receives the list's loadMore, for a container that scrolls by itself (a ScrollView's onScrollToLower). */
  pagerRef?: { current: (() => void) | null };
  className?: string;
}

const fetchPage: FetchPage<Playback, Omit<PlaybackQuery, 'pageNum' | 'pageSize'>> = (query) => fetchPlaybacks(query);

export function PlaybackRow({ playback, onOpen }: { playback: Playback; onOpen: (playback: Playback) => void }) {
  const duration = formatDuration(playback.duration);
  const teachers = teacherNames(playback.teacherList);
  return (
    <View className='playback-row' data-id={playback.id} onClick={() => onOpen(playback)}>
      <View className='playback-row__cover'>
        <Picture alt='' className='playback-row__pic' src={imageUrl(playback.pic)} mode='aspectFill' lazyLoad />
        <Text className='playback-row__badge'>{VIDEO_TEXT.playbackBadge}</Text>
        {playback.locked ? <Text className='playback-row__lock'>🔒</Text> : null}
        {duration ? <Text className='playback-row__duration'>{duration}</Text> : null}
      </View>
      <View className='playback-row__main'>
        <Text className='playback-row__title'>{playback.title}</Text>
        {teachers ? <Text className='playback-row__teachers'>{teachers}</Text> : null}
        <View className='playback-row__foot'>
          <Text className='playback-row__count'>{playCount(playback.visits)}</Text>
          <Text className='playback-row__time'>{formatDate(playback.dateTime)}</Text>
        </View>
      </View>
    </View>
  );
}

function PlaybackSkeleton() {
  return (
    <View className='playback-row'>
      <SkeletonBlock className='playback-row__cover' width='128px' height='72px' />
      <View className='playback-row__main'>
        <SkeletonBlock width='90%' height='15px' />
        <SkeletonBlock width='40%' height='12px' />
        <SkeletonBlock width='60%' height='11px' />
      </View>
    </View>
  );
}

/**
 * Paged playbacks (SPEC §2 "Live replay list"): cover with the 回看 badge, title, teacher names,
 * play count and date; a tap opens the playback detail with its id and live id.
 */
export function PlaybackList({ teacherId, goodsId, liveId, excludeId, loadOnReachBottom = true, replace, pagerRef, className }: PlaybackListProps) {
  const params = useMemo(() => ({ teacherId, goodsId, liveId }), [teacherId, goodsId, liveId]);
  const list = usePagedList(fetchPage, params);
  useReachBottom(() => { if (loadOnReachBottom) list.loadMore(); });
  useEffect(() => {
    if (!pagerRef) return undefined;
    pagerRef.current = list.loadMore;
    return () => { pagerRef.current = null; };
  }, [pagerRef, list.loadMore]);
  const open = (playback: Playback) => {
    const url = playbackUrl(playback.id, playback.live?.id);
    if (replace) void redirectTo(url);
    else void navigateTo(url);
  };
  const view = excludeId ? { ...list, rows: list.rows.filter((p) => p.id !== excludeId) } : list;
  return (
    <View className={classNames('playback-list', className)}>
      <PagedBody
        list={view}
        emptyText={VIDEO_TEXT.playbackEmpty}
        emptyHint={VIDEO_TEXT.playbackEmptyHint}
        skeleton={[0, 1, 2, 3].map((key) => <PlaybackSkeleton key={key} />)}
      >
        {(rows) => rows.map((playback) => <PlaybackRow key={playback.id} playback={playback} onOpen={open} />)}
      </PagedBody>
    </View>
  );
}
