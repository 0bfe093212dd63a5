#!/usr/bin/env node
// The H5 build's source stamp: a hash of every client source file. `npm start` rebuilds the client
// only when the stamp in dist/h5 differs. Run as a script after a build, it writes the stamp.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashSources } from './source-hash.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
export const h5Dist = join(root, 'apps/client/dist/h5');
const stampFile = join(h5Dist, '.source-hash');
const sources = ['apps/client/src', 'apps/client/config', 'apps/client/babel.config.js', 'apps/client/package.json', 'packages/contract/src'];

export function sourceHash() {
  return hashSources(root, sources);
}

export function buildIsCurrent() {
  return existsSync(join(h5Dist, 'index.html')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === sourceHash();
}

export function writeStamp() {
  writeFileSync(stampFile, sourceHash());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeStamp();
