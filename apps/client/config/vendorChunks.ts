import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * Prints the largest modules of each chunk when CX_BUNDLE_REPORT=1 (to see what a page pays for), and with
 * CX_BUNDLE_WHY=<parts of module paths, comma-separated> who imports each matching module (to see why it is in a chunk).
 */
export function bundleReport(): Plugin {
  return {
    name: 'caixue:bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (process.env.CX_BUNDLE_REPORT !== '1') return;
      const why = process.env.CX_BUNDLE_WHY?.split(',').filter(Boolean) ?? [];
      if (why.length > 0) {
        for (const id of this.getModuleIds()) {
          if (!why.some((part) => id.includes(part))) continue;
          const info = this.getModuleInfo(id);
          console.info(`WHY ${id.replace(/^.*node_modules\//, '')} <- ${(info?.importers ?? []).map((i) => i.replace(/^.*node_modules\//, '').replace(/^.*src\//, 'src/')).join(' | ')}`);
        }
      }
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules = Object.entries(output.modules)
          .map(([id, info]) => ({ id: id.replace(/^.*node_modules\//, ''), size: info.renderedLength, code: info.code ?? '' }))
          .sort((a, b) => b.size - a.size);
        const total = modules.reduce((sum, m) => sum + m.size, 0);
        console.info(`\n${output.fileName}  ${(total / 1024).toFixed(1)} KB rendered, ${kb(gzipSync(output.code, { level: 9 }).length)} KB gzipped, imports ${output.imports.join(', ') || 'nothing'}`);
        // A module gzipped alone and before minification counts more than it adds to its chunk: good for ranking.
        for (const m of modules.slice(0, Number(process.env.CX_BUNDLE_REPORT_TOP ?? 25))) console.info(`  ${kb(m.size).padStart(7)} KB  ${kb(gzipSync(m.code, { level: 9 }).length).padStart(6)} KB gz  ${m.id}`);
      }
    },
  };
}

/**
 * React (Preact on H5), which every page runs and which changes only with its version: its own chunk stays cached
 * between releases. Only packages without imports of their own belong here: Rollup puts whatever a manual
 * chunk imports statically into it, used or not (Taro's router would take every Taro API along).
 */
const FIRST_LOAD_PACKAGES = /[\\/]node_modules[\\/](react|react-dom|scheduler|preact)[\\/]/;

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
 * which puts each module with the pages that import it, or in a chunk just those pages share (NutUI,
 * hls.js, pdfjs-dist, marked, uCharts, Taro's components and the Stencil runtime, most of Taro's APIs).
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
      // 'vendors' holds Preact only; everything else from node_modules, Taro's runtime, router and H5 APIs
      // included, goes where Rollup puts it: into the entry when the app shell uses it, else with the
      // pages that do. (Taro's own rule put every node_modules file used by any page into 'vendors'.)
      output.manualChunks = ((id: string) => (FIRST_LOAD_PACKAGES.test(id) ? 'vendors' : undefined)) as typeof output.manualChunks;
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
