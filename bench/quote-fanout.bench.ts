// Benchmark: live quote fan-out (issue 15). CLIENTS sockets each subscribe to SYMBOLS symbols on the market
// socket (/ws/live/0); the server sends each socket one batched frame every INTERVAL ms during a simulated
// session. Prints delivered quotes/s (all clients), the expected figure (clients × symbols / interval, every
// quote changing each batch), p50/p99/max latency from a sample of clients and the real/bare ratio, for
//   (1) the real server (apps/server/src/main.ts, the simulation moved into a session with
//       MARKET_CLOCK_START at the next trading day's 10:00, speed 1), and
//   (2) a bare `ws` server sending the same frames (support/bare-quote-server.ts),
// each in its own child process, measured in the same run by the same load client. Never asserts.
//   npm run bench:quotes -w @caixue/bench
//   CLIENTS=2000 SYMBOLS=50 INTERVAL=3000 SECONDS=15 WARMUP=4 SAMPLE=50 CONNECT_RATE=400 TARGETS=real,bare
// Latency = arrival − the batch's `time` (the real server's market clock mapped to wall time by the offset
// measured on one socket before the load; the bare server stamps wall time): what making the quotes,
// serializing and writing 2,000 frames costs, plus delivery.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { shanghaiDay, shanghaiInstant, tradingCalendar } from '../apps/server/src/integrations/market/calendar';
import { buildUniverse } from '../apps/server/src/integrations/market/universe';
import { cpuSecondsOf, launch, ownCpuSeconds, stopChild } from './support/child-server';
import { RawWsClient, nowMs, openPaced } from './support/ws-load-client';

const env = process.env;
const CLIENTS = Number(env.CLIENTS ?? 2000);
const SYMBOLS = Number(env.SYMBOLS ?? 50);
const INTERVAL = Number(env.INTERVAL ?? 3000);
const SECONDS = Number(env.SECONDS ?? 15);
const WARMUP_S = Number(env.WARMUP ?? 4);
const SAMPLE = Number(env.SAMPLE ?? 50);
const CONNECT_RATE = Number(env.CONNECT_RATE ?? 400);
const TARGETS = (env.TARGETS ?? 'real,bare').split(',').map((t) => t.trim()) as Array<'real' | 'bare'>;
const PATH = '/ws/live/0';
const stocks = buildUniverse().all.filter((s) => s.type === 'stock').map((s) => s.symbol);
/** Client i watches SYMBOLS consecutive stocks starting at a rotating offset: the union is the whole universe. */
const symbolsOf = (i: number) => Array.from({ length: SYMBOLS }, (_, k) => stocks[(i * 7 + k) % stocks.length]!);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Target { label: string; port: number; child: ChildProcess; cleanup: () => void }

