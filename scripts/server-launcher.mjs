// The compiled server's entry, copied to apps/server/dist/main.js by scripts/server-build.mjs. It runs the
// bundle (dist/server.cjs, one CommonJS script) through V8's code cache: compiling the 7 MB bundle and
// the few thousand functions a start calls was about a fifth of the start (issue 18), and Node 20 caches
// no code for modules itself (module.enableCompileCache is Node 22). The cache is written by the first
// start of a build, a moment after it listens, beside the bundle; later starts load it. Its name carries
// a hash of the bundle's text (the build writes it to dist/server.cjs.key) and Node's version and
// architecture, so a rebuilt bundle or another Node never meets a stale cache (V8 itself only checks the
// source's length, its version and its flags, and refuses a cache that fails those: the script is then
// compiled as usual and the cache written anew).
// A missing, unreadable or unwritable cache only costs the time it would have saved.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';

/** Written this long after the server listens: the start and its first requests have compiled what they need. */
const CACHE_DELAY_MS = 2000;

const bundle = fileURLToPath(new URL('./server.cjs', import.meta.url));
const folder = dirname(bundle);
// The build writes the bundle's hash beside it (server.cjs.key, with the size and time of the file it hashed)
// and makes it ASCII only (ascii-only.mjs), so it is read as a one-byte string and not hashed here. A bundle
// the key does not describe (another build wrote it) is read and hashed as before.
const builtKey = readKey();
const source = readFileSync(bundle, builtKey ? 'latin1' : 'utf8');
const bundleKey = builtKey ?? createHash('sha256').update(source).digest('hex').slice(0, 16);
const key = `${bundleKey}-${process.version}-${process.arch}`;
const cacheName = (name) => name.startsWith(`${basename(bundle)}.`) && name.endsWith('.v8-cache');
const cacheFile = join(folder, `${basename(bundle)}.${key}.v8-cache`);

function readKey() {
  try {
    const [hash, size, mtimeMs] = readFileSync(`${bundle}.key`, 'latin1').trim().split(' ');
    const file = statSync(bundle);
    return /^[0-9a-f]{16}$/.test(hash) && Number(size) === file.size && Number(mtimeMs) === file.mtimeMs ? hash : undefined;
  } catch {
    return undefined;
  }
}

let cachedData;
try {
  cachedData = readFileSync(cacheFile);
} catch {
  cachedData = undefined;
}

const script = new Script(Module.wrap(source), { filename: bundle, cachedData });
// main.ts logs it with the listening line.
globalThis[Symbol.for('caixue.codeCache')] = cachedData === undefined ? 'none' : script.cachedDataRejected ? 'rejected' : 'used';

if (cachedData === undefined || script.cachedDataRejected) {
  // The bundle's main.ts emits this once it listens.
  process.once('caixue:listening', () => setTimeout(writeCache, CACHE_DELAY_MS).unref());
}

function writeCache() {
  const scratch = `${cacheFile}.${process.pid}.tmp`;
  try {
    writeFileSync(scratch, script.createCachedData());
    renameSync(scratch, cacheFile);
    for (const name of readdirSync(folder)) if (cacheName(name) && join(folder, name) !== cacheFile) rmSync(join(folder, name), { force: true });
  } catch {
    rmSync(scratch, { force: true });
  }
}

const module = { exports: {}, filename: bundle, id: bundle, path: folder };
script.runInThisContext().call(module.exports, module.exports, createRequire(bundle), module, bundle, folder);
