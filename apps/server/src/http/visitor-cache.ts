import { API, CODE, NEWS_LIST_ACTIONS } from '@caixue/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SharedCache } from '../shared-cache';

/**
 * Visitors' answers of the public content reads (issue 18: the lists and details everybody opens
 * first). A visitor's answer depends only on the URL — no member, so every row carries the same locks —
 * so the serialized answer is kept in the shared cache for its TTL (2 s) and sent again as it is,
 * without the queries, the access rule per row or the serialization. Members are never served from it,
 * so a member's own comment, like or view shows in their answers at once.
 *
 * What is kept: only answers with code 200 (not a 206, a 404 or a validation error). What a visitor
 * sees is at most the TTL old (a new comment count, a view); an admin change (any method but GET under
 * /api/admin) and a seed set that inserted something drop the kept answers at once in this process.
 * Member writes do not: they would empty it many times a second on a busy day and only move counts.
 */
export const VISITOR_CACHED_ROUTES: readonly string[] = [
  API.news.list(), ...NEWS_LIST_ACTIONS.map((action) => API.news.list(action)), API.news.relatedTo(':id'),
  API.news.info, API.news.infoById(':id'), API.news.hotspotAll, API.news.categoryAll,
  API.course.list, API.course.listRelated(':courseId'), API.course.all, API.course.allorvisible, API.course.visible, API.course.info(':id'),
  API.liveVideo.playbacks, API.liveVideo.playbacksAll, API.liveVideo.playbacksAllOrVisible, API.liveVideo.playbacksVisible,
  API.liveVideo.playbackInfo(':id'),
];

const ADMIN_PREFIX = '/api/admin';
const KEY_PREFIX = 'visitor:';
const JSON_TYPE = 'application/json; charset=utf-8';

/** A request this cache may answer or fill: a GET of a listed route by a visitor (no valid session). */
function cacheKey(request: FastifyRequest, routes: ReadonlySet<string>): string | null {
  if (request.method !== 'GET' || request.session || !routes.has(request.routeOptions.url ?? '')) return null;
  return `${KEY_PREFIX}${request.url}`;
}

/** The key a visitor's request will fill, and the cache's generation when it started. */
const fills = new WeakMap<FastifyRequest, { key: string; since: number }>();

export function registerVisitorCache(app: FastifyInstance, cache: SharedCache): void {
  const routes = new Set(VISITOR_CACHED_ROUTES);

  // After authentication and validation: a kept answer goes out as it was serialized.
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const key = cacheKey(request, routes);
    if (!key) return;
    const kept = cache.peek<string>(key);
    if (kept !== undefined) return reply.type(JSON_TYPE).send(kept);
    fills.set(request, { key, since: cache.generation });
  });

  // Only a code-200 envelope is kept (the object, before serialization); an admin change that
  // succeeded drops the kept answers before its own answer goes out.
  app.addHook('preSerialization', async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    const succeeded = (payload as { code?: unknown } | null)?.code === CODE.ok;
    if (!succeeded) fills.delete(request);
    else if (request.method !== 'GET' && request.method !== 'HEAD' && request.url.startsWith(ADMIN_PREFIX)) cache.clearPrefix(KEY_PREFIX);
    return payload;
  });

  // ...as the string that was sent.
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const fill = fills.get(request);
    if (fill && reply.statusCode === 200 && typeof payload === 'string') cache.put(fill.key, payload, fill.since);
    return payload;
  });
}
