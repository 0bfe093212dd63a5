import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { LiveMessage, LiveRoom, ServerEvent } from '@caixue/contract';
import type { Api, LoginResult } from './api';
import { field, pickFromAlbum, shown, shownText } from './flows';

/** The members of `ws` we use (the package ships no types here; node 20 has no global WebSocket). */
interface WsSocket {
  readyState: number;
  on(event: 'open', cb: () => void): void;
  on(event: 'message', cb: (data: Buffer, isBinary: boolean) => void): void;
  on(event: 'close', cb: (code: number) => void): void;
  on(event: 'error', cb: (err: Error) => void): void;
  send(data: string): void;
  close(): void;
  terminate(): void;
}
type WsCtor = new (url: string) => WsSocket;
const WebSocketImpl = createRequire(import.meta.url)('ws') as WsCtor;

export const CHAT_PATH = '/pages/applets/chat/index';
export const chatUrl = (roomId: number) => `${CHAT_PATH}?id=${roomId}`;

/**
 * A scripted participant of a live room: the §4 socket protocol spoken from node (online on open,
 * msg frames with a clientMsgId, JSON-array frames from the server). It reconnects on demand only.
 */
export class LiveParticipant {
  readonly events: ServerEvent[] = [];
  private socket: WsSocket | null = null;
  private waiters: Array<() => void> = [];
  closed = true;

  constructor(
    private readonly baseUrl: string,
    readonly liveId: number,
    readonly login: LoginResult | null,
  ) {}

  static async join(baseUrl: string, liveId: number, login: LoginResult | null): Promise<LiveParticipant> {
    const p = new LiveParticipant(baseUrl, liveId, login);
    await p.connect();
    return p;
  }

