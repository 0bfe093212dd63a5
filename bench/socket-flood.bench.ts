// Benchmark: GET /api/nav/list while visitor sockets flood refused frames (issue 11, finding 1: "the
// API's p99 stays under 100 ms while one socket floods refused frames"). In one run it measures the
// nav list (p50/p99 from autocannon in its own process) with no flood (the baseline), then while one
// socket floods, then while several sockets of one address flood. A flooder sends FLOOD_FRAMES `online`
// frames with made-up tokens (about 0.5 MB for 10,000), waits for the socket to end (the server closes
// it when its refused-frame budget is spent) and floods again on a new socket, for the whole load window.
// The flooders run in their own process (support/socket-flooder.ts), like the load generator.
// Never asserts.
//   npm run bench:flood -w @caixue/bench      (BENCH_SECONDS=10 BENCH_CONNECTIONS=4 FLOOD_FRAMES=10000 FLOOD_SOCKETS=8)
//   DATABASE_URL=postgres://… to measure on PostgreSQL instead of the embedded PGlite.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, LIVE_SOCKET_PATH } from '@caixue/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config';
import { liveRooms } from '../apps/server/src/db/schema';
import { createServer } from '../apps/server/src/server';
import { load, printTable, type LoadResult } from './support/load';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const floodFrames = Number(process.env.FLOOD_FRAMES ?? 10_000);
const floodSockets = Number(process.env.FLOOD_SOCKETS ?? 8);
const dataDir = mkdtempSync(join(tmpdir(), 'caixue-bench-'));

const server = await createServer(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: process.env.DATABASE_URL }));
const appUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
const [room] = await server.database.db
  .select({ id: liveRooms.id })
  .from(liveRooms)
  .where(and(eq(liveRooms.enabled, true), isNull(liveRooms.moduleId), eq(liveRooms.typeCode, 'word')))
  .limit(1);
if (!room) throw new Error('no free word room in the seed');
const socketUrl = `${appUrl.replace(/^http/, 'ws')}${LIVE_SOCKET_PATH}${room.id}`;

interface FloodStats {
  sockets: number;
  framesSent: number;
  answers: number;
  closeCodes: Record<number, number>;
}

/** Starts the flooders in their own process; stop() ends them and resolves their totals. */
function startFlood(sockets: number): { stop: () => Promise<FloodStats> } {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'support/socket-flooder.ts'), socketUrl, String(room.id), String(floodFrames), String(sockets)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<FloodStats>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', () => resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as FloodStats));
  });
  return {
    stop: () => {
      child.stdin.end('stop\n');
      return exited;
    },
  };
}

async function measure(label: string, flooders: number): Promise<{ result: LoadResult; stats: FloodStats | null }> {
  if (flooders === 0) return { result: await load(label, `${appUrl}${API.nav.list}`, seconds, connections), stats: null };
  const flood = startFlood(flooders);
  // The flood is under way before the load starts.
  await new Promise((r) => setTimeout(r, 1_000));
  const result = await load(label, `${appUrl}${API.nav.list}`, seconds, connections);
  return { result, stats: await flood.stop() };
}

console.log(`database: ${server.database.kind}; ${seconds} s per target, ${connections} HTTP connections; ${floodFrames} frames per flood socket; load average ${loadavg()[0].toFixed(1)}`);
try {
  await load('warm-up', `${appUrl}${API.nav.list}`, 1, connections);
  const runs = [
    await measure('nav list, no flood (baseline)', 0),
    await measure('nav list, 1 socket flooding', 1),
    await measure(`nav list, ${floodSockets} sockets of one address flooding`, floodSockets),
  ];
  printTable(runs.map((r) => r.result));
  console.log('');
  for (const { result, stats } of runs) {
    if (!stats) continue;
    const codes = Object.entries(stats.closeCodes).map(([code, n]) => `${code}×${n}`).join(', ');
    console.log(`${result.label}: ${stats.sockets} sockets opened, ${stats.framesSent} frames sent, ${stats.answers} answer frames, closes ${codes}`);
  }
  const [baseline, ...flooded] = runs.map((r) => r.result);
  for (const r of flooded) {
    // autocannon reports 0 ms when no request was answered at all.
    const p99 = r.requestsPerSecond === 0 ? 'no request answered' : `p99 ${r.latencyP99} ms`;
    console.log(`${r.label}: ${p99} vs baseline ${baseline.latencyP99} ms (target < 100 ms)`);
  }
  console.log(`load average after the run: ${loadavg()[0].toFixed(1)}`);
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
