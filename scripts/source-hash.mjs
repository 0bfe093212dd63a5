// One hash over a build's source files (paths relative to the repo root, in a stable order, with their
// contents): the source stamps of the H5 client (client-build-stamp.mjs) and the compiled server
// (server-build.mjs), which `npm start` compares to decide whether to rebuild.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** `sources` are files or folders under `root`; a path for which `skipped` is true is left out. */
export function hashSources(root, sources, skipped = () => false) {
  const hash = createHash('sha256');
  const walk = (path) => {
    if (!existsSync(path) || skipped(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) walk(join(path, name));
    } else {
      hash.update(path.slice(root.length)).update(readFileSync(path));
    }
  };
  for (const source of sources) walk(join(root, source));
  return hash.digest('hex');
}