async function start(kind: 'real' | 'bare'): Promise<Target> {
  if (kind === 'bare') {
    const { child, port } = await launch(['--import', 'tsx', 'bench/support/bare-quote-server.ts'], { PORT: '0', INTERVAL: String(INTERVAL) });
    return { label: 'bare ws, same frames', port, child, cleanup: () => undefined };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'caixue-bench-quotes-'));
  const day = tradingCalendar.nextTradingDay(shanghaiDay(Date.now()));
  const { child, port } = await launch(['--import', 'tsx', 'apps/server/src/main.ts'], {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: env.SERVER_LOG_LEVEL ?? 'warn',
    DATABASE_URL: env.DATABASE_URL ?? '',
    REDIS_URL: env.REDIS_URL ?? '',
    LIVE_SOCKETS_PER_ADDRESS: '1000000',
    MARKET_CLOCK_START: new Date(shanghaiInstant(day, 10 * 60)).toISOString(),
    MARKET_QUOTE_INTERVAL_MS: String(INTERVAL),
  }, 180_000);
  return { label: `real server (${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, port, child, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}

interface Snapshot { type?: string; time?: number; quotes?: unknown[] }

/** market time − wall time, from one socket's subscribe answer on the idle server. */
function clockOffset(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let sentAt = 0;
    const timer = setTimeout(() => reject(new Error('no subscribe answer in 30 s')), 30_000);
    const client: RawWsClient = new RawWsClient({
      host: '127.0.0.1', port, path: PATH, mode: 'parse',
      onOpen: () => {
        sentAt = nowMs();
        client.send(JSON.stringify({ type: 'quoteSubscribe', symbols: ['sh600519'] }));
      },
      onFrame: (frame, receivedAt) => {
        const snap = Array.isArray(frame) ? (frame as Snapshot[]).find((e) => e.type === 'quoteSnapshot') : undefined;
        if (!snap || typeof snap.time !== 'number') return;
        clearTimeout(timer);
        client.close();
        resolve(snap.time - (sentAt + receivedAt) / 2);
      },
    });
  });
}

async function measure(kind: 'real' | 'bare') {
  const target = await start(kind);
  const offset = await clockOffset(target.port);
  const counter = { value: 0, bytes: 0 };
  const latencies: number[] = [];
  let windowStart = Infinity;
  let windowEnd = Infinity;
  let failed = 0;
  let dropped = 0;
  let batches = 0;
  const step = Math.max(1, Math.floor(CLIENTS / SAMPLE));
  const onSample = (frame: unknown, receivedAt: number) => {
    if (!Array.isArray(frame)) return;
    for (const e of frame as Snapshot[]) {
      if (e.type !== 'quoteSnapshot' || typeof e.time !== 'number') continue;
      const batchAt = e.time - offset;
      if (batchAt >= windowStart && batchAt < windowEnd) {
        latencies.push(receivedAt - batchAt);
        batches += 1;
      }
    }
  };
  const clients = await openPaced(CLIENTS, CONNECT_RATE, (index, settle) => {
    let opened = false;
    const client: RawWsClient = new RawWsClient({
      host: '127.0.0.1', port: target.port, path: PATH,
      mode: index % step === 0 ? 'parse' : 'count',
      pattern: Buffer.from('"symbol":'),
      counter,
      onFrame: index % step === 0 ? onSample : undefined,
      onOpen: () => {
        opened = true;
        client.send(JSON.stringify({ type: 'quoteSubscribe', symbols: symbolsOf(index) }));
        settle();
      },
      onClose: () => {
        if (opened) dropped += 1;
        else failed += 1;
        settle();
      },
    });
    return client;
  });
  const connected = clients.filter((c) => c.open).length;
  await sleep(WARMUP_S * 1000);
  const serverCpu0 = cpuSecondsOf(target.child.pid!);
  const clientCpu0 = ownCpuSeconds();
  const count0 = counter.value;
  const bytes0 = counter.bytes;
  windowStart = nowMs();
  await sleep(SECONDS * 1000);
  windowEnd = nowMs();
  const count1 = counter.value;
  const bytes1 = counter.bytes;
  const serverCpu = (cpuSecondsOf(target.child.pid!) - serverCpu0) / SECONDS;
  const clientCpu = (ownCpuSeconds() - clientCpu0) / SECONDS;
  const load = loadavg()[0]!;
  // Late frames of the window still count for latency.
  await sleep(Math.min(INTERVAL, 5000));
  for (const c of clients) c.close();
  await stopChild(target.child);
  target.cleanup();
  latencies.sort((a, b) => a - b);
  const elapsed = (windowEnd - windowStart) / 1000;
  return {
    label: target.label,
    kind,
    connected,
    failed,
    dropped,
    delivered: (count1 - count0) / elapsed,
    megabytes: (bytes1 - bytes0) / elapsed / 1e6,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    batches,
    serverCpu,
    clientCpu,
    load,
  };
}

const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : '–');
const expected = (CLIENTS * SYMBOLS * 1000) / INTERVAL;
console.log(`quote fan-out: ${CLIENTS} clients × ${SYMBOLS} symbols, one frame per client every ${INTERVAL} ms, ${SECONDS} s window after ${WARMUP_S} s; ` +
  `sample of ${SAMPLE} clients for latency; load client in this process, each server in its own process`);
const results: Awaited<ReturnType<typeof measure>>[] = [];
for (const kind of TARGETS) {
  process.stdout.write(`${kind}… `);
  try {
    const r = await measure(kind);
    results.push(r);
    console.log(`${fmt(r.delivered)} quotes/s, p99 ${fmt(r.p99, 1)} ms`);
  } catch (error) {
    console.log(`failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
console.log('\n| target | delivered quotes/s | expected | MB/s | p50 ms | p99 ms | max ms | server CPU | client CPU | connected | load avg |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of results) {
  console.log(`| ${r.label} | ${fmt(r.delivered)} | ${fmt(expected)} | ${fmt(r.megabytes, 1)} | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} | ${fmt(r.max, 1)} | ${Math.round(r.serverCpu * 100)} % | ${Math.round(r.clientCpu * 100)} % | ${r.connected}/${CLIENTS} (${r.failed} failed, ${r.dropped} dropped) | ${r.load.toFixed(1)} |`);
}
const real = results.find((r) => r.kind === 'real');
const bare = results.find((r) => r.kind === 'bare');
if (real && bare) {
  const ratio = real.delivered / bare.delivered;
  console.log(`\nreal/bare delivered quotes = ${fmt(ratio, 2)}; target ≥ 0.90: ${ratio >= 0.9 ? 'MET' : 'NOT MET'}`);
}
