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

const REPORT_FILE = 'h5-first-load.json';
/** Routes the router serves with another page (app.config's customRoutes). */
const ROUTE_ALIASES: Record<string, string> = { '': 'pages/index/index', 'index.html': 'pages/index/index', pages: 'pages/index/index', 'pages/index': 'pages/index/index' };
const SAFE_FILE = /^(js|css)\/[\w.-]+\.(js|css)$/;

let cached: { file: string; mtimeMs: number; report: FirstLoadReport } | undefined;

function readReport(clientDist: string): FirstLoadReport | undefined {
  const file = path.join(clientDist, '..', REPORT_FILE);
  try {
    const { mtimeMs } = statSync(file);
    if (cached?.file !== file || cached.mtimeMs !== mtimeMs) cached = { file, mtimeMs, report: JSON.parse(readFileSync(file, 'utf8')) as FirstLoadReport };
    return cached.report;
  } catch {
    return undefined; // no report (an older build): no preloads
  }
}

/** The preload tags of the page at `pathname` ('' when the build has no report or the page is unknown). */
export function pagePreloadTags(clientDist: string, pathname: string): string {
  const route = pathname.replace(/^\/+|\/+$/g, '');
  const page = ROUTE_ALIASES[route] ?? route;
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
