import { API, CODE, LIVE_SOCKET_PATH, type LiveMessage, type LiveVideoInfo, type LiveVideoRoom, type Playback, type PlaybackInfo, type ServerEvent } from '@caixue/contract';
import { VIDEO_TEXT } from '@caixue/contract/schemas/video';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { Db } from '../src/db/client';
import { accessModules, liveRooms, playbacks, teachers } from '../src/db/schema';
import { LOCK_MARKER, VIDEO_VIP_MODULE_CODE } from '../src/seed/video-data';
import { rawAnswers, useDemoCallers, type Caller, type Table } from './support/content';
import { describeServer, useTestServer, type Answer } from './support/test-server';

/**
 * Video live rooms and playbacks (issue 5) against the seeded demo data: the visitor and 赵六 (no
 * level) must never receive a gated stream or recording, 张三 (金牌会员) gets the video-vip ones but
 * not the stock-pool ones; lists page, filter and follow the all / visible / allorvisible rules;
 * a video room's chat is the live chat.
 */
describeServer('live video rooms and playbacks', () => {
  const server = useTestServer();
  const db = (): Db => server().database.db;
  const { visitor, zhang, zhao } = useDemoCallers(server);
  let rooms: { bond: number; gold: number; vip: number; review: number; weekend: number };
  let modules: { videoVip: number; stockPool: number };
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    const all = await db().select({ id: liveRooms.id, title: liveRooms.title }).from(liveRooms);
    const room = (title: string) => all.find((r) => r.title === title)!.id;
    rooms = {
      bond: room('赵老师·债市早知道'),
      gold: room('李老师·金股训练营'),
      vip: room('刘老师·VIP 视频内参'),
      review: room('赵老师·每周复盘'),
      weekend: room('陈老师·周末量化公开课'),
    };
    const mods = await db().select().from(accessModules);
    modules = { videoVip: mods.find((m) => m.code === VIDEO_VIP_MODULE_CODE)!.id, stockPool: mods.find((m) => m.code === 'stock-pool')!.id };
  });
  afterAll(() => {
    for (const ws of sockets) ws.terminate();
  });

  const get = (url: string, who: Caller) => server().get(url, { token: who.token });
  async function data<T>(url: string, who: Caller): Promise<{ data: T; answer: Answer }> {
    const answer = await get(url, who);
    expect([url, who.name, answer.body.code]).toEqual([url, who.name, CODE.ok]);
    return { data: answer.body.data as T, answer };
  }
  async function table<T>(url: string, who: Caller): Promise<Table<T>> {
    const answer = await get(url, who);
    expect([url, who.name, answer.body.code]).toEqual([url, who.name, CODE.ok]);
    return answer.body as unknown as Table<T>;
  }
  /** Every page of a list (pages of 20), checking the last one is short. */
  async function everyPage<T>(url: string, who: Caller): Promise<{ rows: T[]; texts: string[] }> {
    const rows: T[] = [];
    const texts: string[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await get(`${url}${url.includes('?') ? '&' : '?'}pageNum=${page}&pageSize=20`, who);
      expect(answer.body.code).toBe(CODE.ok);
      texts.push(answer.text);
      const body = answer.body as unknown as Table<T>;
      rows.push(...body.rows);
      if (body.rows.length < 20) {
        expect(rows.length).toBe(body.total);
        return { rows, texts };
      }
    }
  }

  // --- video rooms ---------------------------------------------------------------------------------

  it('lists video rooms for visitors, marking gated ones locked, with onAir from stream and start time', async () => {
    const list = await table<LiveVideoRoom>(API.liveVideo.list, visitor);
    expect(list.total).toBeGreaterThanOrEqual(6);
    expect(list.rows.every((r) => r.typeCode === 'video')).toBe(true);
    const byId = new Map(list.rows.map((r) => [r.id, r]));
    expect(byId.get(rooms.vip)).toMatchObject({ locked: true, content: '', onAir: 1, title: '刘老师·VIP 视频内参' });
    expect(byId.get(rooms.gold)).toMatchObject({ locked: false, onAir: 1 });
    expect(byId.get(rooms.bond)).toMatchObject({ locked: false, onAir: 1 });
    expect(byId.get(rooms.review)).toMatchObject({ onAir: 0 });
    const weekend = byId.get(rooms.weekend)!;
    expect(weekend.onAir).toBe(0);
    expect(Date.parse(weekend.dateTime)).toBeGreaterThan(server().clock.now());
    expect(weekend.teachers.map((t) => t.name)).toEqual(['陈志强']);
    expect(byId.get(rooms.gold)!.teachers.map((t) => t.name)).toEqual(['李建华', '陈志强']);

    // The same list for 张三 opens the VIP room; for 赵六 it stays locked.
    expect((await table<LiveVideoRoom>(API.liveVideo.list, zhang)).rows.find((r) => r.id === rooms.vip)!.locked).toBe(false);
    expect((await table<LiveVideoRoom>(API.liveVideo.list, zhao)).rows.find((r) => r.id === rooms.vip)!.locked).toBe(true);
  });

  it('filters video rooms by teacher and goods, and pages them', async () => {
    const [chen] = await db().select({ id: teachers.id }).from(teachers).where(eq(teachers.name, '陈志强'));
    const byTeacher = await table<LiveVideoRoom>(`${API.liveVideo.list}?teacherId=${chen.id}`, visitor);
    expect(byTeacher.rows.map((r) => r.id).sort()).toEqual([rooms.gold, rooms.weekend].sort());
    const byGoods = await table<LiveVideoRoom>(`${API.liveVideo.list}?goodsId=1`, visitor);
    expect(byGoods.rows.map((r) => r.id)).toEqual([rooms.gold]);
    const page1 = await table<LiveVideoRoom>(`${API.liveVideo.list}?pageNum=1&pageSize=4`, visitor);
    const page2 = await table<LiveVideoRoom>(`${API.liveVideo.list}?pageNum=2&pageSize=4`, visitor);
    expect(page1.rows).toHaveLength(4);
    expect(page2.rows.length).toBe(page1.total - 4);
    expect(new Set([...page1.rows, ...page2.rows].map((r) => r.id)).size).toBe(page1.total);
    const bad = await get(`${API.liveVideo.list}?teacherId=abc`, visitor);
    expect(bad.body).toMatchObject({ code: CODE.badRequest, msg: '参数 teacherId 格式不正确' });
  });

  it('lists authorized video rooms: the gated rooms a member holds; a visitor needs a token', async () => {
    expect((await get(API.liveVideo.listAuthorized, visitor)).body.code).toBe(CODE.unauthorized);
    expect((await table<LiveVideoRoom>(API.liveVideo.listAuthorized, zhao)).rows).toEqual([]);
    const mine = await table<LiveVideoRoom>(API.liveVideo.listAuthorized, zhang);
    expect(mine.rows.map((r) => r.id)).toEqual([rooms.vip]);
    expect(mine.rows[0].locked).toBe(false);
  });

  it('gives a video room its stream only to whom may open it; room/info counts a visit', async () => {
    for (const who of [visitor, zhao]) {
      const { data: info, answer } = await data<LiveVideoInfo>(API.liveVideo.info(rooms.vip), who);
      expect(info).toMatchObject({ id: rooms.vip, locked: true, videoSources: [], content: '' });
      expect(answer.text).not.toContain(LOCK_MARKER);
    }
    const { data: open } = await data<LiveVideoInfo>(API.liveVideo.info(rooms.vip), zhang);
    expect(open.locked).toBe(false);
    expect(open.videoSources.map((s) => s.type)).toEqual(['video/mp4', 'video/webm']);
    expect(open.videoSources[0].url).toContain(`${LOCK_MARKER}${VIDEO_VIP_MODULE_CODE}-room`);

    const { data: bond } = await data<LiveVideoInfo>(API.liveVideo.info(rooms.bond), visitor);
    expect(bond).toMatchObject({ locked: false, onAir: 1, canModerate: false });
    expect(bond.videoSources[0]).toEqual({ url: '/uploads/seed/media/live.mp4', type: 'video/mp4' });
    expect(bond.navList.map((n) => n.title)).toEqual(['互动', '简介', '回看']);

    const before = bond.visits;
    const { data: counted } = await data<LiveVideoInfo>(`${API.liveVideo.roomInfo}?id=${rooms.bond}`, visitor);
    expect(counted.visits).toBe(before + 1);
    expect((await data<LiveVideoInfo>(API.liveVideo.info(rooms.bond), visitor)).data.visits).toBe(before + 1);

    // An upcoming room has no stream yet.
    expect((await data<LiveVideoInfo>(API.liveVideo.info(rooms.weekend), visitor)).data).toMatchObject({ onAir: 0, videoSources: [] });
  });

  it('answers 404 for a text room or a missing room, 400 for a bad id', async () => {
    const [word] = await db().select({ id: liveRooms.id }).from(liveRooms).where(eq(liveRooms.typeCode, 'word')).limit(1);
    expect((await get(API.liveVideo.info(word.id), visitor)).body).toEqual({ code: CODE.notFound, msg: VIDEO_TEXT.roomNotFound });
    expect((await get(`${API.liveVideo.roomInfo}?id=987654`, visitor)).body.code).toBe(CODE.notFound);
    expect((await get(`${API.liveVideo.roomInfo}`, visitor)).body).toMatchObject({ code: CODE.badRequest, msg: '缺少必填参数 id' });
    expect((await get(API.liveVideo.info('x'), visitor)).body.code).toBe(CODE.badRequest);
  });

  it('lists a teacher’s rooms, text and video', async () => {
    const [li] = await db().select({ id: teachers.id }).from(teachers).where(eq(teachers.name, '李建华'));
    const list = await table<LiveVideoRoom>(API.liveVideo.byTeacher(li.id), visitor);
    expect(list.rows.some((r) => r.typeCode === 'word')).toBe(true);
    expect(list.rows.some((r) => r.id === rooms.gold)).toBe(true);
    expect(list.total).toBe(list.rows.length);
    expect((await table<LiveVideoRoom>(API.liveVideo.byTeacher(987654), visitor)).rows).toEqual([]);
  });

  // --- playbacks -------------------------------------------------------------------------------------

  it('lists playbacks newest first with cover, teachers, visits and room, paged by 20', async () => {
    const { rows } = await everyPage<Playback>(API.liveVideo.playbacksAll, visitor);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(rows.length).toBeLessThanOrEqual(50);
    const times = rows.map((r) => Date.parse(r.dateTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(server().clock.now() - times[times.length - 1]).toBeLessThanOrEqual(61 * 24 * 3600_000);
    for (const row of rows) {
      expect(row.pic).toMatch(/^\/uploads\/seed\/playback-\d+-\d+\.svg$/);
      expect(row.teacherList.length).toBeGreaterThan(0);
      expect(row.visits).toBeGreaterThan(0);
      expect(row.live).not.toBeNull();
    }
    const gold = rows.find((r) => r.live?.id === rooms.gold)!;
    expect(gold.live).toEqual({ id: rooms.gold, title: '李老师·金股训练营' });
    expect(gold.teacherList.map((t) => t.name)).toEqual(['李建华', '陈志强']);
  });

  it('applies all / allorvisible / visible and the plain list for visitor, 赵六 and 张三', async () => {
    const ids = async (url: string, who: Caller) => (await everyPage<Playback>(url, who)).rows;
    const all = await ids(API.liveVideo.playbacksAll, visitor);
    const locked = all.filter((r) => r.locked);
    // Gated: the VIP room's playbacks (by the room's module) and two stock-pool ones.
    expect(locked.filter((r) => r.live?.id === rooms.vip).length).toBeGreaterThanOrEqual(4);
    const [pool] = await db().select({ n: playbacks.id }).from(playbacks).where(eq(playbacks.moduleId, modules.stockPool));
    expect(pool).toBeDefined();

    for (const who of [visitor, zhao]) {
      expect((await ids(API.liveVideo.playbacksAll, who)).map((r) => [r.id, r.locked])).toEqual(all.map((r) => [r.id, r.locked]));
      // Playbacks are always listed when locked: allorvisible = all, and the plain list is allorvisible.
      expect((await ids(API.liveVideo.playbacksAllOrVisible, who)).map((r) => r.id)).toEqual(all.map((r) => r.id));
      expect((await ids(API.liveVideo.playbacks, who)).map((r) => r.id)).toEqual(all.map((r) => r.id));
      const visible = await ids(API.liveVideo.playbacksVisible, who);
      expect(visible.map((r) => r.id)).toEqual(all.filter((r) => !r.locked).map((r) => r.id));
    }

    const zhangAll = await ids(API.liveVideo.playbacksAll, zhang);
    const zhangLocked = zhangAll.filter((r) => r.locked);
    // 张三 opens video-vip (the VIP room's playbacks) but not stock-pool.
    expect(zhangAll.filter((r) => r.live?.id === rooms.vip).every((r) => !r.locked)).toBe(true);
    expect(zhangLocked.length).toBe(2);
    const zhangVisible = await ids(API.liveVideo.playbacksVisible, zhang);
    expect(zhangVisible.length).toBe(all.length - 2);
  });

  it('filters playbacks by teacher, goods (own or the room’s) and room; `from` picks the id', async () => {
    const [wang] = await db().select({ id: teachers.id }).from(teachers).where(eq(teachers.name, '王雅琴'));
    const byTeacher = (await everyPage<Playback>(`${API.liveVideo.playbacks}?teacherId=${wang.id}&from=teacher`, visitor)).rows;
    expect(byTeacher.length).toBeGreaterThan(0);
    expect(byTeacher.every((r) => r.teacherList.some((t) => t.id === wang.id))).toBe(true);

    const goods1 = (await everyPage<Playback>(`${API.liveVideo.playbacks}?goodsId=1&from=goods`, visitor)).rows;
    expect(goods1.length).toBe(8);
    expect(goods1.every((r) => r.live?.id === rooms.gold && r.goodsId === 1)).toBe(true);
    const goods2 = (await everyPage<Playback>(`${API.liveVideo.playbacks}?goodsId=2`, visitor)).rows;
    expect(goods2.length).toBe(3);
    expect(goods2.every((r) => r.goodsId === 2)).toBe(true);

    // from=goods ignores a teacherId sent along (and the other way round).
    const both = await table<Playback>(`${API.liveVideo.playbacks}?goodsId=2&teacherId=987654&from=goods`, visitor);
    expect(both.total).toBe(3);
    expect((await table<Playback>(`${API.liveVideo.playbacks}?goodsId=2&teacherId=987654&from=teacher`, visitor)).total).toBe(0);
    expect((await get(`${API.liveVideo.playbacks}?from=shop`, visitor)).body).toEqual({ code: CODE.badRequest, msg: VIDEO_TEXT.fromInvalid });

    const ofRoom = (await everyPage<Playback>(`${API.liveVideo.playbacksOfRoom}?liveId=${rooms.gold}`, visitor)).rows;
    expect(ofRoom.map((r) => r.id).sort()).toEqual(goods1.map((r) => r.id).sort());
    expect((await get(API.liveVideo.playbacksOfRoom, visitor)).body).toMatchObject({ code: CODE.badRequest, msg: '缺少必填参数 liveId' });
  });

  it('opens a playback: counts a play, gives sources only with access', async () => {
    const all = (await everyPage<Playback>(API.liveVideo.playbacksAll, visitor)).rows;
    const free = all.find((r) => !r.locked)!;
    const vip = all.find((r) => r.locked && r.live?.id === rooms.vip)!;

    const first = await data<PlaybackInfo>(API.liveVideo.playbackInfo(free.id), visitor);
    expect(first.data.videoSources).toEqual([
      { url: '/uploads/seed/media/lesson.mp4', type: 'video/mp4' },
      { url: '/uploads/seed/media/lesson.webm', type: 'video/webm' },
    ]);
    expect(first.data.visits).toBe(free.visits + 1);
    expect((await data<PlaybackInfo>(API.liveVideo.playbackInfo(free.id), zhao)).data.visits).toBe(free.visits + 2);

    for (const who of [visitor, zhao]) {
      const { data: info, answer } = await data<PlaybackInfo>(API.liveVideo.playbackInfo(vip.id), who);
      expect(info).toMatchObject({ id: vip.id, locked: true, videoSources: [], title: vip.title });
      expect(answer.text).not.toContain(LOCK_MARKER);
    }
    const { data: open } = await data<PlaybackInfo>(API.liveVideo.playbackInfo(vip.id), zhang);
    expect(open.locked).toBe(false);
    expect(open.videoSources[0].url).toContain(`${LOCK_MARKER}${VIDEO_VIP_MODULE_CODE}-playback`);

    expect((await get(API.liveVideo.playbackInfo(987654), visitor)).body).toEqual({ code: CODE.notFound, msg: VIDEO_TEXT.playbackNotFound });
  });

  it('never sends a gated stream or recording to a visitor or 赵六; 张三 gets video-vip but never stock-pool', async () => {
    const allRooms = (await table<LiveVideoRoom>(`${API.liveVideo.list}?pageSize=100`, visitor)).rows;
    const allPlaybacks = (await everyPage<Playback>(API.liveVideo.playbacksAll, visitor)).rows;
    const [li] = await db().select({ id: teachers.id }).from(teachers).where(eq(teachers.name, '李建华'));
    const urls = [
      API.liveVideo.list,
      `${API.liveVideo.list}?pageNum=2&pageSize=3`,
      API.liveVideo.byTeacher(li.id),
      API.liveVideo.playbacks,
      API.liveVideo.playbacksAll,
      `${API.liveVideo.playbacksAll}?pageNum=2`,
      API.liveVideo.playbacksAllOrVisible,
      API.liveVideo.playbacksVisible,
      `${API.liveVideo.playbacksOfRoom}?liveId=${rooms.vip}`,
      ...allRooms.flatMap((r) => [API.liveVideo.info(r.id), `${API.liveVideo.roomInfo}?id=${r.id}`]),
      ...allPlaybacks.map((p) => API.liveVideo.playbackInfo(p.id)),
    ];
    const seen = (who: Caller) => rawAnswers(server(), urls, who);
    for (const who of [visitor, zhao]) expect(await seen(who)).not.toContain(LOCK_MARKER);
    const zhangs = await seen(zhang);
    expect(zhangs).toContain(`${LOCK_MARKER}${VIDEO_VIP_MODULE_CODE}-`);
    expect(zhangs).not.toContain(`${LOCK_MARKER}stock-pool`);
  });

  // --- the video room's chat ---------------------------------------------------------------------------

  it('carries a video room’s chat over the live socket and the message list', async () => {
    const address = await server().app.listen({ port: 0, host: '127.0.0.1' });
    const ws = new WebSocket(`${address.replace(/^http/, 'ws')}${LIVE_SOCKET_PATH}${rooms.gold}`);
    sockets.push(ws);
    const events: ServerEvent[] = [];
    ws.on('message', (raw) => {
      const text = raw.toString();
      if (text.startsWith('[')) events.push(...(JSON.parse(text) as ServerEvent[]));
    });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    ws.send(JSON.stringify({ type: 'online', liveId: rooms.gold, userType: 'member', userId: 0, token: zhao.token }));
    ws.send(
      JSON.stringify({ type: 'msg', content: '<p>老师好，视频直播间提问</p>', liveId: rooms.gold, categoryId: 1, quoteId: null, liveTypeId: 1, token: zhao.token, clientMsgId: 'v-1' }),
    );
    // The ack comes straight back; the broadcast may follow it (through Redis when REDIS_URL is set).
    const ackOf = () => events.find((e): e is Extract<ServerEvent, { type: 'ack' }> => e.type === 'ack' && e.clientMsgId === 'v-1');
    const broadcastOf = (id: number) => events.find((e): e is Extract<ServerEvent, { type: 'msg' }> => e.type === 'msg' && e.data.id === id);
    const until = Date.now() + 5000;
    while (!(ackOf() && broadcastOf(ackOf()!.id)) && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    const ack = ackOf();
    expect(ack, JSON.stringify(events)).toBeDefined();
    expect(broadcastOf(ack!.id)?.data.liveId, JSON.stringify(events)).toBe(rooms.gold);

    const list = await table<LiveMessage>(`${API.live.messages}?liveId=${rooms.gold}&liveTypeCode=video&pageSize=50`, zhang);
    const mine = list.rows.find((m) => m.id === ack!.id);
    expect(mine).toMatchObject({ liveId: rooms.gold, content: '<p>老师好，视频直播间提问</p>', member: { name: '赵六' } });
    // The seeded teacher posts of the room come with it.
    expect(list.rows.some((m) => m.teacher?.name === '李建华')).toBe(true);

    // The gated video room's chat stays closed to 赵六 (206), open to 张三.
    expect((await get(`${API.live.messages}?liveId=${rooms.vip}`, zhao)).body.code).toBe(CODE.noPermission);
    expect((await table<LiveMessage>(`${API.live.messages}?liveId=${rooms.vip}`, zhang)).rows.length).toBeGreaterThan(0);
  });
});
