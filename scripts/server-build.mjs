#!/usr/bin/env node
// The server's production build: esbuild bundles apps/server/src/main.ts and the contract's TypeScript
// into one ES module, apps/server/dist/main.js (npm packages stay external: node_modules loads them), so
// a production start needs no TypeScript loader. `npm start` builds it when it is missing or older than
// its sources (source stamp, like the client's); run as a script it builds unconditionally.
//   node scripts/server-build.mjs         (also: npm run build -w @caixue/server)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashSources } from './source-hash.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
export const serverDist = join(root, 'apps/server/dist');
export const serverEntry = join(serverDist, 'main.js');
const stampFile = join(serverDist, '.source-hash');
const sources = ['apps/server/src', 'apps/server/package.json', 'packages/contract/src', 'packages/contract/package.json', 'scripts/server-build.mjs'];
/** Files the bundle never contains: tests beside sources, and the migrations and media read at run time. */
const skipped = (path) => /\.test\.tsx?$/.test(path) || path.includes('/src/db/migrations/') || path.includes('/src/seed/media/');

export function serverSourceHash() {
  return hashSources(root, sources, skipped);
}

export function serverBuildIsCurrent() {
  return existsSync(serverEntry) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === serverSourceHash();
}

const EXTERNAL_PACKAGES = [
  '@electric-sql/pglite', '@electric-sql/pglite/*', 'pdfkit', 'fontkit', '@resvg/resvg-js', 'svg-captcha', '@fastify/swagger-ui',
  '@embedpdf/fonts-sc', 'wechatpay-axios-plugin', 'pino', 'pg', 'pg-native', 'ioredis', 'bufferutil', 'utf-8-validate', 'chinese-days', 'chinese-days/*',
];

export async function buildServer() {
  const hash = serverSourceHash();
  const { build } = await import('esbuild');
  await build({
    entryPoints: [join(root, 'apps/server/src/main.ts')],
    outfile: serverEntry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    // npm packages are bundled too: loading one file instead of a few thousand modules (each resolved,
    // read and compiled) was most of the start. Packages that read files beside their code (PGlite's
    // WebAssembly, fonts, pdfkit's metrics, the docs UI), native ones, and those only some setups load
    // (pg, ioredis) stay external and load from node_modules.
    external: EXTERNAL_PACKAGES,
    // Some packages are CommonJS only: give the bundle the require() that ESM lacks.
    banner: { js: "import { createRequire as __caixueCreateRequire } from 'node:module'; const require = __caixueCreateRequire(import.meta.url);" },
  });
  writeFileSync(stampFile, hash);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildServer();
  console.info(`[server-build] ${serverEntry} (${Math.round(performance.now() - started)} ms)`);
}
