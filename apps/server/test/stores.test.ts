import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { KeyValueStore } from '../src/stores/kv-store';
import { MemoryStore } from '../src/stores/memory-store';
import { RedisStore } from '../src/stores/redis-store';

/** The same contract for both backends: the limits and one-time values rely on it. */
function storeContract(name: string, open: () => Promise<{ store: KeyValueStore; advance: (ms: number) => Promise<void> }>) {
  describe(name, () => {
    let store: KeyValueStore;
    let advance: (ms: number) => Promise<void>;
    beforeAll(async () => {
      ({ store, advance } = await open());
    });
    afterAll(() => store.close());

    it('sets only when absent, and reports the time left', async () => {
      expect(await store.setIfAbsent('a', '1', 1_000)).toBe(true);
      expect(await store.setIfAbsent('a', '2', 1_000)).toBe(false);
      const left = await store.remainingMs('a');
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThanOrEqual(1_000);
      expect(await store.remainingMs('missing')).toBe(0);
    });

    it('counts within a window that starts at the first hit', async () => {
      expect(await store.increment('n', 1_000)).toBe(1);
      expect(await store.increment('n', 1_000)).toBe(2);
      await advance(1_100);
      expect(await store.increment('n', 1_000)).toBe(1);
    });

    it('takes a value once', async () => {
      await store.set('once', 'v', 1_000);
      expect(await store.take('once')).toBe('v');
      expect(await store.take('once')).toBeNull();
    });

    it('forgets expired and deleted keys', async () => {
      await store.set('short', 'v', 100);
      await store.set('gone', 'v', 1_000);
      await store.delete('gone');
      await advance(150);
      expect(await store.take('short')).toBeNull();
      expect(await store.setIfAbsent('gone', 'w', 1_000)).toBe(true);
    });
  });
}

storeContract('memory store', async () => {
  let offset = 0;
  const store = new MemoryStore(() => Date.now() + offset);
  return { store, advance: async (ms) => void (offset += ms) };
});

const plan = inject('testDb');
if (plan.kind === 'postgres') {
  storeContract('redis store', async () => ({
    store: await RedisStore.connect(plan.redisUrl, `caixue:test:store:${randomBytes(4).toString('hex')}:`),
    advance: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  }));
}
