import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { extendLogs, insertLogs, type AccessLogRow } from './repo';

/** Pending records past which a save flushes at once instead of waiting for the timer. */
const FLUSH_AT = 500;

/**
 * Batches the access log (every page view of every client, repeated every 3 s): a save answers its
 * id at once from memory, new records and repeats wait here and go to the database together every
 * `intervalMs` (one multi-row insert, one update), so the log costs two statements per interval
 * instead of one per call. A repeat of a record still waiting only moves its end in memory.
 * Figures read after `flush()`. What is waiting when the process dies is lost (a few seconds of
 * visits): the log is a statistic, not a ledger.
 */
export class AccessLogWriter {
  private inserts = new Map<string, AccessLogRow>();
  private ends = new Map<string, Date>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly deps: { db: Db; intervalMs: number; maxGapMs: number; onError: (error: unknown) => void },
  ) {}

  /** A new visit: its id now, its row with the next batch. */
  open(row: Omit<AccessLogRow, 'id' | 'endedAt'>): string {
    const id = randomBytes(12).toString('base64url');
    this.inserts.set(id, { ...row, id, endedAt: row.startedAt });
    this.schedule();
    return id;
  }

  /** A repeat: the visit lasts until `at` (within the gap rule, applied when written). */
  extend(id: string, at: Date): void {
    const waiting = this.inserts.get(id);
    if (waiting) {
      const last = (waiting.endedAt as Date).getTime();
      if (at.getTime() > last && at.getTime() - last <= this.deps.maxGapMs) waiting.endedAt = at;
    } else {
      this.ends.set(id, at);
    }
    this.schedule();
  }

  get pending(): number {
    return this.inserts.size + this.ends.size;
  }

  private schedule(): void {
    // 0: no batching, every call is written at once (tests, debugging).
    if (this.pending >= FLUSH_AT || this.deps.intervalMs <= 0) {
      void this.flush();
      return;
    }
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.deps.intervalMs);
    this.timer.unref();
  }

  /** Writes what is waiting; one flush at a time, in order. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  private async write(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const rows = [...this.inserts.values()];
    const ends = [...this.ends].map(([id, endedAt]) => ({ id, endedAt }));
    this.inserts = new Map();
    this.ends = new Map();
    if (rows.length === 0 && ends.length === 0) return;
    try {
      await insertLogs(this.deps.db, rows);
      await extendLogs(this.deps.db, ends, this.deps.maxGapMs);
    } catch (error) {
      this.deps.onError(error);
    }
  }

  /** At shutdown: stop the timer and write the rest. */
  async close(): Promise<void> {
    await this.flush();
  }
}
