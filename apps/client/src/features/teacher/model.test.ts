import { describe, expect, it } from 'vitest';
import { followersAfter, teacherUrl } from './model';

describe('teacher model', () => {
  it('moves the follower count with the member\'s choice only when it changed', () => {
    expect(followersAfter({ followers: 10, followed: false }, true)).toBe(11);
    expect(followersAfter({ followers: 10, followed: true }, false)).toBe(9);
    expect(followersAfter({ followers: 10, followed: true }, true)).toBe(10);
    expect(followersAfter({ followers: 0, followed: true }, false)).toBe(0);
  });

  it('links the detail page', () => {
    expect(teacherUrl(3)).toBe('/pages/teacher/detail/index?id=3');
  });
});
