import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_MS, SOCKET_RECONNECT_MS, TEXT, type LiveMessage, type ServerEvent } from '@caixue/contract';
import { taroMock, type FakeSocketTask } from '../../../test/taro';
import { LiveSendError, currentLiveSocket, openLiveSocket, parseServerFrame, type LiveSocket, type SocketStatus } from './socket';

const MESSAGE: LiveMessage = {
  id: 7, liveId: 3, seq: 12, categoryId: 1, content: '<p>大盘震荡</p>', dateTime: '2026-11-22 10:00:00', tplId: 0,
  memberId: null, member: null, teacher: { id: 2, name: '李老师', avatar: '' }, quoteId: null, quote: null, status: 1,
};

/** Lets the connectSocket promise and its continuations run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

function login(memberId = 41, token = 'tok-41') {
  taroMock.storage.set('token', token);
  taroMock.storage.set('memberId', memberId);
}

async function openRoom(liveId = 3): Promise<{ socket: LiveSocket; task: FakeSocketTask; statuses: SocketStatus[] }> {
  const socket = openLiveSocket(liveId);
  const statuses: SocketStatus[] = [];
  socket.onStatus((s) => statuses.push(s));
  await settle();
  const task = taroMock.lastSocket!;
  task.open();
  return { socket, task, statuses };
}

describe('LiveSocket', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    currentLiveSocket()?.close();
    vi.useRealTimers();
  });

  it('connects to the socket base plus the live id and sends the online frame with the member id and token', async () => {
    login();
    const { socket, task } = await openRoom(3);
    expect(task.url).toMatch(/^wss?:\/\/[^/]+\/ws\/live\/3$/);
    expect(task.frames).toEqual([{ type: 'online', liveId: 3, userType: 'member', userId: 41, token: 'tok-41' }]);
    expect(socket.status).toBe('open');
  });

  it('sends userId 0 and no token for a visitor', async () => {
    const { task } = await openRoom(5);
    expect(task.frames).toEqual([{ type: 'online', liveId: 5, userType: 'member', userId: 0 }]);
  });

  it('sends the heartbeat text every 60 s while open', async () => {
    const { task } = await openRoom();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS - 1);
    expect(task.heartbeats).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(task.heartbeats).toBe(1);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 2);
    expect(task.heartbeats).toBe(3);
  });

  it('on an error closes the socket and reconnects after 10 s, then reports the reconnect', async () => {
    const { socket, task, statuses } = await openRoom();
    const reconnected = vi.fn();
    socket.onReconnected(reconnected);
    task.error();
    expect(task.closed).toBe(true);
    expect(socket.status).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_MS - 1);
    expect(taroMock.sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(taroMock.sockets).toHaveLength(2);
    expect(reconnected).not.toHaveBeenCalled();
    taroMock.lastSocket!.open();
    expect(reconnected).toHaveBeenCalledTimes(1);
    expect(taroMock.lastSocket!.frames[0]).toMatchObject({ type: 'online' });
    expect(statuses).toEqual(['open', 'reconnecting', 'open']);
    // The old task's late close event changes nothing.
    await settle();
    expect(socket.status).toBe('open');
    expect(taroMock.sockets).toHaveLength(2);
  });

  it('reconnects after 10 s when the server closes the connection, and keeps trying when connecting fails', async () => {
    const { socket, task } = await openRoom();
    task.serverClose();
    taroMock.failSocketConnects(1);
    await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_MS);
    expect(socket.status).toBe('reconnecting');
    expect(taroMock.sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_MS);
    expect(taroMock.sockets).toHaveLength(2);
  });

  it('restarts at once after a failed heartbeat', async () => {
    const { task } = await openRoom();
    task.failSends = true;
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(task.closed).toBe(true);
    expect(taroMock.sockets).toHaveLength(2);
  });

  it('resolves a sent message on its ack and puts the token and a clientMsgId in the frame', async () => {
    login();
    const { socket, task } = await openRoom();
    const sending = socket.send({ content: '请问老师', liveId: 3, categoryId: 1, quoteId: 7, liveTypeId: 1 });
    const frame = task.frames[1];
    expect(frame).toMatchObject({ type: 'msg', content: '请问老师', liveId: 3, categoryId: 1, quoteId: 7, liveTypeId: 1, token: 'tok-41' });
    expect(typeof frame.clientMsgId).toBe('string');
    task.receive([{ type: 'online', liveId: 3, count: 2 }, { type: 'ack', clientMsgId: frame.clientMsgId, id: 99, seq: 13 }]);
    await expect(sending).resolves.toEqual({ clientMsgId: frame.clientMsgId, id: 99, seq: 13 });
  });

  it('rejects a refused message with the server code and text', async () => {
    const { socket, task } = await openRoom();
    const sending = socket.send({ content: ' ', liveId: 3, categoryId: 1, quoteId: null, liveTypeId: 1 });
    task.receive([{ type: 'refused', clientMsgId: task.frames[1].clientMsgId, code: 500, msg: '内容不能为空' }]);
    const error = await sending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LiveSendError);
    expect(error).toMatchObject({ kind: 'refused', code: 500, message: '内容不能为空' });
  });

  it('rejects after 10 s without an ack and restarts the socket', async () => {
    const { socket } = await openRoom();
    const sending = socket.send({ content: 'hi', liveId: 3, categoryId: 1, quoteId: null, liveTypeId: 1 });
    const outcome = sending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await outcome).toMatchObject({ kind: 'timeout', message: TEXT.sendFailed });
    expect(taroMock.sockets).toHaveLength(2);
  });

  it('restarts after a failed send and rejects it', async () => {
    const { socket, task } = await openRoom();
    task.failSends = true;
    const error = await socket.send({ content: 'hi', liveId: 3, categoryId: 1, quoteId: null, liveTypeId: 1 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'socket' });
    expect(task.closed).toBe(true);
    await settle();
    expect(taroMock.sockets).toHaveLength(2);
    expect(socket.status).toBe('reconnecting');
  });

  it('rejects at once while not open', async () => {
    const socket = openLiveSocket(3);
    await settle();
    await expect(socket.send({ content: 'hi', liveId: 3, categoryId: 1, quoteId: null, liveTypeId: 1 })).rejects.toMatchObject({ kind: 'socket' });
  });

  it('emits every event of an array frame in order, tolerating a single object and the heartbeat text', async () => {
    const { socket, task } = await openRoom();
    const events: ServerEvent[] = [];
    socket.on((e) => events.push(e));
    task.receive([{ type: 'msg', data: MESSAGE }, { type: 'close', status: 0, data: MESSAGE }]);
    task.receive('heartbeat');
    task.receive({ type: 'online', liveId: 3, count: 9 });
    task.receive('not json');
    expect(events.map((e) => e.type)).toEqual(['msg', 'close', 'online']);
  });

  it('opening another room closes the previous room socket (one socket per client)', async () => {
    const first = await openRoom(3);
    const second = await openRoom(4);
    expect(first.task.closed).toBe(true);
    expect(first.socket.status).toBe('closed');
    expect(second.socket.status).toBe('open');
    expect(currentLiveSocket()).toBe(second.socket);
    // No reconnect for the closed room.
    await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_MS * 2);
    expect(taroMock.sockets).toHaveLength(2);
  });

  it('close() stops reconnecting and heartbeats and fails pending sends', async () => {
    const { socket, task } = await openRoom();
    const pending = socket.send({ content: 'hi', liveId: 3, categoryId: 1, quoteId: null, liveTypeId: 1 }).catch((e: unknown) => e);
    socket.close();
    expect(await pending).toMatchObject({ kind: 'socket' });
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS + SOCKET_RECONNECT_MS);
    expect(task.heartbeats).toBe(0);
    expect(taroMock.sockets).toHaveLength(1);
  });

  it('does not reconnect after the server closes for no access or no such room', async () => {
    for (const code of [4403, 4404]) {
      const { socket, task } = await openRoom();
      task.serverClose(code, 'no access');
      expect(socket.status).toBe('closed');
      expect(socket.lastCloseCode).toBe(code);
      const count = taroMock.sockets.length;
      await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_MS * 2);
      expect(taroMock.sockets).toHaveLength(count);
    }
  });

  it('reconnects at once when the server drops a socket that fell behind (4408)', async () => {
    const { task } = await openRoom();
    task.serverClose(4408, 'too slow');
    await settle();
    expect(taroMock.sockets).toHaveLength(2);
  });

  it('an error event fails a waiting send as a session failure', async () => {
    login();
    const { socket, task } = await openRoom();
    const pending = socket.send({ content: 'hi', liveId: 3, categoryId: 1, quoteId: null, liveTypeId: 1 }).catch((e: unknown) => e);
    task.receive([{ type: 'error', msg: '无效的会话，或者会话已过期，请重新登录。' }]);
    expect(await pending).toMatchObject({ kind: 'session' });
    await settle();
  });

  it('an error event in a browser clears the login and goes to login after the confirm', async () => {
    login();
    taroMock.storage.set('isTeacher', 1);
    const { task } = await openRoom();
    task.receive([{ type: 'error', msg: 'token expired' }]);
    expect(taroMock.storage.has('token')).toBe(false);
    expect(taroMock.storage.has('memberId')).toBe(false);
    await settle();
    expect(taroMock.modals.map((m) => m.content)).toEqual([TEXT.sessionExpiredConfirm]);
    expect(taroMock.currentPage.route).toBe('pages/login/index/index');
  });

  it('an error event in a browser stays on the page when the confirm is cancelled', async () => {
    login();
    taroMock.answerModals(false);
    const { task } = await openRoom();
    task.receive([{ type: 'error', msg: 'token expired' }]);
    await settle();
    expect(taroMock.storage.has('token')).toBe(false);
    expect(taroMock.navigations).toEqual([]);
  });

  it('an error event inside the WeChat webview goes to login without a dialog', async () => {
    const agent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) MicroMessenger/8.0.50');
    try {
      login();
      const { task } = await openRoom();
      task.receive([{ type: 'error', msg: 'token expired' }]);
      await settle();
      expect(taroMock.modals).toEqual([]);
      expect(taroMock.storage.has('token')).toBe(false);
      expect(taroMock.currentPage.route).toBe('pages/login/index/index');
    } finally {
      agent.mockRestore();
    }
  });
});

describe('parseServerFrame', () => {
  it('reads arrays, single events, and ignores heartbeat, junk and non-events', () => {
    expect(parseServerFrame('[{"type":"online","liveId":1,"count":3}]')).toEqual([{ type: 'online', liveId: 1, count: 3 }]);
    expect(parseServerFrame('{"type":"error","msg":"x"}')).toEqual([{ type: 'error', msg: 'x' }]);
    expect(parseServerFrame('heartbeat')).toEqual([]);
    expect(parseServerFrame('{oops')).toEqual([]);
    expect(parseServerFrame('[1,null,{"no":"type"}]')).toEqual([]);
    expect(parseServerFrame(new ArrayBuffer(2))).toEqual([]);
  });
});
