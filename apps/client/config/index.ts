import path from 'node:path';
import { defineConfig, type UserConfigExport } from '@tarojs/cli';
import { appShellHtml } from './appShell';
import { entryTrim } from './entryTrim';
import { firstLoadReport } from './firstLoad';
import { pdfWorkerAsset } from './pdfWorker';
import { bundleReport, directStencilImports, dropFetchPolyfills, splitVendorChunks } from './vendorChunks';

// Taro loads this file itself; the contract package is TS source, so the default secret is
// repeated here rather than imported (the contract's DEFAULT_SIGN_SECRET holds the same value).
const DEV_SIGN_SECRET = 'caixue-dev-sign-secret';

// Imported pictures stay files instead of base64 inside the JS (Taro's asset plugin inlines any
// image whenever `limit` is truthy): they load in parallel, are cached, and keep packages small.
const NO_INLINE_IMAGES = { limit: false } as const;
// Vite 4 only speaks Sass's legacy API; its deprecation notice would repeat for every file.
const SASS_OPTIONS = { silenceDeprecations: ['legacy-js-api'] };

const platform = process.env.TARO_ENV ?? 'h5';
const srcDir = path.resolve(__dirname, '..', 'src');

export default defineConfig<'vite'>(async (merge) => {
  const baseConfig: UserConfigExport<'vite'> = {
    projectName: 'caixue',
    date: '2025-11-22',
    // Styles are written at phone size (375 wide), as NutUI's are, so one px value fits both.
    designWidth: 375,
    deviceRatio: { 375: 2, 640: 2.34 / 2, 750: 1, 828: 1.81 / 2 },
    sourceRoot: 'src',
    // CLIENT_OUT_DIR lets a second build (e.g. a private e2e run) go elsewhere than dist/<platform>.
    outputRoot: process.env.CLIENT_OUT_DIR ?? `dist/${platform}`,
    alias: { '@': srcDir },
    env: {
      TARO_APP_ENV: JSON.stringify(process.env.TARO_APP_ENV ?? 'local'),
      TARO_APP_SIGN_SECRET: JSON.stringify(process.env.TARO_APP_SIGN_SECRET ?? DEV_SIGN_SECRET),
      // Page access log: on | off; unset = on only when TARO_APP_ENV is production (SPEC §4).
      TARO_APP_ACCESS_LOG: JSON.stringify(process.env.TARO_APP_ACCESS_LOG ?? ''),
      // The second mini-program's appid: its build sends platformCode wxApplet2 (SPEC §4).
      TARO_APP_WECHAT_APPLET2_APPID: JSON.stringify(process.env.TARO_APP_WECHAT_APPLET2_APPID ?? ''),
    },
    // H5 renders with Preact (React's API through preact/compat: about 34 KB gzipped less on every page's
    // first load); the mini-program keeps React (its package size is not the constraint there).
    // CX_H5_FRAMEWORK=react builds H5 with React instead, to compare the two (bench:main-thread, README).
    framework: platform === 'h5' && process.env.CX_H5_FRAMEWORK !== 'react' ? 'preact' : 'react',
    compiler: { type: 'vite', vitePlugins: [...entryTrim(), splitVendorChunks(), directStencilImports(), dropFetchPolyfills(), bundleReport(), firstLoadReport(), pdfWorkerAsset(), appShellHtml()] },
    mini: {
      imageUrlLoaderOption: NO_INLINE_IMAGES,
      sassLoaderOption: SASS_OPTIONS,
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false },
      },
    },
    h5: {
      publicPath: '/',
      // Taro's plain React components instead of its Stencil web components: about 10 KB less
      // gzipped JS on every page, and ordinary DOM for the browser tests.
      useHtmlComponents: true,
      imageUrlLoaderOption: NO_INLINE_IMAGES,
      sassLoaderOption: SASS_OPTIONS,
      staticDirectory: 'static',
      router: {
        mode: 'browser',
        // Array form: '/' and '/pages/index' both render the home page (a string alias would make
        // the original path blank). No basename: it breaks rendering in @tarojs/router 4.2.
        customRoutes: {
          '/pages/index/index': ['/', '/pages/index', '/pages/index/index'],
          // SPEC §2 system pages (the server answers these two paths with the app too).
          '/pages/location/choose/index': ['/choose-location', '/pages/location/choose/index'],
          '/pages/location/open/index': ['/open-location', '/pages/location/open/index'],
        },
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false },
      },
    },
  };
  // CX_H5_SOURCEMAP=1 keeps source maps in a production build, for profiling (bench/profile-page.ts).
  const enableSourceMap = process.env.NODE_ENV === 'development' || process.env.CX_H5_SOURCEMAP === '1';
  return merge({}, baseConfig, { h5: { enableSourceMap } });
});
