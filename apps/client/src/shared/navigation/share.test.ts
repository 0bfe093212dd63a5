import { describe, expect, it } from 'vitest';
import { withParentMemberId } from './share';

describe('withParentMemberId', () => {
  it('adds the member id to a url without a query', () => {
    expect(withParentMemberId('/pages/applets/chat/index', 7)).toBe('/pages/applets/chat/index?parentMemberId=7');
  });

  it('keeps the existing query and hash', () => {
    expect(withParentMemberId('https://a.com/p?id=3&a=b#top', 12)).toBe('https://a.com/p?id=3&a=b&parentMemberId=12#top');
    expect(withParentMemberId('/p?id=3', 5)).toBe('/p?id=3&parentMemberId=5');
  });

  it('replaces an earlier parentMemberId', () => {
    expect(withParentMemberId('/p?parentMemberId=1&id=3', 5)).toBe('/p?id=3&parentMemberId=5');
  });

  it('leaves the url alone when nobody is logged in', () => {
    expect(withParentMemberId('/p?id=3', undefined)).toBe('/p?id=3');
    expect(withParentMemberId('/p?id=3', null)).toBe('/p?id=3');
  });
});
