import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccessLogSaveBody } from '@caixue/contract';
import { AccessLogger, repeatDelay } from './accessLog';

describe('AccessLogger (SPEC §4 access logging)', () => {
  let current: string;
  let enabled: boolean;
  let saved: AccessLogSaveBody[];
  let logger: AccessLogger;

  beforeEach(() => {
    vi.useFakeTimers();
    current = '/pages/news/details/index?id=1';
    enabled = true;
    saved = [];
    let n = 0;
    logger = new AccessLogger({
      enabled: () => enabled,
      currentUrl: () => current,
      save: async (body) => { saved.push(body); return body.id ?? `id-${++n}`; },
      setTimer: (run, ms) => setTimeout(run, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    });
  });
  afterEach(() => vi.useRealTimers());

  it('saves once, then repeats with the id every 3 s while the page stays, and stops when it changes', async () => {
    logger.show(current, { typeId: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(saved).toEqual([{ url: current, typeId: 1 }]);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(saved).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(saved[1]).toEqual({ url: current, typeId: 1, id: 'id-1' });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(saved).toHaveLength(3);
    current = '/pages/news/list/index';
    await vi.advanceTimersByTimeAsync(30_000);
    expect(saved).toHaveLength(3);
  });

  it('repeats every 10 s on the live video page', async () => {
    expect(repeatDelay('/pages/liveVideo/index/index?id=5')).toBe(10_000);
    current = '/pages/liveVideo/index/index?id=5';
    logger.show(current);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(saved).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(saved).toHaveLength(2);
  });

  it('logs nothing when logging is off, and stops repeating when it is switched off', async () => {
    enabled = false;
    logger.show(current);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(saved).toEqual([]);
    enabled = true;
    logger.show(current);
    await vi.advanceTimersByTimeAsync(0);
    enabled = false;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(saved).toHaveLength(1);
  });

  it('a page shown again starts a new record and ends the old chain', async () => {
    logger.show(current);
    await vi.advanceTimersByTimeAsync(1_000);
    logger.show(current);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(saved.map((b) => b.id)).toEqual([undefined, undefined, 'id-2']);
  });
});
