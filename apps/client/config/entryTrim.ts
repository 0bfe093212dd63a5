import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * What every page's first load no longer carries in the H5 build (issue 18). Each piece is a build-time
 * substitution for code the app never runs or does not need before its first page:
 * - the route table's preload lists: Vite writes, beside each page's `import()` in the entry, the page's
 *   whole static import tree (about 40 file names per page, 108 pages: about 7 KB gzipped). The first page's
 *   chunks are named by the server (modulepreload tags from the first-load report); a later page loads its
 *   chunk and then its imports. Styles stay in the lists: Vite loads a page's CSS only through them.
 * - Taro's pull-down-refresh component, which the entry registers for pages with `enablePullDownRefresh`:
 *   no page enables it (the entry keeps it when one does).
 * - `platform`'s user-agent tables (Taro's getSystemInfo): config/platformLite.ts answers the same fields.
 * - jsonp-retry (Taro's request with `jsonp: true`, which the app never asks for): loaded on its first use.
 * - Syntax lowering for browsers that cannot run the app: the H5 app loads as `<script type="module">`,
 *   so code for browsers without ES modules (IE, old Android browsers) never runs. esbuild's target
 *   (was 'es6': object spread and friends rewritten) is the module-capable browsers with iOS 12 as the
 *   floor (browserslist); babel's is the same (babel.config.js).
 */
export const H5_SYNTAX_TARGET = ['chrome61', 'safari12', 'ios12', 'firefox60', 'edge79'];

const LAZY_JSONP = '\0caixue-lazy-jsonp-retry';
/** An `import("./chunk.js")` with the list of files Vite preloads beside it (minified). */
const ROUTE_PRELOAD_LIST = /(import\("\.\/[\w.-]+\.js"\),)(\[(?:"[\w./-]+\.(?:js|css)",?)*\])/g;

export function entryTrim(): Plugin[] {
  const h5 = () => process.env.TARO_ENV === 'h5';
  const platformLite = path.resolve(__dirname, 'platformLite.ts');
  return [
    {
      name: 'caixue:entry-trim',
      apply: 'build',
      enforce: 'pre',
      resolveId(source) {
        if (!h5()) return null;
        if (source === 'platform') return platformLite;
        if (source === 'jsonp-retry') return LAZY_JSONP;
        return null;
      },
      load(id) {
        // jsonp-retry's default export returns a promise: the same call, one import later.
        return id === LAZY_JSONP ? "export default (url, options) => import('jsonp-retry/dist/jsonp.esm.js').then((m) => m.default(url, options));" : null;
      },
      transform(code, id) {
        if (!h5() || !id.includes('taro-entry-loader=true')) return null;
        if (/"enablePullDownRefresh":\s*true/.test(code)) return null;
        const out = code
          .replace(/^import \{ PullDownRefresh \} from '@tarojs\/components'\n?/m, '')
          .replace(/^config\.PullDownRefresh = PullDownRefresh\n?/m, '');
        return out === code ? null : { code: out, map: null };
      },
    },
    {
      // After Taro's own config (which sets build.target 'es6'), so these win.
      name: 'caixue:entry-trim-build',
      apply: 'build',
      enforce: 'post',
      config(config) {
        if (!h5()) return;
        // Set in place: a returned build.target would be merged with Taro's 'es6' into a list of both.
        config.build ??= {};
        config.build.target = H5_SYNTAX_TARGET;
      },
      generateBundle: {
        // After Vite's import analysis has written the lists. (Not modulePreload.resolveDependencies: with it,
        // Vite 4's preload helper compares '/css/x.css' with link.href, a full URL, never finds a style sheet
        // already there and appends it again: a page's own rules then lose to Taro's defaults, e.g. every
        // picture at 320 x 240.)
        order: 'post',
        handler(_options, bundle) {
          if (!h5()) return;
          const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
          // The entry's own style sheets are in index.html, so no dynamic import needs to load them again:
          // listed (Vite lists them for imports made from page chunks), the helper would add them a second
          // time whenever index.html's link is not written the way it looks for (the app shell's loader
          // writes full URLs), after the pages' sheets, and Taro's defaults would win over the pages' rules.
          const entryCss = new Set(chunks.flatMap((chunk) => (chunk.isEntry ? [...(chunk.viteMetadata?.importedCss ?? [])] : [])));
          for (const chunk of chunks) {
            chunk.code = chunk.code.replace(ROUTE_PRELOAD_LIST, (_whole, call: string, list: string) => {
              const files = JSON.parse(list) as string[];
              return `${call}${JSON.stringify(files.filter((file) => !entryCss.has(file) && !(chunk.isEntry && file.endsWith('.js'))))}`;
            });
          }
        },
      },
    },
  ];
}
