import { useCallback } from 'react';
import { Image, Text, View } from '@tarojs/components';
import type { PlaybackInfo } from '@caixue/contract';
import defaultAvatar from '@/assets/avatar-default.png';
import { playCount } from '@/shared/format/count';
import { ErrorState } from '@/shared/ui/ErrorState';
import { imageUrl } from '@/shared/ui/imageUrl';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { VideoPlayer } from '@/shared/ui/VideoPlayer';
import { fetchPlaybackInfo } from '../api';
import { VIDEO_TEXT, formatDateTime, playbackUrl } from '../model';
import { openNoPermission } from '../noPermission';
import { LockedOverlay } from './LockedOverlay';
import { PlaybackList } from './PlaybackList';
import { ShareButton } from './ShareButton';
import './VideoDetail.scss';

function DetailSkeleton() {
  return (
    <View className='video-detail'>
      <View className='video-player' />
      <View className='video-detail__info'>
        <SkeletonBlock width='86%' height='18px' />
        <SkeletonBlock width='50%' height='12px' />
        <SkeletonBlock width='36%' height='12px' />
      </View>
    </View>
  );
}

function TeacherChips({ teachers }: { teachers: PlaybackInfo['teacherList'] }) {
  if (teachers.length === 0) return null;
  return (
    <View className='video-detail__teachers'>
      {teachers.map((teacher) => (
        <View key={teacher.id} className='video-detail__teacher'>
          <Image className='video-detail__avatar' src={imageUrl(teacher.avatar) || defaultAvatar} mode='aspectFill' />
          <Text className='video-detail__teacher-name'>{teacher.name}</Text>
        </View>
      ))}
    </View>
  );
}

/**
 * /pages/playback/detail/index?id=&liveId= : the playback's player (next source on a load error),
 * title, teachers, plays and date, share, and more playbacks of the same room. A locked playback
 * shows 解锁后观看 with 立即开通 instead of the player (its sources never reach the client).
 */
export function PlaybackDetail({ id, liveId }: { id: number; liveId?: number }) {
  const load = useCallback(() => fetchPlaybackInfo(id), [id]);
  const { state, reload } = useAsyncData(load);
  if (state.status === 'error' && !state.data) return <ErrorState message={state.message} onRetry={reload} />;
  if (!state.data) return <DetailSkeleton />;
  const playback = state.data;
  const roomId = liveId || playback.live?.id;
  const overlay = playback.locked ? (
    <LockedOverlay
      poster={playback.pic}
      title={VIDEO_TEXT.lockedTitle}
      hint={VIDEO_TEXT.lockedHint}
      action={VIDEO_TEXT.openNow}
      onAction={() => void openNoPermission(playback as PlaybackInfo & { moduleId?: number | null })}
    />
  ) : undefined;
  return (
    <View className='video-detail playback-detail' data-id={playback.id} data-locked={playback.locked ? '1' : '0'}>
      <View className='video-detail__player'>
        <VideoPlayer sources={playback.videoSources} poster={imageUrl(playback.pic)} autoplay overlay={overlay} />
      </View>
      <View className='video-detail__info'>
        <View className='video-detail__title-row'>
          <Text className='video-detail__badge'>{VIDEO_TEXT.playbackBadge}</Text>
          <Text className='video-detail__title'>{playback.title}</Text>
        </View>
        <View className='video-detail__meta'>
          <Text>{playCount(playback.visits)}</Text>
          <Text>{formatDateTime(playback.dateTime)}</Text>
          <View className='video-detail__spacer' />
          <ShareButton path={playbackUrl(playback.id, roomId)} title={playback.title} />
        </View>
        <TeacherChips teachers={playback.teacherList} />
        {playback.description ? <Text className='video-detail__description'>{playback.description}</Text> : null}
      </View>
      <View className='video-detail__section'>
        <Text className='video-detail__section-title'>{VIDEO_TEXT.morePlaybacks}</Text>
      </View>
      <PlaybackList
        className='video-detail__more'
        liveId={roomId || undefined}
        teacherId={roomId ? undefined : playback.teacherList[0]?.id}
        excludeId={playback.id}
        replace
      />
    </View>
  );
}
