import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/**
 * Creating a PGlite cluster (initdb inside WASM) takes about 5 s; copying an already created,
 * cleanly closed cluster and opening it takes about 1 s. So the first cluster ever created on a
 * machine is kept as a template in node_modules/.cache, keyed by the PGlite version (a cluster is
 * only valid for the PostgreSQL build that made it), and every later fresh data dir starts as a
 * copy. If the cache cannot be used for any reason, PGlite simply creates the cluster itself.
 */

const CACHE_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../node_modules/.cache/caixue-server',
);

/** The package does not export its package.json, so find it next to the resolved entry point. */
async function pgliteVersion(): Promise<string> {
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  const manifest = path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json');
  return (JSON.parse(await readFile(manifest, 'utf8')) as { version: string }).version;
}

function isCluster(dir: string): boolean {
  return existsSync(path.join(dir, 'PG_VERSION'));
}

export async function preparePgliteDataDir(target: string): Promise<void> {
  if (isCluster(target)) return;
  await mkdir(path.dirname(target), { recursive: true });
  try {
    const template = path.join(CACHE_DIR, `pglite-${await pgliteVersion()}`);
    if (isCluster(template)) {
      await copyCluster(template, target);
      return;
    }
    await createClusterAt(target);
    await publishTemplate(target, template);
  } catch {
    // The cache is an optimisation only; PGlite will initialise the directory itself.
  }
}

/** Creates a cluster in a scratch dir first, so a crash never leaves a half-made cluster at target. */
async function createClusterAt(target: string): Promise<void> {
  const scratch = `${target}.init-${randomBytes(4).toString('hex')}`;
  try {
    const pglite = new PGlite(scratch);
    await pglite.waitReady;
    await pglite.close();
  } catch (error) {
    await rm(scratch, { recursive: true, force: true });
    throw error;
  }
  await rm(target, { recursive: true, force: true });
  await rename(scratch, target);
}

async function copyCluster(from: string, to: string): Promise<void> {
  const scratch = `${to}.copy-${randomBytes(4).toString('hex')}`;
  await cp(from, scratch, { recursive: true });
  await rm(to, { recursive: true, force: true });
  await rename(scratch, to);
}

/** Copies then renames, so concurrent starts never see a partly written template. */
async function publishTemplate(cluster: string, template: string): Promise<void> {
  await mkdir(CACHE_DIR, { recursive: true });
  const scratch = `${template}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  await cp(cluster, scratch, { recursive: true });
  try {
    await rename(scratch, template);
  } catch {
    await rm(scratch, { recursive: true, force: true }); // another process published first
  }
}
