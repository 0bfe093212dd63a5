import { findSession, type Session } from '../auth/tokens';
import type { Db } from '../db/client';

/** A token's session (or its absence) is trusted this long per socket, so a busy sender costs no query per frame. */
export const SESSION_CACHE_MS = 30_000;
/** Tokens one socket remembers at once (a client uses one; a few cover a re-login). */
const MAX_TOKENS = 4;

/**
 * The tokens one socket has shown and what they resolved to. Lookups and their expiry live here only,
 * so limits on a socket's sessions (negative answers, logout) have one place to go.
 */
export class SocketSessions {
  private readonly entries = new Map<string, { session: Session | null; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async get(token: string): Promise<Session | null> {
    const now = Date.now();
    const hit = this.entries.get(token);
    if (hit && hit.until > now) return hit.session;
    const session = await findSession(this.db, token, new Date(this.now()));
    if (this.entries.size >= MAX_TOKENS) this.entries.clear();
    this.entries.set(token, { session, until: now + SESSION_CACHE_MS });
    return session;
  }
}
