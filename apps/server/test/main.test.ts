import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API, CODE } from '@caixue/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config';
import { FIXED_SMS_CODE } from './support/plan';

/** The process exactly as the e2e tests and `npm start` run it: start line, real HTTP, SIGTERM. */
describe('node --import tsx apps/server/src/main.ts', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('starts on a fresh data dir, prints the listening line, serves, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'caixue-main-'));
    dirs.push(dataDir);
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SMS_FIXED_CODE: FIXED_SMS_CODE, DATABASE_URL: '', REDIS_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
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

    const answer = await fetch(`${url}${API.nav.list}`);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { code: number }).code).toBe(CODE.ok);
    expect(answer.headers.get('x-request-id')).toBeTruthy();

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('"msg":"shutting down"');
  }, 90_000);
});
