import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { CODE, SYSTEM_PAGE_PATHS, TEXT } from '@caixue/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_SHELL_MARK, BOOT_PAGES, SAME_ORIGIN_META, bootDataFor, bootDataTags, type AnswerSource } from './boot-data';
import { failure } from './envelope';
import { pageOfPath, withPagePreloads } from './page-preload';
import { appShellCsp } from './security-headers';

/**
 * The built H5 app on the same origin as the API. Files are looked up per request, so a build made
 * while the server runs is served without a restart. Page routes (/ and /pages/...) that are not
 * files get index.html (history-mode router); API, docs, uploads and socket paths never do.
 */

const LONG_LIVED = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT_LIVED = 'public, max-age=3600';
/** Build tools put a content hash in file names (app.3f9a1c2b.js, index-BxY12_ab.css); such files never change. */
const HASHED_NAME = /[.-](?=[A-Za-z0-9_]*\d)[A-Za-z0-9_]{8,}\.[a-z0-9]+$/;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (name.endsWith('.html')) return REVALIDATE;
  return HASHED_NAME.test(name) ? LONG_LIVED : SHORT_LIVED;
}

export function isAppPagePath(pathname: string): boolean {
  return pathname === '/' || pathname === '/index.html' || pathname === '/pages' || pathname.startsWith('/pages/') || SYSTEM_PAGE_PATHS.includes(pathname);
}

/** Serves the files of the client build under the wildcard asset route '/*'. */
export async function registerClientFiles(app: FastifyInstance, clientDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDist,
    prefix: '/',
    wildcard: true,
    index: false, // '/' is answered by the page fallback, with the right cache header
    cacheControl: false,
    decorateReply: false,
    dotfiles: 'ignore', // .env and friends in the build folder answer 404 like a missing file
    serveDotFiles: false,
    // Directories are never listed; '/', '/pages/' and friends go on to the page fallback.
    allowedPath: (pathname) => !pathname.endsWith('/'),
    setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
  });
}

function notBuiltPage(): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>财学 · ${TEXT.clientNotBuiltTitle}</title>
<style>body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;background:#fdf2f0;color:#333}
main{max-width:32rem;margin:18vh auto;padding:2rem;background:#fff;border-radius:16px;box-shadow:0 8px 24px rgba(216,30,6,.08)}
h1{color:#d81e06;font-size:1.4rem;margin:0 0 1rem}code{background:#f5f5f5;padding:.1rem .4rem;border-radius:4px}</style></head>
<body><main><h1>${TEXT.clientNotBuiltTitle}</h1><p>${TEXT.clientNotBuiltBody.replace('npm run build', '<code>npm run build</code>')}</p></main></body></html>`;
}

/** What the app shell of a page carries besides the build's index.html: the first screen's answers (boot-data.ts). */
export interface ShellData {
  /** Asks the app for one public answer (GET, no token). */
  answer: AnswerSource;
  /** Reuses a page's tags for a short while (the shared cache): answers every visitor gets alike. */
  keep: (key: string, load: () => Promise<string>) => Promise<string>;
}

async function bootTags(shell: string, clientDist: string, url: string, data: ShellData | undefined): Promise<string> {
  if (!data || !shell.includes(APP_SHELL_MARK)) return '';
  const [pathname, search = ''] = url.split('?', 2);
  const page = pageOfPath(pathname);
  if (!BOOT_PAGES[page]) return '';
  const query = new URLSearchParams(search);
  const sameOrigin = shell.includes(SAME_ORIGIN_META);
  // Pages that read by query (a detail's id) are kept per id; the others once.
  const id = BOOT_PAGES[page].pictureRead ? `:${query.get('id') ?? ''}` : '';
  try {
    return await data.keep(`boot:${page}${id}:${sameOrigin ? 'same' : 'other'}`, async () => {
      const boot = await bootDataFor(page, query, data.answer, clientDist);
      return boot ? bootDataTags(boot, sameOrigin) : '';
    });
  } catch {
    return ''; // the page still works: the client fetches its data itself
  }
}

async function sendAppShell(reply: FastifyReply, clientDist: string, frameSources: readonly string[], url: string, withData: ShellData | undefined): Promise<FastifyReply> {
  const pathname = url.split('?')[0];
  let shell: string;
  try {
    shell = (await readFile(path.join(clientDist, 'index.html'))).toString();
  } catch {
    shell = notBuiltPage();
  }
  const boot = await bootTags(shell, clientDist, url, withData);
  const html = withPagePreloads(boot ? shell.replace('</head>', `${boot}</head>`) : shell, clientDist, pathname);
  return reply
    .status(200)
    .header('cache-control', REVALIDATE)
    .header('content-security-policy', appShellCsp(shell, frameSources))
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * Unknown paths: the app shell for page routes, otherwise the RuoYi 404 envelope. API paths keep
 * HTTP 200 like every API answer; other misses (a stale asset) carry a real 404 so nothing caches them.
 * `frameSources`: what the web-view page may frame besides our origin (WEBVIEW_ALLOWLIST); `shellData`: where
 * the first screen's public answers come from (none: the pages carry no data).
 */
export function notFoundHandler(clientDist: string, frameSources: readonly string[] = [], shellData?: ShellData) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0];
    if ((request.method === 'GET' || request.method === 'HEAD') && isAppPagePath(pathname)) {
      return sendAppShell(reply, clientDist, frameSources, request.url, request.method === 'GET' ? shellData : undefined);
    }
    const status = pathname.startsWith('/api/') ? 200 : 404;
    return reply.status(status).send(failure(CODE.notFound, TEXT.notFound));
  };
}
