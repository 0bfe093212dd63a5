import { Writable } from 'node:stream';
import { API, CODE, type LinkItem } from '@caixue/contract';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { navItems, seedRuns } from '../src/db/schema';
import { GOODS_LINKS_SEED_NAME } from '../src/seed/goods-links';
import { PRODUCT_LINK } from '../src/seed/levels';
import { createServer, type Server } from '../src/server';
import { SHARED_CACHE_MAX_ENTRIES, SharedCache } from '../src/shared-cache';
import { describeServer, useTestServer } from './support/test-server';

describe('SharedCache', () => {
  const clocked = () => {
    let at = 0;
    return { cache: new SharedCache(2000, () => at), advance: (ms: number) => void (at += ms) };
  };

  it('answers from memory within the TTL and asks again after it', async () => {
    const { cache, advance } = clocked();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    advance(1999);
    expect(await cache.get('k', load)).toBe(1);
    advance(1);
    expect(await cache.get('k', load)).toBe(2);
  });

  it('shares a load in flight, keeps no failed load, and clear() drops loads in flight too', async () => {
    const { cache } = clocked();
    let release!: (value: string) => void;
    const slow = () => new Promise<string>((resolve) => (release = resolve));
    const first = cache.get('k', slow);
    const second = cache.get('k', async () => 'other');
    release('old');
    expect([await first, await second]).toEqual(['old', 'old']);

    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', async () => 'up')).toBe('up');

    // Read before an edit, finished after it: never kept.
    const before = cache.get('edited', slow);
    cache.clear();
    release('before the edit');
    await before;
    expect(await cache.get('edited', async () => 'after the edit')).toBe('after the edit');
  });

  it('stays bounded when the keys come from requests', async () => {
    const { cache } = clocked();
    for (let i = 0; i < SHARED_CACHE_MAX_ENTRIES * 3; i += 1) await cache.get(`code:${i}`, async () => i);
    expect((cache as unknown as { entries: Map<string, unknown> }).entries.size).toBeLessThanOrEqual(SHARED_CACHE_MAX_ENTRIES);
  });
});

describeServer('shared answers are cached and an edit is visible at once', () => {
  const server = useTestServer({ env: { REDIS_URL: '' } });
  let restarted: Server | undefined;
  afterAll(async () => {
    await restarted?.close();
  });

  const menu = async (app = server().app) => {
    const answer = (await app.inject({ method: 'GET', url: API.nav.list })).json() as { code: number; data: LinkItem[] };
    expect(answer.code).toBe(CODE.ok);
    return answer.data;
  };

  it('answers the menu from the cache until the cache is cleared after an edit', async () => {
    const [first] = await menu();
    await server().database.db.update(navItems).set({ title: '改过的菜单' }).where(eq(navItems.id, first.id));
    // Within the TTL the cached answer stands (nothing in this process announced the edit)...
    expect((await menu())[0].title).toBe(first.title);
    // ...the writer clears the cache and the next answer has the edit.
    server().app.sharedCache.clear();
    expect((await menu())[0].title).toBe('改过的菜单');
    await server().database.db.update(navItems).set({ title: first.title }).where(eq(navItems.id, first.id));
    server().app.sharedCache.clear();
  });

  it('a seed set run after listening on a restart clears the cached menu it changed', async () => {
    // An older data dir: the 股票池 entry still has the placeholder link the goods-links seed set rewrites.
    const db = server().database.db;
    const pool = (await menu()).find((m) => m.title === '股票池')!;
    await db.update(navItems).set({ noPermissionLink: PRODUCT_LINK }).where(eq(navItems.id, pool.id));
    await db.delete(seedRuns).where(eq(seedRuns.name, GOODS_LINKS_SEED_NAME));
    await server().app.close();

    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _encoding, done) => void (lines.push(String(chunk)), done()) });
    restarted = await createServer(server().config, { logger: pino({ level: 'info' }, sink), now: server().clock.now, deferSeedOnRestart: true, sharedCacheTtlMs: 600_000 });
    // Before listening the seed set has not run: the answer (now cached) has the placeholder.
    const before = (await menu(restarted.app)).find((m) => m.id === pool.id)!;
    expect(before.noPermissionLink).not.toBe(pool.noPermissionLink);
    await restarted.app.listen({ port: 0, host: '127.0.0.1' });
    await expect.poll(() => lines.some((l) => l.includes('seed checked (after listening)')), { timeout: 20_000 }).toBe(true);
    expect(lines.some((l) => l.includes('"inserted":true'))).toBe(true);
    // The seed set rewrote the link and cleared the cache: the next answer has it, not the cached one.
    const after = (await menu(restarted.app)).find((m) => m.id === pool.id)!;
    expect(after.noPermissionLink).toBe(pool.noPermissionLink);
  });
});
