import type { LiveMessage, ServerEvent } from '@caixue/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { MessageLog } from '../modules/live/log';

/** How long a later message waits for an earlier one before the gap is read from the database. */
export const GAP_WAIT_MS = 500;

type MsgEvent = Extract<ServerEvent, { type: 'msg' }>;

/** What ordering reads from the stored message log. */
export type SeqLog = Pick<MessageLog, 'lastSeqs' | 'range'>;

/**
 * One room's sequence order on this instance: `msg` events leave in seq order whatever order the bus
 * brings them in. A later message waits briefly for the earlier ones, then the gap is read from the
 * database; other events wait behind the messages before them. Nothing is dropped or reordered.
 */
export class RoomOrder {
  /** `next` is the next seq to deliver; loaded from the room row on creation. */
  loaded = false;
  private early: ServerEvent[] = [];
  private baseline = 0;
  private next = 1;
  private readonly pending = new Map<number, MsgEvent>();
  /** Non-message events that arrived while a gap was open: they follow the messages before them. */
  private held: ServerEvent[] = [];
  private gapTimer: NodeJS.Timeout | null = null;
  private filling = false;
  /** Last seq the previous audit found stored but not delivered (0: none). */
  private suspect = 0;
  private stopped = false;

  constructor(
    private readonly liveId: number,
    private readonly log: SeqLog,
    private readonly logger: FastifyBaseLogger,
    /** Where ordered events go (the room's outgoing batch). */
    private readonly deliver: (event: ServerEvent) => void,
  ) {
    log
      .lastSeqs([liveId])
      .then((lastSeqs) => {
        this.baseline = lastSeqs.get(liveId) ?? 0;
        this.next = this.baseline + 1;
      })
      .catch((err: unknown) => this.logger.error({ err, liveId }, 'live room sequence load failed'))
      .finally(() => {
        this.loaded = true;
        const early = this.early;
        this.early = [];
        for (const event of early) this.route(event);
      });
  }

  receive(event: ServerEvent): void {
    if (!this.loaded) this.early.push(event);
    else this.route(event);
  }

  /** The room is gone here: no more gap reads. */
  stop(): void {
    this.stopped = true;
    if (this.gapTimer) clearTimeout(this.gapTimer);
  }

  /**
   * Called periodically with the room's last stored seq. A message that is stored but whose bus event
   * never comes (Redis hiccup, a publish that failed on another instance) and that no later message
   * reveals is read from the database on the second check.
   */
  audit(last: number): void {
    if (this.suspect > 0 && this.next <= this.suspect && !this.filling && !this.gapTimer) {
      this.logger.warn({ liveId: this.liveId, from: this.next, to: this.suspect }, 'live messages never arrived on the bus; reading them');
      void this.fillGap(this.suspect);
    }
    this.suspect = last >= this.next ? last : 0;
  }

  private route(event: ServerEvent): void {
    if (event.type === 'msg') this.order(event);
    else if (this.pending.size > 0) this.held.push(event);
    else this.deliver(event);
  }

  /** Delivers messages in seq order: holds later ones briefly, then reads the gap from the database. */
  private order(event: MsgEvent): void {
    const seq = event.data.seq;
    if (seq < this.next) {
      // Committed before this room was opened here: late, but the viewer may not have it yet.
      // Otherwise it was already delivered (read from the database to fill a gap): a duplicate.
      if (seq <= this.baseline) this.deliver(event);
      return;
    }
    if (seq === this.next) {
      this.deliver(event);
      this.next += 1;
      this.drain();
      return;
    }
    this.pending.set(seq, event);
    if (!this.gapTimer && !this.filling) this.gapTimer = setTimeout(() => void this.fillGap(), GAP_WAIT_MS);
  }

  private drain(): void {
    for (let event = this.pending.get(this.next); event; event = this.pending.get(this.next)) {
      this.pending.delete(this.next);
      this.deliver(event);
      this.next += 1;
    }
    if (this.pending.size === 0) {
      if (this.gapTimer) clearTimeout(this.gapTimer);
      this.gapTimer = null;
      const held = this.held;
      this.held = [];
      for (const event of held) this.deliver(event);
    } else if (!this.gapTimer && !this.filling) {
      this.gapTimer = setTimeout(() => void this.fillGap(), GAP_WAIT_MS);
    }
  }

  /** Reads seqs from `next` up to `upTo` (default: just before the first held message) from the database. */
  private async fillGap(upTo?: number): Promise<void> {
    this.gapTimer = null;
    if ((this.pending.size === 0 && upTo === undefined) || this.stopped || this.filling) return;
    this.filling = true;
    const from = this.next;
    const to = this.pending.size > 0 ? Math.min(...this.pending.keys()) - 1 : (upTo ?? 0);
    if (to < from) {
      this.filling = false;
      this.drain();
      return;
    }
    let found: LiveMessage[] = [];
    try {
      found = await this.log.range(this.liveId, from, to);
    } catch (err) {
      this.logger.error({ err, liveId: this.liveId, from, to }, 'live gap read failed');
    } finally {
      this.filling = false;
    }
    for (const message of found) {
      if (message.seq < this.next) continue;
      if (message.seq > this.next) {
        this.logger.warn({ liveId: this.liveId, missing: [this.next, message.seq - 1] }, 'live sequence gap not in the database; skipped');
      }
      this.deliver({ type: 'msg', data: message });
      this.next = message.seq + 1;
    }
    if (this.next <= to) {
      // Not even in the database (should not happen: seq and row commit together). Never stall.
      this.logger.warn({ liveId: this.liveId, missing: [this.next, to] }, 'live sequence gap not in the database; skipped');
      this.next = to + 1;
    }
    this.drain();
  }
}
