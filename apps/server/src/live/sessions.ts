import { setImmediate as nextTurn } from 'node:timers/promises';
import { findSession, isTokenShaped, type Session } from '../auth/tokens';
import type { Db } from '../db/client';

/** A token's session is trusted this long without a new lookup; a revocation drops it at once (forget). */
export const SESSION_CACHE_MS = 30_000;
/** A token that is no session never becomes one (tokens are random, revoked ones stay revoked). */
export const UNKNOWN_TOKEN_CACHE_MS = 60_000;
/** Entries of each kind kept at most; when full, the oldest goes. */
export const MAX_CACHED_TOKENS = 10_000;

/** A bounded map whose entries expire; insertion order is age order, so the first key is the oldest. */
class ExpiringMap<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();

  get(key: string, now: number): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until > now) return hit.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V, until: number): void {
    this.entries.delete(key);
    if (this.entries.size >= MAX_CACHED_TOKENS) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, until });
  }

  deleteWhere(match: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (match(entry.value)) this.entries.delete(key);
  }
}

/**
 * The live sockets' sessions, one cache for the whole process: which tokens are sessions and which
 * are not, so neither a busy sender nor a flood of made-up tokens costs a query per frame. Lookups,
 * their expiry and revocations live here only.
 */
export class SessionCache {
  private readonly sessions = new ExpiringMap<Session>();
  private readonly unknown = new ExpiringMap<true>();
  /** Counts revocations: a lookup that overlapped one is not trusted. */
  private revisions = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async get(token: string): Promise<Session | null> {
    if (!isTokenShaped(token)) return null;
    const now = Date.now();
    if (this.unknown.get(token, now)) return null;
    const known = this.sessions.get(token, now);
    if (known) return known;
    // One turn of the event loop before each lookup: with the embedded database a chain of lookups
    // resolves without ever returning to the loop, so HTTP requests would wait for the whole flood.
    await nextTurn();
    const revision = this.revisions;
    let session = await this.lookUp(token);
    // A revocation came while we looked: the answer may predate it, so ask once more.
    if (session && revision !== this.revisions) session = await this.lookUp(token);
    if (!session) this.unknown.set(token, true, now + UNKNOWN_TOKEN_CACHE_MS);
    else if (revision === this.revisions) this.sessions.set(token, session, now + SESSION_CACHE_MS);
    return session;
  }

  /** The one database query of this cache (tests count its calls). */
  lookUp(token: string): Promise<Session | null> {
    return findSession(this.db, token, new Date(this.now()));
  }

  /** The member's tokens were revoked (logout, password change, cancellation, on any instance). */
  forget(memberId: number): void {
    this.revisions += 1;
    this.sessions.deleteWhere((session) => session.memberId === memberId);
  }
}
