import { API, CODE, HEARTBEAT_TEXT, LIVE_SOCKET_PATH, TEXT } from '@caixue/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { liveRooms } from '../src/db/schema';
import { freshMember, type Caller } from './support/content';
import { leakIn, sample, seeded } from './support/fuzz';
import { describeServer, useTestServer } from './support/test-server';

/**
 * The WebSocket fuzz suite (issue 11): the live socket gets malformed frames (not JSON, wrong
 * types, unknown types, 1e999/NaN/huge numbers, NUL, long and oversized frames, binary) over
 * sockets to real and malformed room paths. No frame may carry code 500 or a stack trace or SQL,
 * no socket may be closed as a server error (1011), nothing reaches the error log, and the server
 * still answers (a heartbeat and an HTTP request) afterwards.
 */

/** Frames per socket: a socket the server closes (a refusal budget, an oversized frame) is replaced. */
const FRAMES_PER_SOCKET = 25;

const NUMBERS = ['1e999', '-1e999', '1e308', '99999999999999999999', '999999999999999', '9007199254740993', '-1', '0', '1.5', '"1e999"', '"NaN"', 'null', 'true', '[]', '{}', '"1"', '""'];
const STRINGS = ['""', '"a\\u0000b"', '1', 'null', '[]', '{"a":1}', `"${'长'.repeat(3000)}"`, '"<script>alert(1)</script>"', '"../../etc/passwd"', '"\\ud800"'];

