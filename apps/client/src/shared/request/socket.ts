/**
 * The live chat socket (SPEC §4 "Chat socket", §7 WebSocket, §8 socket error). One socket per
 * client (the mini-program allows few): opening a room closes the previous room's socket.
 *
 * connect -> send online -> open; heartbeat text every 60 s; on error or an unexpected close,
 * close and reconnect after 10 s; after a failed heartbeat or send, restart at once. Frames from
 * the server are JSON arrays of events. A message sent with send() resolves on the server's ack
 * (matched by clientMsgId) and rejects on refused, time-out or socket failure.
 */
import Taro from '@tarojs/taro';
import {
  HEARTBEAT_MS, HEARTBEAT_TEXT, LIVE_CLOSE, MARKET_SOCKET_ID, SOCKET_RECONNECT_MS, TEXT,
  type OnlineFrame, type SendFrame, type ServerEvent,
} from '@caixue/contract';
import { clearLogin, getMemberId, getToken } from '../session/auth';
import { ENV } from '../platform/env';
import { goToLogin } from '../navigation/navigation';
import { isH5, isWeChatBrowser } from '../platform/platform';
import { confirm } from '../ui/toast';

export type SocketStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** How long a sent message waits for the server's ack. */
export const SEND_ACK_TIMEOUT_MS = 10_000;

export interface SocketTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const globalTimers: SocketTimers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

export interface LiveSocketOptions {
  /** The socket address without the live id; defaults to ENV.socketBase. */
  socketBase?: string;
  timers?: SocketTimers;
  heartbeatMs?: number;
  reconnectMs?: number;
  ackTimeoutMs?: number;
}

/** What the server answered for a stored message. */
export interface SendAck {
  clientMsgId: string;
  id: number;
  seq: number;
}

/** refused: the server said no (msg is its text); session: the login expired (§8 handling runs). */
export type SendFailureKind = 'refused' | 'timeout' | 'socket' | 'session';

export class LiveSendError extends Error {
  constructor(
    message: string,
    readonly kind: SendFailureKind,
    /** The server's code for 'refused'. */
    readonly code = 0,
  ) {
    super(message);
    this.name = 'LiveSendError';
  }
}

/** The message to send; the socket fills in the token and the clientMsgId. */
export type OutgoingMessage = Omit<SendFrame, 'type' | 'token' | 'clientMsgId'> & { token?: string; clientMsgId?: string };

type EventListener = (event: ServerEvent) => void;
type StatusListener = (status: SocketStatus) => void;
type Listener = () => void;

interface PendingSend {
  resolve: (ack: SendAck) => void;
  reject: (error: LiveSendError) => void;
  timer: unknown;
}

/** The subset of Taro's SocketTask this client uses (H5 returns promises from send, weapp does not). */
interface SocketTaskLike {
  send(option: { data: string; success?: () => void; fail?: (res: unknown) => void }): unknown;
  close(option: { code?: number; reason?: string; success?: () => void; fail?: () => void }): unknown;
  onOpen(fn: () => void): void;
  onClose(fn: (res: { code?: number; reason?: string }) => void): void;
  onError(fn: (res: unknown) => void): void;
  onMessage(fn: (res: { data: unknown }) => void): void;
}

/**
 * Parses a server frame: a JSON array of events (a single event object is tolerated, the
 * heartbeat text and anything unreadable give no events).
 */
export function parseServerFrame(data: unknown): ServerEvent[] {
  if (typeof data !== 'string' || data === HEARTBEAT_TEXT || data === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return [];
  }
  const items = Array.isArray(parsed) ? parsed : [parsed];
  return items.filter((item): item is ServerEvent =>
    typeof item === 'object' && item !== null && typeof (item as { type?: unknown }).type === 'string');
}

let clientMsgCounter = 0;
function nextClientMsgId(): string {
  clientMsgCounter += 1;
  return `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}${clientMsgCounter}`;
}

