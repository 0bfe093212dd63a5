// Fails (exit 1) when a mini-program package is over WeChat's limits: 2 MB for the main package and
// for each subpackage, 20 MB in all. Prints every package's size.
// Usage: node scripts/check-weapp-size.mjs [dist/weapp]
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_LIMIT = 2 * 1024 * 1024;
const TOTAL_LIMIT = 20 * 1024 * 1024;
// Not part of the uploaded code package.
const IGNORED = new Set(['project.config.json', 'project.private.config.json']);

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputDir = path.resolve(clientDir, process.argv[2] ?? 'dist/weapp');

async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(entries.map(async (entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  }));
  return files.flat();
}

function formatSize(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

let appJson;
try {
  appJson = JSON.parse(await readFile(path.join(outputDir, 'app.json'), 'utf8'));
} catch (error) {
  console.error(`No weapp build at ${outputDir} (${error.message}); run npm run build:weapp first.`);
  process.exit(1);
}

const roots = (appJson.subPackages ?? appJson.subpackages ?? []).map((sub) => sub.root.replace(/\/+$/, ''));
const sizes = new Map([['main', 0], ...roots.map((root) => [root, 0])]);
for (const file of await listFiles(outputDir)) {
  const relative = path.relative(outputDir, file).split(path.sep).join('/');
  if (IGNORED.has(relative) || relative.endsWith('.map')) continue;
  const owner = roots.find((root) => relative.startsWith(`${root}/`)) ?? 'main';
  sizes.set(owner, sizes.get(owner) + (await stat(file)).size);
}

let failed = false;
let total = 0;
for (const [name, bytes] of sizes) {
  total += bytes;
  const over = bytes > PACKAGE_LIMIT;
  failed ||= over;
  console.log(`${over ? 'OVER ' : 'ok   '} ${name.padEnd(24)} ${formatSize(bytes).padStart(10)}  (limit ${formatSize(PACKAGE_LIMIT)})`);
}
const totalOver = total > TOTAL_LIMIT;
failed ||= totalOver;
console.log(`${totalOver ? 'OVER ' : 'ok   '} ${'total'.padEnd(24)} ${formatSize(total).padStart(10)}  (limit ${formatSize(TOTAL_LIMIT)})`);
if (failed) {
  console.error('weapp package size check failed: a package is over the WeChat limit');
  process.exit(1);
}
