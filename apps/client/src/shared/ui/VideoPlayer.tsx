import { useRef, useState } from 'react';
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
  /**
   * Called when a signed media url (gated content, README "Gated media") fails at or near its expiry:
   * the page fetches the item again, and the player resumes the new sources where it was.
   */
  onSourcesExpired?: () => void;
}

/** A gated file's url carries `exp` (unix seconds) and `sig`; other urls never expire. */
export function signedUrlExpiry(url: string): number | null {
  const query = url.split('?')[1] ?? '';
  const params = new URLSearchParams(query);
  const exp = params.get('exp');
  return exp !== null && /^\d+$/.test(exp) && params.get('sig') ? Number(exp) * 1000 : null;
}

/** Clocks of phone and server differ a little: a url this close to its expiry counts as expired. */
export const EXPIRY_SLACK_MS = 5 * 60_000;
/** Never ask for fresh urls more often than this (a file that fails for another reason must not loop). */
export const REFRESH_MIN_INTERVAL_MS = 60_000;

/** Whether a load error of `url` at `now` should fetch fresh urls rather than try the next source. */
export function shouldRefresh(url: string, now: number, lastRefresh: number | null): boolean {
  const expiry = signedUrlExpiry(url);
  if (expiry === null || expiry > now + EXPIRY_SLACK_MS) return false;
  return lastRefresh === null || now - lastRefresh >= REFRESH_MIN_INTERVAL_MS;
}

/** Next source after a load error, or null once every source failed. */
export function nextSourceIndex(current: number, count: number): number | null {
  return current + 1 < count ? current + 1 : null;
}

/**
 * A 16:9 player over Taro's Video. On a load error it moves to the next source; when none is left
 * it shows 视频加载失败 with a retry that starts again from the first source. A signed url that fails
 * at its expiry asks the page for fresh ones (onSourcesExpired) and resumes there instead.
 */
export function VideoPlayer({ sources, poster, autoplay, loop, live, className, onError, onPlay, overlay, onSourcesExpired }: VideoPlayerProps) {
  const [index, setIndex] = useState(0);
  // Where playback was, to resume fresh urls there; when fresh urls were last asked for.
  const position = useRef(0);
  const [resumeAt, setResumeAt] = useState(0);
  const [pendingResume, setPendingResume] = useState<number | null>(null);
  const lastRefresh = useRef<number | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // New sources (another section or playback) start again from the first, in this very render.
  const key = sources.map((s) => s.url).join('|');
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    setIndex(0);
    setFailed(false);
    // Fresh urls of the same item resume where it was; another item starts at 0.
    setResumeAt(pendingResume ?? 0);
    setPendingResume(null);
  }

  const handleError = () => {
    const now = Date.now();
    if (onSourcesExpired && shouldRefresh(sources[index].url, now, lastRefresh.current)) {
      lastRefresh.current = now;
      setPendingResume(position.current);
      onSourcesExpired();
      return;
    }
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
        key={`${attempt}:${index}:${key}`}
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
        initialTime={resumeAt || undefined}
        onTimeUpdate={(event) => { position.current = event.detail.currentTime; }}
        onError={handleError}
        onPlay={onPlay}
      />
    );
  }
  return <View className={classNames('video-player', className)}>{body}</View>;
}
