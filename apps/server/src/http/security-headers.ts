import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Security headers on every answer (issue 11): no MIME sniffing, no full URLs in Referer to other
 * sites, no framing by other origins. API answers are JSON and get the strictest policy; the H5
 * pages, their files and the docs get a policy that blocks plugins, <base> tricks and framing.
 * /uploads keeps its own stricter policy (http/uploads.ts sets it per file, overriding this one).
 */
export const PAGE_CSP = "frame-ancestors 'self'; object-src 'none'; base-uri 'self'";
export const API_CSP = "default-src 'none'; frame-ancestors 'self'";

const COMMON: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
};

export function setSecurityHeaders(reply: FastifyReply, url: string): void {
  reply.headers(COMMON);
  reply.header('content-security-policy', url.startsWith('/api/') ? API_CSP : PAGE_CSP);
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    setSecurityHeaders(reply, request.url);
  });
}

/** The WeChat JS-SDK, the one foreign script the H5 app loads (shared/platform/wechat.ts). */
const WECHAT_JS_SDK = 'https://res.wx.qq.com';
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The full policy of the H5 app shell (index.html). Scripts only from our origin, the WeChat SDK and
 * the inline scripts of this very index.html (by hash, so a build change needs no config); styles
 * may be inline (the build and React set style attributes); pictures, audio and video also from
 * http(s), data: and blob: (rich text may link foreign pictures and media; hls.js plays from blob:);
 * sockets and fetches to our origin ('self' covers ws/wss on it), http(s) for media playlists, and blob:/data:
 * (Taro's H5 uploadFile reads the picked picture back from its blob: URL).
 */
export function appShellCsp(html: string, frameSources: readonly string[] = []): string {
  // index.html is read per page request but changes only with a build: hash its scripts once per content.
  if (lastShell?.html !== html || lastShell.frameSources !== frameSources) lastShell = { html, frameSources, csp: buildAppShellCsp(html, frameSources) };
  return lastShell.csp;
}

let lastShell: { html: string; frameSources: readonly string[]; csp: string } | null = null;

/** Frames (the web-view page's iframe): our origin and the WEBVIEW_ALLOWLIST sources. */
function buildAppShellCsp(html: string, frameSources: readonly string[]): string {
  const hashes = [...html.matchAll(INLINE_SCRIPT)]
    .map((m) => m[1])
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${WECHAT_JS_SDK}${hashes.map((h) => ` ${h}`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "media-src 'self' data: blob: https: http:",
    "font-src 'self' data:",
    "connect-src 'self' blob: data: https: http:",
    "worker-src 'self' blob:",
    `frame-src 'self'${frameSources.map((source) => ` ${source}`).join('')}`,
    "form-action 'self'",
    PAGE_CSP,
  ].join('; ');
}
