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
        console.info(`\n${output.fileName}  ${(total / 1024).toFixed(1)} KB rendered`);
        for (const m of modules.slice(0, Number(process.env.CX_BUNDLE_REPORT_TOP ?? 25))) console.info(`  ${(m.size / 1024).toFixed(1).padStart(7)} KB  ${m.id}`);
      }
    },
  };
}

/** What every page needs: React and the Taro runtime, router and web components. */
const CORE_PACKAGES = /[\\/]node_modules[\\/](react|react-dom|scheduler|@tarojs|@stencil|tslib|@babel[\\/]runtime|whatwg-fetch|abortcontroller-polyfill|query-string|decode-uri-component|split-on-first|filter-obj|history|path-to-regexp|universal-router|jsonp-retry|mobile-detect|js-sha256)[\\/]/;

type ManualChunks = (id: string, meta: unknown) => string | undefined;

/**
 * Taro's H5 build puts every node_modules file into one 'vendors' chunk, so the home page would load
 * the NutUI components of the login and settings pages too. This keeps only the core in 'vendors'
 * and lets Rollup place the rest (NutUI and its helpers) with the pages that import them.
 */
export function splitVendorChunks(): Plugin {
  return {
    name: 'caixue:split-vendor-chunks',
    apply: 'build',
    enforce: 'post',
    config(config) {
      if (process.env.TARO_ENV !== 'h5') return;
      const output = config.build?.rollupOptions?.output;
      if (!output || Array.isArray(output) || typeof output.manualChunks !== 'function') return;
      const taroChunks = output.manualChunks as ManualChunks;
      output.manualChunks = ((id: string, meta: unknown) => {
        const chunk = taroChunks(id, meta);
        if (chunk === 'vendors' && !CORE_PACKAGES.test(id)) return undefined;
        return chunk;
      }) as typeof output.manualChunks;
    },
  };
}
