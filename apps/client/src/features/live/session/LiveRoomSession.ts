/**
 * One text or video room's chat session, in plain TypeScript (no React): info, messages (live over
 * the socket, caught up over HTTP after every (re)connect or gap), pinned messages, online count,
 * sending and moderation. It publishes snapshots to subscribers (hooks/useLiveRoom binds it to React).
 *
 * No message is lost or shown twice: the list is keyed by id and ordered by seq, and every time the
 * socket opens the room asks the server for everything after the last seq it has.
 */
import {
  LIVE_CATEGORY_DEFAULT, LIVE_TYPE_ID_WORD, PAGE_SIZE, TEXT,
  type LiveMessage, type LiveRoomInfo, type LiveTypeCode, type ServerEvent,
} from '@caixue/contract';
import { getMemberId, getToken } from '@/shared/session/auth';
import { goToLogin } from '@/shared/navigation/navigation';
import { LiveSendError, openLiveSocket, type LiveSocket, type SocketStatus } from '@/shared/request/socket';
import { toast } from '@/shared/ui/toast';
import {
  fetchMessagesPage, fetchMessagesSince, fetchRoomInfo, fetchTopMessages, setMessageStatus,
} from '../api';
import {
  EMPTY_LIST, appendIfNewer, applyClose, applyOpen, applyStatus, hasGap, keepsClosed, listFromPage,
  mergeMissed, prependOlder, type MessageListState,
} from '../model';

export type LiveConnection = SocketStatus;

/** What the session publishes to React. */
export interface LiveRoomSnapshot {
  info: LiveRoomInfo | null;
  list: MessageListState;
  top: LiveMessage[];
  online: number;
  connection: LiveConnection;
  /** The first load (info, first page, pinned) is under way. */
  loading: boolean;
  /** Why the first load failed (reload() tries again). */
  error: string | null;
  hasOlder: boolean;
}

export interface LiveRoomSessionOptions {
  /**
   * After an ack, how long the room waits for its own message to arrive over the socket before
   * fetching it over HTTP.
   */
  ackArrivalMs?: number;
  openSocket?: (liveId: number) => LiveSocket;
  /** The room's kind: the chat of a text room (default) or of a video room. */
  liveTypeCode?: LiveTypeCode;
}

/** The catch-up call answers at most this many rows; a full answer means there are more. */
const SINCE_BATCH = 500;
const ACK_ARRIVAL_MS = 1_500;
const CATCH_UP_RETRY_MS = 5_000;

const INITIAL: LiveRoomSnapshot = {
  info: null, list: EMPTY_LIST, top: [], online: 0, connection: 'connecting', loading: true, error: null, hasOlder: false,
};

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return '加载失败';
}

export class LiveRoomSession {
  private snapshot: LiveRoomSnapshot = INITIAL;
  private readonly listeners = new Set<() => void>();
  private readonly ackArrivalMs: number;
  private readonly openSocket: (liveId: number) => LiveSocket;
  private readonly liveTypeCode: LiveTypeCode;

  private socket: LiveSocket | null = null;
  private unsubscribeSocket: (() => void)[] = [];
  /** Bumped by start() and stop(): answers of an earlier run are dropped. */
  private run = 0;
  /** The first page is in: socket events apply directly instead of waiting in `buffered`. */
  private ready = false;
  private buffered: ServerEvent[] = [];
  private pagesLoaded = 0;
  private loadingOlder: Promise<void> | null = null;
  /** The run whose catch-up loop is going, if any. */
  private catchUpRun: number | null = null;
  /** The lowest seq a pending catch-up must start after; null when none is pending. */
  private catchUpFrom: number | null = null;
  private timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(readonly liveId: number, options: LiveRoomSessionOptions = {}) {
    this.ackArrivalMs = options.ackArrivalMs ?? ACK_ARRIVAL_MS;
    this.openSocket = options.openSocket ?? openLiveSocket;
    this.liveTypeCode = options.liveTypeCode ?? 'word';
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  };

