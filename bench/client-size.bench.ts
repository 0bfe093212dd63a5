// Measures what a phone downloads for the home page: every JS and CSS file Chromium requests when
// it opens '/', gzipped at level 9 from the built files, beside the raw sizes; and the weapp package
// sizes (main package and each subpackage) against WeChat's 2 MB limit.
//   npm run build && npm run bench:client-size -w @caixue/bench
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { loadConfig } from '../apps/server/src/config';
import { createServer } from '../apps/server/src/server';
import { launchBrowser, phoneContext } from '../e2e/support/browser';

const root = new URL('..', import.meta.url).pathname;
const h5 = join(root, 'apps/client/dist/h5');
if (!existsSync(join(h5, 'index.html'))) throw new Error('build the client first: npm run build');

const dataDir = mkdtempSync(join(tmpdir(), 'caixue-size-'));
const server = await createServer(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' }));
const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
const browser = await launchBrowser();
const files = new Set<string>();
try {
  const page = await (await phoneContext(browser, url)).newPage();
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (/\.(js|css)$/.test(path)) files.add(path);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
} finally {
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}

let rawJs = 0, gzJs = 0, rawCss = 0, gzCss = 0;
for (const file of files) {
  const body = readFileSync(join(h5, file));
  const gz = gzipSync(body, { level: 9 }).length;
  if (file.endsWith('.js')) { rawJs += body.length; gzJs += gz; } else { rawCss += body.length; gzCss += gz; }
}
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(`\nhome page '/': ${files.size} files`);
console.log(`| asset | raw | gzipped |\n|---|---:|---:|`);
console.log(`| JS | ${kb(rawJs)} | ${kb(gzJs)} |`);
console.log(`| CSS | ${kb(rawCss)} | ${kb(gzCss)} |`);

// The weapp package sizes come from the build's own check (the same figures it enforces).
console.log('');
spawnSync(process.execPath, [join(root, 'apps/client/scripts/check-weapp-size.mjs')], { cwd: join(root, 'apps/client'), stdio: 'inherit' });
