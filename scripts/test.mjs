#!/usr/bin/env node
// `npm test`: lint, typecheck, client unit tests, server tests on PGlite and on PostgreSQL + Redis,
// the client build (H5 + weapp + package-size check), the mini-program checks over the weapp build
// (WeChat's compilers, every page in the headless harness), the native app shell (H5 build for the app
// environment + `cap sync`, then its checks in Chromium with a fake native bridge) and the browser tests. Each stage reports its
// counts; the last line is the one summary `N passed, N failed` for all of them together.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import net from 'node:net';

const root = new URL('..', import.meta.url).pathname;
const reportDir = mkdtempSync(join(tmpdir(), 'caixue-test-'));
const only = process.argv.slice(2); // optional stage names, e.g. `npm test -- server:pglite e2e`
const results = [];

function run(cmd, args, env = {}) {
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: r.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

/** A stage that is one test: it passes when its command exits 0. */
function single(name, cmd, args, env) {
  const r = run(cmd, args, env);
  results.push({ name, passed: r.ok ? 1 : 0, failed: r.ok ? 0 : 1, seconds: r.seconds });
}

/** A vitest stage: counts come from its JSON report; a run that wrote none counts as one failure. */
function vitest(name, config, env) {
  const out = join(reportDir, `${name.replace(/\W/g, '_')}.json`);
  const r = run('npx', ['vitest', 'run', '--config', config, '--reporter=default', '--reporter=json',
    `--outputFile.json=${out}`], env);
  if (!existsSync(out)) {
    results.push({ name, passed: 0, failed: 1, seconds: r.seconds, note: 'no report written' });
    return;
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  let failed = report.numFailedTests;
  // A suite that failed to load (syntax error, failed setup) has no failed tests but must not pass.
  const brokenSuites = (report.testResults ?? []).filter((s) => s.status === 'failed' && s.assertionResults.every((a) => a.status !== 'failed')).length;
  failed += brokenSuites;
  if (!r.ok && failed === 0) failed = 1;
  if (report.numTotalTests === 0) failed = Math.max(failed, 1);
  results.push({ name, passed: report.numPassedTests, failed, seconds: r.seconds });
}

function reachable(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(1500);
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => { socket.destroy(); resolve(false); });
  });
}

const wanted = (name) => only.length === 0 || only.some((o) => name.startsWith(o));

if (wanted('lint')) single('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
if (wanted('typecheck')) single('typecheck', 'npm', ['run', '--silent', 'typecheck']);
if (wanted('unit')) vitest('unit:client', 'apps/client/vitest.config.ts');
if (wanted('server')) {
  vitest('server:pglite', 'apps/server/vitest.config.ts', { TEST_DB: 'pglite' });
  const services = (await reachable(5432)) && (await reachable(6379));
  if (services || process.env.CI) {
    // On CI the PostgreSQL + Redis suite is required: unreachable services fail it inside the suite.
    vitest('server:postgres', 'apps/server/vitest.config.ts', { TEST_DB: 'postgres' });
  } else {
    console.warn('\n[test] PostgreSQL or Redis not reachable and CI is not set: skipping server:postgres\n');
    results.push({ name: 'server:postgres', passed: 0, failed: 0, skipped: 1, seconds: '0' });
  }
}
if (wanted('build')) single('build', 'npm', ['run', '--silent', 'build']);
// One test per WXML/WXSS compile and per registered page (plus the journey and the table check).
if (wanted('weapp')) vitest('weapp', 'e2e/weapp/vitest.config.ts');
if (wanted('app')) {
  // apps/app: the H5 client built for the app environment, copied into the native projects by `cap sync`.
  const before = results.length;
  single('app:build', 'npm', ['run', '--silent', 'build', '-w', '@caixue/app']);
  if (results[before].failed === 0) vitest('app', 'e2e/app/vitest.config.ts');
}
if (wanted('e2e')) vitest('e2e', 'e2e/vitest.config.ts');

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const skipped = results.reduce((n, r) => n + (r.skipped ?? 0), 0);
console.log('\n──────── test summary ────────');
for (const r of results) {
  console.log(`${r.name.padEnd(16)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed${r.skipped ? ' (skipped)' : ''}  ${r.seconds}s${r.note ? `  ${r.note}` : ''}`);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
