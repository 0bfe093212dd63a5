import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const clientDir = path.dirname(fileURLToPath(import.meta.url));

// Run from the repository root: npx vitest run --config apps/client/vitest.config.ts
export default defineConfig({
  root: clientDir,
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${path.join(clientDir, 'src')}/` },
      // Taro's runtime needs a mini-program or browser host; tests use a scriptable stand-in.
      { find: /^@tarojs\/taro$/, replacement: path.join(clientDir, 'test/taro.ts') },
      { find: /^@tarojs\/components$/, replacement: '@tarojs/components-react' },
    ],
  },
  // Build-time constants Taro's runtime and components expect (the values Taro's runner defaults to).
  define: {
    DEPRECATED_ADAPTER_COMPONENT: 'false',
    ENABLE_INNER_HTML: 'true',
    ENABLE_ADJACENT_HTML: 'false',
    ENABLE_SIZE_APIS: 'false',
    ENABLE_TEMPLATE_CONTENT: 'false',
    ENABLE_CLONE_NODE: 'false',
    ENABLE_CONTAINS: 'false',
    ENABLE_MUTATION_OBSERVER: 'false',
  },
  esbuild: { jsx: 'automatic' },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'config/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    // All files in one process sharing one jsdom and one module cache: the suite runs in seconds
    // instead of ~40 s on two cores (loading jsdom and the modules per file dominated). It must be
    // ONE process: separate runs would get separate documents while cached modules (Testing
    // Library's `screen`) still point at the first one. test/setup.ts resets the Taro mock and
    // unmounts React trees around every test; tests must restore timers, spies and globals they change.
    isolate: false,
    pool: 'forks',
    poolOptions: { forks: { singleFork: true } },
  },
});
