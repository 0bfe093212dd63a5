// Lighthouse (mobile, simulated throttling: the default config) on the issue's pages, against the
// production H5 build served by the real server on a fresh demo data dir, with Debian's Chromium
// (no downloads). Prints one row per page: performance, accessibility, best practices, SEO, CLS, LCP,
// TBT, FCP, and the failing audits that cost points. Scores vary by ±5 on a loaded 2-core machine:
// compare pages within one run, and run it on a quiet machine.
//   npm run build && npm run bench:lighthouse -w @caixue/bench
//   PAGES=home,news-list RUNS=3 npm run bench:lighthouse -w @caixue/bench   (a subset; median of 3)
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { launch as launchChrome } from 'chrome-launcher';
import { launch, stopChild } from './support/child-server';

const root = new URL('..', import.meta.url).pathname;
if (!existsSync(join(root, 'apps/client/dist/h5/index.html'))) throw new Error('build the client first: npm run build');

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 90 };
const CLS_TARGET = 0.05;
const runs = Number(process.env.RUNS ?? 1);

interface Row { id: number }
async function firstId(base: string, path: string): Promise<number> {
  const res = (await (await fetch(new URL(path, base))).json()) as { rows?: Row[]; data?: Row[] };
  const id = (res.rows ?? res.data ?? [])[0]?.id;
  if (typeof id !== 'number') throw new Error(`no row from ${path}`);
  return id;
}

const dataDir = mkdtempSync(join(tmpdir(), 'caixue-lighthouse-'));
const server = await launch(['--import', 'tsx', 'apps/server/src/main.ts'], { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', DATABASE_URL: '' });
const base = `http://127.0.0.1:${server.port}`;
const chrome = await launchChrome({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

type Scores = Record<(typeof CATEGORIES)[number], number> & { cls: number; lcp: number; tbt: number; fcp: number; failing: string[] };
async function audit(url: string): Promise<Scores> {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  const lhr = result!.lhr as Result;
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
try {
  const [newsId, courseId, goodsId] = await Promise.all([
    firstId(base, '/api/news/ver/2/list/all?pageNum=1&pageSize=1'),
    firstId(base, '/api/course/get/list?pageNum=1&pageSize=1'),
    firstId(base, '/api/goods/list?pageNum=1&pageSize=1'),
  ]);
  const pages: [string, string][] = [
    ['home', '/'],
    ['news-list', '/pages/news/list/index'],
    ['news-detail', `/pages/news/details/index?id=${newsId}`],
    ['course-list', '/pages/course/list/index'],
    ['course-detail', `/pages/course/list/view?id=${courseId}`],
    ['live-text-room', '/pages/applets/chat/index?id=1'],
    ['goods-detail', `/pages/goods/detail/index?id=${goodsId}`],
    ['member-centre', '/pages/mine/index/index'],
  ];
  const only = process.env.PAGES?.split(',');
  for (const [name, path] of pages.filter(([n]) => !only || only.includes(n))) {
    const samples: Scores[] = [];
    for (let i = 0; i < runs; i += 1) samples.push(await audit(base + path));
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
} finally {
  chrome.kill();
  await stopChild(server.child);
  rmSync(dataDir, { recursive: true, force: true });
}

const mark = (ok: boolean) => (ok ? '' : ' ✗');
console.log(`\nLighthouse ${runs > 1 ? `(median of ${runs}) ` : ''}mobile — targets: performance ≥ 95, accessibility ≥ 95, best practices ≥ 95, SEO ≥ 90, CLS < ${CLS_TARGET}`);
console.log('| page | perf | a11y | best pr. | SEO | CLS | LCP | TBT | FCP | failing audits (not performance) |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
for (const { name, s } of rows) {
  const cells = CATEGORIES.map((c) => `${s[c]}${mark(s[c] >= TARGETS[c])}`);
  console.log(`| ${name} | ${cells.join(' | ')} | ${s.cls.toFixed(3)}${mark(s.cls < CLS_TARGET)} | ${(s.lcp / 1000).toFixed(1)} s | ${Math.round(s.tbt)} ms | ${(s.fcp / 1000).toFixed(1)} s | ${s.failing.join(', ') || '—'} |`);
}
if (process.env.LIGHTHOUSE_JSON) writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify(rows, null, 2));
