import { defineConfig } from 'vitest/config';

// The native app shell (apps/app) after `npm run build -w @caixue/app`: what `cap sync` put into the
// Android project, and the app-only client paths in Chromium with a fake native bridge.
export default defineConfig({
  test: {
    include: ['e2e/app/tests/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
