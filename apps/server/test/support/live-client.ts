import { LIVE_SOCKET_PATH, type LiveMessage, type ServerEvent } from '@caixue/contract';
import { WebSocket } from 'ws';
import { issueToken } from '../../src/auth/tokens';
import type { Db } from '../../src/db/client';
import { members } from '../../src/db/schema';

/** A `ws` client that records every frame the server sends. */
export class Client {
  readonly frames: ServerEvent[][] = [];
  readonly texts: string[] = [];
  closed: { code: number; reason: string } | null = null;
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = data.toString();
      this.texts.push(text);
      if (text.startsWith('[')) this.frames.push(JSON.parse(text) as ServerEvent[]);
    });
    ws.on('close', (code, reason) => (this.closed = { code, reason: reason.toString() }));
  }

  /** `localAddress` (127.0.0.x) picks the client address the server sees (per-address limits). */
  static open(base: string, liveId: number | string, localAddress?: string): Promise<Client> {
    const ws = new WebSocket(`${base}${LIVE_SOCKET_PATH}${liveId}`, localAddress ? { localAddress } : {});
    const client = new Client(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(client));
      ws.once('error', reject);
    });
  }

  get events(): ServerEvent[] {
    return this.frames.flat();
  }

  messages(): LiveMessage[] {
    return this.events.flatMap((e) => (e.type === 'msg' ? [e.data] : []));
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  online(liveId: number, token?: string): void {
    this.send({ type: 'online', liveId, userType: 'member', userId: 0, ...(token ? { token } : {}) });
  }

  post(liveId: number, token: string, content: string, extra: Record<string, unknown> = {}): void {
    this.send({ type: 'msg', content, liveId, categoryId: 1, quoteId: null, liveTypeId: 1, token, ...extra });
  }

  async waitFor<T>(find: () => T | undefined | null | false, what: string, timeoutMs = 5_000): Promise<T> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = find();
      if (found) return found;
      if (Date.now() > until) throw new Error(`timed out waiting for ${what}; got ${JSON.stringify(this.texts).slice(0, 2000)}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  event<K extends ServerEvent['type']>(type: K, match: (e: Extract<ServerEvent, { type: K }>) => boolean = () => true) {
    return this.waitFor(() => this.events.find((e): e is Extract<ServerEvent, { type: K }> => e.type === type && match(e as never)), type);
  }

  waitClosed() {
    return this.waitFor(() => this.closed, 'close');
  }

  close(): void {
    this.ws.terminate();
  }
}

let counter = 0;
/** A member with a live token (mobiles 137…, unique within one test process). */
export async function newMember(db: Db, name: string): Promise<{ id: number; token: string }> {
  counter += 1;
  const [row] = await db
    .insert(members)
    .values({ mobile: `137${String(counter).padStart(8, '0')}`, name, nickname: name })
    .returning({ id: members.id });
  return { id: row.id, token: await issueToken(db, row.id, new Date()) };
}
