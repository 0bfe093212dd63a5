import {
  API,
  CODE,
  LIVE_TEXT,
  TEXT,
  type DictItem,
  type LiveHeats,
  type LiveMessage,
  type LiveMessageCategory,
  type LiveRoom,
  type LiveRoomInfo,
  type TableEnvelope as Table,
} from '@caixue/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { issueToken } from '../src/auth/tokens';
import type { Db } from '../src/db/client';
import { dictItems, liveMessages, liveReactions, liveRooms, liveRoomTeachers, liveTopMessages, members, teachers } from '../src/db/schema';
import { insertLiveMessage } from '../src/modules/live/message-repo';
import { describeServer, useTestServer, type Answer } from './support/test-server';

describeServer('live text rooms over HTTP', () => {
  const server = useTestServer();
  const db = (): Db => server().database.db;

  /** 张三 holds the VIP grant; the outsider is a fresh member without any. */
  let member = { id: 0, token: '' };
  let teacher = { id: 0, token: '' };
  let outsider = { id: 0, token: '' };
  let rooms: { morning: number; shortline: number; quant: number; vip: number; video: number };

  async function login(mobile: string) {
    const [row] = await db().select({ id: members.id }).from(members).where(eq(members.mobile, mobile));
    return { id: row.id, token: await issueToken(db(), row.id, new Date(server().clock.now())) };
  }

  beforeAll(async () => {
    member = await login('13800000001');
    teacher = await login('13800000002');
    const [row] = await db().insert(members).values({ mobile: '13900009999', name: '路人甲', nickname: '路人甲' }).returning({ id: members.id });
    outsider = { id: row.id, token: await issueToken(db(), row.id, new Date(server().clock.now())) };
    const all = await db().select({ id: liveRooms.id, title: liveRooms.title, typeCode: liveRooms.typeCode }).from(liveRooms);
    const byTitle = (part: string) => {
      const found = all.find((r) => r.title.includes(part));
      if (!found) throw new Error(`no seeded room like ${part}`);
      return found.id;
    };
    rooms = {
      morning: byTitle('早盘策略'),
      shortline: byTitle('短线擒龙'),
      quant: byTitle('量化'),
      vip: byTitle('VIP'),
      video: all.find((r) => r.typeCode === 'video')!.id,
    };
  });

  const get = (url: string, who: { token: string }) => server().get(url, { token: who.token });
  async function ok<T>(url: string, who: { token: string }): Promise<T> {
    const answer = await get(url, who);
    expect([url, answer.body.code, answer.body.msg]).toEqual([url, CODE.ok, TEXT.ok]);
    return answer.body.data as T;
  }
  async function table<T>(url: string, who: { token: string }): Promise<Table<T>> {
    const answer = await get(url, who);
    expect([url, answer.body.code]).toEqual([url, CODE.ok]);
    return answer.body as unknown as Table<T>;
  }
  const qs = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
  /** 206 carries what is locked (the room's module and title) for the no-permission page. */
  const expectNoAccess = (answer: Answer) =>
    expect(answer.body).toEqual({
      code: CODE.noPermission,
      msg: LIVE_TEXT.noAccess,
      data: { moduleIds: [expect.any(Number)], title: '刘老师·VIP 内参' },
    });

  /** Messages of a room as stored, for comparing against the API. */
  async function stored(liveId: number) {
    return db().select().from(liveMessages).where(eq(liveMessages.liveId, liveId)).orderBy(liveMessages.seq);
  }

  async function post(liveId: number, memberId: number, content: string, status = 1) {
    const inserted = await insertLiveMessage(db(), { liveId, categoryId: 1, memberId, teacherId: null, content });
    if (!inserted) throw new Error('room missing');
    if (status !== 1) await db().update(liveMessages).set({ status }).where(eq(liveMessages.id, inserted.id));
    return inserted;
  }

  it('answers 401 without a token on every live endpoint', async () => {
    const urls = [
      API.live.wordList,
      API.live.wordListAuthorized,
      API.live.wordInfo(1),
      `${API.live.wordRoomInfo}?id=1`,
      `${API.live.info('word')}?id=1`,
      API.live.heats(1),
      `${API.live.messages}?liveId=1`,
      `${API.live.messages2}?liveId=1`,
      API.live.messagesAuthorized,
      `${API.live.messagesSearch}?liveId=1&content=a`,
      API.live.top(1, 1),
      API.live.selfSendReplied,
      `${API.live.since}?liveId=1&afterSeq=0`,
      API.live.categories,
      API.dict.riskTip,
    ];
    for (const url of urls) {
      expect([url, (await server().get(url)).body]).toEqual([url, { code: CODE.unauthorized, msg: TEXT.unauthorized }]);
    }
    for (const url of [API.live.like, API.live.share]) {
      expect((await server().post(url, { liveId: 1 })).body.code).toBe(CODE.unauthorized);
    }
  });

  it('lists the word rooms with their teachers, locking the module room for members without it', async () => {
    const mine = await table<LiveRoom>(`${API.live.wordList}?pageNum=1&pageSize=100`, member);
    const theirs = await table<LiveRoom>(`${API.live.wordList}?pageNum=1&pageSize=100`, outsider);
    const wordRooms = await db().select().from(liveRooms).where(eq(liveRooms.typeCode, 'word'));
    expect(mine.total).toBe(wordRooms.length);
    expect(mine.total).toBeGreaterThanOrEqual(4);
    expect(mine.rows.map((r) => r.id).sort()).toEqual(wordRooms.map((r) => r.id).sort());
    expect(mine.rows.every((r) => r.typeCode === 'word' && !r.locked)).toBe(true);

    const locked = theirs.rows.filter((r) => r.locked).map((r) => r.id);
    expect(locked).toEqual(wordRooms.filter((r) => r.moduleId !== null).map((r) => r.id));
    expect(locked).toEqual([rooms.vip]);
    const vipForOutsider = theirs.rows.find((r) => r.id === rooms.vip)!;
    expect(vipForOutsider.content).toBe('');
    expect(mine.rows.find((r) => r.id === rooms.vip)!.content).not.toBe('');

    const morning = mine.rows.find((r) => r.id === rooms.morning)!;
    expect(morning.teacher?.name).toBe('李建华');
    expect(morning.teachers.map((t) => t.name)).toEqual(['李建华', '陈志强']);
    expect(morning.pic).toMatch(/^\/uploads\/.+\.svg$/);
    expect((await server().get(morning.pic)).status).toBe(200);
    expect(mine.rows.find((r) => r.id === rooms.quant)!.isOpenComment).toBe(0);

    // Paging: page 2 of size 2 is rows 3-4 of the full list.
    const page2 = await table<LiveRoom>(`${API.live.wordList}?pageNum=2&pageSize=2`, member);
    expect(page2.total).toBe(mine.total);
    expect(page2.rows.map((r) => r.id)).toEqual(mine.rows.slice(2, 4).map((r) => r.id));

    // Teacher filter: only the rooms that teacher is linked to.
    const [wang] = await db().select().from(teachers).where(eq(teachers.name, '王雅琴'));
    const wangs = await table<LiveRoom>(`${API.live.wordList}?teacherId=${wang.id}`, member);
    expect(wangs.rows.map((r) => r.id)).toEqual([rooms.shortline]);
  });

  it('lists only the rooms a member may open on the authorized list', async () => {
    const all = await table<LiveRoom>(`${API.live.wordList}?pageSize=100`, outsider);
    const open = await table<LiveRoom>(`${API.live.wordListAuthorized}?pageSize=100`, outsider);
    expect(open.rows.map((r) => r.id)).toEqual(all.rows.filter((r) => !r.locked).map((r) => r.id));
    expect(open.total).toBe(all.total - 1);
    const granted = await table<LiveRoom>(`${API.live.wordListAuthorized}?pageSize=100`, member);
    expect(granted.rows.map((r) => r.id)).toContain(rooms.vip);
  });

  it('answers 206 for a module room without a grant and 404 for a missing room', async () => {
    expectNoAccess(await get(API.live.wordInfo(rooms.vip), outsider));
    expectNoAccess(await get(`${API.live.wordRoomInfo}?id=${rooms.vip}`, outsider));
    expectNoAccess(await get(`${API.live.messages}?liveId=${rooms.vip}`, outsider));
    expectNoAccess(await get(`${API.live.since}?liveId=${rooms.vip}&afterSeq=0`, outsider));
    expectNoAccess(await get(API.live.top(rooms.vip, 1), outsider));
    expectNoAccess(await server().post(API.live.like, { liveId: rooms.vip }, { token: outsider.token }));
    const vip = await ok<LiveRoom>(API.live.wordInfo(rooms.vip), member);
    expect(vip).toMatchObject({ id: rooms.vip, locked: false, typeCode: 'word' });

    const missing = await get(API.live.wordInfo(987654), member);
    expect(missing.body).toEqual({ code: CODE.notFound, msg: LIVE_TEXT.roomNotFound });
    // A video room is not a word room.
    expect((await get(API.live.wordInfo(rooms.video), member)).body.code).toBe(CODE.notFound);
  });

  it("lets a room's own teacher into a module room without a grant", async () => {
    expectNoAccess(await get(API.live.wordInfo(rooms.vip), teacher));
    const [li] = await db().select().from(teachers).where(eq(teachers.memberId, teacher.id));
    await db().insert(liveRoomTeachers).values({ liveId: rooms.vip, teacherId: li.id, sort: 9 });
    try {
      const list = await table<LiveRoom>(`${API.live.wordList}?pageSize=100`, teacher);
      expect(list.rows.find((r) => r.id === rooms.vip)?.locked).toBe(false);
      const authorized = await table<LiveRoom>(`${API.live.wordListAuthorized}?pageSize=100`, teacher);
      expect(authorized.rows.map((r) => r.id)).toContain(rooms.vip);
      const info = await ok<LiveRoomInfo>(`${API.live.wordRoomInfo}?id=${rooms.vip}`, teacher);
      expect(info.canModerate).toBe(true);
      expect((await table<LiveMessage>(`${API.live.messages}?liveId=${rooms.vip}`, teacher)).total).toBeGreaterThan(0);
    } finally {
      await db().delete(liveRoomTeachers).where(and(eq(liveRoomTeachers.liveId, rooms.vip), eq(liveRoomTeachers.teacherId, li.id)));
    }
  });

  it('serves room info with navList, moderation right and last sequence, counting each visit', async () => {
    const before = await ok<LiveHeats>(API.live.heats(rooms.morning), member);
    const info = await ok<LiveRoomInfo>(`${API.live.wordRoomInfo}?id=${rooms.morning}`, member);
    const messages = await stored(rooms.morning);
    expect(info.lastSeq).toBe(messages[messages.length - 1].seq);
    expect(info.canModerate).toBe(false);
    expect(info.navList.length).toBeGreaterThan(0);
    expect(info.navList[0].params).toContain('isOpenComment=1');
    const asTeacher = await ok<LiveRoomInfo>(`${API.live.info('word')}?id=${rooms.morning}&typeCode=word&type=1`, teacher);
    expect(asTeacher.canModerate).toBe(true);
    expect((await ok<LiveRoomInfo>(`${API.live.wordRoomInfo}?id=${rooms.shortline}`, teacher)).canModerate).toBe(false);
    const after = await ok<LiveHeats>(API.live.heats(rooms.morning), member);
    expect(after.visits).toBe(before.visits + 2);

    const video = await ok<LiveRoomInfo>(`${API.live.info('video')}?id=${rooms.video}`, member);
    expect(video.typeCode).toBe('video');
    expect((await get(`${API.live.info('word')}?id=${rooms.video}`, member)).body.code).toBe(CODE.notFound);
  });

  it('pages messages newest first on /get/list and oldest first on /get/list/2', async () => {
    const open = (await stored(rooms.morning)).filter((m) => m.status === 1);
    const newest = await table<LiveMessage>(`${API.live.messages}?${qs({ liveId: rooms.morning, liveTypeCode: 'word', categoryId: 1, pageNum: 1, pageSize: 10 })}`, member);
    expect(newest.total).toBe(open.length);
    expect(newest.rows.map((m) => m.seq)).toEqual(open.map((m) => m.seq).reverse().slice(0, 10));
    const second = await table<LiveMessage>(`${API.live.messages}?${qs({ liveId: rooms.morning, pageNum: 2, pageSize: 10 })}`, member);
    expect(second.rows.map((m) => m.seq)).toEqual(open.map((m) => m.seq).reverse().slice(10, 20));
    const oldest = await table<LiveMessage>(`${API.live.messages2}?${qs({ liveId: rooms.morning, pageSize: 5 })}`, member);
    expect(oldest.rows.map((m) => m.id)).toEqual(open.slice(0, 5).map((m) => m.id));

    // The §3 shape: teacher posts carry the teacher, replies carry their quote.
    const all = await table<LiveMessage>(`${API.live.messages}?${qs({ liveId: rooms.morning, pageSize: 100 })}`, member);
    const reply = all.rows.find((m) => m.quote !== null)!;
    expect(reply.teacher?.name).toBe('李建华');
    const quoted = open.find((m) => m.id === reply.quoteId)!;
    expect(reply.quote).toMatchObject({ id: quoted.id, content: quoted.content, member: { id: member.id, name: '张三' } });
  });

  it('hides a closed message from everyone but its author, in every list', async () => {
    const keyword = '封单质量复盘笔记';
    const closed = await post(rooms.shortline, outsider.id, `我的${keyword}：先看量再看价`, 0);
    const visible = await post(rooms.shortline, outsider.id, `${keyword}第二条`);
    // 张三 quotes the outsider's closed message: the reply stays, the quote does not repeat it.
    const reply = await insertLiveMessage(db(), { liveId: rooms.shortline, categoryId: 1, memberId: member.id, teacherId: null, content: '同问', quoteId: closed.id });

    const lists = (who: { token: string }) => ({
      list: `${API.live.messages}?${qs({ liveId: rooms.shortline, pageSize: 100 })}`,
      list2: `${API.live.messages2}?${qs({ liveId: rooms.shortline, pageSize: 100 })}`,
      authorized: `${API.live.messagesAuthorized}?${qs({ type: 1, categoryId: 1, pageSize: 100, liveTypeCode: 'word', liveId: rooms.shortline })}`,
      search: `${API.live.messagesSearch}?${qs({ liveId: rooms.shortline, content: keyword })}`,
      since: `${API.live.since}?${qs({ liveId: rooms.shortline, afterSeq: closed.seq - 1 })}`,
      self: `${API.live.selfSendReplied}?pageSize=100`,
      who,
    });
    for (const [name, url] of Object.entries(lists(outsider)).filter(([k]) => k !== 'who')) {
      const answer = await get(url as string, outsider);
      const rows = (answer.body.rows ?? answer.body.data) as LiveMessage[];
      const mine = rows.find((m) => m.id === closed.id);
      expect([name, mine?.status]).toEqual([name, 0]);
    }
    for (const [name, url] of Object.entries(lists(member)).filter(([k]) => k !== 'who' && k !== 'self')) {
      const answer = await get(url as string, member);
      const rows = (answer.body.rows ?? answer.body.data) as LiveMessage[];
      expect([name, rows.some((m) => m.id === closed.id)]).toEqual([name, false]);
      if (name !== 'search') expect([name, rows.some((m) => m.id === reply!.id)]).toEqual([name, true]);
      expect([name, rows.every((m) => m.status === 1 || m.memberId === member.id)]).toEqual([name, true]);
    }
    const search = await table<LiveMessage>(lists(member).search, member);
    expect(search.rows.map((m) => m.id)).toEqual([visible.id]);
    expect(search.total).toBe(1);
    const since = await ok<LiveMessage[]>(lists(member).since, member);
    expect(since.find((m) => m.id === reply!.id)!.quote).toBeNull();

    // The seeded comment the teacher closed: its author (张三) still sees it, others do not.
    const [seededClosed] = await db().select().from(liveMessages).where(and(eq(liveMessages.liveId, rooms.shortline), eq(liveMessages.status, 0), eq(liveMessages.memberId, member.id)));
    expect(seededClosed).toBeDefined();
    const forMember = await table<LiveMessage>(`${API.live.messages}?liveId=${rooms.shortline}&pageSize=100`, member);
    const forOutsider = await table<LiveMessage>(`${API.live.messages}?liveId=${rooms.shortline}&pageSize=100`, outsider);
    expect(forMember.rows.find((m) => m.id === seededClosed.id)?.status).toBe(0);
    expect(forOutsider.rows.some((m) => m.id === seededClosed.id)).toBe(false);

    // Reopening shows it to everyone again.
    await db().update(liveMessages).set({ status: 1 }).where(eq(liveMessages.id, closed.id));
    const reopened = await table<LiveMessage>(lists(member).list, member);
    expect(reopened.rows.find((m) => m.id === closed.id)?.status).toBe(1);
  });

  it('keeps the authorized message list to rooms the member may open', async () => {
    const url = `${API.live.messagesAuthorized}?${qs({ type: 1, categoryId: 1, pageNum: 1, pageSize: 100, liveTypeCode: 'word' })}`;
    const theirs = await table<LiveMessage>(url, outsider);
    const mine = await table<LiveMessage>(url, member);
    expect(theirs.rows.length).toBeGreaterThan(0);
    expect(theirs.rows.some((m) => m.liveId === rooms.vip)).toBe(false);
    expect(mine.rows.some((m) => m.liveId === rooms.vip)).toBe(true);
    expect(theirs.rows.some((m) => m.liveId === rooms.video)).toBe(false);
    const openWordRooms = (await db().select().from(liveRooms)).filter((r) => r.typeCode === 'word' && r.moduleId === null).map((r) => r.id);
    const expected = (await db().select().from(liveMessages).where(inArray(liveMessages.liveId, openWordRooms))).filter(
      (m) => m.categoryId === 1 && (m.status === 1 || m.memberId === outsider.id),
    );
    expect(theirs.total).toBe(expected.length);
    const times = mine.rows.map((m) => Date.parse(m.dateTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expectNoAccess(await get(`${url}&liveId=${rooms.vip}`, outsider));
  });

  it('searches the text of messages, not their markup, with LIKE wildcards taken literally', async () => {
    const hits = await table<LiveMessage>(`${API.live.messagesSearch}?${qs({ liveId: rooms.morning, content: '仓位' })}`, member);
    const expected = (await stored(rooms.morning)).filter((m) => m.status === 1 && m.content.includes('仓位'));
    expect(expected.length).toBeGreaterThan(1);
    expect(hits.rows.map((m) => m.id)).toEqual(expected.map((m) => m.id).reverse());

    const marked = await post(rooms.quant, member.id, '<p><strong>涨幅5%</strong> 的 a_b &amp; 风险</p>');
    const search = async (content: string) =>
      (await table<LiveMessage>(`${API.live.messagesSearch}?${qs({ liveId: rooms.quant, content })}`, member)).rows.map((m) => m.id);
    expect(await search('strong')).toEqual([]);
    expect(await search('涨幅5%')).toEqual([marked.id]);
    // A bare % or _ matches only messages containing that character, not every message.
    const quant = (await stored(rooms.quant)).filter((m) => m.status === 1);
    for (const literal of ['%', '_']) {
      const withIt = quant.filter((m) => m.content.includes(literal)).map((m) => m.id).reverse();
      expect(withIt).toContain(marked.id);
      expect(withIt.length).toBeLessThan(quant.length);
      expect(await search(literal)).toEqual(withIt);
    }
    expect(await search('a_b')).toEqual([marked.id]);
    expect(await search('& 风险')).toEqual([marked.id]);
    // Text across a closing tag matches; the tags themselves do not.
    expect(await search('涨幅5% 的')).toEqual([marked.id]);
    expect(await search('p>')).toEqual([]);
  });

  it('returns pinned messages of a room', async () => {
    const pins = await db().select().from(liveTopMessages).where(eq(liveTopMessages.liveId, rooms.morning));
    expect(pins.length).toBeGreaterThan(0);
    const top = await ok<LiveMessage[]>(API.live.top(rooms.morning, 1), member);
    expect(top.map((m) => m.id)).toEqual(pins.map((p) => p.messageId));
    expect(top[0].content).toContain('仓位');
    expect(await ok<LiveMessage[]>(API.live.top(rooms.morning, 2), member)).toEqual([]);
  });

  it("lists the member's own messages and the replies quoting them", async () => {
    const mine = await table<LiveMessage>(`${API.live.selfSendReplied}?pageSize=100`, member);
    const ownIds = (await db().select({ id: liveMessages.id }).from(liveMessages).where(eq(liveMessages.memberId, member.id))).map((r) => r.id);
    const ownInOpenRooms = mine.rows.filter((m) => m.memberId === member.id);
    expect(ownInOpenRooms.map((m) => m.id).sort()).toEqual([...ownIds].sort());
    const replies = mine.rows.filter((m) => m.memberId !== member.id);
    expect(replies.length).toBeGreaterThan(0);
    for (const r of replies) expect(ownIds).toContain(r.quoteId);
    expect(replies.some((r) => r.teacher !== null)).toBe(true);
    const repliesInDb = await db()
      .select({ n: count() })
      .from(liveMessages)
      .where(and(inArray(liveMessages.quoteId, ownIds), eq(liveMessages.status, 1)));
    expect(mine.total).toBe(ownIds.length + repliesInDb[0].n - replies.filter((r) => r.memberId === member.id).length);
    const page = await table<LiveMessage>(`${API.live.selfSendReplied}?pageNum=2&pageSize=3`, member);
    expect(page.rows.map((m) => m.id)).toEqual(mine.rows.slice(3, 6).map((m) => m.id));
  });

  it('returns the messages after a sequence number, in order, up to the limit', async () => {
    const messages = (await stored(rooms.morning)).filter((m) => m.status === 1);
    const lastSeq = messages[messages.length - 1].seq;
    const tail = await ok<LiveMessage[]>(`${API.live.since}?liveId=${rooms.morning}&afterSeq=${lastSeq - 3}`, member);
    expect(tail.map((m) => m.seq)).toEqual([lastSeq - 2, lastSeq - 1, lastSeq]);
    const fresh = await post(rooms.morning, member.id, '补一条');
    expect(fresh.seq).toBe(lastSeq + 1);
    const after = await ok<LiveMessage[]>(`${API.live.since}?liveId=${rooms.morning}&afterSeq=${lastSeq}`, member);
    expect(after.map((m) => m.id)).toEqual([fresh.id]);
    const limited = await ok<LiveMessage[]>(`${API.live.since}?liveId=${rooms.morning}&afterSeq=0&limit=4`, member);
    expect(limited.map((m) => m.seq)).toEqual(messages.slice(0, 4).map((m) => m.seq));
  });

  it('counts likes and shares atomically and reports the heats', async () => {
    const before = await ok<LiveHeats>(API.live.heats(rooms.shortline), member);
    expect(before).toMatchObject({ liveId: rooms.shortline, online: 0 });
    const [room] = await db().select().from(liveRooms).where(eq(liveRooms.id, rooms.shortline));
    expect([before.likes, before.shares, before.visits]).toEqual([room.likes, room.shares, room.visits]);

    const likes = await Promise.all([1, 2, 3].map(() => server().post(API.live.like, { liveId: rooms.shortline }, { token: member.token })));
    for (const answer of likes) expect(answer.body.code).toBe(CODE.ok);
    const liked = likes.map((a) => (a.body.data as LiveHeats).likes).sort();
    expect(liked).toEqual([before.likes + 1, before.likes + 2, before.likes + 3]);

    const shared = await server().post(API.live.share, { liveId: rooms.shortline, channel: 'moments' }, { token: outsider.token });
    expect(shared.body.data).toMatchObject({ shares: before.shares + 1, likes: before.likes + 3 });
    const after = await ok<LiveHeats>(API.live.heats(rooms.shortline), member);
    expect(after).toMatchObject({ likes: before.likes + 3, shares: before.shares + 1, visits: before.visits });
    const reactions = await db().select().from(liveReactions).where(eq(liveReactions.liveId, rooms.shortline));
    expect(reactions.filter((r) => r.kind === 'like')).toHaveLength(3);
    expect(reactions.filter((r) => r.kind === 'share').map((r) => [r.memberId, r.channel])).toEqual([[outsider.id, 'moments']]);

    expect((await server().post(API.live.share, { liveId: rooms.shortline, channel: 'fax' }, { token: member.token })).body.code).toBe(CODE.badRequest);
    expect((await server().post(API.live.like, { liveId: '1' }, { token: member.token })).body.code).toBe(CODE.badRequest);
    expect((await server().post(API.live.like, { liveId: 987654 }, { token: member.token })).body.code).toBe(CODE.notFound);
    expect((await get(API.live.heats(987654), member)).body.code).toBe(CODE.notFound);
  });

  it('serves the message categories and the risk tip', async () => {
    const categories = await ok<LiveMessageCategory[]>(API.live.categories, member);
    expect(categories.map((c) => c.id)).toContain(1);
    expect(categories.every((c) => c.name.length > 0)).toBe(true);
    const tip = await ok<DictItem[]>(API.dict.riskTip, member);
    const rows = await db().select().from(dictItems).where(eq(dictItems.dictType, 'risk_tip'));
    expect(tip).toEqual(rows.map((r) => ({ dictLabel: r.label, dictValue: r.value, dictSort: r.sort })));
    expect(tip[0].dictValue).toContain('投资有风险');
    expect(tip[0].dictValue).toContain('不构成投资建议');
  });

  it('answers 400 naming the field on bad parameters', async () => {
    const cases: [string, string][] = [
      [`${API.live.messages}?liveId=1&pageSize=101`, 'pageSize'],
      [`${API.live.messages}?liveId=0`, 'liveId'],
      [`${API.live.messages}?liveId=abc`, 'liveId'],
      [`${API.live.messages}?liveId=1&pageNum=0`, 'pageNum'],
      [`${API.live.messages}`, 'liveId'],
      [`${API.live.messages}?liveId=1&liveTypeCode=audio`, 'liveTypeCode'],
      [`${API.live.wordList}?pageSize=500`, 'pageSize'],
      [`${API.live.wordList}?teacherId=-3`, 'teacherId'],
      [`${API.live.messagesSearch}?liveId=1&content=${'涨'.repeat(51)}`, 'content'],
      [`${API.live.messagesSearch}?liveId=1&content=`, 'content'],
      [`${API.live.since}?liveId=1&afterSeq=0&limit=501`, 'limit'],
      [`${API.live.since}?liveId=1&afterSeq=-1`, 'afterSeq'],
      [API.live.wordInfo('x'), 'id'],
      [`${API.live.wordRoomInfo}`, 'id'],
      [`${API.live.info('audio')}?id=1`, 'type'],
      [API.live.top(1, 0), 'categoryId'],
      [API.live.heats('1.5'), 'liveId'],
    ];
    for (const [url, field] of cases) {
      const answer = await get(url, member);
      expect([url, answer.body.code]).toEqual([url, CODE.badRequest]);
      expect([url, answer.body.msg]).toEqual([url, expect.stringContaining(field)]);
    }
  });

  it("shows a room's closed messages to its teachers, so they can reopen them after a reload", async () => {
    const closed = await post(rooms.morning, outsider.id, '老师能看到我这条已关闭的评论', 0);
    const list = (liveId: number) => `${API.live.messages}?liveId=${liveId}&pageSize=100`;
    expect((await table<LiveMessage>(list(rooms.morning), teacher)).rows.find((m) => m.id === closed.id)?.status).toBe(0);
    expect((await table<LiveMessage>(list(rooms.morning), member)).rows.some((m) => m.id === closed.id)).toBe(false);
    const since = await ok<LiveMessage[]>(`${API.live.since}?liveId=${rooms.morning}&afterSeq=${closed.seq - 1}`, teacher);
    expect(since.map((m) => m.id)).toContain(closed.id);
    // Only in the rooms they teach.
    const elsewhere = await post(rooms.shortline, outsider.id, '别的直播间里已关闭的评论', 0);
    expect((await table<LiveMessage>(list(rooms.shortline), teacher)).rows.some((m) => m.id === elsewhere.id)).toBe(false);
  });
});
