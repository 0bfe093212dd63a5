import {
  CODE,
  HEARTBEAT_TEXT,
  LIVE_CATEGORY_DEFAULT,
  LIVE_CLOSE,
  LIVE_CONTENT_MAX,
  LIVE_TEXT,
  TEXT,
  type ServerEvent,
} from '@caixue/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { findSession, type Session } from '../auth/tokens';
import type { Db } from '../db/client';
import { liveMessages } from '../db/schema';
import { activeModuleIds, mayOpen } from '../modules/access/service';
import { isBlankHtml, sanitizeRichText } from '../text/sanitize';
import type { Hub } from './hub';
import type { RoomDirectory, RoomInfo } from './rooms';
import type { RoomWriters } from './writer';

/** A token's session (or its absence) is trusted this long per socket, so a busy sender costs no query per frame. */
export const SESSION_CACHE_MS = 30_000;
/** Entitlements per socket, same idea. */
export const ACCESS_CACHE_MS = 30_000;
/** Sends per member: a bucket of this many, refilled at this rate per second (room teachers are exempt). */
export const RATE_BURST = 5;
export const RATE_PER_SECOND = 5;
/** Ping every interval; a socket that answered nothing (no pong, no frame) since the last one is dropped. */
export const PING_INTERVAL_MS = 30_000;
/** A socket of a module room that never proves access (no online frame) is closed after this. */
export const JOIN_TIMEOUT_MS = 60_000;

export interface SocketContext {
  db: Db;
  hub: Hub;
  rooms: RoomDirectory;
  writers: RoomWriters;
  logger: FastifyBaseLogger;
  now: () => number;
}

interface Client {
  ws: WebSocket;
  liveId: number;
  joined: boolean;
  alive: boolean;
  openedAt: number;
  sessions: Map<string, { session: Session | null; until: number }>;
  access: { memberId: number; modules: Set<number>; until: number } | null;
  /** Frames of one socket are handled one after the other (acks come back in send order). */
  chain: Promise<void>;
}

type Refusal = Extract<ServerEvent, { type: 'refused' }>;

class Refused extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

interface ParsedSend {
  content: string;
  categoryId: number;
  quoteId: number | null;
  token: string;
  clientMsgId: string | undefined;
  liveId: number;
}

function isPositiveInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function toId(value: unknown): number | null {
  if (isPositiveInt(value)) return value;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value) && Number(value) > 0) return Number(value);
  return null;
}

/** Checks a msg frame's shape; the client id is kept when it is usable so the refusal can name it. */
function parseSend(frame: Record<string, unknown>): { value?: ParsedSend; clientMsgId?: string } {
  const clientMsgId = typeof frame.clientMsgId === 'string' && frame.clientMsgId.length <= 64 ? frame.clientMsgId : undefined;
  const liveId = toId(frame.liveId);
  const categoryId = frame.categoryId === undefined || frame.categoryId === null ? LIVE_CATEGORY_DEFAULT : toId(frame.categoryId);
  const quoteId = frame.quoteId === undefined || frame.quoteId === null || frame.quoteId === 0 || frame.quoteId === '' ? null : toId(frame.quoteId);
  const quoteOk = quoteId !== null || frame.quoteId === undefined || frame.quoteId === null || frame.quoteId === 0 || frame.quoteId === '';
  const token = frame.token === undefined || frame.token === null ? '' : frame.token;
  if (typeof frame.content !== 'string' || liveId === null || categoryId === null || !quoteOk || typeof token !== 'string') {
    return { clientMsgId };
  }
  return { value: { content: frame.content, liveId, categoryId, quoteId, token, clientMsgId }, clientMsgId };
}

/** The live socket for one room: presence, heartbeat and sending (SPEC §4, §7 WebSocket). */
export class LiveSockets {
  private readonly clients = new Set<Client>();
  private readonly buckets = new Map<number, { tokens: number; at: number }>();
  private readonly pingTimer: NodeJS.Timeout;

  constructor(private readonly ctx: SocketContext) {
    this.pingTimer = setInterval(() => this.sweep(), PING_INTERVAL_MS);
    this.pingTimer.unref();
  }

