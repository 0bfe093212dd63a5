import { LIVE_BATCH_MS, LIVE_CLOSE, type ServerEvent } from '@caixue/contract';
import { WebSocket } from 'ws';

/** A socket that has not drained this much is too slow to keep: it is dropped (close 4408). */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/**
 * One room's sockets on this instance and its outgoing batch: at most one frame per LIVE_BATCH_MS,
 * serialized once and written to every socket.
 */
export class RoomFrames {
  readonly sockets = new Set<WebSocket>();
  /** Serialized events waiting for this room's next frame. */
  private parts: string[] = [];
  private flushTimer: NodeJS.Timeout | null = null;
  /** performance.now() of the last frame sent, for the leading-edge batch. */
  private lastFlushAt = -Infinity;

  /**
   * Leading edge: in a room that has been quiet for a batch interval the event goes out at once
   * (after the current tick, so events of one tick still share a frame); otherwise it waits for the
   * rest of the interval with whatever else arrives.
   */
  enqueue(event: ServerEvent): void {
    this.parts.push(JSON.stringify(event));
    if (this.flushTimer) return;
    const wait = Math.max(0, LIVE_BATCH_MS - (performance.now() - this.lastFlushAt));
    this.flushTimer = setTimeout(() => this.flush(), wait);
  }

  /** Writes the queued events as one frame; a socket that does not drain is dropped. */
  flush(): void {
    this.flushTimer = null;
    if (this.parts.length === 0) return;
    this.lastFlushAt = performance.now();
    const frame = Buffer.from(`[${this.parts.join(',')}]`);
    this.parts = [];
    for (const ws of this.sockets) {
      if (ws.readyState !== WebSocket.OPEN) continue;
      if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
        ws.close(LIVE_CLOSE.tooSlow, 'too slow');
        // A peer that does not read will not read the close frame either.
        setTimeout(() => ws.terminate(), 1_000).unref();
        this.sockets.delete(ws);
        continue;
      }
      ws.send(frame, { binary: false });
    }
  }

  /** Stops the pending frame (the room is gone). */
  stop(): void {
    if (this.flushTimer) clearTimeout(this.flushTimer);
  }
}
