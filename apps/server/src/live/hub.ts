import { LIVE_CLOSE, type ServerEvent } from '@caixue/contract';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocket } from 'ws';
import type { SessionRevocations } from '../auth/revocations';
import type { LivePublisher } from '../modules/live/publisher';
import type { LiveBus } from './bus';
import { RoomFrames } from './frames';
import { RoomOrder, type SeqLog } from './ordering';

/** Presence: how often counts are synced across instances and changed counts broadcast. */
export const PRESENCE_INTERVAL_MS = 2_000;
/** How often each open room compares its delivered seq with the room's last seq in the database. */
export const AUDIT_INTERVAL_MS = 5_000;

/** One room on this instance: its sockets and batch (frames.ts) and its sequence order (ordering.ts). */
interface Room {
  liveId: number;
  frames: RoomFrames;
  order: RoomOrder;
  lastOnline: number;
}

/**
 * Rooms of this instance: who is connected, presence across instances and the periodic audit. Every
 * event goes through the bus (even on a single instance) so one code path orders and batches
 * everything: bus → the room's RoomOrder → its RoomFrames → the sockets.
 */
export class Hub implements LivePublisher, SessionRevocations {
  private readonly rooms = new Map<number, Room>();
  private remoteCounts = new Map<number, number>();
  private readonly presenceTimer: NodeJS.Timeout;
  private readonly auditTimer: NodeJS.Timeout;
  private closing = false;

  constructor(
    private readonly log: SeqLog,
    private readonly bus: LiveBus,
    private readonly logger: FastifyBaseLogger,
    options: { auditIntervalMs?: number } = {},
  ) {
    bus.onEvent((liveId, event) => this.receive(liveId, event));
    this.presenceTimer = setInterval(() => void this.syncPresence(), PRESENCE_INTERVAL_MS);
    this.presenceTimer.unref();
    this.auditTimer = setInterval(() => void this.audit(), options.auditIntervalMs ?? AUDIT_INTERVAL_MS);
    this.auditTimer.unref();
  }

  onlineCount(liveId: number): number {
    return (this.rooms.get(liveId)?.frames.sockets.size ?? 0) + (this.remoteCounts.get(liveId) ?? 0);
  }

  publish(liveId: number, event: ServerEvent): void {
    this.bus.publish(liveId, event);
  }

  expect(liveId: number, settled: Promise<unknown>): void {
    this.rooms.get(liveId)?.frames.expect(settled);
  }

  /** Session revocations ride the bus too: every instance's socket sessions hear them (onRevocation). */
  announce(memberId: number): Promise<void> {
    return this.bus.announceRevocation(memberId);
  }

  onRevocation(handler: (memberId: number) => void): void {
    this.bus.onRevocation(handler);
  }

  join(liveId: number, ws: WebSocket): void {
    let room = this.rooms.get(liveId);
    if (!room) {
      room = this.createRoom(liveId);
      this.rooms.set(liveId, room);
    }
    room.frames.sockets.add(ws);
  }

  leave(liveId: number, ws: WebSocket): void {
    const room = this.rooms.get(liveId);
    if (!room) return;
    room.frames.sockets.delete(ws);
    if (room.frames.sockets.size === 0) this.dropRoom(room);
  }

  /** Sends events to one socket right away (answers to that socket: ack, refused, error, online). */
  sendTo(ws: WebSocket, events: ServerEvent[]): void {
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(events));
  }

  private createRoom(liveId: number): Room {
    const frames = new RoomFrames();
    const order = new RoomOrder(liveId, this.log, this.logger, (event) => frames.enqueue(event));
    return { liveId, frames, order, lastOnline: -1 };
  }

  private dropRoom(room: Room): void {
    if (this.rooms.get(room.liveId) !== room) return;
    this.rooms.delete(room.liveId);
    room.frames.stop();
    room.order.stop();
  }

  private receive(liveId: number, event: ServerEvent): void {
    // Nobody watches this room here: nothing to deliver, nothing to order.
    this.rooms.get(liveId)?.order.receive(event);
  }

  private async audit(): Promise<void> {
    if (this.closing || this.rooms.size === 0) return;
    const open = [...this.rooms.values()].filter((room) => room.order.loaded);
    if (open.length === 0) return;
    let lastSeq: Map<number, number>;
    try {
      lastSeq = await this.log.lastSeqs(open.map((room) => room.liveId));
    } catch (err) {
      this.logger.warn({ err }, 'live sequence audit failed');
      return;
    }
    for (const room of open) room.order.audit(lastSeq.get(room.liveId) ?? 0);
  }

  private async syncPresence(): Promise<void> {
    if (this.closing) return;
    const local = new Map<number, number>();
    for (const [liveId, room] of this.rooms) local.set(liveId, room.frames.sockets.size);
    try {
      this.remoteCounts = await this.bus.syncPresence(local);
    } catch (err) {
      this.logger.warn({ err }, 'live presence sync failed');
    }
    // Counts go to this instance's viewers only; every instance broadcasts its own (same) total.
    for (const room of this.rooms.values()) {
      const count = this.onlineCount(room.liveId);
      if (count === room.lastOnline) continue;
      room.lastOnline = count;
      room.frames.enqueue({ type: 'online', liveId: room.liveId, count });
    }
  }

  /** Shutdown, step one: deliver what is queued, then close every socket with 1001 (clients reconnect). */
  closeSockets(): void {
    this.closing = true;
    clearInterval(this.presenceTimer);
    clearInterval(this.auditTimer);
    for (const room of [...this.rooms.values()]) {
      room.frames.flush();
      for (const ws of room.frames.sockets) ws.close(LIVE_CLOSE.shuttingDown, 'server shutting down');
      this.dropRoom(room);
    }
  }

  async close(): Promise<void> {
    this.closeSockets();
    await this.bus.close();
  }
}
