import type { Plugin } from 'vite';

/**
 * Prints the largest modules of each chunk when CX_BUNDLE_REPORT=1 (to see what a page pays for).
 */
export function bundleReport(): Plugin {
  return {
    name: 'caixue:bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (process.env.CX_BUNDLE_REPORT !== '1') return;
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules = Object.entries(output.modules)
          .map(([id, info]) => ({ id: id.replace(/^.*node_modules\//, ''), size: info.renderedLength }))
          .sort((a, b) => b.size - a.size);
        const total = modules.reduce((sum, m) => sum + m.size, 0);
        console.info(`\n${output.fileName}  ${(total / 1024).toFixed(1)} KB rendered, imports ${output.imports.join(', ') || 'nothing'}`);
        for (const m of modules.slice(0, Number(process.env.CX_BUNDLE_REPORT_TOP ?? 25))) console.info(`  ${(m.size / 1024).toFixed(1).padStart(7)} KB  ${m.id}`);
      }
    },
  };
}

/**
 * NutUI and the packages only NutUI uses, hls.js (Taro's H5 Video plays HLS streams with it: about
 * 1.4 MB that only the video pages need), pdfjs-dist (the PDF viewer's lazily loaded chunk) and marked (the AI page's
 * markdown lexer, about 40 KB that only pages/ai needs) and @qiun/ucharts (the chart component's lazily loaded chunk), lucky-canvas (the prize wheel's pages only). Everything else from node_modules (React, the Taro
 * runtime, router and components, polyfills) is needed by every page and stays in 'vendors'.
 * (Taro's components come through one re-exporting module, so they cannot be split per page.)
 */
const PAGE_LEVEL_PACKAGES =
  /[\\/]node_modules[\\/](@nutui|@react-spring|@use-gesture|react-transition-group|dom-helpers|async-validator|lottie-react|lottie-web|react-fast-compare|lodash\.kebabcase|@swc[\\/]helpers|hls\.js|pdfjs-dist|marked|@qiun|lucky-canvas)[\\/]/;

/** The chart component and uCharts (mini-program: bundled into the stock subpackage, whose pages alone may use it). */
const STOCK_CHART_MODULES = /([\\/]node_modules[\\/]@qiun[\\/])|([\\/]src[\\/]shared[\\/]ui[\\/](Chart\.|chart[\\/]))/;
const STOCK_CHART_CHUNK = 'pages/stock/chart';

/** The prize wheel's drawing (lucky-canvas; mini-program: bundled into the pages/liveVideo subpackage, where the wheel pages are). */
const WHEEL_MODULES = /([\\/]node_modules[\\/]lucky-canvas[\\/])|([\\/]src[\\/]features[\\/]winning[\\/]components[\\/](PrizeWheel|wheelConfig))/;
const WHEEL_CHUNK = 'pages/liveVideo/wheel';

type ManualChunks = (id: string, meta: unknown) => string | undefined;

/**
 * Taro's H5 build puts every node_modules file into one 'vendors' chunk and every source file used
 * by two pages into one 'common' chunk, so the home page would load the login forms and the NutUI
 * components of other pages too. This keeps the runtime in 'vendors' and leaves the rest to Rollup,
 * which puts each module with the pages that import it, or in a chunk just those pages share.
 */
export function splitVendorChunks(): Plugin {
  return {
    name: 'caixue:split-vendor-chunks',
    apply: 'build',
    enforce: 'post',
    config(config) {
      const output = config.build?.rollupOptions?.output;
      if (!output || Array.isArray(output) || typeof output.manualChunks !== 'function') return;
      const taroChunks = output.manualChunks as ManualChunks;
      if (process.env.TARO_ENV === 'weapp') {
        // The chart (uCharts, about 140 KB) is used only by the stock pages: its code goes into the
        // pages/stock subpackage instead of the main package's vendors.js / common.js.
        output.manualChunks = ((id: string, meta: unknown) => {
          if (STOCK_CHART_MODULES.test(id)) return STOCK_CHART_CHUNK;
          if (WHEEL_MODULES.test(id)) return WHEEL_CHUNK;
          return taroChunks(id, meta);
        }) as typeof output.manualChunks;
        return;
      }
      if (process.env.TARO_ENV !== 'h5') return;
      output.manualChunks = ((id: string, meta: unknown) => {
        if (PAGE_LEVEL_PACKAGES.test(id)) return undefined;
        const chunk = taroChunks(id, meta);
        return chunk === 'vendors' ? chunk : undefined;
      }) as typeof output.manualChunks;
    },
  };
}
