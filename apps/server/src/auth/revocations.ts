/**
 * Logout, password change and account cancellation revoke tokens in the database; afterwards their
 * service announces it here, so every cache of sessions (the live sockets' cache, on every instance)
 * drops that member's sessions at once instead of trusting them until the cache entry expires.
 * app.ts wires the live hub in (in process, or over Redis pub/sub with REDIS_URL).
 */
export interface SessionRevocations {
  /**
   * Call after the revocation is committed. Resolves once every instance can hear it (the announcement
   * reached Redis, or, in process, every cache already dropped the sessions); it never rejects.
   */
  announce(memberId: number): Promise<void>;
}
