import { vi } from 'vitest';

/** Taro's lazy Image watches visibility; jsdom has no IntersectionObserver. Call in beforeEach. */
export function stubIntersectionObserver(): void {
  class Observer {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  vi.stubGlobal('IntersectionObserver', Observer);
}
