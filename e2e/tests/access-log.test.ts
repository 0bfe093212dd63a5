import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pathOf } from '../support/browser';
import { shown } from '../support/flows';
import { useHarness } from '../support/harness';
import { usePeople } from '../support/content';

/**
 * The access log (SPEC §4, §9; issue 17). The client logs pages only when its build says so: on in
 * production, off elsewhere, TARO_APP_ACCESS_LOG=on|off overriding. This file builds the H5 app a
 * second time with the switch on (CLIENT_OUT_DIR keeps it apart from the usual build) and serves it
 * from one server; the usual build (local: off) is served by another.
 */
const CLIENT_DIR = path.resolve(__dirname, '../../apps/client');
const LOGGING_BUILD = 'dist/h5-access-log';

/** The environment of a plain shell build: without the test runner's own variables (Vite reads NODE_ENV and VITEST). */
function buildEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!key.startsWith('VITEST') && key !== 'NODE_ENV' && key !== 'TEST') env[key] = value;
  return { ...env, TARO_APP_ACCESS_LOG: 'on', CLIENT_OUT_DIR: LOGGING_BUILD };
}

beforeAll(async () => {
  await promisify(execFile)('npx', ['taro', 'build', '--type', 'h5'], { cwd: CLIENT_DIR, env: buildEnv(), maxBuffer: 64 * 1024 * 1024 });
}, 900_000);

const logging = useHarness({ env: { CLIENT_DIST: path.join(CLIENT_DIR, LOGGING_BUILD), ACCESS_LOG_FLUSH_MS: '0' } });
const usual = useHarness();
const loggingPeople = usePeople(logging);
const usualPeople = usePeople(usual);

interface Save { at: number; url: string; id?: string }

function recordSaves(page: Page): Save[] {
  const saves: Save[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/api/access/log/save') return;
    const body = JSON.parse(request.postData() ?? '{}') as { url: string; id?: string };
    saves.push({ at: Date.now(), url: body.url, id: body.id });
  });
  return saves;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('access log', () => {
  it('repeats the save with its id every 3 s while the page shows, and stops once the reader leaves', async () => {
    const { page } = await loggingPeople.phone();
    const saves = recordSaves(page);
    await page.goto('/pages/news/list/index?id=15');
    await shown(page, '.news-card').first().waitFor({ timeout: 20_000 });
    await expect.poll(() => saves.filter((s) => s.url.startsWith('/pages/news/list/index')).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    const listSaves = saves.filter((s) => s.url.startsWith('/pages/news/list/index'));
    expect(listSaves[0].id).toBeUndefined();
    const id = listSaves[1].id!;
    expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(listSaves.slice(1).every((s) => s.id === id)).toBe(true);
    const gap = listSaves[2].at - listSaves[1].at;
    expect(gap).toBeGreaterThan(2_500);
    expect(gap).toBeLessThan(6_000);

    await shown(page, '.news-card').first().click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/pages/news/details/index');
    await expect.poll(() => saves.filter((s) => s.url.startsWith('/pages/news/details/index')).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    const repeatsThen = saves.filter((s) => s.id === id).length;
    await pause(7_000);
    // The list page is still mounted under the details page (Taro keeps the stack), but not shown: no more repeats.
    expect(saves.filter((s) => s.id === id).length).toBe(repeatsThen);
    expect(saves.filter((s) => s.url.startsWith('/pages/news/details/index')).length).toBeGreaterThanOrEqual(3);
  });

  it('sends nothing from the usual (local) build: logging is on only in production', async () => {
    const { page } = await usualPeople.phone();
    const saves = recordSaves(page);
    await page.goto('/pages/news/list/index?id=15');
    await shown(page, '.news-card').first().waitFor({ timeout: 20_000 });
    await pause(4_000);
    expect(saves).toEqual([]);
  });
});
