import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { API, SOCKET_RECONNECT_MS, TEXT, type LiveMessage, type LiveRoomInfo } from '@caixue/contract';
import { taroMock, type FakeSocketTask } from '../../../../test/taro';
import { openLiveSocket } from '@/shared/request/socket';
import { useLiveRoom } from './useLiveRoom';

const LIVE_ID = 3;
const ME = 41;

function msg(seq: number, patch: Partial<LiveMessage> = {}): LiveMessage {
  return {
    id: 500 + seq, liveId: LIVE_ID, seq, categoryId: 1, content: `<p>第${seq}条</p>`, dateTime: '2026-11-22 10:00:00', tplId: 0,
    memberId: null, member: null, teacher: { id: 2, name: '李老师', avatar: '' }, quoteId: null, quote: null, status: 1, ...patch,
  };
}

const INFO: LiveRoomInfo = {
  id: LIVE_ID, typeCode: 'word', title: '早盘直播', description: '', content: '', pic: '', picList: [], dateTime: '',
  teacher: null, teachers: [], isOpenComment: 1, locked: false, navList: [], canModerate: false, lastSeq: 3,
};

/** The server's messages of the room, ascending by seq; the routes below answer from it. */
let store: LiveMessage[] = [];
let sinceCalls: number[] = [];

function serveRoom(info: LiveRoomInfo = INFO) {
  taroMock.server.on('GET', API.live.wordRoomInfo, { data: { code: 200, msg: '', data: info } });
  taroMock.server.on('GET', API.live.top(LIVE_ID, 1), { data: { code: 200, msg: '', data: [msg(1)] } });
  taroMock.server.on('GET', API.live.messages, (req) => {
    const pageNum = Number(req.query.get('pageNum'));
    const pageSize = Number(req.query.get('pageSize'));
    const newestFirst = [...store].reverse();
    return { data: { code: 200, msg: '', rows: newestFirst.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: store.length } };
  });
  taroMock.server.on('GET', API.live.since, (req) => {
    const afterSeq = Number(req.query.get('afterSeq'));
    sinceCalls.push(afterSeq);
    return { data: { code: 200, msg: '', data: store.filter((m) => m.seq > afterSeq) } };
  });
}

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function post(...rows: LiveMessage[]) {
  store.push(...rows);
}

async function mountRoom() {
  const view = renderHook(() => useLiveRoom(LIVE_ID));
  await flush();
  const socket = taroMock.lastSocket!;
  act(() => socket.open());
  await flush();
  return { ...view, socket };
}

const seqsOf = (messages: LiveMessage[]) => messages.map((m) => m.seq);

function login() {
  taroMock.storage.set('token', 'tok-41');
  taroMock.storage.set('memberId', ME);
}

function lastSendFrame(socket: FakeSocketTask) {
  return socket.frames.filter((f) => f.type === 'msg').pop()!;
}

