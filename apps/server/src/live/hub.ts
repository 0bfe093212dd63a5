import { LIVE_BATCH_MS, LIVE_CLOSE, type LiveMessage, type ServerEvent } from '@caixue/contract';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocket } from 'ws';
import type { MessageLog } from '../modules/live/log';
import type { LivePublisher } from '../modules/live/publisher';
import type { LiveBus } from './bus';

/** A socket that has not drained this much is too slow to keep: it is dropped (close 4408). */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** How long a later message waits for an earlier one before the gap is read from the database. */
export const GAP_WAIT_MS = 500;
/** Presence: how often counts are synced across instances and changed counts broadcast. */
export const PRESENCE_INTERVAL_MS = 2_000;
/**
 * How often each open room compares its delivered seq with the room's last seq in the database. A
 * message that is stored but whose bus event never comes (Redis hiccup, a publish that failed on
 * another instance) and that no later message reveals is read from the database on the second check.
 */
export const AUDIT_INTERVAL_MS = 5_000;

type MsgEvent = Extract<ServerEvent, { type: 'msg' }>;

interface Room {
  liveId: number;
  sockets: Set<WebSocket>;
  /** Serialized events waiting for this room's next frame. */
  parts: string[];
  flushTimer: NodeJS.Timeout | null;
  /** performance.now() of the last frame sent, for the leading-edge batch. */
  lastFlushAt: number;
  /** Sequence ordering. `next` is the next seq to deliver; loaded from the room row on creation. */
  loaded: boolean;
  early: ServerEvent[];
  baseline: number;
  next: number;
  pending: Map<number, MsgEvent>;
  /** Non-message events that arrived while a gap was open: they follow the messages before them. */
  held: ServerEvent[];
  gapTimer: NodeJS.Timeout | null;
  filling: boolean;
  lastOnline: number;
  /** Last seq the previous audit found stored but not delivered (0: none). */
  suspect: number;
}

/**
 * Rooms of this instance: who is connected, the per-room batch queue, and sequence ordering of the
 * events that arrive from the bus. Every event goes through the bus (even on a single instance) so
 * one code path orders and batches everything.
 */
export class Hub implements LivePublisher {
  private readonly rooms = new Map<number, Room>();
  private remoteCounts = new Map<number, number>();
  private readonly presenceTimer: NodeJS.Timeout;
  private readonly auditTimer: NodeJS.Timeout;
  private closing = false;

  constructor(
    private readonly log: Pick<MessageLog, 'lastSeqs' | 'range'>,
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
    return (this.rooms.get(liveId)?.sockets.size ?? 0) + (this.remoteCounts.get(liveId) ?? 0);
  }

  publish(liveId: number, event: ServerEvent): void {
    this.bus.publish(liveId, event);
  }

  join(liveId: number, ws: WebSocket): void {
    let room = this.rooms.get(liveId);
    if (!room) {
      room = this.createRoom(liveId);
      this.rooms.set(liveId, room);
    }
    room.sockets.add(ws);
  }

  leave(liveId: number, ws: WebSocket): void {
    const room = this.rooms.get(liveId);
    if (!room) return;
    room.sockets.delete(ws);
    if (room.sockets.size === 0) this.dropRoom(room);
  }

