import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { EXPIRY_SLACK_MS, nextSourceIndex, REFRESH_MIN_INTERVAL_MS, shouldRefresh, signedUrlExpiry, VideoPlayer, VIDEO_PLAYER_TEXT } from './VideoPlayer';

const sources = [
  { url: '/uploads/seed/media/lesson.mp4', type: 'video/mp4' },
  { url: '/uploads/seed/media/lesson.webm', type: 'video/webm' },
];

/** Taro's Video: a <video> in the browser build, its custom element under jsdom. */
function videoOf(container: HTMLElement): Element | null {
  return container.querySelector('video, taro-video-core');
}

describe('VideoPlayer', () => {
  it('moves to the next source on a load error, then reports the failure with a retry from the first', () => {
    const onError = vi.fn();
    const { container, getByText } = render(<VideoPlayer sources={sources} onError={onError} />);
    expect(videoOf(container)?.getAttribute('src')).toContain('lesson.mp4');

    fireEvent.error(videoOf(container)!);
    expect(videoOf(container)?.getAttribute('src')).toContain('lesson.webm');
    expect(onError).not.toHaveBeenCalled();

    fireEvent.error(videoOf(container)!);
    expect(videoOf(container)).toBeNull();
    expect(container.textContent).toContain(VIDEO_PLAYER_TEXT.failed);
    expect(onError).toHaveBeenCalledTimes(1);

    fireEvent.click(getByText(VIDEO_PLAYER_TEXT.retry));
    expect(videoOf(container)?.getAttribute('src')).toContain('lesson.mp4');
  });

  it('starts again from the first source when it is given other sources', () => {
    const { container, rerender } = render(<VideoPlayer sources={sources} />);
    fireEvent.error(videoOf(container)!);
    fireEvent.error(videoOf(container)!);
    const other = sources.map((s) => ({ ...s, url: `${s.url}?s=2` }));
    rerender(<VideoPlayer sources={other} />);
    expect(videoOf(container)?.getAttribute('src')).toBe(other[0].url);
  });

  it('says so when there is nothing to play, and shows an overlay instead of the player', () => {
    expect(render(<VideoPlayer sources={[]} />).container.textContent).toContain(VIDEO_PLAYER_TEXT.empty);
    const locked = render(<VideoPlayer sources={sources} overlay={<span>解锁后观看</span>} />).container;
    expect(videoOf(locked)).toBeNull();
    expect(locked.textContent).toContain('解锁后观看');
  });

  it('knows when no source is left', () => {
    expect(nextSourceIndex(0, 2)).toBe(1);
    expect(nextSourceIndex(1, 2)).toBeNull();
    expect(nextSourceIndex(0, 0)).toBeNull();
  });

  describe('signed media urls (gated content)', () => {
    const signed = (expSeconds: number, file = 'lesson.mp4') => `/media/seed/${file}?lock=x&exp=${expSeconds}&sig=${'a'.repeat(43)}`;
    const now = 1_800_000_000_000;

    it('knows a signed url’s expiry and refreshes only at or near it, at most once a minute', () => {
      expect(signedUrlExpiry(signed(1_800_003_600))).toBe(1_800_003_600_000);
      expect(signedUrlExpiry('/uploads/seed/media/lesson.mp4')).toBeNull();
      expect(signedUrlExpiry('/media/seed/lesson.mp4?exp=1800003600')).toBeNull();
      const expired = signed(now / 1000 - 1);
      expect(shouldRefresh(expired, now, null)).toBe(true);
      expect(shouldRefresh(signed((now + EXPIRY_SLACK_MS - 1000) / 1000), now, null)).toBe(true);
      expect(shouldRefresh(signed((now + 3_600_000) / 1000), now, null)).toBe(false);
      expect(shouldRefresh('/uploads/seed/media/lesson.mp4', now, null)).toBe(false);
      expect(shouldRefresh(expired, now, now - REFRESH_MIN_INTERVAL_MS + 1)).toBe(false);
      expect(shouldRefresh(expired, now, now - REFRESH_MIN_INTERVAL_MS)).toBe(true);
    });

    it('asks for fresh urls when an expired one fails, instead of moving to the next source, and resumes there', () => {
      const past = Math.floor(Date.now() / 1000) - 10;
      const old = [
        { url: signed(past), type: 'video/mp4' },
        { url: signed(past, 'lesson.webm'), type: 'video/webm' },
      ];
      const onSourcesExpired = vi.fn();
      const { container, rerender } = render(<VideoPlayer sources={old} onSourcesExpired={onSourcesExpired} />);
      expect(videoOf(container)?.getAttribute('initial-time')).toBeNull();
      videoOf(container)!.dispatchEvent(new CustomEvent('timeupdate', { detail: { currentTime: 1234.5 } }));
      fireEvent.error(videoOf(container)!);
      expect(onSourcesExpired).toHaveBeenCalledTimes(1);
      expect(videoOf(container)?.getAttribute('src')).toBe(old[0].url);
      const future = past + 3_700;
      const fresh = old.map((s) => ({ ...s, url: s.url.replace(`exp=${past}`, `exp=${future}`) }));
      rerender(<VideoPlayer sources={fresh} onSourcesExpired={onSourcesExpired} />);
      expect(videoOf(container)?.getAttribute('src')).toBe(fresh[0].url);
      expect(videoOf(container)?.getAttribute('initial-time')).toBe('1234.5');
      // Another item starts at the beginning.
      rerender(<VideoPlayer sources={sources} onSourcesExpired={onSourcesExpired} />);
      expect(videoOf(container)?.getAttribute('initial-time')).toBeNull();
      rerender(<VideoPlayer sources={fresh} onSourcesExpired={onSourcesExpired} />);
      // A fresh url that fails is an ordinary failure: the next source, no new refresh.
      fireEvent.error(videoOf(container)!);
      expect(videoOf(container)?.getAttribute('src')).toBe(fresh[1].url);
      expect(onSourcesExpired).toHaveBeenCalledTimes(1);
    });
  });
});
