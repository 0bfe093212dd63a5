import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { nextSourceIndex, VideoPlayer, VIDEO_PLAYER_TEXT } from './VideoPlayer';

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
});
