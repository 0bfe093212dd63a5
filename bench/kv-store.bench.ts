// Benchmark: the replay check every signed request makes (KeyValueStore.setIfAbsent with a fresh key),
// plus increment on one key (the rate limits), on the database store (PGlite; PostgreSQL when
// DATABASE_URL is set; Redis when REDIS_URL is set) beside a bare in-process Map doing the same in the
// same run (what the memory store did before issue 11, finding 8). The table is first filled with
// BENCH_KV_ROWS live keys (default 50,000: ten minutes of replay keys at about 80 signed requests/s).
//   npm run bench:kv -w @caixue/bench     (BENCH_KV_OPS=3000 BENCH_KV_CONCURRENCY=20)
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { DbStore } from '../apps/server/src/stores/db-store';
import type { KeyValueStore } from '../apps/server/src/stores/kv-store';
import { RedisStore } from '../apps/server/src/stores/redis-store';

const ops = Number(process.env.BENCH_KV_OPS ?? 3000);
const concurrency = Number(process.env.BENCH_KV_CONCURRENCY ?? 20);
const prefill = Number(process.env.BENCH_KV_ROWS ?? 50_000);
const TTL_MS = 10 * 60_000;

/** The bare baseline: the same operations on a Map, as the former memory store did them. */
function bareStore(): Pick<KeyValueStore, 'setIfAbsent' | 'increment'> {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  return {
    async setIfAbsent(key, value, ttlMs) {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > Date.now()) return false;
      entries.set(key, { value, expiresAt: Date.now() + ttlMs });
      return true;
    },
    async increment(key, ttlMs) {
      const entry = entries.get(key);
      const live = entry && entry.expiresAt > Date.now() ? entry : undefined;
      const count = live ? Number(live.value) + 1 : 1;
      entries.set(key, { value: String(count), expiresAt: live?.expiresAt ?? Date.now() + ttlMs });
      return count;
    },
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Runs `op` `ops` times with `parallel` callers in flight; per-call latencies in ms and calls per second. */
async function measure(parallel: number, op: () => Promise<unknown>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const caller = async () => {
    while (next < ops) {
      next += 1;
      const t = performance.now();
      await op();
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: parallel }, caller));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: Math.round(ops / seconds), p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

const rows: string[] = [];
async function bench(label: string, store: Pick<KeyValueStore, 'setIfAbsent' | 'increment'>) {
  for (const parallel of [1, concurrency]) {
    const claim = await measure(parallel, () => store.setIfAbsent(`sign:${randomUUID()}`, '1', TTL_MS));
    const count = await measure(parallel, () => store.increment(`sms:ip:bench-${label}-${parallel}`, TTL_MS));
    const f = (n: number) => n.toFixed(3);
    rows.push(`| ${label} | ${parallel} | ${claim.perSecond} | ${f(claim.p50)} | ${f(claim.p99)} | ${count.perSecond} | ${f(count.p50)} | ${f(count.p99)} |`);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'caixue-bench-kv-'));
const closers: (() => Promise<void>)[] = [];
try {
  await bench('bare Map', bareStore());
  const targets = [{ label: 'db store (PGlite)', databaseUrl: null as string | null }];
  if (process.env.DATABASE_URL) targets.push({ label: 'db store (PostgreSQL)', databaseUrl: process.env.DATABASE_URL });
  for (const target of targets) {
    const database = await openDatabase({ dataDir, databaseUrl: target.databaseUrl });
    closers.push(() => database.close());
    await database.migrate();
    await database.db.execute(sql`delete from kv_entries where key like 'bench:%' or key like 'sign:%' or key like 'sms:ip:bench-%'`);
    await database.db.execute(
      sql`insert into kv_entries (key, value, expires_at) select 'bench:' || i, '1', now() + interval '10 minutes' from generate_series(1, ${prefill}::int) as i`,
    );
    const store = new DbStore(database.db, { vacuum: target.databaseUrl === null });
    closers.push(() => store.close());
    await bench(target.label, store);
  }
  if (process.env.REDIS_URL) {
    const store = await RedisStore.connect(process.env.REDIS_URL, `caixue:bench:${process.pid}:`);
    closers.push(() => store.close());
    await bench('redis store', store);
  }
  console.log(`${ops} calls per row; the db table holds ${prefill} live keys first; latency per call in ms`);
  console.log('\n| store | callers | setIfAbsent/s | p50 | p99 | increment/s | p50 | p99 |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
} finally {
  for (const close of closers.reverse()) await close();
  rmSync(dataDir, { recursive: true, force: true });
}
