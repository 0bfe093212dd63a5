#!/usr/bin/env node
// The server's production build: esbuild bundles apps/server/src/main.ts, the contract's TypeScript and
// most npm packages into one CommonJS script, apps/server/dist/server.cjs, and copies its launcher
// (scripts/server-launcher.mjs: runs the script through V8's code cache) to apps/server/dist/main.js, the
// entry, so a production start needs no TypeScript loader. `npm start` builds it when it is missing or
// older than its sources (source stamp, like the client's); run as a script it builds unconditionally.
//   node scripts/server-build.mjs         (also: npm run build -w @caixue/server)
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asciiOnly } from './ascii-only.mjs';
import { hashSources } from './source-hash.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
export const serverDist = join(root, 'apps/server/dist');
export const serverEntry = join(serverDist, 'main.js');
const serverBundle = join(serverDist, 'server.cjs');
const launcher = join(root, 'scripts/server-launcher.mjs');
const stampFile = join(serverDist, '.source-hash');
const bundleKeyFile = join(serverDist, 'server.cjs.key');
const sources = ['apps/server/src', 'apps/server/package.json', 'packages/contract/src', 'packages/contract/package.json', 'scripts/server-build.mjs', 'scripts/ascii-only.mjs', 'scripts/server-launcher.mjs'];
/** Files the bundle never contains: tests beside sources, and the migrations and media read at run time. */
const skipped = (path) => /\.test\.tsx?$/.test(path) || path.includes('/src/db/migrations/') || path.includes('/src/seed/media/');

export function serverSourceHash() {
  return hashSources(root, sources, skipped);
}

export function serverBuildIsCurrent() {
  return existsSync(serverEntry) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === serverSourceHash();
}

const EXTERNAL_PACKAGES = [
  '@electric-sql/pglite', '@electric-sql/pglite/*', 'pdfkit', 'fontkit', '@resvg/resvg-js', 'svg-captcha',
  '@embedpdf/fonts-sc', 'wechatpay-axios-plugin', 'pino', 'pg', 'pg-native', 'ioredis', 'bufferutil', 'utf-8-validate', 'chinese-days', 'chinese-days/*',
];

/**
 * Packages bundled although they read files beside their code: in the bundle their `__dirname` is where
 * npm installed them, found at run time (require.resolve from the bundle), so they read the same files
 * as from node_modules. The docs UI loaded from node_modules brought its own copies of yaml and
 * @fastify/static, about 0.1-0.2 s of every start (issue 18); bundled it shares the bundle's.
 */
const BUNDLED_WITH_FILES = ['@fastify/swagger-ui'];

const installedDirname = {
  name: 'installed-dirname',
  setup(build) {
    for (const name of BUNDLED_WITH_FILES) {
      const marker = `${sep}node_modules${sep}${name.split('/').join(sep)}${sep}`;
      build.onLoad({ filter: new RegExp(`${marker.replaceAll(sep, '[\\\\/]')}.*\\.js$`) }, async (args) => {
        const folder = relative(args.path.slice(0, args.path.lastIndexOf(marker) + marker.length), dirname(args.path));
        const installed = `require('node:path').join(require('node:path').dirname(require.resolve(${JSON.stringify(`${name}/package.json`)})), ${JSON.stringify(folder)})`;
        return { contents: (await readFile(args.path, 'utf8')).replaceAll('__dirname', installed), loader: 'js' };
      });
    }
  },
};

export async function buildServer() {
  const hash = serverSourceHash();
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [join(root, 'apps/server/src/main.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    // A classic script rather than an ES module: only a script can be compiled from V8's code cache on
    // Node 20 (vm.Script cachedData); the sources are ES modules, which esbuild turns into one.
    format: 'cjs',
    target: 'node20',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    // npm packages are bundled too: loading one file instead of a few thousand modules (each resolved,
    // read and compiled) was most of the start. Packages that read files beside their code (PGlite's
    // WebAssembly, fonts, pdfkit's metrics, the docs UI), native ones, and those only some setups load
    // (pg, ioredis) stay external and load from node_modules.
    external: [...EXTERNAL_PACKAGES, ...BUNDLED_WITH_FILES.map((name) => `${name}/package.json`)],
    plugins: [installedDirname],
    // import() of an external package becomes require(): a function compiled from a code cache loses the
    // dynamic-import callback (Node 20 answers "A dynamic import callback was not specified"). Every
    // external package has a CommonJS entry.
    supported: { 'dynamic-import': false },
    // The sources are strict ES modules and were bundled as one; a script keeps that with the directive.
    // import.meta of every source is the bundle's, as in an ES module bundle.
    define: { 'import.meta.url': '__caixueImportMetaUrl', 'import.meta.resolve': '__caixueImportMetaResolve' },
    banner: {
      js: [
        "'use strict';",
        "var __caixueImportMetaUrl = require('node:url').pathToFileURL(__filename).href;",
        "var __caixueImportMetaResolve = (specifier) => require('node:url').pathToFileURL(require.resolve(specifier)).href;",
      ].join(' '),
    },
    write: false,
  });
  mkdirSync(serverDist, { recursive: true });
  for (const file of result.outputFiles) {
    if (file.path !== serverBundle) {
      writeFileSync(file.path, file.contents);
      continue;
    }
    const text = asciiOnly(file.text);
    writeFileSync(file.path, text);
    // The launcher names its code cache after this hash instead of hashing 7 MB of text on every start; the
    // size and time say which file it describes.
    const { size, mtimeMs } = statSync(file.path);
    writeFileSync(bundleKeyFile, `${createHash('sha256').update(text).digest('hex').slice(0, 16)} ${size} ${mtimeMs}\n`);
  }
  copyFileSync(launcher, serverEntry);
  // The ES module bundle of earlier builds.
  rmSync(join(serverDist, 'main.js.map'), { force: true });
  writeFileSync(stampFile, hash);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildServer();
  console.info(`[server-build] ${serverEntry} (${Math.round(performance.now() - started)} ms)`);
}
