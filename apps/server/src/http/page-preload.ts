import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The H5 build's list of what each page loads first (apps/client/config/firstLoad.ts writes
 * `h5-first-load.json` beside the build folder). The app shell names the page's own chunks and styles
 * as preloads, so the phone fetches them with the entry instead of one round trip after it has run.
 */
interface FirstLoadReport {
  pages: Record<string, { preload?: { js?: string[]; css?: string[] } }>;
}

/** Routes the router serves with another page (app.config's customRoutes). */
const ROUTE_ALIASES: Record<string, string> = { '': 'pages/index/index', 'index.html': 'pages/index/index', pages: 'pages/index/index', 'pages/index': 'pages/index/index' };
const SAFE_FILE = /^(js|css)\/[\w.-]+\.(js|css)$/;

let cached: { file: string; mtimeMs: number; report: FirstLoadReport } | undefined;

function readReport(clientDist: string): FirstLoadReport | undefined {
  // The build names it after its folder: dist/h5 -> dist/h5-first-load.json.
  const file = `${clientDist.replace(/[\\/]+$/, '')}-first-load.json`;
  try {
    const { mtimeMs } = statSync(file);
    if (cached?.file !== file || cached.mtimeMs !== mtimeMs) {
      cached = { file, mtimeMs, report: withExistingFiles(JSON.parse(readFileSync(file, 'utf8')) as FirstLoadReport, clientDist) };
    }
    return cached.report;
  } catch {
    return undefined; // no report (an older build): no preloads
  }
}

/** Only files of this very build (a report left by another build must not make the phone fetch 404s). */
function withExistingFiles(report: FirstLoadReport, clientDist: string): FirstLoadReport {
  const exists = (file: string) => SAFE_FILE.test(file) && statSync(path.join(clientDist, file), { throwIfNoEntry: false })?.isFile() === true;
  const pages: FirstLoadReport['pages'] = {};
  for (const [page, { preload }] of Object.entries(report.pages ?? {})) {
    pages[page] = { preload: { js: (preload?.js ?? []).filter(exists), css: (preload?.css ?? []).filter(exists) } };
  }
  return { pages };
}

/** The page (as app.config names it) a path opens: 'pages/index/index' for '/'. */
export function pageOfPath(pathname: string): string {
  const route = pathname.replace(/^\/+|\/+$/g, '');
  return ROUTE_ALIASES[route] ?? route;
}

/** The preload tags of the page at `pathname` ('' when the build has no report or the page is unknown). */
export function pagePreloadTags(clientDist: string, pathname: string): string {
  const page = pageOfPath(pathname);
  const preload = readReport(clientDist)?.pages[page]?.preload;
  if (!preload) return '';
  const js = (preload.js ?? []).filter((f) => SAFE_FILE.test(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
  const css = (preload.css ?? []).filter((f) => SAFE_FILE.test(f)).map((f) => `<link rel="preload" as="style" href="/${f}">`);
  return [...css, ...js].join('');
}

/** index.html with the page's preload tags before </head>. */
export function withPagePreloads(html: string, clientDist: string, pathname: string): string {
  const tags = pagePreloadTags(clientDist, pathname);
  return tags ? html.replace('</head>', `${tags}</head>`) : html;
}
