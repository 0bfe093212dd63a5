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
  define: { DEPRECATED_ADAPTER_COMPONENT: 'false' },
  esbuild: { jsx: 'automatic' },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    restoreMocks: false,
  },
});