function sendOnTask(task: SocketTaskLike, data: string): Promise<void> {
  return new Promise((resolve, reject) => {
    try {
      const result = task.send({ data, success: () => resolve(), fail: (res) => reject(res) });
      // H5's SocketTask also returns a promise (rejected on failure): settle from it, never leave it unhandled.
      if (result && typeof (result as Promise<unknown>).then === 'function') {
        (result as Promise<unknown>).then(() => resolve(), reject);
      }
    } catch (error) {
      reject(error);
    }
  });
}

/** Only one "session expired" dialog and trip to login at a time. */
let sessionExpiry: Promise<void> | null = null;

/**
 * SPEC §8: a socket error (invalid or expired token) clears the stored login and goes to login,
 * directly inside WeChat (its webview or the mini-program), in a browser after a confirm.
 */
export function handleSocketSessionError(): Promise<void> {
  clearLogin();
  if (sessionExpiry) return sessionExpiry;
  sessionExpiry = (async () => {
    const inBrowser = isH5() && !isWeChatBrowser();
    if (inBrowser && !(await confirm({ content: TEXT.sessionExpiredConfirm }))) return;
    await goToLogin();
  })()
    .catch((error) => console.error('live socket: could not open the login page', error))
    .finally(() => { sessionExpiry = null; });
  return sessionExpiry;
}

export class LiveSocket {
  readonly liveId: number;
  /** The close code of the last connection the server closed (e.g. LIVE_CLOSE.noAccess), if any. */
  lastCloseCode: number | null = null;
  /** Closed because another room opened its socket (a page left open underneath may reopen). */
  replaced = false;
  private readonly url: string;
  private readonly timers: SocketTimers;
  private readonly heartbeatMs: number;
  private readonly reconnectMs: number;
  private readonly ackTimeoutMs: number;

  private task: SocketTaskLike | null = null;
  /** Bumped whenever a task is dropped, so late callbacks of an old task are ignored. */
  private generation = 0;
  private currentStatus: SocketStatus = 'connecting';
  private started = false;
  private stopped = false;
  private everOpened = false;
  private heartbeatTimer: unknown = null;
  private reconnectTimer: unknown = null;
  private readonly pending = new Map<string, PendingSend>();
  private readonly eventListeners = new Set<EventListener>();
  private readonly statusListeners = new Set<StatusListener>();
  private readonly reconnectedListeners = new Set<Listener>();

  constructor(liveId: number, options: LiveSocketOptions = {}) {
    this.liveId = liveId;
    this.url = `${options.socketBase ?? ENV.socketBase}${liveId}`;
    this.timers = options.timers ?? globalTimers;
    this.heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
    this.reconnectMs = options.reconnectMs ?? SOCKET_RECONNECT_MS;
    this.ackTimeoutMs = options.ackTimeoutMs ?? SEND_ACK_TIMEOUT_MS;
  }

  get status(): SocketStatus {
    return this.currentStatus;
  }

  get isOpen(): boolean {
    return this.currentStatus === 'open';
  }

  /** Every server event, in the order received. Returns the unsubscribe function. */
  on(listener: EventListener): () => void {
    this.eventListeners.add(listener);
    return () => { this.eventListeners.delete(listener); };
  }

  onStatus(listener: StatusListener): () => void {
    this.statusListeners.add(listener);
    return () => { this.statusListeners.delete(listener); };
  }

  /** Called each time the socket is open again after a drop: the room fetches what it missed. */
  onReconnected(listener: Listener): () => void {
    this.reconnectedListeners.add(listener);
    return () => { this.reconnectedListeners.delete(listener); };
  }

  /** Starts connecting (once). */
  connect(): this {
    if (this.started || this.stopped) return this;
    this.started = true;
    void this.openTask();
    return this;
  }

  /** Closes for good: no reconnect, pending sends fail, status 'closed'. */
  close(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.clearReconnect();
    this.dropTask();
    this.failPending('socket');
    this.setStatus('closed');
    if (current === this) current = null;
  }

