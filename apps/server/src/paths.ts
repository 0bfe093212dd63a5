import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server). This file is src/paths.ts when run through the
 * TypeScript loader and part of dist/main.js when run compiled (scripts/build-server.mjs): both sit
 * one level under apps/server, so files the server reads beside its sources (migrations, demo
 * media) are found from here either way — never relative to the importing module.
 */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The repository root (node_modules/.cache, apps/client/dist). */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