  /** Called on upgrade. Listeners are attached before anything is awaited so no frame is missed. */
  accept(ws: WebSocket, liveId: number): void {
    const client: Client = {
      ws,
      liveId,
      joined: false,
      alive: true,
      openedAt: Date.now(),
      sessions: new Map(),
      access: null,
      chain: Promise.resolve(),
    };
    this.clients.add(client);
    const room = this.ctx.rooms.get(liveId);
    client.chain = room.then(
      (info) => {
        if (!info || !info.enabled) {
          ws.close(LIVE_CLOSE.roomNotFound, 'room not found');
          return;
        }
        // Free rooms stream to anyone at once; module rooms only after the online frame proves access.
        if (info.moduleId === null) this.join(client);
      },
      (err: unknown) => {
        this.ctx.logger.error({ err, liveId }, 'live room lookup failed');
        ws.close(1011, 'server error');
      },
    );
    ws.on('pong', () => (client.alive = true));
    ws.on('message', (data, isBinary) => {
      client.alive = true;
      const text = isBinary ? '' : data.toString();
      if (text === HEARTBEAT_TEXT) {
        if (ws.readyState === ws.OPEN) ws.send(HEARTBEAT_TEXT);
        return;
      }
      client.chain = client.chain.then(() => this.handle(client, text)).catch((err: unknown) => {
        this.ctx.logger.error({ err, liveId }, 'live frame failed');
      });
    });
    ws.on('close', () => {
      this.clients.delete(client);
      if (client.joined) this.ctx.hub.leave(liveId, ws);
    });
  }

  private join(client: Client): void {
    if (client.joined || client.ws.readyState !== client.ws.OPEN) return;
    client.joined = true;
    this.ctx.hub.join(client.liveId, client.ws);
  }

  private send(client: Client, ...events: ServerEvent[]): void {
    this.ctx.hub.sendTo(client.ws, events);
  }

  private async handle(client: Client, text: string): Promise<void> {
    if (client.ws.readyState !== client.ws.OPEN) return;
    let frame: unknown;
    try {
      frame = JSON.parse(text);
    } catch {
      frame = null;
    }
    if (!frame || typeof frame !== 'object' || Array.isArray(frame)) {
      this.send(client, { type: 'refused', code: CODE.badRequest, msg: TEXT.badRequest });
      return;
    }
    const record = frame as Record<string, unknown>;
    if (record.type === 'online') return this.online(client, record);
    if (record.type === 'msg') return this.message(client, record);
    this.send(client, { type: 'refused', code: CODE.badRequest, msg: TEXT.badRequest });
  }

  private async session(client: Client, token: string): Promise<Session | null> {
    const now = Date.now();
    const hit = client.sessions.get(token);
    if (hit && hit.until > now) return hit.session;
    const session = await findSession(this.ctx.db, token, new Date(this.ctx.now()));
    if (client.sessions.size >= 4) client.sessions.clear();
    client.sessions.set(token, { session, until: now + SESSION_CACHE_MS });
    return session;
  }

  private async mayEnter(client: Client, room: RoomInfo, memberId: number | null): Promise<boolean> {
    if (room.moduleId === null) return true;
    if (memberId === null) return false;
    if (room.teacherByMember.has(memberId)) return true;
    const now = Date.now();
    if (!client.access || client.access.memberId !== memberId || client.access.until <= now) {
      const modules = await activeModuleIds(this.ctx.db, memberId, new Date(this.ctx.now()));
      client.access = { memberId, modules, until: now + ACCESS_CACHE_MS };
    }
    return mayOpen(room.moduleId, client.access.modules);
  }

