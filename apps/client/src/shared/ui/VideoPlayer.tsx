import { useState } from 'react';
import { Text, Video, View } from '@tarojs/components';
import classNames from 'classnames';
import type { VideoSource } from '@caixue/contract';
import './VideoPlayer.scss';

export const VIDEO_PLAYER_TEXT = {
  failed: '视频加载失败',
  retry: '重试',
  empty: '暂无可播放的视频',
} as const;

export interface VideoPlayerProps {
  /** The same clip in several formats, tried in order (SPEC §8: a load error tries the next source). */
  sources: VideoSource[];
  poster?: string;
  autoplay?: boolean;
  loop?: boolean;
  /** Live streams hide the progress bar. */
  live?: boolean;
  className?: string;
  /** Called once all sources failed (the error event). */
  onError?: () => void;
  onPlay?: () => void;
  /** Shown in place of the player, e.g. the locked overlay of content the member has not bought. */
  overlay?: React.ReactNode;
}

/** Next source after a load error, or null once every source failed. */
export function nextSourceIndex(current: number, count: number): number | null {
  return current + 1 < count ? current + 1 : null;
}

/**
 * A 16:9 player over Taro's Video. On a load error it moves to the next source; when none is left
 * it shows 视频加载失败 with a retry that starts again from the first source.
 */
export function VideoPlayer({ sources, poster, autoplay, loop, live, className, onError, onPlay, overlay }: VideoPlayerProps) {
  const [index, setIndex] = useState(0);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // New sources (another section or playback) start again from the first, in this very render.
  const key = sources.map((s) => s.url).join('|');
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    setIndex(0);
    setFailed(false);
  }

  const handleError = () => {
    const next = nextSourceIndex(index, sources.length);
    if (next === null) {
      setFailed(true);
      onError?.();
    } else {
      setIndex(next);
    }
  };

  let body: React.ReactNode;
  if (overlay) body = overlay;
  else if (sources.length === 0) body = <Text className='video-player__message'>{VIDEO_PLAYER_TEXT.empty}</Text>;
  else if (failed) {
    body = (
      <View className='video-player__message video-player__message--error'>
        <Text>{VIDEO_PLAYER_TEXT.failed}</Text>
        <View className='video-player__retry' onClick={() => { setFailed(false); setIndex(0); setAttempt((n) => n + 1); }}>
          {VIDEO_PLAYER_TEXT.retry}
        </View>
      </View>
    );
  } else {
    const source = sources[index];
    body = (
      <Video
        key={`${attempt}:${index}`}
        id='video-player'
        className='video-player__video'
        src={source.url}
        poster={poster}
        autoplay={autoplay}
        loop={loop}
        controls
        showProgress={!live}
        showCenterPlayBtn
        objectFit='contain'
        data-source-type={source.type}
        onError={handleError}
        onPlay={onPlay}
      />
    );
  }
  return <View className={classNames('video-player', className)}>{body}</View>;
}