  /** Sends events to one socket right away (answers to that socket: ack, refused, error, online). */
  sendTo(ws: WebSocket, events: ServerEvent[]): void {
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(events));
  }

  private createRoom(liveId: number): Room {
    const room: Room = {
      liveId,
      sockets: new Set(),
      parts: [],
      flushTimer: null,
      lastFlushAt: -Infinity,
      loaded: false,
      early: [],
      baseline: 0,
      next: 1,
      pending: new Map(),
      held: [],
      gapTimer: null,
      filling: false,
      lastOnline: -1,
      suspect: 0,
    };
    this.log
      .lastSeqs([liveId])
      .then((lastSeqs) => {
        room.baseline = lastSeqs.get(liveId) ?? 0;
        room.next = room.baseline + 1;
      })
      .catch((err: unknown) => this.logger.error({ err, liveId }, 'live room sequence load failed'))
      .finally(() => {
        room.loaded = true;
        const early = room.early;
        room.early = [];
        for (const event of early) this.route(room, event);
      });
    return room;
  }

  private dropRoom(room: Room): void {
    if (this.rooms.get(room.liveId) !== room) return;
    this.rooms.delete(room.liveId);
    if (room.flushTimer) clearTimeout(room.flushTimer);
    if (room.gapTimer) clearTimeout(room.gapTimer);
  }

  private receive(liveId: number, event: ServerEvent): void {
    const room = this.rooms.get(liveId);
    // Nobody watches this room here: nothing to deliver, nothing to order.
    if (!room) return;
    if (!room.loaded) room.early.push(event);
    else this.route(room, event);
  }

  private route(room: Room, event: ServerEvent): void {
    if (event.type === 'msg') this.order(room, event);
    else if (room.pending.size > 0) room.held.push(event);
    else this.enqueue(room, event);
  }

  /** Delivers messages in seq order: holds later ones briefly, then reads the gap from the database. */
  private order(room: Room, event: MsgEvent): void {
    const seq = event.data.seq;
    if (seq < room.next) {
      // Committed before this room was opened here: late, but the viewer may not have it yet.
      // Otherwise it was already delivered (read from the database to fill a gap): a duplicate.
      if (seq <= room.baseline) this.enqueue(room, event);
      return;
    }
    if (seq === room.next) {
      this.enqueue(room, event);
      room.next += 1;
      this.drain(room);
      return;
    }
    room.pending.set(seq, event);
    if (!room.gapTimer && !room.filling) room.gapTimer = setTimeout(() => void this.fillGap(room), GAP_WAIT_MS);
  }

  private async audit(): Promise<void> {
    if (this.closing || this.rooms.size === 0) return;
    const open = [...this.rooms.values()].filter((room) => room.loaded);
    if (open.length === 0) return;
    let lastSeq: Map<number, number>;
    try {
      lastSeq = await this.log.lastSeqs(open.map((room) => room.liveId));
    } catch (err) {
      this.logger.warn({ err }, 'live sequence audit failed');
      return;
    }
    for (const room of open) {
      const last = lastSeq.get(room.liveId) ?? 0;
      if (room.suspect > 0 && room.next <= room.suspect && !room.filling && !room.gapTimer) {
        this.logger.warn({ liveId: room.liveId, from: room.next, to: room.suspect }, 'live messages never arrived on the bus; reading them');
        void this.fillGap(room, room.suspect);
      }
      room.suspect = last >= room.next ? last : 0;
    }
  }

  private drain(room: Room): void {
    for (let event = room.pending.get(room.next); event; event = room.pending.get(room.next)) {
      room.pending.delete(room.next);
      this.enqueue(room, event);
      room.next += 1;
    }
    if (room.pending.size === 0) {
      if (room.gapTimer) clearTimeout(room.gapTimer);
      room.gapTimer = null;
      const held = room.held;
      room.held = [];
      for (const event of held) this.enqueue(room, event);
    } else if (!room.gapTimer && !room.filling) {
      room.gapTimer = setTimeout(() => void this.fillGap(room), GAP_WAIT_MS);
    }
  }

  /** Reads seqs from `next` up to `upTo` (default: just before the first held message) from the database. */
  private async fillGap(room: Room, upTo?: number): Promise<void> {
    room.gapTimer = null;
    if ((room.pending.size === 0 && upTo === undefined) || this.rooms.get(room.liveId) !== room || room.filling) return;
    room.filling = true;
    const from = room.next;
    const to = room.pending.size > 0 ? Math.min(...room.pending.keys()) - 1 : (upTo ?? 0);
    if (to < from) {
      room.filling = false;
      this.drain(room);
      return;
    }
    let found: LiveMessage[] = [];
    try {
      found = await this.log.range(room.liveId, from, to);
    } catch (err) {
      this.logger.error({ err, liveId: room.liveId, from, to }, 'live gap read failed');
    } finally {
      room.filling = false;
    }
    for (const message of found) {
      if (message.seq < room.next) continue;
      if (message.seq > room.next) {
        this.logger.warn({ liveId: room.liveId, missing: [room.next, message.seq - 1] }, 'live sequence gap not in the database; skipped');
      }
      this.enqueue(room, { type: 'msg', data: message });
      room.next = message.seq + 1;
    }
    if (room.next <= to) {
      // Not even in the database (should not happen: seq and row commit together). Never stall.
      this.logger.warn({ liveId: room.liveId, missing: [room.next, to] }, 'live sequence gap not in the database; skipped');
      room.next = to + 1;
    }
    this.drain(room);
  }

  /**
   * At most one frame per room per LIVE_BATCH_MS, leading edge: in a room that has been quiet for a
   * batch interval the event goes out at once (after the current tick, so events of one tick still
   * share a frame); otherwise it waits for the rest of the interval with whatever else arrives.
   */
  private enqueue(room: Room, event: ServerEvent): void {
    room.parts.push(JSON.stringify(event));
    if (room.flushTimer) return;
    const wait = Math.max(0, LIVE_BATCH_MS - (performance.now() - room.lastFlushAt));
    room.flushTimer = setTimeout(() => this.flush(room), wait);
  }

  /** One frame per room per batch: serialized once, the same bytes written to every socket. */
  private flush(room: Room): void {
    room.flushTimer = null;
    if (room.parts.length === 0) return;
    room.lastFlushAt = performance.now();
    const frame = Buffer.from(`[${room.parts.join(',')}]`);
    room.parts = [];
    for (const ws of room.sockets) {
      if (ws.readyState !== WebSocket.OPEN) continue;
      if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
        ws.close(LIVE_CLOSE.tooSlow, 'too slow');
        // A peer that does not read will not read the close frame either.
        setTimeout(() => ws.terminate(), 1_000).unref();
        room.sockets.delete(ws);
        continue;
      }
      ws.send(frame, { binary: false });
    }
  }

  private async syncPresence(): Promise<void> {
    if (this.closing) return;
    const local = new Map<number, number>();
    for (const [liveId, room] of this.rooms) local.set(liveId, room.sockets.size);
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
      this.enqueue(room, { type: 'online', liveId: room.liveId, count });
    }
  }

  /** Shutdown, step one: deliver what is queued, then close every socket with 1001 (clients reconnect). */
  closeSockets(): void {
    this.closing = true;
    clearInterval(this.presenceTimer);
    clearInterval(this.auditTimer);
    for (const room of [...this.rooms.values()]) {
      this.flush(room);
      for (const ws of room.sockets) ws.close(LIVE_CLOSE.shuttingDown, 'server shutting down');
      this.dropRoom(room);
    }
  }

  async close(): Promise<void> {
    this.closeSockets();
    await this.bus.close();
  }
}
