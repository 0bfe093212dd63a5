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
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
