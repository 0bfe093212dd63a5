import { useMemo } from 'react';
import { Text, View } from '@tarojs/components';
import { useReachBottom } from '@tarojs/taro';
import classNames from 'classnames';
import type { VideoItem } from '@caixue/contract';
import { navigateTo, redirectTo } from '@/shared/navigation/navigation';
import { usePagedList, type FetchPage } from '@/shared/request/pagedList';
import { imageUrl } from '@/shared/ui/imageUrl';
import { PagedBody } from '@/shared/ui/PagedBody';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { playCount } from '@/shared/format/count';
import { fetchVideos } from '../api';
import { VIDEO_TEXT, formatDate, formatDuration, videoUrl } from '../model';
import './VideoList.scss';
import { Picture } from '@/shared/ui/Picture';

export interface VideoListProps {
  categoryId?: number;
  teacherId?: number;
  /** grid: two cards a row (the media library); rows: picture left, text right. */
  layout?: 'grid' | 'rows';
  excludeId?: number;
  loadOnReachBottom?: boolean;
  /** Open a video in place of the current page (the video page's related list). */
  replace?: boolean;
  emptyText?: string;
  className?: string;
}

type VideoParams = { categoryId?: number; teacherId?: number };
const fetchPage: FetchPage<VideoItem, VideoParams> = (query) => fetchVideos(query);

export function VideoCard({ video, onOpen }: { video: VideoItem; onOpen: (video: VideoItem) => void }) {
  const duration = formatDuration(video.duration);
  return (
    <View className='video-card' data-id={video.id} onClick={() => onOpen(video)}>
      <View className='video-card__cover'>
        <Picture alt='' className='video-card__pic' src={imageUrl(video.pic)} mode='aspectFill' lazyLoad />
        {video.locked ? <Text className='video-card__lock'>🔒</Text> : null}
        {duration ? <Text className='video-card__duration'>{duration}</Text> : null}
      </View>
      <View className='video-card__main'>
        <Text className='video-card__title'>{video.title}</Text>
        <View className='video-card__foot'>
          <Text className='video-card__teacher'>{video.teacher?.name ?? ''}</Text>
          <Text className='video-card__visits'>{playCount(video.visits)}</Text>
        </View>
      </View>
    </View>
  );
}

export function VideoRow({ video, onOpen }: { video: VideoItem; onOpen: (video: VideoItem) => void }) {
  const duration = formatDuration(video.duration);
  return (
    <View className='video-row' data-id={video.id} onClick={() => onOpen(video)}>
      <View className='video-row__cover'>
        <Picture alt='' className='video-row__pic' src={imageUrl(video.pic)} mode='aspectFill' lazyLoad />
        {video.locked ? <Text className='video-card__lock'>🔒</Text> : null}
        {duration ? <Text className='video-card__duration'>{duration}</Text> : null}
      </View>
      <View className='video-row__main'>
        <Text className='video-row__title'>{video.title}</Text>
        {video.description ? <Text className='video-row__description'>{video.description}</Text> : null}
        <View className='video-row__foot'>
          <Text>{playCount(video.visits)}</Text>
          <Text>{formatDate(video.dateTime)}</Text>
        </View>
      </View>
    </View>
  );
}

function GridSkeleton() {
  return (
    <View className='video-card'>
      <SkeletonBlock className='video-card__cover' width='100%' height='96px' />
      <View className='video-card__main'>
        <SkeletonBlock width='90%' height='13px' />
        <SkeletonBlock width='50%' height='11px' />
      </View>
    </View>
  );
}

function RowSkeleton() {
  return (
    <View className='video-row'>
      <SkeletonBlock className='video-row__cover' width='128px' height='72px' />
      <View className='video-row__main'>
        <SkeletonBlock width='90%' height='14px' />
        <SkeletonBlock width='60%' height='11px' />
      </View>
    </View>
  );
}

/** Paged media videos of a category or a teacher, as a two-column grid or as rows. */
export function VideoList({
  categoryId, teacherId, layout = 'grid', excludeId, loadOnReachBottom = true, replace, emptyText, className,
}: VideoListProps) {
  const params = useMemo(() => ({ categoryId, teacherId }), [categoryId, teacherId]);
  const list = usePagedList(fetchPage, params);
  useReachBottom(() => { if (loadOnReachBottom) list.loadMore(); });
  const open = (video: VideoItem) => void (replace ? redirectTo(videoUrl(video.id)) : navigateTo(videoUrl(video.id)));
  const view = excludeId ? { ...list, rows: list.rows.filter((v) => v.id !== excludeId) } : list;
  const grid = layout === 'grid';
  return (
    <View className={classNames('video-list', `video-list--${layout}`, className)}>
      <PagedBody
        list={view}
        className={grid ? 'video-list__grid' : 'video-list__rows'}
        emptyText={emptyText ?? VIDEO_TEXT.videoEmpty}
        emptyHint={VIDEO_TEXT.videoEmptyHint}
        skeleton={grid
          ? <View className='video-list__cells'>{[0, 1, 2, 3].map((key) => <GridSkeleton key={key} />)}</View>
          : [0, 1, 2, 3].map((key) => <RowSkeleton key={key} />)}
      >
        {(rows) => (
          <View className={grid ? 'video-list__cells' : 'video-list__row-card'}>
            {rows.map((video) => (grid
              ? <VideoCard key={video.id} video={video} onOpen={open} />
              : <VideoRow key={video.id} video={video} onOpen={open} />))}
          </View>
        )}
      </PagedBody>
    </View>
  );
}
