import { useCallback } from 'react';
import { ErrorState } from '@/shared/ui/ErrorState';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchVideoInfo } from '../api';
import { VIDEO_TEXT, videoUrl } from '../model';
import { MediaDetail, MediaDetailSkeleton } from './MediaDetail';
import { VideoList } from './VideoList';

export interface VideoDetailProps {
  id: number;
  /** Related videos of the same category under the player (default true). */
  related?: boolean;
  /** Page path to share; the video page by default. */
  sharePath?: string;
}

/** One media video (/api/video/get/info/{id}): player, title, teacher, plays, date, share, related videos. */
export function VideoDetail({ id, related = true, sharePath }: VideoDetailProps) {
  const load = useCallback(() => fetchVideoInfo(id), [id]);
  const { state, reload } = useAsyncData(load);
  if (state.status === 'error' && !state.data) return <ErrorState message={state.message} onRetry={reload} />;
  if (!state.data) return <MediaDetailSkeleton lines={2} />;
  const video = state.data;
  const showRelated = related && Boolean(video.categoryId);
  return (
    <MediaDetail
      item={video}
      className='media-video'
      onSourcesExpired={reload}
      teachers={video.teacher ? [video.teacher] : []}
      sharePath={sharePath ?? videoUrl(video.id)}
      moreTitle={showRelated ? VIDEO_TEXT.moreVideos : undefined}
      more={showRelated && video.categoryId ? (
        <VideoList categoryId={video.categoryId} layout='rows' excludeId={video.id} replace className='video-detail__more' />
      ) : null}
    />
  );
}
