import type { ServerEvent } from '@caixue/contract';

/** What the rest of the server needs from the live hub (src/live/). */
export interface LiveHub {
  /** Viewers currently connected to a room, across all instances when Redis is on. */
  onlineCount(liveId: number): number;
  /** Queues an event for everyone in the room (batched, fanned out to other instances). */
  publish(liveId: number, event: ServerEvent): void;
}
