import { isPublicApi } from '@caixue/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * Every route gets exactly one access class when it is registered:
 * - 'public':    an API the spec lets visitors call (contract PUBLIC_APIS);
 * - 'asset':     not an API at all (H5 app files, /uploads, /docs), marked by the plugin that owns it;
 * - 'protected': everything else, the default, so a new route cannot forget to require a token.
 */
export type RouteAccess = 'public' | 'asset' | 'protected';

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

const API_PREFIXES = ['/api/', '/ws/'];

export function classify(url: string, markedAsset: boolean): RouteAccess {
  if (isPublicApi(url)) return 'public';
  if (markedAsset) {
    // An asset route under an API prefix would silently skip authentication: refuse to start.
    if (API_PREFIXES.some((prefix) => url.startsWith(prefix))) {
      throw new Error(`route ${url} is marked as an asset but lies under an API prefix`);
    }
    return 'asset';
  }
  return 'protected';
}

/** Classifies routes as they are registered and records them, so tests can walk the real table. */
export function registerAccessClassifier(app: FastifyInstance, table: RegisteredRoute[]): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const access = classify(route.url, route.config?.access === 'asset');
    route.config = { ...route.config, access };
    for (const method of [route.method].flat()) table.push({ method, url: route.url, access });
  });
}

/** For plugins serving non-API files: call inside their encapsulated context before registering routes. */
export function markRoutesAsAssets(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route: RouteOptions) => {
    route.config = { ...route.config, access: 'asset' };
    route.schema = { ...route.schema, hide: true };
  });
}