  getSnapshot = (): LiveRoomSnapshot => this.snapshot;

  private update(patch: Partial<LiveRoomSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of [...this.listeners]) listener();
  }

  private updateList(change: (list: MessageListState) => MessageListState): void {
    const list = change(this.snapshot.list);
    if (list !== this.snapshot.list) this.update({ list });
  }

  /** Loads the room and opens its socket (again, after stop()). */
  start(): void {
    this.stop();
    const run = ++this.run;
    this.ready = false;
    this.buffered = [];
    this.pagesLoaded = 0;
    this.update({ ...INITIAL });

    this.attachSocket();

    Promise.all([
      fetchRoomInfo(this.liveId, this.liveTypeCode),
      fetchMessagesPage(this.liveId, 1, this.liveTypeCode),
      fetchTopMessages(this.liveId).catch((): LiveMessage[] => []),
    ]).then(([info, page, top]) => {
      if (run !== this.run) return;
      this.pagesLoaded = 1;
      this.update({
        info, top, loading: false, error: null,
        list: listFromPage(page.rows),
        hasOlder: page.rows.length > 0 && page.rows.length < page.total,
      });
      this.ready = true;
      const waiting = this.buffered;
      this.buffered = [];
      waiting.forEach((event) => this.handleEvent(event));
      if (this.socket?.isOpen) this.requestCatchUp(this.snapshot.list.lastSeq);
    }, (error: unknown) => {
      if (run !== this.run) return;
      this.closeSocket();
      this.update({ loading: false, error: messageOf(error), connection: 'closed' });
    });
  }

  private attachSocket(): void {
    const socket = this.openSocket(this.liveId);
    this.socket = socket;
    this.unsubscribeSocket = [
      socket.on((event) => this.handleEvent(event)),
      socket.onStatus((status) => {
        this.update({ connection: status });
        // Every (re)open: fetch what was posted while the socket was not listening.
        if (status === 'open' && this.ready) this.requestCatchUp(this.snapshot.list.lastSeq);
      }),
    ];
    this.update({ connection: socket.status });
  }

  /**
   * The page shows again. One socket per client: if another room took it meanwhile (a page opened
   * on top of this one), this room opens its own again and catches up once it is open.
   */
  resume = (): void => {
    if (!this.socket?.replaced) return;
    this.unsubscribeSocket.forEach((off) => off());
    this.unsubscribeSocket = [];
    this.attachSocket();
  };

  /** Closes the socket and drops every answer still on its way. */
  stop(): void {
    this.run += 1;
    this.closeSocket();
    this.timers.forEach((timer) => clearTimeout(timer));
    this.timers.clear();
    this.catchUpFrom = null;
  }

  reload = (): void => {
    this.start();
  };

  private closeSocket(): void {
    this.unsubscribeSocket.forEach((off) => off());
    this.unsubscribeSocket = [];
    this.socket?.close();
    this.socket = null;
  }

  private isModerator(): boolean {
    return this.snapshot.info?.canModerate ?? false;
  }

  private handleEvent(event: ServerEvent): void {
    if (!this.ready) {
      if (event.type === 'online') this.update({ online: event.count });
      else this.buffered.push(event);
      return;
    }
    const memberId = getMemberId();
    switch (event.type) {
      case 'msg': {
        const before = this.snapshot.list;
        if (hasGap(before, event.data)) this.requestCatchUp(before.lastSeq);
        this.updateList((list) => appendIfNewer(list, event.data));
        break;
      }
      case 'close': {
        this.updateList((list) => applyClose(list, event.data, memberId, this.isModerator()));
        if (!keepsClosed(event.data, memberId, this.isModerator())) {
          const top = this.snapshot.top.filter((m) => m.id !== event.data.id);
          if (top.length !== this.snapshot.top.length) this.update({ top });
        }
        break;
      }
      case 'open':
        this.updateList((list) => applyOpen(list, event.data));
        break;
      case 'online':
        this.update({ online: event.count });
        break;
      default:
        // ack and refused settle send(); error is handled by the socket (§8).
        break;
    }
  }

  /** Fetches everything after `afterSeq` (merged, de-duplicated); one call at a time. */
  private requestCatchUp(afterSeq: number): void {
    this.catchUpFrom = this.catchUpFrom === null ? afterSeq : Math.min(this.catchUpFrom, afterSeq);
    if (this.catchUpRun !== this.run) void this.runCatchUp();
  }

  private async runCatchUp(): Promise<void> {
    const run = this.run;
    this.catchUpRun = run;
    try {
      while (this.catchUpFrom !== null && run === this.run) {
        const from = this.catchUpFrom;
        this.catchUpFrom = null;
        let rows: LiveMessage[];
        try {
          rows = await fetchMessagesSince(this.liveId, from);
        } catch {
          if (run === this.run) this.retryCatchUp(from);
          return;
        }
        if (run !== this.run) return;
        this.updateList((list) => mergeMissed(list, rows, getMemberId(), this.isModerator()));
        if (rows.length >= SINCE_BATCH) {
          const last = rows[rows.length - 1].seq;
          this.catchUpFrom = this.catchUpFrom === null ? last : Math.min(this.catchUpFrom, last);
        }
      }
    } finally {
      if (this.catchUpRun === run) this.catchUpRun = null;
    }
  }

  /** A failed catch-up is tried again a little later (a reconnect or a gap also asks again). */
  private retryCatchUp(from: number): void {
    const run = this.run;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (run === this.run) this.requestCatchUp(from);
    }, CATCH_UP_RETRY_MS);
    this.timers.add(timer);
  }

  loadOlder = async (): Promise<void> => {
    if (this.loadingOlder) return this.loadingOlder;
    if (!this.ready || !this.snapshot.hasOlder) return;
    const run = this.run;
    const pageNum = this.pagesLoaded + 1;
    this.loadingOlder = fetchMessagesPage(this.liveId, pageNum, this.liveTypeCode).then((page) => {
      if (run !== this.run) return;
      this.pagesLoaded = pageNum;
      this.updateList((list) => prependOlder(list, page.rows));
      this.update({ hasOlder: page.rows.length > 0 && pageNum * PAGE_SIZE < page.total });
    }, () => undefined).finally(() => { this.loadingOlder = null; });
    return this.loadingOlder;
  };

  send = async (content: string, quoteId: number | null): Promise<boolean> => {
    if (content.trim() === '') {
      toast(TEXT.emptyContent);
      return false;
    }
    if (!getToken()) {
      void goToLogin();
      return false;
    }
    const socket = this.socket;
    if (!socket) {
      toast(TEXT.sendFailed);
      return false;
    }
    try {
      const ack = await socket.send({
        content, liveId: this.liveId, categoryId: LIVE_CATEGORY_DEFAULT, quoteId, liveTypeId: LIVE_TYPE_ID_WORD,
      });
      this.expectArrival(ack.id, ack.seq);
      return true;
    } catch (error) {
      if (error instanceof LiveSendError && error.kind === 'session') return false;
      toast(error instanceof LiveSendError && error.kind === 'refused' ? error.message : TEXT.sendFailed);
      return false;
    }
  };

  /** The stored message normally comes back over the socket; if it does not soon, fetch it. */
  private expectArrival(id: number, seq: number): void {
    const run = this.run;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (run !== this.run || this.snapshot.list.messages.some((m) => m.id === id)) return;
      this.requestCatchUp(Math.min(this.snapshot.list.lastSeq, seq - 1));
    }, this.ackArrivalMs);
    this.timers.add(timer);
  }

  moderate = async (id: number, status: 0 | 1): Promise<void> => {
    try {
      await setMessageStatus(id, status);
    } catch {
      // The request layer showed the error.
      return;
    }
    this.updateList((list) => applyStatus(list, id, status, getMemberId(), this.isModerator()));
  };
}
