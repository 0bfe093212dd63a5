#!/usr/bin/env node
// `npm start`: builds the H5 client when its build is missing or older than its sources, then runs the
// server on the embedded database (or DATABASE_URL), which migrates and seeds demo content on first run.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'apps/client/dist/h5');
const stampFile = join(dist, '.source-hash');
const sources = ['apps/client/src', 'apps/client/config', 'apps/client/package.json', 'packages/contract/src'];

/** Hash of every client source file's path and content: a changed file means a rebuild. */
function sourceHash() {
  const hash = createHash('sha256');
  const walk = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) walk(join(path, name));
    } else {
      hash.update(path.slice(root.length)).update(readFileSync(path));
    }
  };
  for (const s of sources) walk(join(root, s));
  return hash.digest('hex');
}

const wanted = sourceHash();
const built = existsSync(join(dist, 'index.html')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted;
if (!built && process.env.SKIP_CLIENT_BUILD !== '1') {
  console.info('[start] 正在构建 H5 客户端（首次启动或源码有变更，约 1 分钟）…');
  const r = spawnSync('npm', ['run', 'build:h5', '-w', '@caixue/client'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('[start] H5 客户端构建失败，见上方输出');
    process.exit(r.status ?? 1);
  }
  writeFileSync(stampFile, wanted);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
