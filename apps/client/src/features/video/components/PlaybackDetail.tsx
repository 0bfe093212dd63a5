import { useCallback } from 'react';
import { ErrorState } from '@/shared/ui/ErrorState';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchPlaybackInfo } from '../api';
import { VIDEO_TEXT, playbackUrl } from '../model';
import { MediaDetail, MediaDetailSkeleton } from './MediaDetail';
import { PlaybackList } from './PlaybackList';

/**
 * /pages/playback/detail/index?id=&liveId= : the playback's player, title, teachers, plays and date,
 * share, and more playbacks of the same room (else of its first teacher).
 */
export function PlaybackDetail({ id, liveId }: { id: number; liveId?: number }) {
  const load = useCallback(() => fetchPlaybackInfo(id), [id]);
  const { state, reload } = useAsyncData(load);
  if (state.status === 'error' && !state.data) return <ErrorState message={state.message} onRetry={reload} />;
  if (!state.data) return <MediaDetailSkeleton lines={3} />;
  const playback = state.data;
  const roomId = liveId || playback.live?.id;
  return (
    <MediaDetail
      item={playback}
      className='playback-detail'
      onSourcesExpired={reload}
      badge={VIDEO_TEXT.playbackBadge}
      teachers={playback.teacherList}
      sharePath={playbackUrl(playback.id, roomId)}
      moreTitle={VIDEO_TEXT.morePlaybacks}
      more={(
        <PlaybackList
          className='video-detail__more'
          liveId={roomId || undefined}
          teacherId={roomId ? undefined : playback.teacherList[0]?.id}
          excludeId={playback.id}
          replace
        />
      )}
    />
  );
}
