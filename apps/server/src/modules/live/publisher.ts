import type { ServerEvent } from '@caixue/contract';

/**
 * What the live module needs from the real-time side (the WebSocket hub in src/live implements it;
 * app.ts passes the hub in). The module never imports src/live: the hub depends on the module only.
 */
export interface LivePublisher {
  /** Viewers currently connected to a room, across all instances when Redis is on. */
  onlineCount(liveId: number): number;
  /** Queues an event for everyone in the room (batched, fanned out to other instances). */
  publish(liveId: number, event: ServerEvent): void;
  /**
   * An event of the room is being stored and is published before `settled` settles: the room's next
   * frame on this instance may wait a moment for it instead of leaving without it.
   */
  expect(liveId: number, settled: Promise<unknown>): void;
}
