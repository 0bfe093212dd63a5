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
