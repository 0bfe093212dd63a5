import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Server suite: `npx vitest run --config apps/server/vitest.config.ts` (PGlite), with TEST_DB=postgres
 * on PostgreSQL + Redis. Each file gets its own server on a copy of one prepared database.
 */
export default defineConfig({
  root: dirname(fileURLToPath(import.meta.url)),
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    // Two cores: more workers would only fight over the CPU (and each PGlite takes ~0.5 GB).
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    // Files share a worker process (each still gets its own server and database): loading the
    // server modules and compiling PGlite's WebAssembly once per worker instead of once per file
    // roughly halves the suite's CPU time.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
