import { CODE, HEARTBEAT_TEXT, LIVE_CATEGORY_DEFAULT, LIVE_CLOSE, LIVE_TEXT, MARKET_SOCKET_ID, QUOTE_MESSAGE, TEXT, type ServerEvent } from '@caixue/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Session } from '../auth/tokens';
import type { Db } from '../db/client';
import { Refused, type ConnectionAccess, type LiveChat } from '../modules/live/chat';
import type { Hub } from './hub';
import { AddressSockets, FrameBudget } from './guard';
import type { MemberSockets } from './members';
import type { QuoteFeed } from './quotes';
import { SessionCache } from './sessions';
/** Ping every interval; a socket that answered nothing (no pong, no frame) since the last one is dropped. */
export const PING_INTERVAL_MS = 30_000;
/** A socket of a module room that never proves access (no online frame) is closed after this. */
export const JOIN_TIMEOUT_MS = 60_000;
/** A socket closed for spending its refused-frame budget is no longer read, and dropped after this. */
export const REFUSED_CLOSE_GRACE_MS = 1_000;

export interface SocketContext {
  db: Db;
  hub: Hub;
  /** The message rules (modules/live): this layer only frames, authenticates and answers. */
  chat: LiveChat;
  logger: FastifyBaseLogger;
  now: () => number;
  /** Live sockets one client address may hold at once (config LIVE_SOCKETS_PER_ADDRESS). */
  socketsPerAddress: number;
  /** Sockets by member (personal events such as price alerts); filled by online frames with a valid token. */
  members?: MemberSockets;
  /** Live quotes (issue 15): subscriptions by socket, batched snapshots. */
  quotes?: QuoteFeed;
}

interface Client {
  ws: WebSocket;
  liveId: number;
  address: string;
  joined: boolean;
  alive: boolean;
  openedAt: number;
  access: ConnectionAccess;
  /** Frames of one socket are handled one after the other (acks come back in send order). */
  chain: Promise<void>;
  /** Frames waiting and frames refused (guard.ts). */
  budget: FrameBudget;
  /** In a module room: the session whose access let this socket in (checked again when it is revoked). */
  admittedBy: { memberId: number; token: string } | null;
  /** The market socket (MARKET_SOCKET_ID): no room, only personal events and live quotes. */
  roomless: boolean;
}