  /** Sends a chat message; resolves with the server's ack. */
  send(message: OutgoingMessage): Promise<SendAck> {
    const clientMsgId = message.clientMsgId ?? nextClientMsgId();
    const frame: SendFrame = { ...message, type: 'msg', token: message.token ?? getToken() ?? '', clientMsgId };
    const task = this.task;
    if (!task || !this.isOpen) return Promise.reject(new LiveSendError(TEXT.sendFailed, 'socket'));
    return new Promise<SendAck>((resolve, reject) => {
      const timer = this.timers.setTimeout(() => {
        if (!this.pending.delete(clientMsgId)) return;
        reject(new LiveSendError(TEXT.sendFailed, 'timeout'));
        // No ack in time: the connection is likely dead (SPEC §4: restart after a failed send).
        this.restart();
      }, this.ackTimeoutMs);
      this.pending.set(clientMsgId, { resolve, reject, timer });
      sendOnTask(task, JSON.stringify(frame)).catch(() => {
        const entry = this.pending.get(clientMsgId);
        if (!entry) return;
        this.settle(clientMsgId);
        reject(new LiveSendError(TEXT.sendFailed, 'socket'));
        if (this.task === task) this.restart();
      });
    });
  }

  /**
   * Sends a frame that gets no ack (live quote subscriptions); false when the socket is not open (the
   * caller sends again when the status turns 'open').
   */
  sendFrame(frame: object): boolean {
    const task = this.task;
    if (!task || !this.isOpen) return false;
    sendOnTask(task, JSON.stringify(frame)).catch(() => {
      if (this.task === task) this.restart();
    });
    return true;
  }

  // -------------------------------------------------------------------------------------------

  private setStatus(status: SocketStatus): void {
    if (this.currentStatus === status) return;
    this.currentStatus = status;
    for (const listener of [...this.statusListeners]) listener(status);
  }

  private async openTask(): Promise<void> {
    if (this.stopped) return;
    this.setStatus(this.everOpened ? 'reconnecting' : 'connecting');
    const generation = ++this.generation;
    let task: SocketTaskLike;
    try {
      task = (await Taro.connectSocket({ url: this.url })) as unknown as SocketTaskLike;
    } catch {
      if (generation === this.generation) this.scheduleReconnect();
      return;
    }
    if (this.stopped || generation !== this.generation) {
      closeQuietly(task);
      return;
    }
    this.task = task;
    const live = () => !this.stopped && generation === this.generation;
    task.onOpen(() => {
      if (!live()) return;
      this.handleOpen(task);
    });
    task.onMessage((res) => {
      if (live()) this.handleFrame(res.data);
    });
    task.onError(() => {
      if (live()) this.scheduleReconnect();
    });
    task.onClose((res) => {
      if (!live()) return;
      this.lastCloseCode = res?.code ?? null;
      if (this.lastCloseCode === LIVE_CLOSE.noAccess || this.lastCloseCode === LIVE_CLOSE.roomNotFound) this.giveUp();
      else if (this.lastCloseCode === LIVE_CLOSE.tooSlow) this.restart();
      else this.scheduleReconnect();
    });
  }

  private handleOpen(task: SocketTaskLike): void {
    const token = getToken();
    const online: OnlineFrame = { type: 'online', liveId: this.liveId, userType: 'member', userId: getMemberId() ?? 0 };
    if (token) online.token = token;
    sendOnTask(task, JSON.stringify(online)).catch(() => {
      if (this.task === task) this.restart();
    });
    this.setStatus('open');
    this.startHeartbeat(task);
    const reconnected = this.everOpened;
    this.everOpened = true;
    if (reconnected) for (const listener of [...this.reconnectedListeners]) listener();
  }

  private handleFrame(data: unknown): void {
    for (const event of parseServerFrame(data)) {
      if (event.type === 'ack') this.resolvePending(event);
      else if (event.type === 'refused') this.refusePending(event);
      else if (event.type === 'error') {
        // A send that met an expired login gets no ack: it fails now, beside the login prompt.
        this.failPending('session');
        void handleSocketSessionError();
      }
      for (const listener of [...this.eventListeners]) listener(event);
    }
  }

