import { LIVE_BATCH_MS, LIVE_CLOSE, type ServerEvent } from '@caixue/contract';
import { WebSocket } from 'ws';

/** A socket that has not drained this much is too slow to keep: it is dropped (close 4408). */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/**
 * Longest a due frame waits for the room's messages that were being stored when it fell due. With
 * PostgreSQL a store's answer is read one turn of the event loop later, often just after the frame
 * timer has fired; without the wait such a message misses its frame and goes a whole batch later.
 */
export const FRAME_GRACE_MS = 15;

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
  /** Stores of this room's events in progress (see expect). */
  private readonly expected = new Set<Promise<unknown>>();
  /** A due frame is waiting for the stores that were in progress when it fell due. */
  private holding = false;

  /**
   * An event of this room is being stored and is enqueued before `settled` settles: a frame that
   * falls due meanwhile waits for it, at most FRAME_GRACE_MS, so it rides in that frame.
   */
  expect(settled: Promise<unknown>): void {
    const done = settled.then(
      () => undefined,
      () => undefined,
    );
    this.expected.add(done);
    void done.then(() => this.expected.delete(done));
  }

  /**
   * Leading edge: in a room that has been quiet for a batch interval the event goes out at once
   * (after the current tick, so events of one tick still share a frame); otherwise it waits for the
   * rest of the interval with whatever else arrives.
   */
  enqueue(event: ServerEvent): void {
    this.parts.push(JSON.stringify(event));
    if (this.flushTimer || this.holding) return;
    const wait = Math.max(0, LIVE_BATCH_MS - (performance.now() - this.lastFlushAt));
    this.flushTimer = setTimeout(() => this.due(), wait);
  }

  /** The frame is due: out now, or once the stores in progress are done (only those, bounded by the grace). */
  private due(): void {
    this.flushTimer = null;
    if (this.expected.size === 0) return this.flush();
    this.holding = true;
    let sent = false;
    const send = () => {
      if (sent) return;
      sent = true;
      clearTimeout(grace);
      this.holding = false;
      this.flush();
    };
    const grace = setTimeout(send, FRAME_GRACE_MS);
    void Promise.all(this.expected).then(send);
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
