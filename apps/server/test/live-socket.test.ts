import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API, CODE, LIVE_CLOSE, LIVE_TEXT, TEXT } from '@caixue/contract';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/client';
import { accessModules, liveMessages, liveRooms, liveRoomTeachers, teachers } from '../src/db/schema';
import { createServer, type Server } from '../src/server';
import { Client, newMember } from './support/live-client';
import { adminQuery } from './support/pg-admin';
import { databaseUrl } from './support/plan';
import { describeServer, useTestServer, usesRedis } from './support/test-server';

interface Fixture {
  roomId: number;
  closedRoomId: number;
  lockedRoomId: number;
  teacher: { id: number; token: string; teacherId: number };
  alice: { id: number; token: string };
  bob: { id: number; token: string };
}

async function createFixture(db: Db): Promise<Fixture> {
  const teacherMember = await newMember(db, '王老师');
  const alice = await newMember(db, 'Alice');
  const bob = await newMember(db, 'Bob');
  const [teacher] = await db.insert(teachers).values({ name: '王老师', memberId: teacherMember.id }).returning({ id: teachers.id });
  const [mod] = await db
    .insert(accessModules)
    .values({ code: `live-test-${randomBytes(3).toString('hex')}`, name: '测试模块' })
    .returning({ id: accessModules.id });
  const rooms = await db
    .insert(liveRooms)
    .values([
      { typeCode: 'word', title: '测试直播间' },
      { typeCode: 'word', title: '关闭评论', isOpenComment: 0 },
      { typeCode: 'word', title: '会员直播间', moduleId: mod.id },
    ])
    .returning({ id: liveRooms.id });
  await db.insert(liveRoomTeachers).values(rooms.map((r) => ({ liveId: r.id, teacherId: teacher.id })));
  return {
    roomId: rooms[0].id,
    closedRoomId: rooms[1].id,
    lockedRoomId: rooms[2].id,
    teacher: { ...teacherMember, teacherId: teacher.id },
    alice,
    bob,
  };
}

