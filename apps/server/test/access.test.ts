import { API, CODE, PUBLIC_APIS, TEXT, isPublicApi } from '@caixue/contract';
import { describe, expect, it } from 'vitest';
import { classify } from '../src/http/access';
import { describeServer, useTestServer } from './support/test-server';

/** A concrete URL for a route pattern: ':id' -> '1', '*' -> 'x'. */
function sample(url: string): string {
  return url.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\*/g, 'x');
}

const ADMIN_PATHS: string[] = Object.values(API.admin);

describeServer('access control derived from the registered route table', () => {
  const server = useTestServer();
  const routes = () => server().app.routeTable;

  it('registers the routes this table is meant to police', () => {
    const urls = routes().map((r) => r.url);
    for (const url of [API.member.info, API.admin.getInfo, API.member.loginAccount, API.nav.list]) {
      expect(urls).toContain(url);
    }
    expect(routes().filter((r) => r.access === 'protected').length).toBeGreaterThanOrEqual(2);
  });

  it('classifies a route as public exactly when PUBLIC_APIS matches it', () => {
    for (const route of routes()) {
      expect([route.url, route.access === 'public']).toEqual([route.url, isPublicApi(route.url)]);
    }
  });

  it('keeps assets (app files, uploads, docs) off API and admin paths', () => {
    for (const route of routes().filter((r) => r.access === 'asset')) {
      expect(route.url.startsWith('/api/') || route.url.startsWith('/ws/')).toBe(false);
      expect(ADMIN_PATHS).not.toContain(route.url);
    }
  });

  it('answers 401 on every protected route without a token, with a bad token, before reading the body', async () => {
    const protectedRoutes = routes().filter((r) => r.access === 'protected');
    for (const route of protectedRoutes) {
      for (const authorization of [undefined, 'Bearer not-a-real-token', 'Basic abc']) {
        const answer = await server().request({
          method: route.method as 'GET',
          url: sample(route.url),
          headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
          // Unsigned and malformed: authentication must answer first.
          payload: route.method === 'GET' || route.method === 'HEAD' ? undefined : '{not json',
        });
        const context = `${route.method} ${route.url} (${authorization ?? 'no token'})`;
        expect([context, answer.status]).toEqual([context, 200]);
        if (route.method !== 'HEAD') {
          expect([context, answer.body]).toEqual([context, { code: CODE.unauthorized, msg: TEXT.unauthorized }]);
        }
      }
    }
  });

  it('lets every public route through without a token (no 401)', async () => {
    for (const route of routes().filter((r) => r.access === 'public' && r.method === 'GET')) {
      const answer = await server().get(sample(route.url));
      expect([route.url, answer.body.code]).not.toEqual([route.url, CODE.unauthorized]);
    }
  });

  it('keeps market data behind a token (SPEC §2: stock pages need one); stock news stays public like all news lists', () => {
    const market = [API.market.quotes, API.market.minute, API.market.kline, API.market.search, API.market.indices, API.market.concepts, API.market.security(), API.market.security('/:code')];
    for (const url of market) expect([url, routes().find((r) => r.url === url)?.access]).toEqual([url, 'protected']);
    expect(routes().find((r) => r.url === API.news.list('stock'))?.access).toBe('public');
  });

  it('lists only real paths in PUBLIC_APIS that the server answers or leaves for later issues', () => {
    // Every public entry that this server registers must be classified public (no shadowing).
    const registered = new Set(routes().map((r) => r.url));
    for (const entry of PUBLIC_APIS.filter((p) => registered.has(p))) {
      expect(routes().filter((r) => r.url === entry).every((r) => r.access === 'public')).toBe(true);
    }
  });
});

describe('route classification rules', () => {
  it('never treats API or socket paths as assets, whatever their shape', () => {
    for (const url of ['/api/docs', '/api/uploads/x', '/ws/live/:id', '/api/*', '/getInfo']) {
      expect([url, classify(url)]).toEqual([url, 'protected']);
    }
    for (const url of ['/docs', '/docs/json', '/uploads/*', '/*']) expect([url, classify(url)]).toEqual([url, 'asset']);
    expect(classify('/api/ad/home/:code')).toBe('public');
  });
});
