import { describe, expect, it } from 'vitest';
import { formatDuration, playbackUrl, roomStatus, teacherNames } from './model';

describe('video model', () => {
  it('formats durations', () => {
    expect(formatDuration(0)).toBe('');
    expect(formatDuration(307)).toBe('05:07');
    expect(formatDuration(3723)).toBe('1:02:03');
  });

  it('builds the playback address with id and live id', () => {
    expect(playbackUrl(4, 7)).toBe('/pages/playback/detail/index?id=4&liveId=7');
    expect(playbackUrl(4, null)).toBe('/pages/playback/detail/index?id=4');
  });

  it('joins teacher names and tells the room status', () => {
    expect(teacherNames([{ name: '李老师' }, { name: '王老师' }])).toBe('李老师、王老师');
    expect(teacherNames(null)).toBe('');
    expect(roomStatus({ onAir: 1 })).toBe('onAir');
    expect(roomStatus({ onAir: 0 })).toBe('upcoming');
  });
});
