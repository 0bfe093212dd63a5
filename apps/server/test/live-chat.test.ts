import { randomInt } from 'node:crypto';
import { CODE, LIVE_CONTENT_MAX, LIVE_TEXT, TEXT, type ServerEvent } from '@caixue/contract';
import pino from 'pino';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { accessModules, liveRooms, liveRoomTeachers, members, teachers } from '../src/db/schema';
import { MediaUrls } from '../src/auth/media-urls';
import { LocalDiskStorage } from '../src/integrations/storage/local-disk';
import { ChatPictures } from '../src/modules/live/chat-pictures';
import { LiveChat, RATE_BURST, Refused, type ChatSend } from '../src/modules/live/chat';
import { loadLiveMessages } from '../src/modules/live/message-repo';
import { describeServer, useTestServer } from './support/test-server';

/**
 * The message rules without a socket: modules/live/chat.ts is the one place they live, so any
 * transport (the WebSocket today) gets the same answers. The socket tests cover the framing.
 */
describeServer('live chat rules (modules/live/chat.ts)', () => {
  const server = useTestServer();
  let db: Db;
  let chat: LiveChat;
  const published: { liveId: number; event: ServerEvent }[] = [];
  /** What the writer announced to the publisher (hub) before publishing: a room's frame may wait for it. */
  const expected: { liveId: number; settled: Promise<unknown>; publishedThen: number }[] = [];
  let open: number;
  let closedComments: number;
  let gated: number;
  let member: number;
  let teacherMember: number;

  const newMember = async (name: string) => {
    const [row] = await db
      .insert(members)
      .values({ mobile: `136${String(randomInt(10 ** 8)).padStart(8, '0')}`, name, nickname: name })
      .returning({ id: members.id });
    return row.id;
  };
  const send = (liveId: number, memberId: number, content: string, extra: Partial<ChatSend> = {}): ChatSend => ({
    liveId,
    memberId,
    content,
    categoryId: 1,
    quoteId: null,
    ...extra,
  });
  const refusal = async (attempt: Promise<unknown>) => {
    const error = await attempt.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Refused);
    return { code: (error as Refused).code, msg: (error as Refused).message };
  };

  beforeAll(async () => {
    db = server().database.db;
    const dataDir = server().config.dataDir;
    const storage = { uploads: new LocalDiskStorage(`${dataDir}/uploads`), media: new LocalDiskStorage(`${dataDir}/media`, '/media') };
    chat = new LiveChat({
      db,
      publisher: { onlineCount: () => 0, publish: (liveId, event) => published.push({ liveId, event }), expect: (liveId, settled) => expected.push({ liveId, settled, publishedThen: published.length }) },
      logger: pino({ level: 'silent' }),
      now: Date.now,
      pictures: new ChatPictures({ db, ...storage, mediaUrls: new MediaUrls('test-secret', Date.now) }),
    });
    member = await newMember('规则甲');
    teacherMember = await newMember('规则老师');
    const [teacher] = await db.insert(teachers).values({ name: '规则老师', memberId: teacherMember }).returning({ id: teachers.id });
    const [mod] = await db
      .insert(accessModules)
      .values({ code: `chat-rules-${randomInt(10 ** 6)}`, name: '规则模块' })
      .returning({ id: accessModules.id });
    const rooms = await db
      .insert(liveRooms)
      .values([
        { typeCode: 'word', title: '规则直播间' },
        { typeCode: 'word', title: '规则关闭评论', isOpenComment: 0 },
        { typeCode: 'word', title: '规则会员直播间', moduleId: mod.id },
      ])
      .returning({ id: liveRooms.id });
    [open, closedComments, gated] = rooms.map((r) => r.id);
    await db.insert(liveRoomTeachers).values(rooms.map((r) => ({ liveId: r.id, teacherId: teacher.id })));
  });

  it('stores an accepted message sanitized, publishes it, and keeps only a quote of an open message of the room', async () => {
    const access = chat.connection();
    const first = await (await chat.accept(access, send(open, member, '<p onclick="x()">看<script>alert(1)</script>好</p>'))).written;
    const [stored] = await loadLiveMessages(db, [first.id]);
    expect(stored.content).not.toMatch(/script|onclick/);
    expect(published.some((p) => p.liveId === open && p.event.type === 'msg' && p.event.data.id === first.id)).toBe(true);
    const reply = await (await chat.accept(access, send(open, member, '同意', { quoteId: first.id }))).written;
    const foreign = await (await chat.accept(chat.connection(), send(open, teacherMember, '别处', { quoteId: 99_999_999 }))).written;
    const loaded = new Map((await loadLiveMessages(db, [reply.id, foreign.id])).map((m) => [m.id, m]));
    expect(loaded.get(reply.id)?.quoteId).toBe(first.id);
    expect(loaded.get(foreign.id)?.quoteId).toBeNull();
  });

  it('tells the publisher a message is being stored before it is published, settling once it is', async () => {
    const before = published.length;
    const { written } = await chat.accept(chat.connection(), send(open, teacherMember, '稍后入帧'));
    const announced = expected.at(-1);
    expect(announced).toMatchObject({ liveId: open, publishedThen: before });
    // Settled means published: the frame that waited for it carries it.
    await announced?.settled;
    expect(published.slice(before).map((p) => (p.event.type === 'msg' ? p.event.data.content : null))).toContain('稍后入帧');
    await written;
  });

  it('refuses what the socket refuses, with the same codes and texts', async () => {
    const access = chat.connection();
    expect(await refusal(chat.accept(access, send(open, member, 'x'.repeat(LIVE_CONTENT_MAX + 1))))).toEqual({ code: CODE.badRequest, msg: LIVE_TEXT.contentTooLong });
    expect(await refusal(chat.accept(access, send(open, member, '<p> &nbsp; </p>')))).toEqual({ code: CODE.badRequest, msg: TEXT.emptyContent });
    expect(await refusal(chat.accept(access, send(open, member, '有\u0000人')))).toEqual({ code: CODE.badRequest, msg: TEXT.fieldIllegalChars('content') });
    expect(await refusal(chat.accept(access, send(99_999_999, member, '有人吗')))).toEqual({ code: CODE.notFound, msg: LIVE_TEXT.roomNotFound });
    expect(await refusal(chat.accept(access, send(gated, member, '让我进')))).toEqual({ code: CODE.noPermission, msg: LIVE_TEXT.noAccess });
    expect(await refusal(chat.accept(access, send(closedComments, member, '关了吗')))).toEqual({ code: CODE.badRequest, msg: LIVE_TEXT.commentsClosed });
    // The room's teacher is exempt from the module, the comment switch and the rate limit.
    for (const liveId of [gated, closedComments]) await (await chat.accept(chat.connection(), send(liveId, teacherMember, '老师说'))).written;
    expect(await chat.mayEnter(access, (await chat.room(gated))!, member)).toBe(false);
    expect(await chat.mayEnter(access, (await chat.room(gated))!, teacherMember)).toBe(true);
    expect(await chat.mayEnter(access, (await chat.room(open))!, null)).toBe(true);
  });

  it('rate-limits a member to a burst, not a room teacher', async () => {
    const sender = await newMember('规则乙');
    const access = chat.connection();
    const accepted = [];
    // Sent back to back (the bucket refills at RATE_PER_SECOND): the writes are awaited afterwards.
    for (let i = 0; i < RATE_BURST; i += 1) accepted.push((await chat.accept(access, send(open, sender, `第${i}条`))).written);
    expect(await refusal(chat.accept(access, send(open, sender, '太快')))).toEqual({ code: CODE.tooMany, msg: LIVE_TEXT.tooFast });
    await Promise.all(accepted);
    const teacherSends = [];
    for (let i = 0; i <= RATE_BURST; i += 1) teacherSends.push((await chat.accept(access, send(open, teacherMember, `老师${i}`))).written);
    expect((await Promise.all(teacherSends)).length).toBe(RATE_BURST + 1);
  });
});
