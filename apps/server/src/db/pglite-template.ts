import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { REPO_ROOT } from '../paths';
import { pgliteOptions } from './pglite-settings';

/**
 * Creating a PGlite cluster (initdb inside WASM) and migrating it takes several seconds; copying a
 * cleanly closed, already migrated cluster and opening it takes about one. So the first cluster
 * made on a machine is kept as a template in node_modules/.cache, keyed by the PGlite version (a
 * cluster only fits the PostgreSQL build that made it) and by the migrations it contains, and
 * every later fresh data dir starts as a copy. The server still runs the migrator afterwards,
 * which finds nothing to do. If the cache cannot be used, PGlite creates the cluster itself.
 */

const CACHE_DIR = path.join(REPO_ROOT, 'node_modules/.cache/caixue-server');
const TEMPLATE_PREFIX = 'pglite-';

/** The package does not export its package.json, so find it next to the resolved entry point. */
async function pgliteVersion(): Promise<string> {
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  const manifest = path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json');
  return (JSON.parse(await readFile(manifest, 'utf8')) as { version: string }).version;
}

async function migrationsDigest(migrationsDir: string): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  for (const file of [...files, path.join('meta', '_journal.json')]) {
    hash.update(file).update(await readFile(path.join(migrationsDir, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

function isCluster(dir: string): boolean {
  return existsSync(path.join(dir, 'PG_VERSION'));
}

export async function preparePgliteDataDir(target: string, migrationsDir: string): Promise<void> {
  if (isCluster(target)) return;
  await mkdir(path.dirname(target), { recursive: true });
  try {
    const name = `${TEMPLATE_PREFIX}${await pgliteVersion()}-${await migrationsDigest(migrationsDir)}`;
    const template = path.join(CACHE_DIR, name);
    if (isCluster(template)) {
      await copyCluster(template, target);
      return;
    }
    await createClusterAt(target, migrationsDir);
    await publishTemplate(target, template);
  } catch {
    // The cache is an optimisation only; PGlite will initialise the directory itself.
  }
}

/** Creates and migrates a cluster in a scratch dir first, so a crash never leaves a half-made one at target. */
async function createClusterAt(target: string, migrationsDir: string): Promise<void> {
  const scratch = `${target}.init-${randomBytes(4).toString('hex')}`;
  try {
    const pglite = new PGlite(scratch, pgliteOptions());
    await pglite.waitReady;
    await migrate(drizzle(pglite), { migrationsFolder: migrationsDir });
    await pglite.close();
  } catch (error) {
    await rm(scratch, { recursive: true, force: true });
    throw error;
  }
  await rm(target, { recursive: true, force: true });
  await rename(scratch, target);
}

const COPY_CONCURRENCY = 16;

/**
 * A cluster is about a thousand small files; copying them several at a time is about twice as
 * fast as fs.cp, which walks the tree one file after another.
 */
async function copyTree(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  // parentPath is Node >= 20.12; older 20.x only has the since-deprecated `path`.
  const relative = (entry: (typeof entries)[number]) =>
    path.relative(from, path.join(entry.parentPath ?? entry.path, entry.name));
  await mkdir(to, { recursive: true });
  for (const entry of entries) if (entry.isDirectory()) await mkdir(path.join(to, relative(entry)), { recursive: true });
  const files = entries.filter((entry) => entry.isFile()).map(relative);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      await copyFile(path.join(from, file), path.join(to, file));
    }
  };
  await Promise.all(Array.from({ length: COPY_CONCURRENCY }, worker));
}

async function copyCluster(from: string, to: string): Promise<void> {
  const scratch = `${to}.copy-${randomBytes(4).toString('hex')}`;
  await copyTree(from, scratch);
  await rm(to, { recursive: true, force: true });
  await rename(scratch, to);
}

/** Copies then renames, so concurrent starts never see a partly written template; drops stale ones. */
async function publishTemplate(cluster: string, template: string): Promise<void> {
  await mkdir(CACHE_DIR, { recursive: true });
  const scratch = `${template}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  await copyTree(cluster, scratch);
  try {
    await rename(scratch, template);
  } catch {
    await rm(scratch, { recursive: true, force: true }); // another process published first
  }
  for (const entry of await readdir(CACHE_DIR)) {
    const stale = entry.startsWith(TEMPLATE_PREFIX) && !entry.includes('.tmp-') && entry !== path.basename(template);
    if (stale) await rm(path.join(CACHE_DIR, entry), { recursive: true, force: true });
  }
}
