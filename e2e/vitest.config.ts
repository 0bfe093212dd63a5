import { defineConfig } from 'vitest/config';

// Browser tests: real Chromium driving the built H5 app served by the real server. Files run one at a
// time (2 cores: a server plus a browser per file is the most the machine should carry).
export default defineConfig({
  test: {
    include: ['e2e/tests/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
