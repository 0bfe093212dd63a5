import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { insertRoomMessages, type NewLiveMessage } from './message-repo';
import type { ChatPictures } from './chat-pictures';
import type { LivePublisher } from './publisher';

/** Most messages one transaction stores. */
export const WRITE_BATCH_MAX = 100;

export type NewRoomMessage = Omit<NewLiveMessage, 'liveId' | 'createdAt' | 'tplId'>;

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
    private readonly publisher: LivePublisher,
    private readonly logger: FastifyBaseLogger,
    private readonly pictures: ChatPictures,
  ) {}

  /** Resolves with the stored id and seq, or null when the room no longer exists. */
  submit(liveId: number, message: NewRoomMessage): Promise<{ id: number; seq: number } | null> {
    const stored = new Promise<{ id: number; seq: number } | null>((resolve, reject) => {
      const queue = this.queues.get(liveId);
      if (queue) {
        queue.push({ message, resolve, reject });
        return;
      }
      this.queues.set(liveId, [{ message, resolve, reject }]);
      void this.run(liveId);
    });
    // Published before it resolves (run): the room's frame due meanwhile may wait for it.
    this.publisher.expect(liveId, stored);
    return stored;
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
        // Stored in seq order (the order of the batch): published in sequence order. The room's
        // sockets are the viewers allowed in it, so one signed url per message serves them all.
        for (const message of stored) this.publisher.publish(liveId, { type: 'msg', data: this.pictures.sign(message) });
        batch.forEach((job, i) => job.resolve({ id: stored[i].id, seq: stored[i].seq }));
      } catch (error) {
        this.logger.error({ err: error, liveId, count: batch.length }, 'live message batch failed');
        for (const job of batch) job.reject(error);
      }
    }
  }
}
