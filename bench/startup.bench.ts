// Benchmark (issue 18): how soon the server answers after its process starts, and its idle memory.
// "Ready" is the first successful API answer (GET /api/nav/list, 200), polled every 10 ms from the
// spawn — not a log line. Rows, each a median of BENCH_RUNS (3) in the same run:
//   - first start on a fresh data dir (create, migrate, seed demo content);
//   - restart on that existing data dir: the compiled server (apps/server/dist/main.js, what `npm start`
//     runs, with the V8 code cache the first start left), the same through the TypeScript loader (tsx,
//     what tests and development use), and the whole `npm start` (npm, the client and server build
//     checks, then the compiled server);
//   - restart after `kill -9` of a server that was writing (a burst of captcha requests, each stores its
//     answer): PGlite recovers its write-ahead log first;
//   - the baseline: a bare Node process answering HTTP, started and probed the same way.
// Idle memory: the server's resident set (VmRSS) 5 s after it answered, on the existing data dir,
// beside the bare Node process's. CPU: the process's CPU seconds when it answered (less noisy than wall
// time on a shared machine). Prints the 1-minute load average.
//   npm run bench:startup -w @caixue/bench          (BENCH_RUNS=5; DATABASE_URL for PostgreSQL)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as netServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cpuSecondsOf, stopChild } from './support/child-server';

const root = new URL('..', import.meta.url).pathname;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const IDLE_MS = 5000;
const CODE_CACHE_MS = 3000;

interface Start {
  child: ChildProcess;
  port: number;
  readyMs: number;
  cpuS: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = netServer().listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Spawns `command args` with PORT set and polls `path` until it answers 200. */
async function start(command: string, args: string[], env: Record<string, string>, path = '/api/nav/list'): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  // Its own process group: npm exits on SIGTERM without waiting for `node scripts/start.mjs` and the server
  // under it, so stop() signals the whole group.
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  let exited = false;
  child.once('exit', () => { exited = true; });
  for (;;) {
    if (exited) throw new Error(`${command} ${args.join(' ')} exited before answering:\n${stderr}`);
    const ok = await fetch(`http://127.0.0.1:${port}${path}`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 10));
    if (performance.now() - started > 120_000) throw new Error(`no answer in 120 s:\n${stderr}`);
  }
  const readyMs = performance.now() - started;
  return { child, port, readyMs, cpuS: cpuSecondsOf(child.pid!) };
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.split(/\s+/)[1]) / 1024;
}

/** SIGTERM to the child's process group (npm, start.mjs and the server), SIGKILL after 10 s; waits for the group. */
async function stop(child: ChildProcess): Promise<void> {
  const group = -child.pid!;
  const alive = () => {
    try {
      process.kill(group, 0);
      return true;
    } catch {
      return false;
    }
  };
  try {
    process.kill(group, 'SIGTERM');
  } catch {
    return;
  }
  const deadline = performance.now() + 10_000;
  while (alive() && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  if (alive()) process.kill(group, 'SIGKILL');
  await stopChild(child);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// BENCH_SERVER=<file>: time another compiled server instead of apps/server/dist/main.js (an older build kept
// aside, for a before/after comparison in one sitting); the `npm start` row still runs the current build.
const otherServer = process.env.BENCH_SERVER;
// The compiled server must be current, as `npm start` would make it.
const build = spawnSync(process.execPath, ['-e', "const m = await import('./scripts/server-build.mjs'); if (!m.serverBuildIsCurrent()) await m.buildServer();", '--input-type=module'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) throw new Error('server build failed');

const compiled = [otherServer ? resolve(root, otherServer) : join(root, 'apps/server/dist/main.js')];
const tsLoader = ['--import', 'tsx', join(root, 'apps/server/src/main.ts')];
const bareArgs = ['-e', "require('node:http').createServer((q, s) => s.end('{}')).listen(Number(process.env.PORT), '127.0.0.1')"];
const rows = new Map<string, { ms: number[]; cpu: number[] }>();
const record = (label: string, s: Start) => {
  const row = rows.get(label) ?? { ms: [], cpu: [] };
  row.ms.push(s.readyMs);
  row.cpu.push(s.cpuS);
  rows.set(label, row);
};
const rss: { server: number[]; bare: number[] } = { server: [], bare: [] };
const loads: number[] = [];

for (let i = 0; i < runs; i += 1) {
  const dataDir = mkdtempSync(join(tmpdir(), 'caixue-startup-'));
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: process.env.DATABASE_URL ?? '', SKIP_CLIENT_BUILD: '1' };
  try {
    loads.push(loadavg()[0]);
    let s = await start(process.execPath, compiled, env);
    record('first start, fresh data dir (create, migrate, seed demo content)', s);
    // A server that ran a few seconds has written V8's code cache of its build (2 s after listening,
    // scripts/server-launcher.mjs); the restarts below start from it, as any restart after the first does.
    await new Promise((r) => setTimeout(r, CODE_CACHE_MS));
    await stop(s.child);

    s = await start(process.execPath, compiled, env);
    record('restart, existing data dir: compiled server (`node apps/server/dist/main.js`)', s);
    await new Promise((r) => setTimeout(r, IDLE_MS));
    rss.server.push(rssMb(s.child.pid!));
    await stop(s.child);

    s = await start(process.execPath, tsLoader, env);
    record('restart, existing data dir: through the TypeScript loader (tsx)', s);
    await stop(s.child);

    s = await start('npm', ['start', '--silent'], env);
    record('restart, existing data dir: `npm start` (npm, build checks, compiled server)', s);
    await stop(s.child);

    // Killed while writing: each captcha stores its answer; kill -9 in the middle of the burst.
    s = await start(process.execPath, compiled, env);
    await killWhileWriting(s);
    s = await start(process.execPath, compiled, env);
    record('restart after kill -9 while writing: compiled server', s);
    await stop(s.child);

    const bare = await start(process.execPath, bareArgs, {}, '/');
    record('baseline: bare Node process answering HTTP', bare);
    await new Promise((r) => setTimeout(r, IDLE_MS));
    rss.bare.push(rssMb(bare.child.pid!));
    await stop(bare.child);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Fires captcha requests (each writes its answer to the database) and SIGKILLs the server mid-burst. */
async function killWhileWriting({ child, port }: Start): Promise<void> {
  const burst = Array.from({ length: 40 }, () => fetch(`http://127.0.0.1:${port}/captchaImage`).then((r) => r.arrayBuffer(), () => undefined));
  await new Promise((r) => setTimeout(r, 150));
  child.kill('SIGKILL');
  await Promise.allSettled(burst);
  await new Promise<void>((r) => (child.exitCode !== null || child.signalCode !== null ? r() : child.once('exit', () => r())));
}

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
if (otherServer) console.log(`\ncompiled server: ${resolve(root, otherServer)}`);
console.log(`\ndatabase: ${database}; median of ${runs}; 1-minute load average at each run: ${loads.map((l) => l.toFixed(1)).join(', ')}`);
console.log('| start | ready ms (first 200 answer) | CPU s at ready |');
console.log('|---|---:|---:|');
for (const [label, row] of rows) console.log(`| ${label} | ${Math.round(median(row.ms))} | ${label.includes('npm start') ? '(npm only)' : median(row.cpu).toFixed(2)} |`);
console.log(`\nidle memory ${IDLE_MS / 1000} s after the answer (VmRSS, median): compiled server on the existing data dir ${Math.round(median(rss.server))} MB; bare Node process ${Math.round(median(rss.bare))} MB`);
