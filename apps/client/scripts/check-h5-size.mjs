// Fails (exit 1) when a page of the H5 build needs more JavaScript on its first load than its budget
// (h5-size-budgets.json, KB gzipped at level 9; a page without its own budget has the default one).
// The sizes come from the build's first-load report (config/firstLoad.ts): the same on every machine.
// Prints the largest pages, each over-budget page and each budget with more than 15% headroom (tighten it).
// Usage: node scripts/check-h5-size.mjs [dist/h5-first-load.json]
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportFile = path.resolve(clientDir, process.argv[2] ?? 'dist/h5-first-load.json');
const budgets = JSON.parse(await readFile(path.join(clientDir, 'h5-size-budgets.json'), 'utf8'));

let report;
try {
  report = JSON.parse(await readFile(reportFile, 'utf8'));
} catch (error) {
  console.error(`No H5 first-load report at ${reportFile} (${error.message}); run npm run build:h5 first.`);
  process.exit(1);
}

const kb = (bytes) => bytes / 1024;
const rows = Object.entries(report.pages)
  .map(([page, { gzipBytes }]) => ({ page, size: kb(gzipBytes), budget: budgets.pages[page] ?? budgets.default }))
  .sort((a, b) => b.size - a.size);
if (rows.length === 0) {
  console.error('The first-load report lists no pages.');
  process.exit(1);
}
const over = rows.filter((row) => row.size > row.budget);
const unknown = Object.keys(budgets.pages).filter((page) => !(page in report.pages));

console.log('H5 first-load JavaScript (gzipped), largest pages:');
for (const row of rows.slice(0, 8)) console.log(`  ${row.size > row.budget ? 'OVER' : 'ok  '} ${row.page.padEnd(44)} ${row.size.toFixed(1).padStart(6)} KB  (budget ${row.budget} KB)`);
const home = rows.find((row) => row.page === 'pages/index/index');
if (home) console.log(`  home page: ${home.size.toFixed(1)} KB of ${home.budget} KB (issue target: ${budgets.homeTarget} KB)`);
for (const row of over) console.error(`OVER ${row.page}: ${row.size.toFixed(1)} KB > budget ${row.budget} KB`);
for (const page of unknown) console.error(`A budget names ${page}, which the build does not have: remove or rename it.`);
if (over.length > 0 || unknown.length > 0) {
  console.error('H5 size check failed: split what the first screen does not need (dynamic import) or, if the growth is wanted, raise the budget in h5-size-budgets.json and say why in the commit.');
  process.exit(1);
}
console.log(`ok   all ${rows.length} pages within their budgets`);
