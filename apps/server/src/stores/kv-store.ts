/**
 * Short-lived shared state: signing replay keys, SMS rate limits, captcha answers, login attempt
 * counters. In memory for one process; Redis when REDIS_URL is set so several instances agree.
 * All operations are atomic on both backends.
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
