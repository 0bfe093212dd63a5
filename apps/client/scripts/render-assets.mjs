// Renders the SVG sources in assets-src/ to PNGs in src/assets/ (run by hand after editing an SVG;
// the PNGs are committed). PNG rather than SVG because the mini-program's <image> support for SVG
// is partial; rendering at 2x keeps them sharp on phone screens.
// Usage: node apps/client/scripts/render-assets.mjs
import { readdir, readFile, writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = path.join(clientDir, 'assets-src');
const outputDir = path.join(clientDir, 'src', 'assets');
const SCALE = 2;

const profileDir = await mkdtemp(path.join(tmpdir(), 'cx-render-'));
const browser = await chromium.launchPersistentContext(profileDir, {
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  deviceScaleFactor: SCALE,
});
try {
  const page = await browser.newPage();
  for (const file of (await readdir(sourceDir)).filter((name) => name.endsWith('.svg'))) {
    const svg = await readFile(path.join(sourceDir, file), 'utf8');
    const width = Number(/width="(\d+)"/.exec(svg)?.[1]);
    const height = Number(/height="(\d+)"/.exec(svg)?.[1]);
    await page.setViewportSize({ width, height });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
    const png = await page.locator('svg').screenshot({ omitBackground: true });
    const target = path.join(outputDir, file.replace(/\.svg$/, '.png'));
    await writeFile(target, png);
    console.log(`${path.relative(clientDir, target)}  ${width * SCALE}x${height * SCALE}  ${png.length} B`);
  }
} finally {
  await browser.close();
  await rm(profileDir, { recursive: true, force: true });
}