  connect(): Promise<void> {
    const url = `${this.baseUrl.replace(/^http/, 'ws')}/ws/live/${this.liveId}`;
    const socket = new WebSocketImpl(url);
    this.socket = socket;
    return new Promise((resolve, reject) => {
      socket.on('open', () => {
        this.closed = false;
        socket.send(JSON.stringify({
          type: 'online', liveId: this.liveId, userType: 'member', userId: this.login?.memberId ?? 0,
          ...(this.login ? { token: this.login.token } : {}),
        }));
        resolve();
      });
      socket.on('error', (err) => reject(err));
      socket.on('close', () => {
        this.closed = true;
        this.notify();
      });
      socket.on('message', (data, isBinary) => {
        if (isBinary) return;
        const text = data.toString();
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          return; // heartbeat answers or other plain text
        }
        const list = Array.isArray(parsed) ? parsed : [parsed];
        for (const event of list) this.events.push(event as ServerEvent);
        this.notify();
      });
    });
  }

  private notify(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  /** Resolves with the first event (from the start of the log) matching `pred`. */
  async waitFor<T extends ServerEvent>(pred: (e: ServerEvent) => e is T, timeoutMs?: number, from?: number): Promise<T>;
  async waitFor(pred: (e: ServerEvent) => boolean, timeoutMs?: number, from?: number): Promise<ServerEvent>;
  async waitFor(pred: (e: ServerEvent) => boolean, timeoutMs = 10_000, from = 0): Promise<ServerEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.slice(from).find(pred);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(`live participant: no matching event in ${timeoutMs} ms; got ${JSON.stringify(this.events.slice(-10)).slice(0, 2000)}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 500));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Posts a chat message and waits for the server's ack (or refusal). */
  async post(content: string, quoteId: number | null = null, timeoutMs = 10_000): Promise<{ id: number; seq: number }> {
    if (!this.socket || this.closed) throw new Error('live participant: socket not open');
    if (!this.login) throw new Error('live participant: a visitor cannot post');
    const clientMsgId = randomUUID();
    const from = this.events.length;
    this.socket.send(JSON.stringify({
      type: 'msg', content, liveId: this.liveId, categoryId: 1, quoteId, liveTypeId: 1, token: this.login.token, clientMsgId,
    }));
    const answer = await this.waitFor(
      (e) => (e.type === 'ack' || e.type === 'refused') && (e as { clientMsgId?: string }).clientMsgId === clientMsgId,
      timeoutMs,
      from,
    );
    if (answer.type !== 'ack') throw new Error(`live participant: message refused: ${JSON.stringify(answer)}`);
    return { id: answer.id, seq: answer.seq };
  }

  /** Messages received as `msg` events, by id (last state wins for open/close). */
  messages(): LiveMessage[] {
    return this.events.filter((e): e is Extract<ServerEvent, { type: 'msg' }> => e.type === 'msg').map((e) => e.data);
  }

  /** Whether this participant currently sees message `id`: received, and not closed by a later event. */
  sees(id: number): boolean {
    let visible = false;
    for (const e of this.events) {
      if ((e.type === 'msg' || e.type === 'open') && e.data.id === id) visible = true;
      if (e.type === 'close' && e.data.id === id) visible = false;
    }
    return visible;
  }

  close(): void {
    this.socket?.close();
  }

  /** Drops the TCP connection without a close handshake. */
  terminate(): void {
    this.socket?.terminate();
  }
}

/** The first text ("word") live room of the demo seed (the list needs a login): its id and title. */
export async function firstWordRoom(api: Api, token: string): Promise<LiveRoom> {
  const res = await api.get<LiveRoom[]>('/api/live/ver/2/list/word', { pageNum: 1, pageSize: 100 }, token);
  const rows = (res.rows ?? res.data ?? []) as LiveRoom[];
  if (res.code !== 200 || rows.length === 0) throw new Error(`no word rooms: ${JSON.stringify(res).slice(0, 500)}`);
  return rows[0];
}

/** Chat rows shown on the page (Taro H5 keeps hidden pages in the DOM, so visible ones only). */
export function chatMessages(page: Page): Locator {
  return shown(page, '.live-chat .chat-message');
}

/** The shown chat message whose content contains `text`. */
export function chatMessage(page: Page, text: string): Locator {
  return chatMessages(page).filter({ has: page.locator('.chat-message__content', { hasText: text }) });
}

/** Opens the room's chat page and waits for its message list. */
export async function openRoom(page: Page, roomId: number): Promise<void> {
  await page.goto(chatUrl(roomId));
  await shown(page, '.live-chat').waitFor({ timeout: 20_000 });
  await chatMessages(page).first().waitFor({ timeout: 20_000 });
}

export interface ShownRow {
  id: number;
  seq: number;
  text: string;
}

/** id, seq and text of every shown chat row, in DOM order. */
export async function shownRows(page: Page): Promise<ShownRow[]> {
  return page.locator('.live-chat .chat-message').evaluateAll((nodes) =>
    nodes
      .filter((n) => (n as HTMLElement).offsetParent !== null || (n as HTMLElement).getClientRects().length > 0)
      .map((n) => ({
        id: Number(n.getAttribute('data-id')),
        seq: Number(n.getAttribute('data-seq')),
        text: (n.querySelector('.chat-message__content')?.textContent ?? '').trim(),
      })),
  );
}

/** Types into the chat input and taps 发送 (the send button shows once there is text). */
export async function sendText(page: Page, text: string): Promise<void> {
  await chatInput(page).click();
  await typeInto(page, text);
  await sendButton(page).click();
}

/** The chat's text field, found by its placeholder (Taro's Input wraps a native input). */
export function chatInput(page: Page): Locator {
  return field(page, '请输入内容').first();
}

/** The composer's 发送 button (shown while there is text; the picture icon otherwise). */
export function sendButton(page: Page): Locator {
  return shownText(page, '发送', { exact: true });
}

/** The composer's picture icon (no text: found by its accessible name). */
export function pictureButton(page: Page): Locator {
  return page.getByLabel('图片', { exact: true }).filter({ visible: true });
}

/** Fills the chat input (Taro's input is a web component wrapping a native input or textarea). */
export async function typeInto(page: Page, text: string): Promise<void> {
  const input = chatInput(page);
  await input.fill(text);
  await expect.poll(() => input.inputValue()).toBe(text);
}

/** The toast text currently shown (Taro H5 toasts render in .taro__toast). */
export function toast(page: Page, text: string): Locator {
  return page.getByText(text, { exact: true }).filter({ visible: true });
}

/**
 * Starts watching the page for a shown chat row whose content contains `text`; the returned function
 * resolves with the page clock (Date.now(), the same machine clock as the test's) when it appeared.
 */
export async function watchForMessage(page: Page, text: string): Promise<(timeoutMs: number) => Promise<number>> {
  await page.evaluate((t) => {
    const w = window as unknown as { __seenAt?: Record<string, number> };
    w.__seenAt ??= {};
    const seen = w.__seenAt;
    const found = () => Array.from(document.querySelectorAll('.live-chat .chat-message__content'))
      .some((n) => (n.textContent ?? '').includes(t) && n.getClientRects().length > 0);
    if (found()) {
      seen[t] = Date.now();
      return;
    }
    const observer = new MutationObserver(() => {
      if (seen[t] === undefined && found()) {
        seen[t] = Date.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  }, text);
  return async (timeoutMs: number) => {
    const handle = await page.waitForFunction(
      (t) => (window as unknown as { __seenAt?: Record<string, number> }).__seenAt?.[t],
      text,
      { timeout: timeoutMs, polling: 50 },
    );
    return (await handle.jsonValue()) as number;
  };
}

/** Taps the chat's picture icon and picks `file` from the album, as a person would on a phone. */
export async function uploadFromAlbum(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await pickFromAlbum(page, pictureButton(page), file);
}
