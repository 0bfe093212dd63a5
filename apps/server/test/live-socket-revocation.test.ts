import { API, CODE, LIVE_CLOSE, LIVE_TEXT, TEXT } from '@caixue/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords';
import { issueToken } from '../src/auth/tokens';
import { accessModules, liveRooms, liveRoomTeachers, members, teachers } from '../src/db/schema';
import { Client, newMember } from './support/live-client';
import { describeServer, useTestServer } from './support/test-server';

/**
 * Issue 11, finding 7: logout, password change and cancellation end the member's rights on sockets that
 * are already open at once (the socket session cache trusts a session for 30 s otherwise). The socket
 * posts first, so its session is cached when the revocation comes. Across instances: live-socket.test.ts.
 */
describeServer('live socket session revocation', () => {
  const server = useTestServer();
  let base = '';
  let roomId = 0;
  const clients: Client[] = [];
  const open = async (liveId = roomId) => {
    const client = await Client.open(base, liveId);
    clients.push(client);
    return client;
  };

  /** Posts with the token and waits for its answer: the ack, or the session error. */
  const post = async (c: Client, token: string, id: string, liveId = roomId) => {
    const errorsBefore = c.events.filter((e) => e.type === 'error').length;
    c.post(liveId, token, `消息 ${id}`, { clientMsgId: id });
    return c.waitFor(
      () => c.events.find((e) => e.type === 'ack' && e.clientMsgId === id) ?? c.events.filter((e) => e.type === 'error')[errorsBefore],
      `answer to ${id}`,
    );
  };
  const sessionError = { type: 'error', msg: TEXT.sessionExpired };

  beforeAll(async () => {
    base = (await server().app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
    [{ id: roomId }] = await server().database.db.insert(liveRooms).values({ typeCode: 'word', title: '注销测试' }).returning({ id: liveRooms.id });
  });
  afterAll(() => {
    for (const c of clients) c.close();
  });

  it('after logout over HTTP, the next post on the open socket is refused as not logged in', async () => {
    const member = await newMember(server().database.db, '退出者');
    const c = await open();
    expect(await post(c, member.token, 'before-logout')).toMatchObject({ type: 'ack' });
    expect((await server().post(API.admin.logout, undefined, { token: member.token })).body.msg).toBe(TEXT.loggedOut);
    expect(await post(c, member.token, 'after-logout')).toEqual(sessionError);
  });

  it('after a password change, the member’s other tokens are refused on the open socket; the changer’s own keeps posting', async () => {
    const db = server().database.db;
    const member = await newMember(db, '改密者');
    await db.update(members).set({ passwordHash: await hashPassword('old-pass-1') }).where(eq(members.id, member.id));
    const otherDevice = await issueToken(db, member.id, new Date());
    const c = await open();
    expect(await post(c, otherDevice, 'other-before')).toMatchObject({ type: 'ack' });
    expect(await post(c, member.token, 'own-before')).toMatchObject({ type: 'ack' });
    const changed = await server().post(API.member.modifyPassword, { oldPassword: 'old-pass-1', newPassword: 'new-pass-2' }, { token: member.token });
    expect(changed.body.code).toBe(CODE.ok);
    expect(await post(c, otherDevice, 'other-after')).toEqual(sessionError);
    expect(await post(c, member.token, 'own-after')).toMatchObject({ type: 'ack' });
  });

  it('after the account is cancelled, the next post on the open socket is refused as not logged in', async () => {
    const member = await newMember(server().database.db, '注销者');
    const c = await open();
    expect(await post(c, member.token, 'before-cancel')).toMatchObject({ type: 'ack' });
    expect((await server().post(API.member.cancelAccount, undefined, { token: member.token })).body.code).toBe(CODE.ok);
    expect(await post(c, member.token, 'after-cancel')).toEqual(sessionError);
  });

  it('after logout, a module room’s socket that the token let in is refused and closed 4403; the same member’s other login keeps its socket', async () => {
    const db = server().database.db;
    const member = await newMember(db, '会员老师');
    const otherDevice = await issueToken(db, member.id, new Date());
    // A room's own teacher may enter its module room: the simplest member with access.
    const [teacher] = await db.insert(teachers).values({ name: '会员老师', memberId: member.id }).returning({ id: teachers.id });
    const [mod] = await db.insert(accessModules).values({ code: 'revocation-test', name: '测试模块' }).returning({ id: accessModules.id });
    const [room] = await db.insert(liveRooms).values({ typeCode: 'word', title: '会员房间', moduleId: mod.id }).returning({ id: liveRooms.id });
    await db.insert(liveRoomTeachers).values({ liveId: room.id, teacherId: teacher.id });
    const [loggedOut, stays] = [await open(room.id), await open(room.id)];
    loggedOut.online(room.id, member.token);
    stays.online(room.id, otherDevice);
    await loggedOut.event('online');
    await stays.event('online');
    expect((await server().post(API.admin.logout, undefined, { token: member.token })).body.msg).toBe(TEXT.loggedOut);
    expect(await loggedOut.waitClosed()).toEqual({ code: LIVE_CLOSE.noAccess, reason: 'session ended' });
    expect(loggedOut.events).toContainEqual({ type: 'refused', code: CODE.noPermission, msg: LIVE_TEXT.noAccess });
    // Its frames queue behind the check of its own token: an ack means it was checked and kept.
    expect(await post(stays, otherDevice, 'still-in', room.id)).toMatchObject({ type: 'ack' });
    expect(stays.closed).toBeNull();
  });
});