function framesFor(liveId: number, token: string): (string | Buffer)[] {
  const msg = (over: Record<string, string>) => {
    const fields: Record<string, string> = { type: '"msg"', content: '"你好"', liveId: String(liveId), categoryId: '1', quoteId: 'null', token: JSON.stringify(token), clientMsgId: '"c1"', ...over };
    return `{${Object.entries(fields).map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;
  };
  const online = (over: Record<string, string>) => {
    const fields: Record<string, string> = { type: '"online"', liveId: String(liveId), userType: '"member"', userId: '0', token: JSON.stringify(token), ...over };
    return `{${Object.entries(fields).map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;
  };
  const frames: (string | Buffer)[] = [
    '', ' ', 'not json', '{', '[]', '[{}]', 'null', '1', '1e999', '"msg"', '{}', '{"type":null}', '{"type":1}', '{"type":"unknown"}',
    '{"type":"msg"}', '{"type":"online"}', '{"type":["msg"]}', '{"type":{"a":1}}', '{"__proto__":{"type":"msg"}}',
    `${'['.repeat(10_000)}${']'.repeat(10_000)}`, `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
    HEARTBEAT_TEXT.toUpperCase(), `${HEARTBEAT_TEXT}\u0000`,
    Buffer.from([0, 1, 2, 255]), Buffer.from(msg({})), Buffer.alloc(70_000, 0x61), 'x'.repeat(70_000),
  ];
  for (const field of ['liveId', 'categoryId', 'quoteId', 'userId']) for (const v of NUMBERS) frames.push(field === 'userId' ? online({ [field]: v }) : msg({ [field]: v }));
  for (const v of NUMBERS) frames.push(online({ liveId: v }));
  for (const field of ['content', 'token', 'clientMsgId', 'type']) for (const v of STRINGS) frames.push(msg({ [field]: v }));
  for (const v of STRINGS) frames.push(online({ token: v }), online({ userType: v }));
  frames.push(msg({ token: '"made-up-token"' }), online({ token: '"made-up-token"' }), msg({ content: `"${'x'.repeat(60_000)}"` }));
  frames.push(msg({ extra: '1', categoryId: '999999999999999' }), msg({ quoteId: '999999999999999' }), msg({ liveId: '999999999999999' }));
  // Seeded mixtures: several fields broken at once.
  const random = seeded(liveId * 7919 + token.length);
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
  for (let i = 0; i < RANDOM_FRAMES; i += 1) {
    const broken: Record<string, string> = {};
    for (const field of ['liveId', 'categoryId', 'quoteId', 'userId']) if (random() < 0.4) broken[field] = pick(NUMBERS);
    for (const field of ['content', 'token', 'clientMsgId']) if (random() < 0.3) broken[field] = pick(STRINGS);
    frames.push(random() < 0.5 ? msg(broken) : online(broken));
  }
  return frames;
}

/** Mixed frames per room and caller. */
const RANDOM_FRAMES = 400;

interface Opened {
  ws: WebSocket;
  texts: string[];
  closed: Promise<number>;
}

function open(url: string): Promise<Opened> {
  const ws = new WebSocket(url);
  const texts: string[] = [];
  ws.on('message', (data) => texts.push(data.toString()));
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, texts, closed }));
    ws.once('unexpected-response', (_request, response) => resolve({ ws, texts: [`HTTP ${response.statusCode}`], closed: Promise.resolve(response.statusCode ?? 0) }));
    ws.once('error', reject);
  });
}

/** A frame every socket refuses naming this client id, after all frames sent before it (they are handled in order). */
const SENTINEL = '{"type":"msg","clientMsgId":"fuzz-end"}';

/** Waits for the refusal of the sentinel or the socket's close; the close code, or 'open'. */
async function settle(socket: Opened, timeoutMs = 15_000): Promise<number | 'open'> {
  const until = Date.now() + timeoutMs;
  let closedWith: number | null = null;
  void socket.closed.then((code) => (closedWith = code));
  while (Date.now() < until) {
    if (socket.texts.some((t) => t.includes('"fuzz-end"'))) return 'open';
    if (closedWith !== null) return closedWith;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`socket did not settle: ${socket.texts.slice(-3).join(' | ').slice(0, 300)}`);
}

describeServer('fuzz: malformed WebSocket frames never answer code 500', () => {
  const server = useTestServer();

  let base = '';
  let targets: { id: number; moduleId: number | null }[] = [];
  let member: Caller;
  beforeAll(async () => {
    const address = await server().app.listen({ port: 0, host: '127.0.0.1' });
    base = `${address.replace(/^http/, 'ws')}${LIVE_SOCKET_PATH}`;
    const rooms = await server().database.db.select({ id: liveRooms.id, moduleId: liveRooms.moduleId }).from(liveRooms).where(eq(liveRooms.enabled, true));
    // A free room and a module room (its sockets wait for the online frame that proves access).
    targets = [rooms.find((r) => r.moduleId === null)!, rooms.find((r) => r.moduleId !== null)!];
    member = await freshMember(server(), '模糊');
  });

  it('refuses a chat message whose categoryId or quoteId is beyond the id range, naming the field', async () => {
    const room = targets[0];
    for (const field of ['categoryId', 'quoteId']) {
      const socket = await open(`${base}${room.id}`);
      socket.ws.send(JSON.stringify({ type: 'msg', content: '你好', liveId: room.id, categoryId: 1, token: member.token, clientMsgId: 'big', [field]: 999999999999999 }));
      socket.ws.send(SENTINEL);
      await settle(socket);
      const refusal = socket.texts.flatMap((t) => (t.startsWith('[') ? (JSON.parse(t) as { type: string; clientMsgId?: string; code?: number; msg?: string }[]) : [])).find((e) => e.clientMsgId === 'big');
      expect(refusal, field).toMatchObject({ type: 'refused', code: CODE.badRequest, msg: TEXT.fieldInvalid(field) });
      socket.ws.close();
    }
  });

  it('survives the frame corpus on the live socket', { timeout: 300_000 }, async () => {
    const runs = targets.flatMap((room) => [member.token!, '', 'made-up-token'].map((token) => ({ room, frames: sample(framesFor(room.id, token), 10_000, seeded(room.id + token.length)) })));
    const problems: string[] = [];
    let sent = 0;
    const started = Date.now();

    const check = (socket: Opened, what: string, outcome: number | 'open') => {
      if (outcome === 1011) problems.push(`${what}: closed as a server error`);
      for (const text of socket.texts) {
        const leak = leakIn(text);
        if (leak) problems.push(`${what}: ${leak}`);
        if (text.startsWith('[') && (JSON.parse(text) as { code?: number }[]).some((event) => event.code === CODE.error)) {
          problems.push(`${what}: code 500 in ${text.slice(0, 200)}`);
        }
      }
    };

    // Malformed room paths.
    for (const path of ['1e999', '-1', '0', '99999999999999999999', '999999999999999', 'abc', '..%2F..%2Fetc', '%00', '1%20OR%201=1']) {
      const socket = await open(`${base}${path}`);
      sent += 1;
      if (socket.ws.readyState === WebSocket.OPEN) socket.ws.send(SENTINEL);
      check(socket, `room ${path}`, socket.ws.readyState === WebSocket.OPEN ? await settle(socket) : 0);
      socket.ws.close();
    }

    for (const { room, frames } of runs) for (let i = 0; i < frames.length; i += FRAMES_PER_SOCKET) {
      const socket = await open(`${base}${room.id}`);
      const batch = frames.slice(i, i + FRAMES_PER_SOCKET);
      for (const frame of batch) {
        if (socket.ws.readyState !== WebSocket.OPEN) break;
        socket.ws.send(frame, { binary: Buffer.isBuffer(frame) });
        sent += 1;
      }
      if (socket.ws.readyState === WebSocket.OPEN) socket.ws.send(SENTINEL);
      check(socket, `room ${room.id} frames ${i}-${i + batch.length - 1}`, await settle(socket));
      socket.ws.close();
    }

    const last = await open(`${base}${targets[0].id}`);
    last.ws.send(HEARTBEAT_TEXT);
    const echoed = Date.now() + 5000;
    while (!last.texts.includes(HEARTBEAT_TEXT) && Date.now() < echoed) await new Promise((r) => setTimeout(r, 20));
    expect(last.texts).toContain(HEARTBEAT_TEXT);
    last.ws.close();
    const alive = await server().get(API.nav.list);
    expect(alive.body.code).toBe(CODE.ok);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(`fuzz-ws: ${sent} frames and sockets in ${seconds} s, ${problems.length} problems`);
    expect(problems).toEqual([]);
    expect(server().logs.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([]);
  });
});

