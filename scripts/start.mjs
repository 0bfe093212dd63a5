#!/usr/bin/env node
// `npm start`: builds the H5 client and the server's JavaScript when either is missing or older than its
// sources, then runs the compiled server (no TypeScript loader) on the embedded database (or
// DATABASE_URL), which migrates and seeds demo content on first run.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildIsCurrent } from './client-build-stamp.mjs';
import { buildServer, serverBuildIsCurrent, serverEntry } from './server-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

if (!buildIsCurrent() && process.env.SKIP_CLIENT_BUILD !== '1') {
  console.info('[start] 正在构建 H5 客户端（首次启动或源码有变更，约 1–2 分钟）…');
  // build:h5 writes the source stamp when it succeeds.
  const r = spawnSync('npm', ['run', 'build:h5', '-w', '@caixue/client'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('[start] H5 客户端构建失败，见上方输出');
    process.exit(r.status ?? 1);
  }
}

if (!serverBuildIsCurrent()) {
  console.info('[start] 正在构建服务端（首次启动或源码有变更，约几秒）…');
  try {
    await buildServer();
  } catch (error) {
    console.error('[start] 服务端构建失败', error);
    process.exit(1);
  }
}

const server = spawn(process.execPath, [serverEntry], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
