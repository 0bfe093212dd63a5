import { defineConfig } from '@tarojs/cli';

// The client's choices that shape the runtime (apps/client/config/index.ts), nothing of the app itself:
// Preact on H5 (CX_H5_FRAMEWORK=react for React), Taro's plain React components, the browser router.
export default defineConfig<'vite'>({
  projectName: 'bare-taro',
  date: '2026-12-02',
  designWidth: 375,
  deviceRatio: { 375: 2, 640: 2.34 / 2, 750: 1, 828: 1.81 / 2 },
  sourceRoot: 'src',
  outputRoot: process.env.CLIENT_OUT_DIR ?? 'dist',
  framework: process.env.CX_H5_FRAMEWORK === 'react' ? 'react' : 'preact',
  compiler: 'vite',
  h5: {
    publicPath: '/',
    useHtmlComponents: true,
    enableSourceMap: false,
    router: { mode: 'browser' },
    postcss: { autoprefixer: { enable: true, config: {} }, pxtransform: { enable: true, config: {} }, cssModules: { enable: false } },
  },
});
