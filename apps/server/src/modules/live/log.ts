import type { LiveMessage } from '@caixue/contract';
import type { Db } from '../../db/client';
import { messagesInSeqRange } from './message-repo';
import { roomLastSeqs } from './repo';

/** The stored message log as the hub reads it to restore per-room order (src/live/hub.ts). */
export class MessageLog {
  constructor(private readonly db: Db) {}

  /** Last seq handed out per room; rooms that no longer exist are missing. */
  lastSeqs(liveIds: number[]): Promise<Map<number, number>> {
    return roomLastSeqs(this.db, liveIds);
  }

  /** A room's stored messages with seq from..to (inclusive), in seq order. */
  range(liveId: number, from: number, to: number): Promise<LiveMessage[]> {
    return messagesInSeqRange(this.db, liveId, from, to);
  }
}
