// Main-thread work of the H5 pages (issue 18), unthrottled: what Lighthouse's total blocking time is made of.
// Lighthouse replays the main thread's tasks at 4 × CPU, so a task longer than 12.5 ms here already blocks
// in its model; its TBT moves by ±50 % between runs on one page, these figures by about ±20 %. For each page,
// in a new browser context (empty cache, as a first visit) at a phone viewport: the long tasks (over 50 ms,
// PerformanceObserver 'longtask') from navigation to WAIT_MS (4 s) after load, their sum, the longest, the
// first contentful paint, and Σ max(0, 4 × task − 50 ms), the blocking time those tasks would be at 4 × CPU
// (an estimate, counted from navigation rather than from FCP; it leaves out shorter tasks that 4 × makes long).
// Baseline in the same run: /pages/mine/fontSize/index, the smallest page (Taro's runtime, Preact, the router,
// the app shell and a page of one section): what every page pays before its own work; and a bare Taro 4 H5 app
// (bench/bare-taro: one page of static text, the client's renderer and Taro packages, served by the real
// server): what Taro itself costs (BASELINE=0 leaves it out).
//   npm run build && npm run bench:main-thread -w @caixue/bench
//   RUNS=7 PAGES=home,news-list ...          (median of RUNS, 5 by default; a subset of the pages)
//   CLIENT_DIST=<another H5 build> ...       (e.g. CX_H5_FRAMEWORK=react CLIENT_OUT_DIR=tmp/h5react npx taro build --type h5)
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { BARE_TARO_ROW, serveBareTaro } from './support/bare-taro';
import { launch, stopChild } from './support/child-server';
import { launchChromium, newPhoneContext } from './support/phone-browser';
import { issuePages } from './support/issue-pages';

const runs = Number(process.env.RUNS ?? 5);
const WAIT_MS = Number(process.env.WAIT_MS ?? 4000);
const BASELINE: [string, string] = ['baseline: smallest page (fontSize)', '/pages/mine/fontSize/index'];

interface Sample { fcp: number; tasks: number[] }

const dataDir = mkdtempSync(join(tmpdir(), 'caixue-main-thread-'));
const server = await launch(['--import', 'tsx', 'apps/server/src/main.ts'], { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', DATABASE_URL: '' });
const base = `http://127.0.0.1:${server.port}`;
const browser = await launchChromium();

async function sample(url: string): Promise<Sample> {
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen: number[] = [];
      (window as unknown as { __longTasks: number[] }).__longTasks = seen;
      new PerformanceObserver((list) => { for (const entry of list.getEntries()) seen.push(entry.duration); }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(WAIT_MS);
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      tasks: (window as unknown as { __longTasks: number[] }).__longTasks,
    }));
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
const rows: string[] = [];
const loads: number[] = [];
async function measure(name: string, url: string): Promise<void> {
  await sample(url); // warms the server's caches and the font cache, as the other pages had
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i += 1) {
    samples.push(await sample(url));
    loads.push(loadavg()[0]);
  }
  const pick = (f: (s: Sample) => number) => median(samples.map(f));
  rows.push(`| ${name} | ${Math.round(pick((s) => sum(s.tasks)))} | ${pick((s) => s.tasks.length)} | ${Math.round(pick((s) => Math.max(0, ...s.tasks)))} | ${Math.round(pick((s) => s.fcp))} | ${Math.round(pick((s) => sum(s.tasks.map((d) => Math.max(0, 4 * d - 50)))))} |`);
  process.stderr.write(`${name} done\n`);
}

try {
  for (const [name, path] of [...(await issuePages(base)), BASELINE]) await measure(name, base + path);
  if (process.env.BASELINE !== '0') {
    const bare = await serveBareTaro();
    try {
      await measure(BARE_TARO_ROW, `${bare.base}/`);
    } finally {
      await bare.stop();
    }
  }
} finally {
  await browser.close();
  await stopChild(server.child);
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\nMain thread, unthrottled, median of ${runs}; 1-minute load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}${process.env.CLIENT_DIST ? `; build ${process.env.CLIENT_DIST}` : ''}`);
console.log('| page | long tasks, ms in all | count | longest ms | FCP ms | blocking at 4 × CPU, ms (estimate) |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
