/**
 * Short-lived shared state: signing replay keys, SMS rate limits, captcha answers, login attempt
 * counters. Redis when REDIS_URL is set (redis-store.ts), else the database (db-store.ts: PGlite or
 * PostgreSQL), so a restart forgets nothing either way. There is no in-memory store: state that a
 * restart loses is what issue 11 (finding 8) fixed. All operations are atomic on both backends
 * (test/stores.test.ts runs one contract, concurrency included, against each).
 */
export interface KeyValueStore {
  /** Stores value only if the key is absent; true when stored. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Milliseconds until the key expires, or 0 when it does not exist. */
  remainingMs(key: string): Promise<number>;
  /** Adds one and returns the new count; the window (ttl) starts with the first increment. */
  increment(key: string, ttlMs: number): Promise<number>;
  /** Returns the value and deletes the key in one step (one-time values). */
  take(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}