  private async online(client: Client, frame: Record<string, unknown>): Promise<void> {
    const room = await this.ctx.rooms.get(client.liveId);
    if (!room || !room.enabled) return;
    const token = typeof frame.token === 'string' ? frame.token.trim() : '';
    let session: Session | null = null;
    if (token !== '') {
      session = await this.session(client, token);
      // A stale login: the client clears it (and, in a module room, is refused below).
      if (!session) this.send(client, { type: 'error', msg: TEXT.sessionExpired });
    }
    if (!(await this.mayEnter(client, room, session?.memberId ?? null))) {
      this.send(client, { type: 'refused', code: CODE.noPermission, msg: LIVE_TEXT.noAccess });
      client.ws.close(LIVE_CLOSE.noAccess, 'no access');
      return;
    }
    this.join(client);
    this.send(client, { type: 'online', liveId: client.liveId, count: this.ctx.hub.onlineCount(client.liveId) });
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

  private async message(client: Client, frame: Record<string, unknown>): Promise<void> {
    const parsed = parseSend(frame);
    const refuse = (code: number, msg: string) => {
      const event: Refusal = { type: 'refused', code, msg };
      if (parsed.clientMsgId !== undefined) event.clientMsgId = parsed.clientMsgId;
      this.send(client, event);
    };
    const fail = (error: unknown) => {
      if (error instanceof Refused) return refuse(error.code, error.message);
      this.ctx.logger.error({ err: error, liveId: client.liveId }, 'live message failed');
      refuse(CODE.error, TEXT.sendFailed);
    };
    try {
      const pending = await this.check(client, parsed);
      pending?.written.catch(fail);
    } catch (error) {
      fail(error);
    }
  }

  /** Checks a send; when it passes, answers the pending write (ack or failure come from it). */
  private async check(client: Client, parsed: { value?: ParsedSend; clientMsgId?: string }): Promise<{ written: Promise<void> } | undefined> {
    const frame = parsed.value;
    if (!frame || frame.liveId !== client.liveId) throw new Refused(CODE.badRequest, TEXT.badRequest);
    const token = frame.token.trim();
    if (token === '') throw new Refused(CODE.unauthorized, LIVE_TEXT.loginToComment);
    const session = await this.session(client, token);
    if (!session) {
      this.send(client, { type: 'error', msg: TEXT.sessionExpired });
      return undefined;
    }
    if (frame.content.length > LIVE_CONTENT_MAX) throw new Refused(CODE.badRequest, LIVE_TEXT.contentTooLong);
    const content = sanitizeRichText(frame.content);
    if (isBlankHtml(content)) throw new Refused(CODE.badRequest, TEXT.emptyContent);
    const room = await this.ctx.rooms.get(client.liveId);
    if (!room || !room.enabled) throw new Refused(CODE.notFound, LIVE_TEXT.roomNotFound);
    const teacherId = room.teacherByMember.get(session.memberId) ?? null;
    if (!(await this.mayEnter(client, room, session.memberId))) throw new Refused(CODE.noPermission, LIVE_TEXT.noAccess);
    if (room.isOpenComment !== 1 && teacherId === null) throw new Refused(CODE.badRequest, LIVE_TEXT.commentsClosed);
    if (teacherId === null && !this.takeToken(session.memberId)) throw new Refused(CODE.tooMany, LIVE_TEXT.tooFast);

    const quoteId = frame.quoteId === null ? null : await this.openQuote(client.liveId, frame.quoteId);
    // Not awaited: the socket's next frame is checked while this one is stored (the room's writer keeps
    // the order). The writer persists, then publishes; the ack follows.
    const written = this.ctx.writers
      .submit(client.liveId, { categoryId: frame.categoryId, memberId: session.memberId, teacherId, content, quoteId })
      .then((stored) => {
        if (!stored) throw new Refused(CODE.notFound, LIVE_TEXT.roomNotFound);
        this.send(client, { type: 'ack', clientMsgId: frame.clientMsgId ?? '', id: stored.id, seq: stored.seq });
      });
    return { written };
  }

  /** A quote must name an open message of the same room; anything else is dropped (the message still posts). */
  private async openQuote(liveId: number, quoteId: number): Promise<number | null> {
    const [row] = await this.ctx.db
      .select({ liveId: liveMessages.liveId, status: liveMessages.status })
      .from(liveMessages)
      .where(eq(liveMessages.id, quoteId))
      .limit(1);
    return row && row.liveId === liveId && row.status === 1 ? quoteId : null;
  }

  private sweep(): void {
    const now = Date.now();
    for (const client of this.clients) {
      const { ws } = client;
      if (!client.alive) {
        ws.terminate();
        continue;
      }
      if (!client.joined && now - client.openedAt > JOIN_TIMEOUT_MS) {
        ws.close(LIVE_CLOSE.noAccess, 'no online frame');
        continue;
      }
      client.alive = false;
      ws.ping();
    }
  }

  /** Shutdown: stop pinging and close the sockets that never joined a room (the hub closes the rest). */
  close(): void {
    clearInterval(this.pingTimer);
    for (const client of this.clients) {
      if (!client.joined) client.ws.close(LIVE_CLOSE.shuttingDown, 'server shutting down');
    }
  }
}
