import { useCallback } from 'react';
import { Image, Text, View } from '@tarojs/components';
import type { VideoItem } from '@caixue/contract';
import defaultAvatar from '@/assets/avatar-default.png';
import { ErrorState } from '@/shared/ui/ErrorState';
import { imageUrl } from '@/shared/ui/imageUrl';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { VideoPlayer } from '@/shared/ui/VideoPlayer';
import { playCount } from '@/shared/format/count';
import { fetchVideoInfo } from '../api';
import { VIDEO_TEXT, formatDateTime, videoUrl } from '../model';
import { openNoPermission } from '../noPermission';
import { LockedOverlay } from './LockedOverlay';
import { ShareButton } from './ShareButton';
import { VideoList } from './VideoList';
import './VideoDetail.scss';

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
  if (!state.data) {
    return (
      <View className='video-detail'>
        <View className='video-player' />
        <View className='video-detail__info'>
          <SkeletonBlock width='86%' height='18px' />
          <SkeletonBlock width='50%' height='12px' />
        </View>
      </View>
    );
  }
  const video: VideoItem = state.data;
  const overlay = video.locked ? (
    <LockedOverlay
      poster={video.pic}
      title={VIDEO_TEXT.lockedTitle}
      hint={VIDEO_TEXT.lockedHint}
      action={VIDEO_TEXT.openNow}
      onAction={() => void openNoPermission(video as VideoItem & { moduleId?: number | null })}
    />
  ) : undefined;
  return (
    <View className='video-detail media-video' data-id={video.id} data-locked={video.locked ? '1' : '0'}>
      <View className='video-detail__player'>
        <VideoPlayer sources={video.videoSources} poster={imageUrl(video.pic)} autoplay overlay={overlay} />
      </View>
      <View className='video-detail__info'>
        <Text className='video-detail__title'>{video.title}</Text>
        <View className='video-detail__meta'>
          <Text>{playCount(video.visits)}</Text>
          <Text>{formatDateTime(video.dateTime)}</Text>
          <View className='video-detail__spacer' />
          <ShareButton path={sharePath ?? videoUrl(video.id)} title={video.title} />
        </View>
        {video.teacher ? (
          <View className='video-detail__teachers'>
            <View className='video-detail__teacher'>
              <Image className='video-detail__avatar' src={imageUrl(video.teacher.avatar) || defaultAvatar} mode='aspectFill' />
              <Text className='video-detail__teacher-name'>{video.teacher.name}</Text>
            </View>
          </View>
        ) : null}
        {video.description ? <Text className='video-detail__description'>{video.description}</Text> : null}
      </View>
      {related && video.categoryId ? (
        <>
          <View className='video-detail__section'>
            <Text className='video-detail__section-title'>{VIDEO_TEXT.moreVideos}</Text>
          </View>
          <VideoList categoryId={video.categoryId} layout='rows' excludeId={video.id} replace className='video-detail__more' />
        </>
      ) : null}
    </View>
  );
}
