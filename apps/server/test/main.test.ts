import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API, CODE } from '@caixue/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config';
import { FIXED_SMS_CODE } from './support/plan';

type RunningServer = { url: string; stop: () => Promise<number | null>; output: () => string };

const children: ChildProcess[] = [];
const dataDirs: string[] = [];
// A failed expectation leaves its server running: stop it, or it outlives the test run.
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await Promise.all(dataDirs.map((d) => rm(d, { recursive: true, force: true })));
});

async function newDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'caixue-main-'));
  dataDirs.push(dir);
  return dir;
}

/** Spawns the server with `args` on `dataDir` and resolves once it prints its listening line. */
async function startServer(args: string[], dataDir: string): Promise<RunningServer> {
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SMS_FIXED_CODE: FIXED_SMS_CODE, DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /财学 server listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  return { url, output: () => output, stop: () => (child.kill('SIGTERM'), exited) };
}

/** The process exactly as the e2e tests and `npm start` run it: start line, real HTTP, SIGTERM. */
describe('node --import tsx apps/server/src/main.ts', () => {
  it('starts on a fresh data dir, prints the listening line, serves, and shuts down cleanly on SIGTERM', async () => {
    const server = await startServer(['--import', 'tsx', 'apps/server/src/main.ts'], await newDataDir());

    const answer = await fetch(`${server.url}${API.nav.list}`);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { code: number }).code).toBe(CODE.ok);
    expect(answer.headers.get('x-request-id')).toBeTruthy();

    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain('"msg":"shutting down"');
  }, 90_000);
});

/**
 * `npm start` runs the compiled server (scripts/server-build.mjs bundles src and most npm packages into
 * apps/server/dist/server.cjs, run by dist/main.js): it must serve what the TypeScript-loaded one does,
 * including the routes whose packages load files or native code, on a fresh data dir and again on the
 * seeded one. The first run writes V8's code cache beside the bundle; the second runs from it (issue 18).
 */
describe('node apps/server/dist/main.js (the compiled server npm start runs)', () => {
  it('builds, starts fresh and seeded, and serves menu, home, lists, captcha and the API docs', async () => {
    const build = spawnSync(process.execPath, ['scripts/server-build.mjs'], { cwd: REPO_ROOT, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    const dist = path.join(REPO_ROOT, 'apps/server/dist');
    // ASCII only: Node reads it into a one-byte string (issue 18); the code cache is named after the build's key.
    expect(/[\u0080-\uffff]/.test(await readFile(path.join(dist, 'server.cjs'), 'latin1'))).toBe(false);
    const [key, size] = (await readFile(path.join(dist, 'server.cjs.key'), 'latin1')).trim().split(' ');
    expect([key, Number(size)]).toEqual([expect.stringMatching(/^[0-9a-f]{16}$/), (await stat(path.join(dist, 'server.cjs'))).size]);
    const codeCaches = async () => (await readdir(dist)).filter((name) => name.endsWith('.v8-cache'));
    for (const name of await codeCaches()) await rm(path.join(dist, name), { force: true });
    const dataDir = await newDataDir();
    for (const start of ['fresh', 'seeded']) {
      const server = await startServer(['apps/server/dist/main.js'], dataDir);
      for (const url of [API.nav.list, API.tab.homeInfo, `${API.news.list()}?pageNum=1&pageSize=5`]) {
        const answer = await fetch(`${server.url}${url}`);
        expect([start, url, answer.status]).toEqual([start, url, 200]);
        expect(((await answer.json()) as { code: number }).code).toBe(CODE.ok);
      }
      // svg-captcha reads its font file beside its code: it stays an external package.
      expect(await (await fetch(`${server.url}${API.admin.captchaImage}`)).text()).toContain('data:image/svg+xml;base64,');
      const docs = await fetch(`${server.url}/docs/json`);
      expect([docs.status, ((await docs.json()) as { openapi?: string }).openapi]).toEqual([200, expect.stringMatching(/^3\./)]);
      // The docs UI is bundled too, reading its files where npm installed it.
      const ui = await fetch(`${server.url}/docs/static/swagger-ui-bundle.js`);
      expect([ui.status, (await ui.text()).length > 100_000]).toEqual([200, true]);
      // Logged (asynchronously) with the listening line.
      expect([start, /"codeCache":"(\w+)"/.exec(server.output())?.[1]]).toEqual([start, start === 'fresh' ? 'none' : 'used']);
      if (start === 'fresh') {
        for (let waited = 0; (await codeCaches()).length === 0 && waited < 60_000; waited += 200) await new Promise((r) => setTimeout(r, 200));
        expect(await codeCaches()).toEqual([`server.cjs.${key}-${process.version}-${process.arch}.v8-cache`]);
      }
      expect(await server.stop(), server.output()).toBe(0);
      expect(server.output()).not.toContain('"level":50');
    }
  }, 180_000);
});

describe('asciiOnly (the compiled bundle without non-ASCII characters)', () => {
  it('escapes them so that strings, regular expressions, identifiers and comments mean what they meant', async () => {
    const { asciiOnly } = await import('../../../scripts/ascii-only.mjs');
    const source = [
      '// 注释：a comment ’quoted’',
      "const 名 = '财学 📈';",
      'const re = /[（(](\\d{6})[）)]|买入/;',
      "const astral = /📈+/u;",
      "return [名, re.exec('立讯（002475）')?.[1], re.test('建议买入'), astral.test('📈📈'), `模板${名}`];",
    ].join('\n');
    const escaped = asciiOnly(source);
    expect(/[\u0080-\uffff]/.test(escaped)).toBe(false);
    const run = (code: string) => new Function(code)() as unknown[];
    expect(run(escaped)).toEqual(run(source));
    expect(run(escaped)).toEqual(['财学 📈', '002475', true, true, '模板财学 📈']);
  });
});
