import { CODE, LIVE_CONTENT_MAX, LIVE_TEXT, TEXT } from '@caixue/contract';
import { ID_MAX } from '@caixue/contract/schemas/common';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { isBlankHtml, sanitizeRichText } from '../../text/sanitize';
import { mayOpen, viewerOf } from '../access/service';
import { findMessageState } from './message-repo';
import type { ChatPictures } from './chat-pictures';
import type { LivePublisher } from './publisher';
import { loadRoomInfo, type RoomInfo } from './repo';
import { RoomWriters } from './writer';

export type { RoomInfo } from './repo';

/** Room facts (enabled, comment switch, teachers) are trusted this long: a busy room does not query per message. */
export const ROOM_CACHE_MS = 3_000;
/** Entitlements per connection, same idea. */
export const ACCESS_CACHE_MS = 30_000;
/** Sends per member: a bucket of this many, refilled at this rate per second (room teachers are exempt). */
export const RATE_BURST = 5;
export const RATE_PER_SECOND = 5;

/** A message the rules turn down; `code` and `message` go back to the sender as they are. */
export class Refused extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * One connection's entitlements (a socket lives for hours): the member's active modules, reloaded at
 * most every ACCESS_CACHE_MS. A caller without a connection (one HTTP request) uses a fresh one.
 */
export class ConnectionAccess {
  private cached: { memberId: number; modules: ReadonlySet<number>; until: number } | null = null;

  constructor(private readonly load: (memberId: number) => Promise<ReadonlySet<number>>) {}

  async modules(memberId: number): Promise<ReadonlySet<number>> {
    const now = Date.now();
    if (!this.cached || this.cached.memberId !== memberId || this.cached.until <= now) {
      this.cached = { memberId, modules: await this.load(memberId), until: now + ACCESS_CACHE_MS };
    }
    return this.cached.modules;
  }
}

/** A message as the sender gave it (its shape already checked by the transport). */
export interface ChatSend {
  liveId: number;
  memberId: number;
  content: string;
  categoryId: number;
  quoteId: number | null;
}

/**
 * The rules a live chat message must pass (SPEC §4), in one place for every transport: length,
 * sanitizing, room, access, comment switch, rate limit and quote. An accepted message goes to the
 * room's write queue, which stores it with the next seq and publishes it.
 */
export class LiveChat {
  private readonly rooms = new Map<number, { at: number; info: Promise<RoomInfo | null> }>();
  private readonly buckets = new Map<number, { tokens: number; at: number }>();
  private readonly writers: RoomWriters;

  constructor(
    private readonly deps: { db: Db; publisher: LivePublisher; logger: FastifyBaseLogger; now: () => number; pictures: ChatPictures },
  ) {
    this.writers = new RoomWriters(deps.db, deps.publisher, deps.logger, deps.pictures);
  }

  /** Entitlements for one connection (see ConnectionAccess). */
  connection(): ConnectionAccess {
    return new ConnectionAccess(async (memberId) => (await viewerOf(this.deps.db, memberId, new Date(this.deps.now()))).modules);
  }

  /** The room (enabled or not), cached briefly: the comment switch and teacher changes show up within seconds. */
  room(liveId: number): Promise<RoomInfo | null> {
    const hit = this.rooms.get(liveId);
    const now = Date.now();
    if (hit && now - hit.at < ROOM_CACHE_MS) return hit.info;
    const info = loadRoomInfo(this.deps.db, liveId);
    this.rooms.set(liveId, { at: now, info });
    info.catch(() => this.rooms.delete(liveId));
    if (this.rooms.size > 10_000) this.rooms.clear();
    return info;
  }

  /** Free rooms open to anyone; module rooms to the room's teachers and members holding the module. */
  async mayEnter(access: ConnectionAccess, room: RoomInfo, memberId: number | null): Promise<boolean> {
    if (room.moduleId === null) return true;
    if (memberId === null) return false;
    if (room.teacherByMember.has(memberId)) return true;
    return mayOpen(room.moduleId, await access.modules(memberId));
  }

  /**
   * Checks a send (throws Refused); when it passes, the message is queued and `written` settles once
   * it is stored and published (rejecting with Refused when the room vanished meanwhile). Not awaited
   * here, so a connection's next message is checked while this one is stored (the writer keeps order).
   */
  async accept(access: ConnectionAccess, send: ChatSend): Promise<{ written: Promise<{ id: number; seq: number }> }> {
    // Ids within the contract's id range, whatever the transport parsed (a frame may carry 15 digits).
    for (const [field, id] of [['categoryId', send.categoryId], ['quoteId', send.quoteId]] as const) {
      if (id !== null && !(Number.isInteger(id) && id >= 1 && id <= ID_MAX)) throw new Refused(CODE.badRequest, TEXT.fieldInvalid(field));
    }
    if (send.content.length > LIVE_CONTENT_MAX) throw new Refused(CODE.badRequest, LIVE_TEXT.contentTooLong);
    // PostgreSQL refuses NUL in text; HTTP refuses it at the edge, frames here.
    if (send.content.includes('\u0000')) throw new Refused(CODE.badRequest, TEXT.fieldIllegalChars('content'));
    const content = sanitizeRichText(send.content);
    if (isBlankHtml(content)) throw new Refused(CODE.badRequest, TEXT.emptyContent);
    const room = await this.room(send.liveId);
    if (!room || !room.enabled) throw new Refused(CODE.notFound, LIVE_TEXT.roomNotFound);
    const teacherId = room.teacherByMember.get(send.memberId) ?? null;
    if (!(await this.mayEnter(access, room, send.memberId))) throw new Refused(CODE.noPermission, LIVE_TEXT.noAccess);
    if (room.isOpenComment !== 1 && teacherId === null) throw new Refused(CODE.badRequest, LIVE_TEXT.commentsClosed);
    if (teacherId === null && !this.takeToken(send.memberId)) throw new Refused(CODE.tooMany, LIVE_TEXT.tooFast);

    const quoteId = send.quoteId === null ? null : await this.openQuote(send.liveId, send.quoteId);
    // A gated room's pictures are kept in the gated area (issue 11): stored as /media/chat/…, signed when handed out.
    const stored = room.moduleId === null ? content : await this.deps.pictures.gate(content, send.memberId);
    const written = this.writers
      .submit(send.liveId, { categoryId: send.categoryId, memberId: send.memberId, teacherId, content: stored, quoteId })
      .then((stored) => {
        if (!stored) throw new Refused(CODE.notFound, LIVE_TEXT.roomNotFound);
        return stored;
      });
    return { written };
  }

  private takeToken(memberId: number): boolean {
    const now = Date.now();
    const bucket = this.buckets.get(memberId) ?? { tokens: RATE_BURST, at: now };
    bucket.tokens = Math.min(RATE_BURST, bucket.tokens + ((now - bucket.at) / 1000) * RATE_PER_SECOND);
    bucket.at = now;
    if (this.buckets.size > 50_000) this.buckets.clear();
    this.buckets.set(memberId, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  /** A quote must name an open message of the same room; anything else is dropped (the message still posts). */
  private async openQuote(liveId: number, quoteId: number): Promise<number | null> {
    const row = await findMessageState(this.deps.db, quoteId);
    return row && row.liveId === liveId && row.status === 1 ? quoteId : null;
  }
}