describe('useLiveRoom', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    store = [msg(1), msg(2), msg(3)];
    sinceCalls = [];
    serveRoom();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads info, the first page oldest first and the pinned messages, and connects', async () => {
    const { result, socket } = await mountRoom();
    expect(result.current.loading).toBe(false);
    expect(result.current.info?.title).toBe('早盘直播');
    expect(seqsOf(result.current.messages)).toEqual([1, 2, 3]);
    expect(result.current.top.map((m) => m.id)).toEqual([501]);
    expect(result.current.connection).toBe('open');
    expect(result.current.hasOlder).toBe(false);
    expect(socket.frames[0]).toMatchObject({ type: 'online', liveId: LIVE_ID });
    // The open socket asked for anything posted between the page and the subscription.
    expect(sinceCalls).toEqual([3]);
    act(() => socket.receive([{ type: 'online', liveId: LIVE_ID, count: 12 }]));
    expect(result.current.online).toBe(12);
  });

  it('after a reconnect fetches what was missed: every message once, in order', async () => {
    const { result, socket } = await mountRoom();
    post(msg(4));
    act(() => socket.receive([{ type: 'msg', data: msg(4) }]));
    expect(seqsOf(result.current.messages)).toEqual([1, 2, 3, 4]);

    act(() => socket.serverClose());
    expect(result.current.connection).toBe('reconnecting');
    post(msg(5), msg(6), msg(7));
    await advance(SOCKET_RECONNECT_MS);
    const next = taroMock.lastSocket!;
    expect(next).not.toBe(socket);
    act(() => next.open());
    await flush();
    expect(sinceCalls).toEqual([3, 4]);
    expect(seqsOf(result.current.messages)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // The new connection also delivers 7 (and an old 6) live after the catch-up answer: no duplicates.
    act(() => next.receive([{ type: 'msg', data: msg(7) }, { type: 'msg', data: msg(6) }]));
    post(msg(8));
    act(() => next.receive([{ type: 'msg', data: msg(8) }]));
    expect(seqsOf(result.current.messages)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(result.current.messages.map((m) => m.id)).size).toBe(8);
    expect(result.current.connection).toBe('open');
  });

  it('fills a sequence gap reported by the socket', async () => {
    const { result, socket } = await mountRoom();
    post(msg(4), msg(5), msg(6));
    act(() => socket.receive([{ type: 'msg', data: msg(6) }]));
    await flush();
    expect(sinceCalls).toEqual([3, 3]);
    expect(seqsOf(result.current.messages)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('applies close (others\' messages disappear, mine stay) and open events', async () => {
    login();
    store = [msg(1), msg(2, { memberId: ME, teacher: null }), msg(3, { memberId: 50, teacher: null })];
    const { result, socket } = await mountRoom();
    act(() => socket.receive([
      { type: 'close', status: 0, data: { ...store[1], status: 0 } },
      { type: 'close', status: 0, data: { ...store[2], status: 0 } },
    ]));
    expect(seqsOf(result.current.messages)).toEqual([1, 2]);
    expect(result.current.messages[1].status).toBe(0);
    act(() => socket.receive([{ type: 'open', status: 1, data: store[2] }]));
    expect(seqsOf(result.current.messages)).toEqual([1, 2, 3]);
  });

  it('an empty message shows 内容不能为空 and sends nothing', async () => {
    login();
    const { result, socket } = await mountRoom();
    let sent = true;
    await act(async () => { sent = await result.current.send('   ', null); });
    expect(sent).toBe(false);
    expect(taroMock.toasts.map((t) => t.title)).toEqual([TEXT.emptyContent]);
    expect(socket.frames.filter((f) => f.type === 'msg')).toEqual([]);
  });

  it('a refused message shows the server text; a message without an ack shows the send-failed text', async () => {
    login();
    const { result, socket } = await mountRoom();
    let refused!: Promise<boolean>;
    act(() => { refused = result.current.send('<p>hi</p>', null); });
    act(() => socket.receive([{ type: 'refused', clientMsgId: lastSendFrame(socket).clientMsgId, code: 500, msg: '评论已关闭' }]));
    expect(await refused).toBe(false);
    expect(taroMock.toasts.map((t) => t.title)).toEqual(['评论已关闭']);

    let timedOut!: Promise<boolean>;
    act(() => { timedOut = result.current.send('<p>hi</p>', null); });
    await advance(10_000);
    expect(await timedOut).toBe(false);
    expect(taroMock.toasts.map((t) => t.title)).toEqual(['评论已关闭', '内容发送失败，请重新尝试发送...']);
  });

  it('sends with the quote; a stored message that does not come back over the socket is fetched', async () => {
    login();
    const { result, socket } = await mountRoom();
    let sending!: Promise<boolean>;
    act(() => { sending = result.current.send('<p>请问</p>', 502); });
    const frame = lastSendFrame(socket);
    expect(frame).toMatchObject({ content: '<p>请问</p>', liveId: LIVE_ID, categoryId: 1, quoteId: 502, liveTypeId: 1, token: 'tok-41' });
    const mine = msg(4, { memberId: ME, teacher: null, content: '<p>请问</p>', quoteId: 502 });
    post(mine);
    act(() => socket.receive([{ type: 'ack', clientMsgId: frame.clientMsgId, id: mine.id, seq: 4 }]));
    expect(await sending).toBe(true);
    expect(seqsOf(result.current.messages)).toEqual([1, 2, 3]);
    await advance(2_000);
    expect(seqsOf(result.current.messages)).toEqual([1, 2, 3, 4]);
    expect(taroMock.toasts).toEqual([]);
  });

  it('a visitor who sends goes to login', async () => {
    const { result } = await mountRoom();
    let sent = true;
    await act(async () => { sent = await result.current.send('<p>hi</p>', null); });
    expect(sent).toBe(false);
    expect(taroMock.navigations.map((n) => n.url)).toContain('/pages/login/index/index');
  });

  it('moderate() posts the status and applies it locally', async () => {
    login();
    serveRoom({ ...INFO, canModerate: true });
    const bodies: unknown[] = [];
    taroMock.server.on('POST', API.live.status, (req) => { bodies.push(JSON.parse(req.data as string)); return { data: { code: 200, msg: '' } }; });
    const { result } = await mountRoom();
    await act(() => result.current.moderate(502, 0));
    expect(bodies).toEqual([{ id: 502, status: 0 }]);
    expect(result.current.messages.find((m) => m.id === 502)?.status).toBe(0);
    await act(() => result.current.moderate(502, 1));
    expect(result.current.messages.find((m) => m.id === 502)?.status).toBe(1);
  });

  it('pages older history in front without duplicates', async () => {
    store = Array.from({ length: 45 }, (_, i) => msg(i + 1));
    const { result } = await mountRoom();
    expect(seqsOf(result.current.messages)).toEqual(Array.from({ length: 20 }, (_, i) => i + 26));
    expect(result.current.hasOlder).toBe(true);
    await act(() => result.current.loadOlder());
    await act(() => result.current.loadOlder());
    expect(seqsOf(result.current.messages)).toEqual(Array.from({ length: 45 }, (_, i) => i + 1));
    expect(result.current.hasOlder).toBe(false);
  });

  it('reports a failed first load and recovers with reload()', async () => {
    taroMock.server.on('GET', API.live.wordRoomInfo, { data: { code: 500, msg: '服务繁忙' } });
    const view = renderHook(() => useLiveRoom(LIVE_ID));
    await flush();
    expect(view.result.current.loading).toBe(false);
    expect(view.result.current.error).toBe('服务繁忙');
    serveRoom();
    act(() => view.result.current.reload());
    await flush();
    act(() => taroMock.lastSocket!.open());
    await flush();
    expect(view.result.current.error).toBeNull();
    expect(seqsOf(view.result.current.messages)).toEqual([1, 2, 3]);
  });

  it('a room whose socket another room took reopens it when its page shows again, and catches up', async () => {
    const { result, socket } = await mountRoom();
    const other = openLiveSocket(4);
    await flush();
    expect(socket.closed).toBe(true);
    expect(result.current.connection).toBe('closed');
    post(msg(4));
    act(() => taroMock.triggerShow());
    await flush();
    const reopened = taroMock.lastSocket!;
    expect(reopened.url).toMatch(/\/ws\/live\/3$/);
    expect(other.status).toBe('closed');
    act(() => reopened.open());
    await flush();
    expect(result.current.connection).toBe('open');
    expect(seqsOf(result.current.messages)).toEqual([1, 2, 3, 4]);
    // Showing again while it holds the socket changes nothing.
    act(() => taroMock.triggerShow());
    expect(taroMock.lastSocket).toBe(reopened);
  });

  it('unmounting closes the socket and it does not reconnect', async () => {
    const { socket, unmount } = await mountRoom();
    unmount();
    expect(socket.closed).toBe(true);
    await advance(SOCKET_RECONNECT_MS * 2);
    expect(taroMock.sockets).toHaveLength(1);
  });
});
