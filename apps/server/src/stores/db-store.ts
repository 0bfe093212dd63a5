import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { kvEntries } from '../db/schema';
import type { KeyValueStore } from './kv-store';

const PURGE_INTERVAL_MS = 60_000;

/**
 * The store when REDIS_URL is absent: one row per key in kv_entries (PGlite or PostgreSQL), so
 * replay keys, limits and one-time answers survive a restart and are shared by every process on
 * one PostgreSQL. Each operation is a single statement, atomic on its own: INSERT ... ON CONFLICT
 * for setIfAbsent, increment and set, DELETE ... RETURNING for take. Time is the server clock
 * (`now`), passed in, never the database's. A row past expires_at counts as absent: reads skip it,
 * the next write of its key overwrites it, and a purge every minute deletes the rest.
 */
export interface DbStoreOptions {
  now?: () => number;
  /**
   * VACUUM the table after each purge. PGlite needs it: it runs no autovacuum, and without it the
   * space of purged rows is never reused, so the file grows by about 100 bytes per signed request.
   * PostgreSQL's autovacuum does this by itself.
   */
  vacuum?: boolean;
}

export class DbStore implements KeyValueStore {
  private readonly purger: NodeJS.Timeout;
  private readonly now: () => number;
  private readonly vacuum: boolean;

  constructor(
    private readonly db: Db,
    options: DbStoreOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.vacuum = options.vacuum ?? false;
    // A failed purge (database briefly away, or closing) is simply tried again a minute later.
    this.purger = setInterval(() => void this.purge().catch(() => undefined), PURGE_INTERVAL_MS);
    this.purger.unref();
  }

  /** Deletes the rows past their time (and vacuums the table when asked to). */
  async purge(): Promise<void> {
    await this.db.delete(kvEntries).where(lte(kvEntries.expiresAt, new Date(this.now())));
    if (this.vacuum) await this.db.execute(sql`vacuum kv_entries`);
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    const now = this.now();
    const expiresAt = new Date(now + ttlMs);
    const stored = await this.db
      .insert(kvEntries)
      .values({ key, value, expiresAt })
      .onConflictDoUpdate({ target: kvEntries.key, set: { value, expiresAt }, setWhere: lte(kvEntries.expiresAt, new Date(now)) })
      .returning({ key: kvEntries.key });
    return stored.length > 0;
  }

  async remainingMs(key: string): Promise<number> {
    const now = this.now();
    const rows = await this.db
      .select({ expiresAt: kvEntries.expiresAt })
      .from(kvEntries)
      .where(and(eq(kvEntries.key, key), gt(kvEntries.expiresAt, new Date(now))));
    return rows.length > 0 ? Math.max(0, rows[0].expiresAt.getTime() - now) : 0;
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    const now = this.now();
    const live = gt(kvEntries.expiresAt, new Date(now));
    const expiresAt = new Date(now + ttlMs);
    const [row] = await this.db
      .insert(kvEntries)
      .values({ key, value: '1', expiresAt })
      .onConflictDoUpdate({
        target: kvEntries.key,
        set: {
          value: sql`case when ${live} then (${kvEntries.value}::bigint + 1)::text else '1' end`,
          expiresAt: sql`case when ${live} then ${kvEntries.expiresAt} else excluded.expires_at end`,
        },
      })
      .returning({ value: kvEntries.value });
    return Number(row.value);
  }

  async take(key: string): Promise<string | null> {
    const now = this.now();
    const [row] = await this.db
      .delete(kvEntries)
      .where(eq(kvEntries.key, key))
      .returning({ value: kvEntries.value, expiresAt: kvEntries.expiresAt });
    return row && row.expiresAt.getTime() > now ? row.value : null;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    const expiresAt = new Date(this.now() + ttlMs);
    await this.db.insert(kvEntries).values({ key, value, expiresAt }).onConflictDoUpdate({ target: kvEntries.key, set: { value, expiresAt } });
  }

  async delete(key: string): Promise<void> {
    await this.db.delete(kvEntries).where(eq(kvEntries.key, key));
  }

  /** Stops the purge; the database belongs to the server and is closed there. */
  async close(): Promise<void> {
    clearInterval(this.purger);
  }
}