describeServer('live socket', () => {
  const server = useTestServer();
  let base = '';
  let fx: Fixture;
  const clients: Client[] = [];
  const open = async (liveId: number | string) => {
    const client = await Client.open(base, liveId);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    const address = await server().app.listen({ port: 0, host: '127.0.0.1' });
    base = address.replace(/^http/, 'ws');
    fx = await createFixture(server().database.db);
  });
  afterAll(() => {
    for (const c of clients) c.close();
  });

  it('answers heartbeat, reports the online count after the online frame', async () => {
    const c = await open(fx.roomId);
    c.send('heartbeat');
    await c.waitFor(() => c.texts.includes('heartbeat'), 'heartbeat echo');
    c.online(fx.roomId);
    const online = await c.event('online');
    expect(online).toEqual({ type: 'online', liveId: fx.roomId, count: expect.any(Number) });
    expect(online.count).toBeGreaterThanOrEqual(1);
  });

  it('closes unknown rooms with 4404', async () => {
    const c = await open(999_999);
    expect(await c.waitClosed()).toEqual({ code: LIVE_CLOSE.roomNotFound, reason: 'room not found' });
    const d = await open('abc');
    expect((await d.waitClosed()).code).toBe(LIVE_CLOSE.roomNotFound);
  });

  it('persists, then broadcasts with seq; the sender gets an ack', async () => {
    const sender = await open(fx.roomId);
    const viewer = await open(fx.roomId);
    viewer.online(fx.roomId);
    await viewer.event('online');
    sender.post(fx.roomId, fx.alice.token, '<p>大家好</p>', { clientMsgId: 'c-1' });
    const ack = await sender.event('ack');
    expect(ack).toEqual({ type: 'ack', clientMsgId: 'c-1', id: expect.any(Number), seq: expect.any(Number) });
    const msg = await viewer.waitFor(() => viewer.messages().find((m) => m.id === ack.id), 'broadcast');
    expect(msg).toMatchObject({ liveId: fx.roomId, seq: ack.seq, content: '<p>大家好</p>', memberId: fx.alice.id, teacher: null, status: 1 });
    expect(msg.member?.name).toBe('Alice');
    const [row] = await server().database.db.select().from(liveMessages).where(eq(liveMessages.id, ack.id));
    expect(row.seq).toBe(ack.seq);
  });

  it('marks a room teacher’s post as a teacher post and keeps a valid quote', async () => {
    const c = await open(fx.roomId);
    c.post(fx.roomId, fx.alice.token, '第一条', { clientMsgId: 'q-1' });
    const first = await c.event('ack', (e) => e.clientMsgId === 'q-1');
    c.post(fx.roomId, fx.teacher.token, '回复你', { clientMsgId: 'q-2', quoteId: first.id });
    const second = await c.event('ack', (e) => e.clientMsgId === 'q-2');
    const msg = await c.waitFor(() => c.messages().find((m) => m.id === second.id), 'teacher post');
    expect(msg.teacher?.id).toBe(fx.teacher.teacherId);
    expect(msg.quoteId).toBe(first.id);
    expect(msg.quote?.content).toBe('第一条');
    // A quote of a message in another room is dropped; the message still posts.
    c.post(fx.roomId, fx.alice.token, '引用别处', { clientMsgId: 'q-3', quoteId: 987_654 });
    const third = await c.event('ack', (e) => e.clientMsgId === 'q-3');
    expect((await c.waitFor(() => c.messages().find((m) => m.id === third.id), 'unquoted')).quoteId).toBeNull();
  });

  it('refuses empty content with 内容不能为空 and bad frames with 400, without closing', async () => {
    const c = await open(fx.roomId);
    for (const [i, content] of ['', '   ', '<p></p>', '<p>&nbsp;</p>', '<script>x()</script>'].entries()) {
      c.post(fx.roomId, fx.alice.token, content, { clientMsgId: `e-${i}` });
      expect(await c.event('refused', (e) => e.clientMsgId === `e-${i}`)).toEqual({
        type: 'refused',
        clientMsgId: `e-${i}`,
        code: CODE.badRequest,
        msg: TEXT.emptyContent,
      });
    }
    c.send('{not json');
    c.send({ type: 'msg', content: 5, liveId: fx.roomId, token: fx.alice.token, clientMsgId: 'bad' });
    c.send({ type: 'nope' });
    await c.waitFor(() => c.events.filter((e) => e.type === 'refused' && e.code === CODE.badRequest && e.msg === TEXT.badRequest).length === 3, 'three 400s');
    c.post(fx.roomId, fx.alice.token, 'x'.repeat(2001), { clientMsgId: 'long' });
    expect((await c.event('refused', (e) => e.clientMsgId === 'long')).msg).toBe(LIVE_TEXT.contentTooLong);
    c.post(fx.roomId, '', 'hi', { clientMsgId: 'anon' });
    expect(await c.event('refused', (e) => e.clientMsgId === 'anon')).toMatchObject({ code: CODE.unauthorized, msg: LIVE_TEXT.loginToComment });
    expect(c.closed).toBeNull();
  });

  it('closes a socket that sends an oversized frame with 1009, logged as a warning, not an error', async () => {
    const c = await open(fx.roomId);
    const before = server().logs.length;
    c.send('x'.repeat(70 * 1024));
    expect((await c.waitClosed()).code).toBe(1009);
    await new Promise((r) => setTimeout(r, 50));
    const lines = server().logs.slice(before);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    expect(lines.some((l) => l.level === 40 && /frame/.test(l.msg))).toBe(true);
  });

  it('answers an invalid token with an error event', async () => {
    const c = await open(fx.roomId);
    c.post(fx.roomId, 'not-a-real-token', 'hello', { clientMsgId: 'x' });
    expect(await c.event('error')).toEqual({ type: 'error', msg: TEXT.sessionExpired });
    expect(c.events.some((e) => e.type === 'ack')).toBe(false);
  });

  it('refuses members when comments are closed, but the room teacher may post', async () => {
    const c = await open(fx.closedRoomId);
    c.post(fx.closedRoomId, fx.bob.token, '我能说话吗', { clientMsgId: 'm' });
    expect(await c.event('refused', (e) => e.clientMsgId === 'm')).toMatchObject({ msg: LIVE_TEXT.commentsClosed });
    c.post(fx.closedRoomId, fx.teacher.token, '老师发言', { clientMsgId: 't' });
    const ack = await c.event('ack', (e) => e.clientMsgId === 't');
    expect((await c.waitFor(() => c.messages().find((m) => m.id === ack.id), 'teacher post')).teacher?.id).toBe(fx.teacher.teacherId);
  });

  it('stores the XSS corpus sanitized', async () => {
    const corpus = [
      '<script>window.__xss=1</script>a',
      '<img src=x onerror="window.__xss=1">b',
      '<a href="javascript:window.__xss=1">c</a>',
      '<svg onload="window.__xss=1"></svg>d',
      '<p style="width:expression(window.__xss=1)">e</p>',
      '<iframe src="https://evil.example"></iframe>f',
      '<img src="data:image/png;base64,AAAA">g',
      '<span onclick="window.__xss=1">h</span>',
    ];
    const c = await open(fx.roomId);
    const ids: number[] = [];
    for (const [i, content] of corpus.entries()) {
      c.post(fx.roomId, fx.teacher.token, content, { clientMsgId: `x-${i}` });
      ids.push((await c.event('ack', (e) => e.clientMsgId === `x-${i}`)).id);
    }
    const rows = await server().database.db.select({ id: liveMessages.id, content: liveMessages.content }).from(liveMessages);
    for (const row of rows.filter((r) => ids.includes(r.id))) {
      expect(row.content).not.toMatch(/<script|onerror|onload|onclick|javascript:|<svg|<iframe|style=|expression\(|data:/i);
    }
    const a = rows.find((r) => r.id === ids[2]);
    expect(a?.content).toBe('<span>c</span>');
  });

  it('limits a member to a burst of 5 messages', async () => {
    const c = await open(fx.roomId);
    for (let i = 0; i < 8; i += 1) c.post(fx.roomId, fx.bob.token, `快 ${i}`, { clientMsgId: `r-${i}` });
    await c.waitFor(() => c.events.filter((e) => e.type === 'ack' || e.type === 'refused').length === 8, 'eight answers');
    expect(c.events.filter((e) => e.type === 'ack').length).toBeLessThanOrEqual(6);
    expect(c.events.filter((e) => e.type === 'refused' && e.msg === LIVE_TEXT.tooFast).length).toBeGreaterThanOrEqual(2);
  });

  it('moderation: a room teacher closes and reopens; others get 403', async () => {
    const viewer = await open(fx.roomId);
    viewer.online(fx.roomId);
    await viewer.event('online');
    viewer.post(fx.roomId, fx.alice.token, '要被关闭的', { clientMsgId: 'mod' });
    const ack = await viewer.event('ack', (e) => e.clientMsgId === 'mod');

    const denied = await server().post(API.live.status, { id: ack.id, status: 0 }, { token: fx.bob.token });
    expect(denied.body).toEqual({ code: CODE.forbidden, msg: LIVE_TEXT.notRoomTeacher });
    const missing = await server().post(API.live.status, { id: 99_999_999, status: 0 }, { token: fx.teacher.token });
    expect(missing.body).toMatchObject({ code: CODE.notFound, msg: LIVE_TEXT.messageNotFound });
    const bad = await server().post(API.live.status, { id: ack.id, status: 2 }, { token: fx.teacher.token });
    expect(bad.body.code).toBe(CODE.badRequest);
    const anonymous = await server().post(API.live.status, { id: ack.id, status: 0 });
    expect(anonymous.body.code).toBe(CODE.unauthorized);

    const closed = await server().post(API.live.status, { id: ack.id, status: 0 }, { token: fx.teacher.token });
    expect(closed.body.code).toBe(CODE.ok);
    const closeEvent = await viewer.event('close');
    expect(closeEvent).toMatchObject({ type: 'close', status: 0, data: { id: ack.id, status: 0 } });
    const [row] = await server().database.db.select({ status: liveMessages.status }).from(liveMessages).where(eq(liveMessages.id, ack.id));
    expect(row.status).toBe(0);

    await server().post(API.live.status, { id: ack.id, status: 1 }, { token: fx.teacher.token });
    expect(await viewer.event('open')).toMatchObject({ type: 'open', status: 1, data: { id: ack.id, status: 1 } });
  });

  it('refuses a visitor (and a member without the module) in a module room with 206, then closes 4403', async () => {
    const visitor = await open(fx.lockedRoomId);
    visitor.online(fx.lockedRoomId);
    expect(await visitor.event('refused')).toEqual({ type: 'refused', code: CODE.noPermission, msg: LIVE_TEXT.noAccess });
    expect((await visitor.waitClosed()).code).toBe(LIVE_CLOSE.noAccess);

    const member = await open(fx.lockedRoomId);
    member.online(fx.lockedRoomId, fx.alice.token);
    expect(await member.event('refused')).toMatchObject({ code: CODE.noPermission });
    expect((await member.waitClosed()).code).toBe(LIVE_CLOSE.noAccess);

    const teacher = await open(fx.lockedRoomId);
    teacher.online(fx.lockedRoomId, fx.teacher.token);
    await teacher.event('online');
    teacher.post(fx.lockedRoomId, fx.teacher.token, '会员内容', { clientMsgId: 'lk' });
    await teacher.event('ack');
    expect(teacher.closed).toBeNull();
  });

  it('batches several messages sent within the batch window into one frame, in seq order', async () => {
    const viewer = await open(fx.roomId);
    viewer.online(fx.roomId);
    await viewer.event('online');
    const sender = await open(fx.roomId);
    const before = viewer.frames.length;
    for (let i = 0; i < 4; i += 1) sender.post(fx.roomId, fx.teacher.token, `批量 ${i}`, { clientMsgId: `b-${i}` });
    await sender.waitFor(() => sender.events.filter((e) => e.type === 'ack' && e.clientMsgId.startsWith('b-')).length === 4, 'acks');
    await viewer.waitFor(() => viewer.messages().filter((m) => m.content.startsWith('批量')).length === 4, 'four messages');
    const frames = viewer.frames.slice(before).filter((f) => f.some((e) => e.type === 'msg'));
    expect(frames.length).toBeLessThan(4);
    const seqs = viewer.messages().filter((m) => m.content.startsWith('批量')).map((m) => m.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
  });
});

/** Two app instances on one PostgreSQL database and one Redis: the stream is shared and ordered. */
describe.skipIf(!usesRedis)('live socket across two instances (PostgreSQL + Redis)', () => {
  const plan = inject('testDb');
  const servers: Server[] = [];
  const bases: string[] = [];
  const clients: Client[] = [];
  let fx: Fixture;
  let dataDir = '';
  let dropDatabase = async () => {};
  const prefix = `caixue:test:${randomBytes(6).toString('hex')}:`;

  beforeAll(async () => {
    if (plan.kind !== 'postgres') throw new Error('needs the postgres plan');
    const name = `${plan.dbPrefix}_${randomBytes(4).toString('hex')}`;
    await adminQuery(plan.serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${plan.templateDb}"`);
    dropDatabase = () => adminQuery(plan.serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).then(() => undefined);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'caixue-live-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl(plan.serverUrl, name),
      REDIS_URL: plan.redisUrl,
      LOG_LEVEL: 'warn',
      CLIENT_DIST: path.join(dataDir, 'none'),
    });
    for (let i = 0; i < 2; i += 1) {
      const s = await createServer(config, { logger: pino({ level: 'silent' }), redisKeyPrefix: prefix });
      servers.push(s);
      bases.push((await s.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws'));
    }
    fx = await createFixture(servers[0].database.db);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    for (const s of servers) await s.close();
    await dropDatabase();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  const open = async (i: number) => {
    const c = await Client.open(bases[i], fx.roomId);
    clients.push(c);
    c.online(fx.roomId);
    await c.event('online');
    return c;
  };

  it('a message posted through instance A reaches a client on instance B', async () => {
    const onB = await open(1);
    const senderA = await open(0);
    senderA.post(fx.roomId, fx.alice.token, '跨实例', { clientMsgId: 'ab' });
    const ack = await senderA.event('ack');
    const msg = await onB.waitFor(() => onB.messages().find((m) => m.id === ack.id), 'message on B');
    expect(msg.seq).toBe(ack.seq);
  });

  it('a logout through instance A ends the token’s rights on an open socket of instance B at once', async () => {
    const member = await newMember(servers[0].database.db, '跨实例退出');
    const onB = await open(1);
    onB.post(fx.roomId, member.token, '退出前', { clientMsgId: 'lo-before' });
    await onB.event('ack', (e) => e.clientMsgId === 'lo-before');
    const answer = await servers[0].app.inject({ method: 'POST', url: API.admin.logout, headers: { authorization: `Bearer ${member.token}` } });
    expect(answer.json()).toMatchObject({ code: CODE.ok, msg: TEXT.loggedOut });
    onB.post(fx.roomId, member.token, '退出后', { clientMsgId: 'lo-after' });
    expect(await onB.event('error')).toEqual({ type: 'error', msg: TEXT.sessionExpired });
    expect(onB.events.some((e) => e.type === 'ack' && e.clientMsgId === 'lo-after')).toBe(false);
  });

  it('50 messages posted alternately through A and B arrive complete and in seq order on both', async () => {
    const viewers = [await open(0), await open(1), await open(0), await open(1)];
    const senders = [await open(0), await open(1)];
    const start = (await servers[0].database.db.select({ lastSeq: liveRooms.lastSeq }).from(liveRooms).where(eq(liveRooms.id, fx.roomId)))[0].lastSeq;
    for (let i = 0; i < 50; i += 1) senders[i % 2].post(fx.roomId, fx.teacher.token, `序号 ${i}`, { clientMsgId: `s-${i}` });
    const expected = Array.from({ length: 50 }, (_, i) => start + 1 + i);
    for (const v of viewers) {
      await v.waitFor(() => v.messages().filter((m) => m.seq > start).length >= 50, '50 messages', 15_000);
      const seqs = v.messages().map((m) => m.seq).filter((s) => s > start);
      expect(seqs).toEqual(expected);
    }
    // Presence is summed across instances (each reports every 2 s).
    await viewers[0].waitFor(() => servers[0].app && viewers[0].events.some((e) => e.type === 'online' && e.count >= 8), 'global count', 8_000);
  });
});
