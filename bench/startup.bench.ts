// Benchmark: server start time on a fresh data dir (create database, migrate, seed demo content) and
// on an existing one (reopen), measured from process spawn to the "listening" line. The baseline is a
// bare Node process started the same way, to show what of the figure is the runtime itself.
//   npm run bench:startup -w @caixue/bench
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const runs = Number(process.env.BENCH_RUNS ?? 3);

function timeUntil(args: string[], env: Record<string, string>, marker: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let readyAfter: number | null = null;
    const onData = (chunk: Buffer) => {
      if (readyAfter !== null || !chunk.toString().includes(marker)) return;
      readyAfter = performance.now() - started;
      child.kill('SIGTERM');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => (readyAfter === null ? reject(new Error(`exited with ${code} before "${marker}"`)) : resolve(readyAfter)));
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const server = ['--import', 'tsx', 'apps/server/src/main.ts'];
const firstRuns: number[] = [];
const restarts: number[] = [];
const bare: number[] = [];
for (let i = 0; i < runs; i += 1) {
  const dataDir = mkdtempSync(join(tmpdir(), 'caixue-startup-'));
  const env = { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', DATABASE_URL: '' };
  try {
    firstRuns.push(await timeUntil(server, env, 'listening on'));
    restarts.push(await timeUntil(server, env, 'listening on'));
    bare.push(await timeUntil(['--import', 'tsx', '-e', 'console.log("listening on")'], {}, 'listening on'));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
console.log(`\n| start (median of ${runs}) | ms |`);
console.log('|---|---:|');
console.log(`| first run (fresh data dir: create, migrate, seed) | ${Math.round(median(firstRuns))} |`);
console.log(`| restart (existing data dir) | ${Math.round(median(restarts))} |`);
console.log(`| baseline: bare node + tsx process | ${Math.round(median(bare))} |`);
