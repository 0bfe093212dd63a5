import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { KeyValueStore } from '../src/stores/kv-store';
import { DbStore } from '../src/stores/db-store';
import { RedisStore } from '../src/stores/redis-store';
import { startTestServer, useTestServer, type TestServer } from './support/test-server';

interface OpenStore {
  store: KeyValueStore;
  advance: (ms: number) => Promise<void>;
  close: () => Promise<void>;
}

/** The same contract for every backend: the limits and one-time values rely on it. */
function storeContract(name: string, open: () => Promise<OpenStore>) {
  describe(name, () => {
    let opened: OpenStore;
    let store: KeyValueStore;
    beforeAll(async () => {
      opened = await open();
      store = opened.store;
    });
    afterAll(() => opened?.close());
    const advance = (ms: number) => opened.advance(ms);

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
      expect(await store.remainingMs('short')).toBe(0);
      expect(await store.setIfAbsent('gone', 'w', 1_000)).toBe(true);
      await store.set('lapsed', 'v', 100);
      await advance(150);
      expect(await store.setIfAbsent('lapsed', 'new', 1_000)).toBe(true);
      expect(await store.take('lapsed')).toBe('new');
    });

    it('set replaces the value and the window', async () => {
      await store.set('replaced', 'old', 100);
      await store.set('replaced', 'new', 60_000);
      await advance(150);
      expect(await store.take('replaced')).toBe('new');
    });

    it('stays atomic under concurrent callers', async () => {
      const claims = await Promise.all(Array.from({ length: 40 }, (_, i) => store.setIfAbsent('race:claim', String(i), 60_000)));
      expect(claims.filter(Boolean)).toHaveLength(1);

      const counts = await Promise.all(Array.from({ length: 40 }, () => store.increment('race:count', 60_000)));
      expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));

      await store.set('race:once', 'secret', 60_000);
      const takes = await Promise.all(Array.from({ length: 20 }, () => store.take('race:once')));
      expect(takes.filter((v) => v !== null)).toEqual(['secret']);
    });
  });
}

const plan = inject('testDb');

/** The database store on the suite's database (PGlite, or PostgreSQL with TEST_DB=postgres), with its own clock. */
describe.skipIf(plan.kind === 'unavailable')('database', () => {
  storeContract(`database store (${plan.kind})`, async () => {
    const server: TestServer = await startTestServer({ env: { REDIS_URL: '' } });
    let offset = 0;
    const store = new DbStore(server.database.db, { now: () => Date.now() + offset, vacuum: true });
    return {
      store,
      advance: async (ms) => void (offset += ms),
      close: async () => {
        await store.close();
        await server.close();
      },
    };
  });
});

describe.skipIf(plan.kind === 'unavailable')(`database store upkeep (${plan.kind})`, () => {
  const server = useTestServer({ env: { REDIS_URL: '' } });

  it('purges expired rows and reuses their space, so the table does not grow (PGlite runs no autovacuum)', async () => {
    const { db } = server().database;
    let offset = 0;
    const store = new DbStore(db, { now: () => Date.now() + offset, vacuum: true });
    /** Both drivers answer execute() with `rows`; the shared Db type does not say so. */
    const one = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows[0];
    const size = async () => Number((await one(sql`select pg_total_relation_size('kv_entries') as bytes`)).bytes);
    const sizes: number[] = [];
    try {
      for (let round = 0; round < 4; round += 1) {
        const expiresAt = new Date(Date.now() + offset + 100).toISOString();
        await db.execute(
          sql`insert into kv_entries (key, value, expires_at) select ${`fill:${round}:`} || i, '1', ${expiresAt}::timestamptz from generate_series(1, 5000) as i`,
        );
        await store.set('kept', 'v', 3_600_000);
        offset += 200;
        await store.purge();
        sizes.push(await size());
      }
      expect(Number((await one(sql`select count(*)::int as n from kv_entries where key like 'fill:%'`)).n)).toBe(0);
      expect(await store.take('kept')).toBe('v');
      // Only PGlite depends on this vacuum. On PostgreSQL (which has autovacuum for it) another test's
      // open transaction in the cluster can hold the freed space a while, so its size is not asserted.
      if (plan.kind === 'pglite') expect(sizes[3]).toBeLessThanOrEqual(sizes[1]);
    } finally {
      await store.close();
    }
  });
});

if (plan.kind === 'postgres') {
  storeContract('redis store', async () => {
    const store = await RedisStore.connect(plan.redisUrl, `caixue:test:store:${randomBytes(4).toString('hex')}:`);
    return { store, advance: (ms) => new Promise((resolve) => setTimeout(resolve, ms)), close: () => store.close() };
  });
}
