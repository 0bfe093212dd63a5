import { randomBytes } from 'node:crypto';
import { LIVE_CLOSE, TEXT } from '@caixue/contract';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { liveRooms } from '../src/db/schema';
import { SessionCache } from '../src/live/sessions';
import { Client, newMember } from './support/live-client';
import { describeServer, useTestServer } from './support/test-server';

// Every session lookup of the live sockets goes through this spy, so the tests count database work, not time.
const lookUp = vi.spyOn(SessionCache.prototype, 'lookUp');
const lookups = () => lookUp.mock.calls.length;

/** A token of the real shape (32 random bytes, base64url) that no session has. */
const madeUpToken = () => randomBytes(32).toString('base64url');

const SOCKETS_PER_ADDRESS = 3;

/** Issue 11, finding 1: one visitor socket must not stall the API. */
describeServer('live socket flood', () => {
  const server = useTestServer({ env: { LIVE_SOCKETS_PER_ADDRESS: String(SOCKETS_PER_ADDRESS) } });
  let base = '';
  let roomId = 0;
  const clients: Client[] = [];
  // Each test connects from an address of its own (127.0.0.x), so the per-address count of one test
  // never depends on how fast the server noticed the closes of the test before.
  let address = '127.0.0.1';
  const open = async () => {
    const client = await Client.open(base, roomId, address);
    clients.push(client);
    return client;
  };
  let lastHost = 1;
  beforeEach(() => {
    lastHost += 1;
    address = `127.0.0.${lastHost}`;
  });

  beforeAll(async () => {
    base = (await server().app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
    [{ id: roomId }] = await server().database.db.insert(liveRooms).values({ typeCode: 'word', title: '洪水测试' }).returning({ id: liveRooms.id });
  });
  afterAll(() => {
    for (const c of clients) c.close();
    lookUp.mockRestore();
  });

  it('closes a socket that floods made-up tokens once its refused-frame budget is spent, after a bounded number of lookups', async () => {
    const c = await open();
    const before = lookups();
    for (let i = 0; i < 10_000; i += 1) c.online(roomId, madeUpToken());
    expect(await c.waitClosed()).toEqual({ code: LIVE_CLOSE.tooManyRefused, reason: 'too many refused frames' });
    expect(c.events.filter((e) => e.type === 'error' && e.msg === TEXT.sessionExpired).length).toBeLessThan(100);
    expect(lookups() - before).toBeLessThan(100);
  });

  it('closes a socket that floods malformed frames the same way, without any lookup', async () => {
    const c = await open();
    const before = lookups();
    for (let i = 0; i < 10_000; i += 1) c.send('{not json');
    expect((await c.waitClosed()).code).toBe(LIVE_CLOSE.tooManyRefused);
    expect(lookups() - before).toBe(0);
  });

  it('remembers a token that is no session across sockets: repeating it costs no further lookup', async () => {
    const token = madeUpToken();
    const first = await open();
    const before = lookups();
    first.online(roomId, token);
    await first.event('error');
    expect(lookups() - before).toBe(1);
    const second = await open();
    second.online(roomId, token);
    second.post(roomId, token, '你好', { clientMsgId: 'n' });
    await second.waitFor(() => second.events.filter((e) => e.type === 'error').length === 2, 'two session errors');
    expect(lookups() - before).toBe(1);
    // A token that cannot be one of ours (wrong shape) is refused without a lookup at all.
    second.online(roomId, 'not-a-real-token');
    await second.waitFor(() => second.events.filter((e) => e.type === 'error').length === 3, 'third session error');
    expect(lookups() - before).toBe(1);
  });

  it('keeps a member who is logged in working: a valid token is looked up once and posts', async () => {
    const member = await newMember(server().database.db, '正常用户');
    const c = await open();
    const before = lookups();
    c.online(roomId, member.token);
    await c.event('online');
    for (let i = 0; i < 3; i += 1) c.post(roomId, member.token, `消息 ${i}`, { clientMsgId: `ok-${i}` });
    await c.waitFor(() => c.events.filter((e) => e.type === 'ack').length === 3, 'three acks');
    expect(lookups() - before).toBe(1);
  });

  it(`refuses a socket beyond ${SOCKETS_PER_ADDRESS} from one address with 4429, and frees the place when one closes`, async () => {
    const allowed = [await open(), await open(), await open()];
    const extra = await open();
    expect(await extra.waitClosed()).toEqual({ code: LIVE_CLOSE.tooManySockets, reason: 'too many sockets from this address' });
    for (const c of allowed) expect(c.closed).toBeNull();
    allowed[0].ws.close();
    await allowed[0].waitClosed();
    const again = await open();
    again.online(roomId);
    await again.event('online');
    expect(again.closed).toBeNull();
  });
});
