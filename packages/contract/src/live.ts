/**
 * Live rooms and their chat (SPEC §3 live message / room info, §4 chat socket, §7 Live, WebSocket).
 * Shared by the server's hub and the client's socket so both speak the same frames.
 */
import type { TeacherRef } from './schemas/common';
import type { LiveMessage } from './schemas/live';
import type { QuoteErrorMessage, QuoteSnapshotMessage } from './schemas/market';
import type { PriceAlertEvent } from './schemas/watchlist';

export type {
  DictItem,
  LiveHeats,
  LiveMessage,
  LiveMessageCategory,
  LiveNavItem,
  LivePerson,
  LiveQuote,
  LiveRoom,
  LiveRoomInfo,
  LiveTypeCode,
  ShareChannel,
} from './schemas/live';

export type LiveTeacherRef = TeacherRef;

/** 1 open, 0 closed (hidden from everyone but its author). */
export type LiveMessageStatus = LiveMessage['status'];

// ---------------------------------------------------------------------------------------------
// WebSocket frames. URL: socket base (`/ws/live/`) + liveId.

export const LIVE_SOCKET_PATH = '/ws/live/';
export const HEARTBEAT_TEXT = 'heartbeat';
/** The server groups each room's outgoing events into one frame per this interval. */
export const LIVE_BATCH_MS = 50;
export const LIVE_CATEGORY_DEFAULT = 1;
export const LIVE_TYPE_ID_WORD = 1;

/** Client → server: sent once on open (§4). userId is the member id, or 0 for visitors. */
export interface OnlineFrame {
  type: 'online';
  liveId: number;
  userType: 'member';
  userId: number;
  /** Optional: the token, so the server knows who is watching before the first message. */
  token?: string;
}

/** Client → server: a chat message (§7). `clientMsgId` (ours) lets the server acknowledge it. */
export interface SendFrame {
  type: 'msg';
  content: string;
  liveId: number;
  categoryId: number;
  quoteId: number | null;
  liveTypeId: number;
  token: string;
  clientMsgId?: string;
}

/**
 * Client → server: live quotes (issue 15) on the same socket. Subscriptions belong to the socket (sent
 * again after a reconnect); unsubscribe without symbols drops them all.
 */
export interface QuoteSubscribeFrame {
  type: 'quoteSubscribe' | 'quoteUnsubscribe';
  symbols?: string[];
}

/**
 * The socket a page without a live room opens (`/ws/live/0`): no room, no chat; it carries the
 * member's personal events (online frame with the token) and live quotes.
 */
export const MARKET_SOCKET_ID = 0;

export type ClientFrame = OnlineFrame | SendFrame | QuoteSubscribeFrame;

/** Server → client events. Frames are JSON arrays of events (one frame per room batch). */
export type ServerEvent =
  | { type: 'msg'; data: LiveMessage }
  /** A teacher closed a message: everyone but its author removes it. */
  | { type: 'close'; status: 0; data: LiveMessage }
  /** A teacher reopened a message: clients add it back in sequence order. */
  | { type: 'open'; status: 1; data: LiveMessage }
  | { type: 'online'; liveId: number; count: number }
  /** The sender's message was stored (id) — only sent to the sending socket. */
  | { type: 'ack'; clientMsgId: string; id: number; seq: number }
  /** The sender's message was refused (empty, comments closed, no access…) — only to the sender. */
  | { type: 'refused'; clientMsgId?: string; code: number; msg: string }
  /** Invalid or expired token: the client clears its login and goes to login (§8). */
  | { type: 'error'; msg: string }
  /** A price alert of the socket's member fired (issue 15): shown as a notice. */
  | PriceAlertEvent
  /** Live quotes (issue 15): the changed quotes of this socket's subscriptions, batched. */
  | QuoteSnapshotMessage
  /** A refused quoteSubscribe / quoteUnsubscribe (the socket stays open). */
  | QuoteErrorMessage;

export type ServerFrame = ServerEvent[];

/**
 * Close codes of the live socket. 1001: the server is shutting down (reconnect after the usual
 * delay). 4404: no such room, or it is disabled (do not reconnect). 4403: the room needs a module
 * the caller does not have (a 'refused' event with code 206 comes first; do not reconnect).
 * 4408: the socket fell too far behind (slow network): reconnect and fetch what was missed.
 * 4400: the socket sent too many refused frames (malformed, or tokens that are no session): a bug or
 * an attack; reconnect only after the usual delay. 4429: this address already has as many live sockets
 * as the server allows: reconnect after the usual delay.
 */
export const LIVE_CLOSE = {
  shuttingDown: 1001,
  tooManyRefused: 4400,
  noAccess: 4403,
  roomNotFound: 4404,
  tooSlow: 4408,
  tooManySockets: 4429,
} as const;

/** Longest message content (characters of the HTML as sent) the socket accepts. */
export const LIVE_CONTENT_MAX = 2000;
