// Lighthouse (mobile, simulated throttling: the default config) on the issue's pages, against the
// production H5 build served by the real server on a fresh demo data dir, with Debian's Chromium
// (no downloads). Prints one row per page: performance, accessibility, best practices, SEO, CLS, LCP,
// TBT, FCP, and the failing audits that cost points. Scores vary by ±5 on a loaded 2-core machine:
// compare pages within one run, and run it on a quiet machine. The last row is the baseline: a bare Taro 4 H5
// app (bench/bare-taro, one page of static text, the client's renderer and Taro packages) served by the real
// server in the same run: what Taro itself scores here (BASELINE=0 leaves it out).
//   npm run build && npm run bench:lighthouse -w @caixue/bench
//   PAGES=home,news-list RUNS=3 npm run bench:lighthouse -w @caixue/bench   (a subset; median of 3)
//   DETAIL=1 ...   also prints, per run, what Lighthouse names as the LCP element, the LCP phases, the
//                  render-blocking requests and the longest main-thread tasks (where the time goes)
//   LHR_DIR=/tmp/lhr ...   keeps each run's full Lighthouse report (JSON) there
//   HTTP1=1 ...            the server over plain HTTP/1.1; by default over HTTPS with HTTP/2, as a deployment
//                          serves phones (support/tls.ts: a certificate made for the run)
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { launch as launchChrome } from 'chrome-launcher';
import { BARE_TARO_ROW, serveBareTaro } from './support/bare-taro';
import { launch, stopChild } from './support/child-server';
import { issuePages } from './support/issue-pages';
import { benchProtocol } from './support/tls';

const root = new URL('..', import.meta.url).pathname;
if (!existsSync(join(root, 'apps/client/dist/h5/index.html'))) throw new Error('build the client first: npm run build');

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 90 };
const CLS_TARGET = 0.05;
const runs = Number(process.env.RUNS ?? 1);

const dataDir = mkdtempSync(join(tmpdir(), 'caixue-lighthouse-'));
const protocol = benchProtocol();
const server = await launch(['--import', 'tsx', 'apps/server/src/main.ts'], { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', DATABASE_URL: '', ...protocol.env });
const base = `${protocol.scheme}://127.0.0.1:${server.port}`;
const chrome = await launchChrome({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', ...protocol.chromeFlags],
});

type Scores = Record<(typeof CATEGORIES)[number], number> & { cls: number; lcp: number; tbt: number; fcp: number; failing: string[] };

interface DetailItems { items?: Record<string, unknown>[] }
/** DETAIL=1: the LCP element, its phases, render-blocking requests and long tasks of one run. */
function printDetail(name: string, lhr: Result): void {
  const details = (id: string) => (lhr.audits[id]?.details ?? {}) as DetailItems & { items?: (DetailItems & Record<string, unknown>)[] };
  const lines: string[] = [`--- ${name}: FCP ${Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? NaN)} ms, LCP ${Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN)} ms, SI ${Math.round(lhr.audits['speed-index']?.numericValue ?? NaN)} ms, TBT ${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN)} ms`];
  for (const table of details('largest-contentful-paint-element').items ?? []) {
    for (const item of table.items ?? []) {
      const node = item.node as { selector?: string; snippet?: string } | undefined;
      if (node) lines.push(`  LCP element: ${node.selector} ${String(node.snippet).slice(0, 160)}`);
      else if (item.phase) lines.push(`  LCP phase ${String(item.phase)}: ${Math.round(Number(item.timing))} ms`);
    }
  }
  for (const item of details('render-blocking-insight').items ?? details('render-blocking-resources').items ?? []) {
    lines.push(`  render-blocking: ${String(item.url)} (${Math.round(Number(item.wastedMs ?? 0))} ms)`);
  }
  for (const item of (details('long-tasks').items ?? []).slice(0, 6)) {
    lines.push(`  long task: ${Math.round(Number(item.duration))} ms at ${Math.round(Number(item.startTime))} ms ${String(item.url)}`);
  }
  console.log(lines.join('\n'));
}

let runNo = 0;
async function audit(url: string, name: string): Promise<Scores> {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  const lhr = result!.lhr as Result;
  runNo += 1;
  if (process.env.LHR_DIR) {
    mkdirSync(process.env.LHR_DIR, { recursive: true });
    writeFileSync(join(process.env.LHR_DIR, `${name.replace(/[^\w-]+/g, "-")}-${runNo}.json`), JSON.stringify(lhr));
  }
  if (process.env.DETAIL) printDetail(name, lhr);
  const failing = new Set<string>();
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a.score !== null && a.score < 0.9 && category.id !== 'performance') failing.add(ref.id);
    }
  }
  const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo'),
    cls: num('cumulative-layout-shift'), lcp: num('largest-contentful-paint'), tbt: num('total-blocking-time'), fcp: num('first-contentful-paint'),
    failing: [...failing],
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows: { name: string; path: string; s: Scores }[] = [];
async function measure(name: string, path: string, at: string): Promise<void> {
  const samples: Scores[] = [];
  for (let i = 0; i < runs; i += 1) samples.push(await audit(at + path, name));
  const pick = (k: keyof Omit<Scores, 'failing'>) => median(samples.map((s) => s[k]));
  rows.push({
    name, path,
    s: {
      performance: pick('performance'), accessibility: pick('accessibility'), 'best-practices': pick('best-practices'), seo: pick('seo'),
      cls: pick('cls'), lcp: pick('lcp'), tbt: pick('tbt'), fcp: pick('fcp'),
      failing: [...new Set(samples.flatMap((s) => s.failing))],
    },
  });
  process.stderr.write(`${name} done\n`);
}

try {
  for (const [name, path] of await issuePages(base)) await measure(name, path, base);
  if (process.env.BASELINE !== '0') {
    const bare = await serveBareTaro(protocol);
    try {
      await measure(BARE_TARO_ROW, '/', bare.base);
    } finally {
      await bare.stop();
    }
  }
} finally {
  chrome.kill();
  await stopChild(server.child);
  rmSync(dataDir, { recursive: true, force: true });
  protocol.cleanup();
}

const mark = (ok: boolean) => (ok ? '' : ' ✗');
console.log(`\nLighthouse ${runs > 1 ? `(median of ${runs}) ` : ''}mobile, server over ${protocol.label} — targets: performance ≥ 95, accessibility ≥ 95, best practices ≥ 95, SEO ≥ 90, CLS < ${CLS_TARGET}`);
console.log('| page | perf | a11y | best pr. | SEO | CLS | LCP | TBT | FCP | failing audits (not performance) |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
for (const { name, s } of rows) {
  const cells = CATEGORIES.map((c) => `${s[c]}${mark(s[c] >= TARGETS[c])}`);
  console.log(`| ${name} | ${cells.join(' | ')} | ${s.cls.toFixed(3)}${mark(s.cls < CLS_TARGET)} | ${(s.lcp / 1000).toFixed(1)} s | ${Math.round(s.tbt)} ms | ${(s.fcp / 1000).toFixed(1)} s | ${s.failing.join(', ') || '—'} |`);
}
if (process.env.LIGHTHOUSE_JSON) writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify(rows, null, 2));
