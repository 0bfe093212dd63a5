import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Prints the largest modules of each chunk when CX_BUNDLE_REPORT=1 (to see what a page pays for), and with
 * CX_BUNDLE_WHY=<part of a module path> who imports each matching module (to see why it is in a chunk).
 */
export function bundleReport(): Plugin {
  return {
    name: 'caixue:bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (process.env.CX_BUNDLE_REPORT !== '1') return;
      const why = process.env.CX_BUNDLE_WHY;
      if (why) {
        for (const id of this.getModuleIds()) {
          if (!id.includes(why)) continue;
          const info = this.getModuleInfo(id);
          console.info(`WHY ${id.replace(/^.*node_modules\//, '')} <- ${(info?.importers ?? []).map((i) => i.replace(/^.*node_modules\//, '').replace(/^.*src\//, 'src/')).join(' | ')}`);
        }
      }
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
  /[\\/]node_modules[\\/](@nutui|@react-spring|@use-gesture|react-transition-group|dom-helpers|async-validator|lottie-react|lottie-web|react-fast-compare|lodash\.kebabcase|@swc[\\/]helpers|hls\.js|pdfjs-dist|marked|@qiun|lucky-canvas|qrcode-generator|@stencil)[\\/]/;

/**
 * Taro's components (the React ones and the Stencil-based ones such as Video and Textarea, with the Stencil
 * runtime): a module put in 'vendors' takes its imports along, so the components' index modules stay out
 * of it and each component goes with the pages that use it (the index modules are free of side effects,
 * so Rollup links a page straight to the component it imports). About 40 KB gzipped less on the home page.
 */
const TARO_COMPONENT_MODULES = /[\\/]node_modules[\\/]@tarojs[\\/](components[\\/](lib|dist)|components-react[\\/]dist|plugin-platform-h5[\\/]dist[\\/]runtime[\\/]components)[\\/]/;

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
        if (PAGE_LEVEL_PACKAGES.test(id) || TARO_COMPONENT_MODULES.test(id)) return undefined;
        const chunk = taroChunks(id, meta);
        return chunk === 'vendors' ? chunk : undefined;
      }) as typeof output.manualChunks;
    },
  };
}

const STENCIL_BARREL = '@tarojs/components/dist/components';
const BARREL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@tarojs\/components\/dist\/components['"];?/g;

/**
 * Taro's router and previewImage import two or three Stencil components through the barrel of all of
 * them (@tarojs/components/dist/components), and being in 'vendors' they would take every component
 * along (Video, Textarea, Picker…: about 60 KB of JS). This rewrites such imports to the component files.
 */
export function directStencilImports(): Plugin {
  let exportsByName: Map<string, { file: string; name: string }> | undefined;
  const barrelExports = (barrelPath: string) => {
    if (exportsByName) return exportsByName;
    exportsByName = new Map();
    for (const match of readFileSync(barrelPath, 'utf8').matchAll(/export\s*\{([^}]*)\}\s*from\s*'(\.\/[^']+)'/g)) {
      for (const part of match[1].split(',')) {
        const [name, alias] = part.trim().split(/\s+as\s+/);
        if (name) exportsByName.set((alias ?? name).trim(), { file: match[2], name: name.trim() });
      }
    }
    return exportsByName;
  };
  return {
    name: 'caixue:direct-stencil-imports',
    apply: 'build',
    async transform(code, id) {
      if (process.env.TARO_ENV !== 'h5' || !id.includes('node_modules') || !code.includes(STENCIL_BARREL)) return null;
      const resolved = await this.resolve(STENCIL_BARREL, id);
      if (!resolved) return null;
      const map = barrelExports(resolved.id);
      let unknown = false;
      const out = code.replace(BARREL_IMPORT, (whole, names: string) => {
        const lines = names.split(',').map((n) => n.trim()).filter(Boolean).map((n) => {
          const [imported, local] = n.split(/\s+as\s+/);
          const source = map.get(imported.trim());
          if (!source) { unknown = true; return ''; }
          return `import { ${source.name} as ${(local ?? imported).trim()} } from '${STENCIL_BARREL}/${source.file.slice(2)}';`;
        });
        return unknown ? whole : lines.join('\n');
      });
      return unknown || out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * Taro's request API imports the fetch and AbortController polyfills (about 34 KB) for browsers that
 * lack them; every browser the app supports (WeChat's, iOS Safari, Android Chrome of the last years)
 * has both, so they are left out of the H5 build.
 */
export function dropFetchPolyfills(): Plugin {
  const POLYFILLS = /^(whatwg-fetch|abortcontroller-polyfill\/dist\/abortcontroller-polyfill-only)$/;
  const EMPTY = '\0caixue-empty-polyfill';
  return {
    name: 'caixue:drop-fetch-polyfills',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return process.env.TARO_ENV === 'h5' && POLYFILLS.test(source) ? EMPTY : null;
    },
    load(id) {
      return id === EMPTY ? 'export {};' : null;
    },
  };
}
