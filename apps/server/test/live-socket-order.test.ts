import type { LiveMessage, ServerEvent } from '@caixue/contract';
import { LIVE_CLOSE } from '@caixue/contract';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { Db } from '../src/db/client';
import { liveRooms, members, teachers } from '../src/db/schema';
import { MemoryBus } from '../src/live/bus';
import { Hub } from '../src/live/hub';
import { GAP_WAIT_MS } from '../src/live/ordering';
import { MessageLog } from '../src/modules/live/log';
import { insertLiveMessage, insertRoomMessages, loadLiveMessages } from '../src/modules/live/message-repo';
import { describeServer, startTestServer, useTestServer } from './support/test-server';

/** Just enough of a socket for the hub: records the frames it is sent. */
function fakeSocket() {
  const frames: ServerEvent[][] = [];
  const ws = {
    readyState: WebSocket.OPEN,
    bufferedAmount: 0,
    send: (data: Buffer | string) => frames.push(JSON.parse(String(data)) as ServerEvent[]),
    close: () => undefined,
    terminate: () => undefined,
  };
  return { ws: ws as unknown as WebSocket, frames, seqs: () => frames.flat().flatMap((e) => (e.type === 'msg' ? [e.data.seq] : [])) };
}

const until = async (check: () => boolean, ms = 3_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describeServer('live hub sequence ordering', () => {
  const server = useTestServer();
  let db: Db;
  let hub: Hub;
  let roomId: number;
  const messages: LiveMessage[] = [];

  beforeAll(async () => {
    db = server().database.db;
    hub = new Hub(new MessageLog(db), new MemoryBus(), pino({ level: 'silent' }), { auditIntervalMs: 300 });
    const [room] = await db.insert(liveRooms).values({ typeCode: 'word', title: '顺序' }).returning({ id: liveRooms.id });
    roomId = room.id;
  });
  afterAll(() => hub.close());

  const store = async (content: string) => {
    const stored = await insertLiveMessage(db, { liveId: roomId, categoryId: 1, memberId: null, teacherId: null, content });
    const [message] = await loadLiveMessages(db, [stored!.id]);
    messages.push(message);
    return message;
  };

  it('holds a later message until the earlier one arrives, then delivers both in order', async () => {
    const socket = fakeSocket();
    hub.join(roomId, socket.ws);
    await new Promise((r) => setTimeout(r, 50)); // the room reads its last seq
    const first = await store('一');
    const second = await store('二');
    hub.publish(roomId, { type: 'msg', data: second });
    await new Promise((r) => setTimeout(r, 100));
    expect(socket.seqs()).toEqual([]);
    hub.publish(roomId, { type: 'msg', data: first });
    await until(() => socket.seqs().length === 2);
    expect(socket.seqs()).toEqual([first.seq, second.seq]);
    // A duplicate of a delivered message is not delivered again.
    hub.publish(roomId, { type: 'msg', data: first });
    await new Promise((r) => setTimeout(r, 120));
    expect(socket.seqs()).toEqual([first.seq, second.seq]);
    hub.leave(roomId, socket.ws);
  });

  it('reads a gap that never arrives from the database after the wait, never dropping or reordering', async () => {
    const socket = fakeSocket();
    hub.join(roomId, socket.ws);
    await new Promise((r) => setTimeout(r, 50));
    const lost = await store('丢失的广播');
    const later = await store('后来的');
    // A close event arriving during the gap waits behind the missing message.
    hub.publish(roomId, { type: 'msg', data: later });
    hub.publish(roomId, { type: 'close', status: 0, data: { ...later, status: 0 } });
    const started = Date.now();
    await until(() => socket.seqs().length === 2, GAP_WAIT_MS + 2_000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(GAP_WAIT_MS - 20);
    expect(socket.seqs()).toEqual([lost.seq, later.seq]);
    await until(() => socket.frames.flat().some((e) => e.type === 'close'));
    const types = socket.frames.flat().map((e) => e.type);
    expect(types.indexOf('close')).toBeGreaterThan(types.lastIndexOf('msg'));
    hub.leave(roomId, socket.ws);
  });

  it('delivers a stored message whose bus event never came, found by the periodic audit', async () => {
    const socket = fakeSocket();
    hub.join(roomId, socket.ws);
    await new Promise((r) => setTimeout(r, 50));
    const silent = await store('没有广播');
    await until(() => socket.seqs().length === 1, 3_000);
    expect(socket.seqs()).toEqual([silent.seq]);
    // The late bus copy is a duplicate.
    hub.publish(roomId, { type: 'msg', data: silent });
    await new Promise((r) => setTimeout(r, 120));
    expect(socket.seqs()).toEqual([silent.seq]);
    hub.leave(roomId, socket.ws);
  });
});

describeServer('live room writer', () => {
  const server = useTestServer();

  it('stores a batch with consecutive seqs in the order given, after earlier single inserts', async () => {
    const db = server().database.db;
    const [room] = await db.insert(liveRooms).values({ typeCode: 'word', title: '批量写' }).returning({ id: liveRooms.id });
    const single = await insertLiveMessage(db, { liveId: room.id, categoryId: 1, memberId: null, teacherId: null, content: '单条' });
    const batch = await insertRoomMessages(db, room.id, ['甲', '乙', '丙'].map((content) => ({ categoryId: 1, memberId: null, teacherId: null, content })));
    expect(batch?.map((r) => r.seq)).toEqual([single!.seq + 1, single!.seq + 2, single!.seq + 3]);
    const loaded = await loadLiveMessages(db, batch!.map((r) => r.id));
    expect(loaded.map((m) => m.content)).toEqual(['甲', '乙', '丙']);
    const [row] = await db.select({ lastSeq: liveRooms.lastSeq }).from(liveRooms).where(eq(liveRooms.id, room.id));
    expect(row.lastSeq).toBe(single!.seq + 3);
    expect(await insertRoomMessages(db, 99_999_999, [{ categoryId: 1, memberId: null, teacherId: null, content: 'x' }])).toBeNull();
  });

  it('returns each stored message as a later load reads it (author, teacher, quote, time), gap-free under concurrent batches', async () => {
    const db = server().database.db;
    const [room] = await db.insert(liveRooms).values({ typeCode: 'word', title: '并发写' }).returning({ id: liveRooms.id });
    const [member] = await db.select({ id: members.id }).from(members).limit(1);
    const [teacher] = await db.select({ id: teachers.id, memberId: teachers.memberId }).from(teachers).limit(1);
    const first = await insertLiveMessage(db, { liveId: room.id, categoryId: 1, memberId: member.id, teacherId: null, content: '被引用' });
    const at = new Date('2026-11-30T01:02:03.456Z');
    const batches = await Promise.all(
      Array.from({ length: 8 }, (_, b) =>
        insertRoomMessages(db, room.id, [
          { categoryId: 1, memberId: teacher.memberId, teacherId: teacher.id, content: `老师 ${b} '$1' \\ "引号"`, quoteId: first!.id },
          { categoryId: 2, memberId: member.id, teacherId: null, content: `会员 ${b}`, createdAt: at },
        ]),
      ),
    );
    const stored = batches.flatMap((batch) => batch ?? []);
    const seqs = stored.map((m) => m.seq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 16 }, (_, i) => first!.seq + 1 + i));
    for (const batch of batches) expect(batch![1].seq).toBe(batch![0].seq + 1);
    const loaded = await loadLiveMessages(db, stored.map((m) => m.id));
    expect([...stored].sort((a, b) => a.seq - b.seq)).toEqual(loaded);
    const [byTeacher, byMember] = batches[0]!;
    expect(byTeacher.teacher?.id).toBe(teacher.id);
    expect(byTeacher.quote?.content).toBe('被引用');
    expect(byTeacher.content).toContain(`'$1' \\ "引号"`);
    expect(byMember.member?.id).toBe(member.id);
    expect(byMember.dateTime).toBe(at.toISOString());
  });

  it('hands out no numbers when a message of the batch cannot be stored', async () => {
    const db = server().database.db;
    const [room] = await db.insert(liveRooms).values({ typeCode: 'word', title: '失败写' }).returning({ id: liveRooms.id });
    const good = { categoryId: 1, memberId: null, teacherId: null, content: '好' };
    await expect(insertRoomMessages(db, room.id, [good, { ...good, memberId: 99_999_999 }])).rejects.toThrow();
    const [row] = await db.select({ lastSeq: liveRooms.lastSeq }).from(liveRooms).where(eq(liveRooms.id, room.id));
    expect(row.lastSeq).toBe(0);
    expect((await insertRoomMessages(db, room.id, [good]))?.map((m) => m.seq)).toEqual([1]);
  });
});

describeServer('live socket shutdown', () => {
  it('closes sockets with 1001 when the server stops', async () => {
    const server = await startTestServer();
    const [room] = await server.database.db.insert(liveRooms).values({ typeCode: 'word', title: '关停' }).returning({ id: liveRooms.id });
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const ws = new WebSocket(`${address.replace(/^http/, 'ws')}/ws/live/${room.id}`);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    await server.close();
    expect(await closed).toBe(LIVE_CLOSE.shuttingDown);
  });
});
