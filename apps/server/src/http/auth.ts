import { CODE, TEXT } from '@caixue/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findSession, type Session } from '../auth/tokens';
import type { Db } from '../db/client';
import { viewerOf, type Viewer } from '../modules/access/service';
import { failure } from './envelope';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session when a valid token came with the request, on public routes too. */
    session: Session | null;
    /**
     * Who is asking, for access checks: a visitor, or the session's member with their active
     * modules. Resolved on first call and cached for the rest of the request.
     */
    viewer(): Promise<Viewer>;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const value = request.headers.authorization;
  if (typeof value !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(value.trim());
  return match ? match[1] : null;
}

/**
 * The one place authentication happens. Runs first for every request, so protected routes answer
 * 401 before their body is even parsed. Unknown paths pass through to the 404 handler.
 */
export function registerAuthentication(app: FastifyInstance, db: Db, now: () => number): void {
  app.decorateRequest('session', null);
  const viewers = new WeakMap<FastifyRequest, Promise<Viewer>>();
  app.decorateRequest('viewer', function (this: FastifyRequest): Promise<Viewer> {
    let viewer = viewers.get(this);
    if (!viewer) {
      viewer = viewerOf(db, this.session?.memberId ?? null, new Date(now()));
      viewers.set(this, viewer);
    }
    return viewer;
  });
  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config?.access;
    if (request.routeOptions.url === undefined || access === undefined || access === 'asset') return;
    const token = bearerToken(request);
    request.session = token ? await findSession(db, token, new Date(now())) : null;
    if (access === 'protected' && !request.session) {
      return reply.status(200).send(failure(CODE.unauthorized, TEXT.unauthorized));
    }
  });
}

/** For handlers of protected routes: the hook guarantees a session there. */
export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw new Error('protected route reached without a session');
  return request.session;
}

/** The caller's member id on a public route: a member when a valid token came, null for a visitor. */
export function callerId(request: FastifyRequest): number | null {
  return request.session?.memberId ?? null;
}

/** The member id on a protected route (the hook guarantees a session there). */
export function memberId(request: FastifyRequest): number {
  return requireSession(request).memberId;
}
