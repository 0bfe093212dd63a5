// The client benchmarks' baseline (issue 18): bench/bare-taro, a bare Taro 4 H5 app of one page of static
// text, built with the client's Taro packages, renderer (Preact; CX_H5_FRAMEWORK=react for React),
// component set and Babel targets, and served by the real server like the app (CLIENT_DIST), so a page's
// figures can be read against what Taro itself costs on the same machine in the same run.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, stopChild } from './child-server';

const root = new URL('../..', import.meta.url).pathname;
const projectDir = join(root, 'bench/bare-taro');
const distDir = join(projectDir, 'dist');
const stampFile = join(distDir, '.source-hash');

function sourceHash(): string {
  const hash = createHash('sha256').update(process.env.CX_H5_FRAMEWORK ?? '');
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const file = join(dir, name);
      if (name === 'dist' || name === 'node_modules') continue;
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(name).update(readFileSync(file));
    }
  };
  walk(projectDir);
  return hash.digest('hex');
}

/** The bare app's build folder, built first when missing or older than its sources (about 25 s). */
export function bareTaroBuild(): string {
  const wanted = sourceHash();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) return distDir;
  const built = spawnSync('npx', ['taro', 'build', '--type', 'h5'], { cwd: projectDir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
  if (built.status !== 0) throw new Error('bench/bare-taro: the Taro build failed');
  writeFileSync(stampFile, wanted);
  return distDir;
}

/** The real server on a fresh data dir serving the bare app (over the benchmark's protocol); stop() ends it and removes the data dir. */
export async function serveBareTaro(protocol: { scheme: string; env: Record<string, string> } = { scheme: 'http', env: {} }): Promise<{ base: string; stop: () => Promise<void> }> {
  const clientDist = bareTaroBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'caixue-bare-taro-'));
  const server = await launch(['--import', 'tsx', 'apps/server/src/main.ts'], { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', DATABASE_URL: '', CLIENT_DIST: clientDist, ...protocol.env });
  return {
    base: `${protocol.scheme}://127.0.0.1:${server.port}`,
    stop: async () => {
      await stopChild(server.child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Its row's name in the benchmarks' tables. */
export const BARE_TARO_ROW = 'baseline: bare Taro 4 H5 app (bench/bare-taro)';
