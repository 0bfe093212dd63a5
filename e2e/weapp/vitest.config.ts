import { defineConfig } from 'vitest/config';

// The mini-program checks over the weapp build: WeChat's compilers, then every page rendered by the
// headless harness against the real server. Files run one at a time (one server at a time).
export default defineConfig({
  test: {
    include: ['e2e/weapp/tests/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
