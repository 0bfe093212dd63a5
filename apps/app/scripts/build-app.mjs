#!/usr/bin/env node
// Builds the H5 client for the native app and copies it into the Android and iOS projects.
//   APP_ENV=production|staging|test (default production): the deployed environment whose absolute
//   API, socket, payment and picture addresses the app uses (SPEC §3; apps/client/src/shared/platform/env.ts).
//   --sync-only: skip the client build and only run `cap sync` on the existing apps/client/dist/app.
// Writes dist/app/app-build.json (environment, version, time) beside the build: the app's About data
// and what the tests read to know which environment a synced build was made for.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const APP_ENVS = ['production', 'staging', 'test'];
const appDir = fileURLToPath(new URL('..', import.meta.url));
const clientDir = path.join(appDir, '..', 'client');
const outDir = path.join(clientDir, 'dist', 'app');
const env = process.env.APP_ENV ?? 'production';
if (!APP_ENVS.includes(env)) {
  console.error(`APP_ENV must be one of ${APP_ENVS.join(', ')} (the app has no same-origin server); got "${env}"`);
  process.exit(1);
}

function step(cmd, args, options) {
  console.log(`\n[app] ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...options });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (!process.argv.includes('--sync-only')) {
  step('npx', ['taro', 'build', '--type', 'h5'], {
    cwd: clientDir,
    env: { ...process.env, TARO_ENV: 'h5', TARO_APP_ENV: env, CLIENT_OUT_DIR: 'dist/app' },
  });
  const { version } = JSON.parse(readFileSync(path.join(clientDir, 'package.json'), 'utf8'));
  writeFileSync(path.join(outDir, 'app-build.json'), `${JSON.stringify({ env, version, builtAt: new Date().toISOString() }, null, 2)}\n`);
}
// Copies dist/app into android/app/src/main/assets/public and ios/App/App/public, writes the native
// configs and plugin lists. On a machine without CocoaPods the iOS pod install is skipped (run it on a Mac).
step('npx', ['cap', 'sync'], { cwd: appDir });
