import { isPublicApi } from '@caixue/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * Every route gets exactly one access class when it is registered:
 * - 'public':    an API the spec lets visitors call (contract PUBLIC_APIS);
 * - 'asset':     not an API at all (H5 app files, /uploads, /docs);
 * - 'protected': everything else, the default, so a new route cannot forget to require a token;
 * - 'socket':    a WebSocket route under /ws/ (declared with `websocket: true` or a `wsHandler`). Browsers cannot send
 *                an Authorization header on the upgrade, so these authenticate by the token inside
 *                their frames (src/live/).
 */
export type RouteAccess = 'public' | 'asset' | 'protected' | 'socket';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

/**
 * Non-API routes, by the URL they are registered under: the H5 app's files (one wildcard route),
 * uploaded and seeded pictures, gated media (checked by their signed query, http/gated-media.ts), and
 * the API documentation. Nothing under /api/ or /ws/ can match.
 */
const ASSET_ROUTE_URLS = ['/*'];
const ASSET_ROUTE_PREFIXES = ['/docs/', '/uploads/', '/media/'];

export function isAssetRoute(url: string): boolean {
  return ASSET_ROUTE_URLS.includes(url) || url === '/docs' || ASSET_ROUTE_PREFIXES.some((p) => url.startsWith(p));
}

export function classify(url: string): RouteAccess {
  if (isPublicApi(url)) return 'public';
  return isAssetRoute(url) ? 'asset' : 'protected';
}

/** Only routes that really are WebSocket handlers (not plain GETs) under /ws/ skip the token check. */
function isSocketRoute(route: RouteOptions): boolean {
  const options = route as { websocket?: boolean; wsHandler?: unknown };
  return (options.websocket === true || typeof options.wsHandler === 'function') && route.url.startsWith('/ws/');
}

/** Classifies routes as they are registered and records them, so tests can walk the real table. */
export function registerAccessClassifier(app: FastifyInstance, table: RegisteredRoute[]): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const access = isSocketRoute(route) ? 'socket' : classify(route.url);
    route.config = { ...route.config, access };
    // Reflected in the OpenAPI document: assets are left out, protected APIs show the bearer lock.
    if (access === 'asset') route.schema = { ...route.schema, hide: true };
    if (access === 'protected') route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
    for (const method of [route.method].flat()) table.push({ method, url: route.url, access });
  });
}
