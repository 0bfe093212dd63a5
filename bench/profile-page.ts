// Where a page's main-thread time goes (issue 18), by source module: a tool for finding what to cut, not a
// benchmark with a target. Opens each page in Chromium as a first visit at a phone viewport, records a sampling
// CPU profile from navigation to WAIT_MS after load, maps each sample's innermost frame through the build's source
// maps to its original file, and prints the self time of the top modules (node_modules grouped by package) beside
// '(program)', the time outside JavaScript (parsing, style, layout, paint, the browser's own calls).
// CPU_RATE=4 slows the CPU as Lighthouse models it, but Chromium does that by pausing the thread and the profiler
// counts the pauses as '(program)', so the default (1) is the one to compare JavaScript with the rest.
// Needs a build with source maps:
//   (cd apps/client && CX_H5_SOURCEMAP=1 CLIENT_OUT_DIR=tmp/h5map npx taro build --type h5)
//   CLIENT_DIST=apps/client/tmp/h5map npm run profile:page -w @caixue/bench
//   PAGES=home TOP=40 WAIT_MS=4000 ...
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { launch, stopChild } from './support/child-server';
import { launchChromium, newPhoneContext } from './support/phone-browser';
import { issuePages } from './support/issue-pages';

const root = new URL('..', import.meta.url).pathname;
const dist = resolve(root, process.env.CLIENT_DIST ?? 'apps/client/tmp/h5map');
const WAIT_MS = Number(process.env.WAIT_MS ?? 4000);
const TOP = Number(process.env.TOP ?? 30);
const CPU_RATE = Number(process.env.CPU_RATE ?? 1);

interface Node { id: number; callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number }; children?: number[] }
interface Profile { nodes: Node[]; samples: number[]; timeDeltas: number[] }

const maps = new Map<string, TraceMap | null>();
function mapOf(url: string): TraceMap | null {
  if (!maps.has(url)) {
    const file = join(dist, new URL(url).pathname) + '.map';
    maps.set(url, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
  }
  return maps.get(url)!;
}

function moduleOf(frame: Node['callFrame']): string {
  if (!frame.url) return frame.functionName ? `(${frame.functionName})` : '(native)';
  if (!frame.url.startsWith('http')) return frame.url;
  const map = mapOf(frame.url);
  if (!map) return new URL(frame.url).pathname;
  const source = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }).source ?? '(unmapped)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return pkg ? `npm:${pkg[1]}` : source.replace(/^.*?\/src\//, 'src/');
}

const dataDir = mkdtempSync(join(tmpdir(), 'caixue-profile-'));
const server = await launch(['--import', 'tsx', 'apps/server/src/main.ts'], { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', DATABASE_URL: '', CLIENT_DIST: dist });
const base = `http://127.0.0.1:${server.port}`;
const browser = await launchChromium();

async function profile(url: string): Promise<Profile> {
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(WAIT_MS);
    return (await cdp.send('Profiler.stop')).profile as unknown as Profile;
  } finally {
    await context.close();
  }
}

try {
  for (const [name, path] of await issuePages(base)) {
    await profile(base + path); // warms the server and the font cache
    const { nodes, samples, timeDeltas } = await profile(base + path);
    const byId = new Map(nodes.map((n) => [n.id, n]));
    const self = new Map<string, number>();
    let total = 0;
    samples.forEach((id, i) => {
      const frame = byId.get(id)!.callFrame;
      if (frame.functionName === '(idle)') return;
      const ms = (timeDeltas[i + 1] ?? 0) / 1000;
      total += ms;
      const key = moduleOf(frame);
      self.set(key, (self.get(key) ?? 0) + ms);
    });
    console.log(`\n${name} (${path}): ${Math.round(total)} ms busy at ${CPU_RATE} × CPU, self time by module`);
    for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`${String(Math.round(ms)).padStart(6)} ms  ${key}`);
  }
} finally {
  await browser.close();
  await stopChild(server.child);
  rmSync(dataDir, { recursive: true, force: true });
}