  private resolvePending(ack: Extract<ServerEvent, { type: 'ack' }>): void {
    const entry = this.settle(ack.clientMsgId);
    entry?.resolve({ clientMsgId: ack.clientMsgId, id: ack.id, seq: ack.seq });
  }

  private refusePending(refused: Extract<ServerEvent, { type: 'refused' }>): void {
    // A refusal without an id answers the oldest message still waiting.
    const id = refused.clientMsgId ?? this.pending.keys().next().value;
    if (id === undefined) return;
    const entry = this.settle(id);
    entry?.reject(new LiveSendError(refused.msg || TEXT.sendFailed, 'refused', refused.code));
  }

  private settle(clientMsgId: string): PendingSend | undefined {
    const entry = this.pending.get(clientMsgId);
    if (!entry) return undefined;
    this.pending.delete(clientMsgId);
    this.timers.clearTimeout(entry.timer);
    return entry;
  }

  private failPending(kind: SendFailureKind): void {
    for (const id of [...this.pending.keys()]) {
      this.settle(id)?.reject(new LiveSendError(TEXT.sendFailed, kind));
    }
  }

  private startHeartbeat(task: SocketTaskLike): void {
    this.stopHeartbeat();
    this.heartbeatTimer = this.timers.setInterval(() => {
      sendOnTask(task, HEARTBEAT_TEXT).catch(() => {
        if (this.task === task) this.restart();
      });
    }, this.heartbeatMs);
  }

  private stopHeartbeat(): void {
    if (this.heartbeatTimer !== null) this.timers.clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
  }

  private clearReconnect(): void {
    if (this.reconnectTimer !== null) this.timers.clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
  }

  /** Closes the current task and ignores anything it still reports. */
  private dropTask(): void {
    this.generation += 1;
    this.stopHeartbeat();
    const task = this.task;
    this.task = null;
    if (task) closeQuietly(task);
  }

  /** SPEC §4: on error (or an unexpected close) close, and reconnect after 10 s. */
  private scheduleReconnect(): void {
    if (this.stopped) return;
    this.dropTask();
    this.failPending('socket');
    this.setStatus('reconnecting');
    this.clearReconnect();
    this.reconnectTimer = this.timers.setTimeout(() => {
      this.reconnectTimer = null;
      void this.openTask();
    }, this.reconnectMs);
  }

  /** The server closed for good (no access to the room, or no such room): no reconnect. */
  private giveUp(): void {
    this.clearReconnect();
    this.dropTask();
    this.failPending('socket');
    this.stopped = true;
    this.setStatus('closed');
  }

  /** SPEC §4: after a failed heartbeat or send, restart the socket at once. */
  private restart(): void {
    if (this.stopped) return;
    this.clearReconnect();
    this.dropTask();
    this.failPending('socket');
    void this.openTask();
  }
}

function closeQuietly(task: SocketTaskLike): void {
  try {
    const result = task.close({ code: 1000, reason: 'client close', fail: () => undefined });
    if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).catch(() => undefined);
  } catch {
    // Already closed.
  }
}

let current: LiveSocket | null = null;

/** Opens the socket of a room, closing the previous room's socket (one socket per client). */
export function openLiveSocket(liveId: number, options?: LiveSocketOptions): LiveSocket {
  if (current) {
    current.replaced = true;
    current.close();
  }
  const socket = new LiveSocket(liveId, options);
  current = socket;
  socket.connect();
  return socket;
}

/** The open room socket, if any. */
export function currentLiveSocket(): LiveSocket | null {
  return current;
}

/**
 * The client's one socket for things that need no room (live quotes, personal events): the open room
 * socket when there is one, else the market socket (`/ws/live/0`). A room opened later replaces it.
 */
export function sharedLiveSocket(options?: LiveSocketOptions): LiveSocket {
  if (current && current.status !== 'closed') return current;
  return openLiveSocket(MARKET_SOCKET_ID, options);
}
