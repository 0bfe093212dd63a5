import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { liveMessages, liveRooms } from '../db/schema';
import { loadLiveMessages, type NewLiveMessage } from '../modules/live/message-repo';
import type { LiveHub } from './types';

/** Most messages one transaction stores. */
export const WRITE_BATCH_MAX = 100;

export type NewRoomMessage = Omit<NewLiveMessage, 'liveId' | 'createdAt' | 'tplId'>;

/**
 * Stores several messages of one room in one transaction, with consecutive sequence numbers in the
 * order given. Same locking as insertLiveMessage (modules/live/message-repo.ts): the UPDATE of the
 * room row hands out the numbers and holds the row until commit, so writers on other instances
 * still get distinct, gap-free numbers in commit order.
 */
export async function insertRoomMessages(db: Db, liveId: number, items: NewRoomMessage[]): Promise<{ id: number; seq: number }[] | null> {
  return db.transaction(async (tx) => {
    const [room] = await tx
      .update(liveRooms)
      .set({ lastSeq: sql`${liveRooms.lastSeq} + ${items.length}` })
      .where(eq(liveRooms.id, liveId))
      .returning({ seq: liveRooms.lastSeq });
    if (!room) return null;
    const first = room.seq - items.length + 1;
    const rows = await tx
      .insert(liveMessages)
      .values(
        items.map((m, i) => ({
          liveId,
          seq: first + i,
          categoryId: m.categoryId,
          memberId: m.memberId,
          teacherId: m.teacherId,
          content: m.content,
          quoteId: m.quoteId ?? null,
        })),
      )
      .returning({ id: liveMessages.id, seq: liveMessages.seq });
    return rows.sort((a, b) => a.seq - b.seq);
  });
}

interface Job {
  message: NewRoomMessage;
  resolve: (stored: { id: number; seq: number } | null) => void;
  reject: (error: unknown) => void;
}

/**
 * Per-room write queue: messages accepted while a transaction runs are stored together in the next
 * one, so a busy room costs a few queries per batch instead of per message. First in, first
 * numbered: one sender's messages keep their order. Each stored message is published (then the
 * caller acknowledges it).
 */
export class RoomWriters {
  private readonly queues = new Map<number, Job[]>();

  constructor(
    private readonly db: Db,
    private readonly hub: LiveHub,
    private readonly logger: FastifyBaseLogger,
  ) {}

  /** Resolves with the stored id and seq, or null when the room no longer exists. */
  submit(liveId: number, message: NewRoomMessage): Promise<{ id: number; seq: number } | null> {
    return new Promise((resolve, reject) => {
      const queue = this.queues.get(liveId);
      if (queue) {
        queue.push({ message, resolve, reject });
        return;
      }
      this.queues.set(liveId, [{ message, resolve, reject }]);
      void this.run(liveId);
    });
  }

  private async run(liveId: number): Promise<void> {
    for (;;) {
      const queue = this.queues.get(liveId);
      if (!queue || queue.length === 0) {
        this.queues.delete(liveId);
        return;
      }
      const batch = queue.splice(0, WRITE_BATCH_MAX);
      try {
        const stored = await insertRoomMessages(
          this.db,
          liveId,
          batch.map((job) => job.message),
        );
        if (!stored) {
          for (const job of batch) job.resolve(null);
          continue;
        }
        const loaded = await loadLiveMessages(
          this.db,
          stored.map((row) => row.id),
        );
        // loadLiveMessages orders by seq: published in sequence order.
        for (const message of loaded) this.hub.publish(liveId, { type: 'msg', data: message });
        batch.forEach((job, i) => job.resolve(stored[i]));
      } catch (error) {
        this.logger.error({ err: error, liveId, count: batch.length }, 'live message batch failed');
        for (const job of batch) job.reject(error);
      }
    }
  }
}
