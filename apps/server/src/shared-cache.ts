/**
 * Answers every visitor gets alike — the home menu, footer tabs, home tab, banners and popup advert,
 * category lists, the visitor's first pages of the content lists — kept for a short while in this
 * process (issue 18: these are most of the traffic, and each was a database round trip).
 *
 * Per instance, not shared through Redis: what it holds is public and rarely edited, and a copy at
 * most `ttlMs` old is harmless (a menu entry appears two seconds late). Nothing in this app edits
 * these rows at run time except the seed sets, and the server clears the cache when a seed set
 * inserted something (server.ts); an edit made in the database by an admin back office shows within
 * the TTL on every instance. Code that changes such rows in this process calls `clear()` and the
 * next answer reads them again.
 *
 * A load in flight is shared by the callers that arrive meanwhile (one query, not fifty). A load
 * that fails is not kept. `clear()` also drops loads in flight, so an answer read before an edit is
 * never kept after it.
 */
export class SharedCache {
  private readonly entries = new Map<string, { value: Promise<unknown>; expires: number }>();
  /** Finished answers put by a caller that made them itself (the visitor cache's serialized answers). */
  private readonly kept = new Map<string, { value: unknown; expires: number }>();
  private clears = 0;

  constructor(
    readonly ttlMs = SHARED_CACHE_TTL_MS,
    /** Monotonic milliseconds; not the app's injectable clock, which tests freeze. */
    private readonly clock: () => number = () => performance.now(),
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const at = this.clock();
    const hit = this.entries.get(key);
    if (hit && hit.expires > at) return hit.value as Promise<T>;
    if (this.entries.size >= SHARED_CACHE_MAX_ENTRIES) this.prune(at);
    const entry = { value: load() as Promise<unknown>, expires: at + this.ttlMs };
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value as Promise<T>;
  }

  /** A value put within the TTL, or undefined. */
  peek<T>(key: string): T | undefined {
    const hit = this.kept.get(key);
    if (!hit) return undefined;
    if (hit.expires > this.clock()) return hit.value as T;
    this.kept.delete(key);
    return undefined;
  }

  /**
   * Keeps a value made by the caller. `since` is the `generation` read when the caller started making
   * it: when anything was cleared meanwhile the value may predate the change and is not kept.
   */
  put(key: string, value: unknown, since: number): void {
    if (since !== this.clears) return;
    const at = this.clock();
    if (this.kept.size >= SHARED_CACHE_MAX_ENTRIES) this.prune(at);
    this.kept.set(key, { value, expires: at + this.ttlMs });
  }

  /** Changes on every clear; see `put`. */
  get generation(): number {
    return this.clears;
  }

  clear(): void {
    this.entries.clear();
    this.kept.clear();
    this.clears += 1;
  }

  /** Drops the answers whose key starts with `prefix` (loads in flight too). */
  clearPrefix(prefix: string): void {
    for (const map of [this.entries, this.kept]) for (const key of map.keys()) if (key.startsWith(prefix)) map.delete(key);
    this.clears += 1;
  }

  /** Keys can come from the request (a banner position, a query): expired ones go, and all when still too many. */
  private prune(at: number): void {
    for (const map of [this.entries, this.kept]) {
      for (const [key, entry] of map) if (entry.expires <= at) map.delete(key);
      if (map.size >= SHARED_CACHE_MAX_ENTRIES) map.clear();
    }
  }
}

/** At most this many answers are kept. */
export const SHARED_CACHE_MAX_ENTRIES = 1000;

/** How long a shared answer is reused without asking the database. */
export const SHARED_CACHE_TTL_MS = 2000;