type Refusal = Extract<ServerEvent, { type: 'refused' }>;

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
  private readonly pingTimer: NodeJS.Timeout;
  private readonly sessions: SessionCache;
  private readonly addresses: AddressSockets;

  constructor(private readonly ctx: SocketContext) {
    this.sessions = new SessionCache(ctx.db, ctx.now);
    this.addresses = new AddressSockets(ctx.socketsPerAddress);
    this.pingTimer = setInterval(() => this.sweep(), PING_INTERVAL_MS);
    this.pingTimer.unref();
  }

  /**
   * A member's tokens were revoked (any instance): their cached sessions end now, and a module room's
   * socket that the member's token let in is closed like any socket without access (4403) when that
   * token is no longer a session (a password change keeps the changer's own).
   */
  forget(memberId: number): void {
    this.sessions.forget(memberId);
    for (const [ws, token] of this.ctx.members?.socketsOf(memberId) ?? []) {
      void this.sessions.get(token).then(
        (session) => (session ? undefined : this.ctx.members?.remove(ws)),
        () => this.ctx.members?.remove(ws),
      );
    }
    for (const client of this.clients) {
      const admitted = client.admittedBy;
      if (admitted?.memberId !== memberId) continue;
      client.chain = client.chain
        .then(() => this.recheck(client, admitted.token))
        .catch((err: unknown) => this.ctx.logger.error({ err, liveId: client.liveId }, 'live session recheck failed'));
    }
  }

  private async recheck(client: Client, token: string): Promise<void> {
    if (client.ws.readyState !== client.ws.OPEN || (await this.sessions.get(token))) return;
    this.send(client, { type: 'error', msg: TEXT.sessionExpired }, { type: 'refused', code: CODE.noPermission, msg: LIVE_TEXT.noAccess });
    client.ws.close(LIVE_CLOSE.noAccess, 'session ended');
  }

  /** Called on upgrade. Listeners are attached before anything is awaited so no frame is missed. */
  accept(ws: WebSocket, liveId: number, address: string): void {
    if (!this.addresses.take(address)) {
      ws.close(LIVE_CLOSE.tooManySockets, 'too many sockets from this address');
      return;
    }
    const client: Client = {
      ws,
      liveId,
      address,
      joined: false,
      alive: true,
      openedAt: Date.now(),
      access: this.ctx.chat.connection(),
      chain: Promise.resolve(),
      budget: new FrameBudget(),
      admittedBy: null,
      roomless: liveId === MARKET_SOCKET_ID,
    };
    this.clients.add(client);
    const room = client.roomless ? Promise.resolve(null) : this.ctx.chat.room(liveId);
    client.chain = room.then(
      (info) => {
        if (client.roomless) return;
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
      // Closing (e.g. its refused-frame budget is spent): what it still sent is not even decoded.
      if (ws.readyState !== ws.OPEN) return;
      client.alive = true;
      const text = isBinary ? '' : data.toString();
      if (text === HEARTBEAT_TEXT) {
        ws.send(HEARTBEAT_TEXT);
        return;
      }
      if (!client.budget.admit()) return this.refused(client);
      client.chain = client.chain
        .then(() => this.handle(client, text))
        .catch((err: unknown) => {
          this.ctx.logger.error({ err, liveId }, 'live frame failed');
        })
        .finally(() => client.budget.done());
    });
    ws.on('close', () => {
      this.addresses.release(address);
      this.clients.delete(client);
      this.ctx.members?.remove(ws);
      this.ctx.quotes?.remove(ws);
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

  /**
   * Counts a refused frame (malformed, no session, or dropped). A socket whose budget is spent gets the
   * close frame, then nothing more it sent is read (a flood is not even parsed) and it is dropped shortly.
   */
  private refused(client: Client): void {
    const { ws } = client;
    if (!client.budget.refuse() || ws.readyState !== ws.OPEN) return;
    ws.close(LIVE_CLOSE.tooManyRefused, 'too many refused frames');
    ws.pause();
    setTimeout(() => ws.terminate(), REFUSED_CLOSE_GRACE_MS).unref();
  }

  private async handle(client: Client, text: string): Promise<void> {
    if (client.ws.readyState !== client.ws.OPEN) return;
    let frame: unknown;
    try {
      frame = JSON.parse(text);
    } catch {
      frame = null;
    }
    const record = frame && typeof frame === 'object' && !Array.isArray(frame) ? (frame as Record<string, unknown>) : null;
    if (record?.type === QUOTE_MESSAGE.subscribe || record?.type === QUOTE_MESSAGE.unsubscribe) return this.quotes(client, record);
    if (record?.type === 'online') return client.roomless ? this.onlineRoomless(client, record) : this.online(client, record);
    if (record?.type === 'msg') return this.message(client, record);
    this.send(client, { type: 'refused', code: CODE.badRequest, msg: TEXT.badRequest });
    this.refused(client);
  }

  /** Live quotes on any socket of this client (room or market socket); a malformed frame counts as refused. */
  private async quotes(client: Client, frame: Record<string, unknown>): Promise<void> {
    if (!this.ctx.quotes) return this.refused(client);
    if (!(await this.ctx.quotes.handle(client.ws, frame))) this.refused(client);
  }

  /** The market socket's online frame: a valid token makes it the member's (personal events). */
  private async onlineRoomless(client: Client, frame: Record<string, unknown>): Promise<void> {
    const token = typeof frame.token === 'string' ? frame.token.trim() : '';
    if (token !== '') {
      const session = await this.sessions.get(token);
      if (!session) {
        this.send(client, { type: 'error', msg: TEXT.sessionExpired });
        this.refused(client);
        return;
      }
      this.ctx.members?.add(session.memberId, client.ws, token);
    }
    this.send(client, { type: 'online', liveId: MARKET_SOCKET_ID, count: 0 });
  }

  private async online(client: Client, frame: Record<string, unknown>): Promise<void> {
    const room = await this.ctx.chat.room(client.liveId);
    if (!room || !room.enabled) return;
    const token = typeof frame.token === 'string' ? frame.token.trim() : '';
    let session: Session | null = null;
    if (token !== '') {
      session = await this.sessions.get(token);
      // A stale login: the client clears it (and, in a module room, is refused below).
      if (!session) {
        this.send(client, { type: 'error', msg: TEXT.sessionExpired });
        this.refused(client);
        if (client.ws.readyState !== client.ws.OPEN) return;
      }
    }
    if (!(await this.ctx.chat.mayEnter(client.access, room, session?.memberId ?? null))) {
      this.send(client, { type: 'refused', code: CODE.noPermission, msg: LIVE_TEXT.noAccess });
      client.ws.close(LIVE_CLOSE.noAccess, 'no access');
      return;
    }
    client.admittedBy = room.moduleId !== null && session ? { memberId: session.memberId, token } : null;
    if (session) this.ctx.members?.add(session.memberId, client.ws, token);
    this.join(client);
    this.send(client, { type: 'online', liveId: client.liveId, count: this.ctx.hub.onlineCount(client.liveId) });
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
      pending?.written
        .then((stored) => this.send(client, { type: 'ack', clientMsgId: parsed.value?.clientMsgId ?? '', id: stored.id, seq: stored.seq }))
        .catch(fail);
    } catch (error) {
      fail(error);
    }
  }

  /** Frames a send for the chat rules: the frame must name this room and carry a live token. */
  private async check(
    client: Client,
    parsed: { value?: ParsedSend; clientMsgId?: string },
  ): Promise<{ written: Promise<{ id: number; seq: number }> } | undefined> {
    const frame = parsed.value;
    // Malformed frames and frames without a session count against the socket's budget; chat rules do not.
    if (!frame || frame.liveId !== client.liveId) {
      this.refused(client);
      throw new Refused(CODE.badRequest, TEXT.badRequest);
    }
    const token = frame.token.trim();
    if (token === '') {
      this.refused(client);
      throw new Refused(CODE.unauthorized, LIVE_TEXT.loginToComment);
    }
    const session = await this.sessions.get(token);
    if (!session) {
      this.send(client, { type: 'error', msg: TEXT.sessionExpired });
      this.refused(client);
      return undefined;
    }
    return this.ctx.chat.accept(client.access, {
      liveId: client.liveId,
      memberId: session.memberId,
      content: frame.content,
      categoryId: frame.categoryId,
      quoteId: frame.quoteId,
    });
  }

  private sweep(): void {
    const now = Date.now();
    for (const client of this.clients) {
      const { ws } = client;
      if (!client.alive) {
        ws.terminate();
        continue;
      }
      if (!client.joined && !client.roomless && now - client.openedAt > JOIN_TIMEOUT_MS) {
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
