import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, CODE, LIVE_TEXT, TEXT } from '@caixue/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords';
import { accessModules, levelModules, liveMessages, liveRooms, memberLevelGrants, memberLevels, teachers } from '../src/db/schema';
import { insertLiveMessage } from '../src/modules/live/message-repo';
import { NO_FILE_MESSAGE } from '../src/modules/media/upload';
import { insertMember } from '../src/modules/member/repo';
import { describeServer, uniqueIp, uniqueMobile, useTestServer, type TestServer } from './support/test-server';
import { multipart } from './support/multipart';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'media');
const fixture = (name: string) => readFile(path.join(FIXTURES, name));
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface Member {
  id: number;
  token: string;
}

async function createMember(server: TestServer, nickname: string): Promise<Member> {
  const mobile = uniqueMobile();
  const member = await insertMember(server.database.db, { mobile, passwordHash: await hashPassword('media123'), name: nickname, nickname });
  const login = await server.post(API.member.loginAccount, { account: mobile, password: 'media123' }, { ip: uniqueIp() });
  expect(login.body.code).toBe(CODE.ok);
  return { id: member.id, token: (login.body.data as { token: string }).token };
}

function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describeServer('media: chat image upload and screenshots', () => {
  const server = useTestServer();
  let alice: Member;
  let bob: Member;

  const upload = (token: string | undefined, parts: Parameters<typeof multipart>[0]) => {
    const body = multipart(parts);
    return server().request({
      method: 'POST',
      url: API.live.upload,
      payload: body.payload,
      headers: { 'content-type': body.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  };
  const fetchFile = async (url: string) => {
    const response = await server().app.inject({ method: 'GET', url });
    return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
  };
  const uploadedFiles = async () => {
    const root = path.join(server().config.dataDir, 'uploads', 'chat');
    try {
      const months = await readdir(root);
      return (await Promise.all(months.map(async (m) => (await readdir(path.join(root, m))).map((f) => `${m}/${f}`)))).flat().sort();
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    alice = await createMember(server(), '小李');
    bob = await createMember(server(), '老周');
  });

  it.each([
    ['photo.png', 'image/png', 'png'],
    ['photo.jpg', 'image/jpeg', 'jpg'],
    ['dot.gif', 'image/gif', 'gif'],
    ['grid.bmp', 'image/bmp', 'bmp'],
  ])('stores a real %s under a random name and serves it back byte for byte', async (name, type, ext) => {
    const content = await fixture(name);
    const answer = await upload(alice.token, [{ field: 'file', filename: name, type, content }]);
    expect(answer.body).toMatchObject({ code: CODE.ok, msg: TEXT.ok });
    const url = answer.body.url as string;
    expect(url).toMatch(new RegExp(`^/uploads/chat/\\d{6}/[0-9a-f]{32}\\.${ext}$`));
    expect(url).not.toContain(name.split('.')[0]);
    expect(answer.body.data).toEqual({ url, name: url.split('/').pop(), size: content.length });
    expect(answer.body).toMatchObject({ fileName: url, newFileName: url.split('/').pop(), originalFilename: name });
    const served = await fetchFile(url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe(type);
    expect(served.body.equals(content)).toBe(true);
  });

  it('names the stored file after its real format, accepting a JPEG sent as .jpeg', async () => {
    const answer = await upload(alice.token, [{ field: 'file', filename: '截图.JPEG', content: await fixture('photo.jpg') }]);
    expect(answer.body.code).toBe(CODE.ok);
    expect(answer.body.url).toMatch(/\.jpg$/);
  });

  it.each([
    ['an HTML page named .png', 'x.png', 'page.html.png'],
    ['an SVG', 'vector.svg', 'vector.svg'],
    ['an SVG renamed .png', 'vector.png', 'vector.svg'],
    ['a text file', 'notes.txt', 'notes.txt'],
    ['a text file renamed .gif', 'notes.gif', 'notes.txt'],
    ['a picture with a wrong extension', 'photo.webp', 'photo.png'],
  ])('refuses %s with 不支持该文件上传！ and keeps nothing', async (_label, filename, source) => {
    const before = await uploadedFiles();
    const answer = await upload(alice.token, [{ field: 'file', filename, content: await fixture(source) }]);
    expect(answer.body.msg).toBe(TEXT.unsupportedUpload);
    expect(answer.body.code).not.toBe(CODE.ok);
    expect(answer.body.url).toBeUndefined();
    expect(await uploadedFiles()).toEqual(before);
  });

  it('refuses a Windows program renamed .png', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200, 7)]);
    const answer = await upload(alice.token, [{ field: 'file', filename: 'setup.png', content: exe }]);
    expect(answer.body).toMatchObject({ code: 415, msg: TEXT.unsupportedUpload });
  });

  it('refuses a picture over 5 MB and leaves no partial file', async () => {
    const before = await uploadedFiles();
    const png = await fixture('photo.png');
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1 - png.length, 1)]);
    const answer = await upload(alice.token, [{ field: 'file', filename: 'big.png', content: big }]);
    expect(answer.body).toMatchObject({ code: 413, msg: LIVE_TEXT.fileTooLarge });
    expect(await uploadedFiles()).toEqual(before);
    // Exactly 5 MB is still fine.
    const fits = await upload(alice.token, [{ field: 'file', filename: 'fits.png', content: big.subarray(0, 5 * 1024 * 1024) }]);
    expect(fits.body.code).toBe(CODE.ok);
  });

  it('says what is missing when there is no file field', async () => {
    const other = await upload(alice.token, [{ field: 'name', content: 'x.png' }]);
    expect(other.body).toEqual({ code: CODE.badRequest, msg: NO_FILE_MESSAGE });
    const wrongField = await upload(alice.token, [{ field: 'picture', filename: 'photo.png', content: await fixture('photo.png') }]);
    expect(wrongField.body).toEqual({ code: CODE.badRequest, msg: NO_FILE_MESSAGE });
    const notMultipart = await server().post(API.live.upload, { file: 'x' }, { token: alice.token });
    expect(notMultipart.body).toEqual({ code: CODE.badRequest, msg: NO_FILE_MESSAGE });
  });

  it('requires a token', async () => {
    const answer = await upload(undefined, [{ field: 'file', filename: 'photo.png', content: await fixture('photo.png') }]);
    expect(answer.body).toEqual({ code: CODE.unauthorized, msg: TEXT.unauthorized });
  });

  describeServer('screenshots', () => {
    let openRoom: number;
    let lockedRoom: number;
    let lockedModule: number;
    const ids: Record<string, number> = {};

    const shot = async (token: string, liveMessageIds: string) => server().get(`${API.live.screenshot}?liveMessageIds=${liveMessageIds}`, { token });
    const picture = async (answer: { body: { code?: number; data?: unknown } }) => {
      expect(answer.body.code).toBe(CODE.ok);
      const pic = (answer.body.data as { pic: string }).pic;
      // Cards of a gated room's messages are kept in the gated area and answered signed (issue 11).
      expect(pic).toMatch(/^(\/uploads\/screenshots\/[0-9a-f]{40}\.png|\/media\/screenshots\/[0-9a-f]{40}\.png\?exp=\d+&sig=[\w-]{43})$/);
      const served = await fetchFile(pic);
      expect(served.status).toBe(200);
      return { pic, ...pngSize(served.body) };
    };

    beforeAll(async () => {
      const { db } = server().database;
      const [teacher] = await db.insert(teachers).values({ name: '王建国' }).returning();
      const [module] = await db.insert(accessModules).values({ code: `media-${Date.now()}`, name: '高级直播' }).returning();
      lockedModule = module.id;
      const rooms = await db
        .insert(liveRooms)
        .values([
          { typeCode: 'word', title: '媒体测试直播间' },
          { typeCode: 'word', title: '会员专享直播间', moduleId: module.id },
        ])
        .returning();
      openRoom = rooms[0].id;
      lockedRoom = rooms[1].id;
      const chat = (await upload(alice.token, [{ field: 'file', filename: 'tall.png', content: await fixture('tall.png') }])).body.url as string;
      const add = async (name: string, message: Parameters<typeof insertLiveMessage>[1]) => {
        const row = await insertLiveMessage(db, message);
        ids[name] = row!.id;
      };
      const base = { liveId: openRoom, categoryId: 1, teacherId: null, memberId: null };
      await add('teacher', { ...base, teacherId: teacher.id, content: '<p>今天大盘<b>高开低走</b>，创业板跌超 2%，注意控制仓位。</p><p>关注半导体 😀</p>' });
      await add('alice', { ...base, memberId: alice.id, content: '老师，现在可以抄底吗？&lt;script&gt;', quoteId: ids.teacher });
      await add('picture', { ...base, memberId: bob.id, content: `<p>看图</p><img src="${chat}">` });
      await add('aliceClosed', { ...base, memberId: alice.id, content: '这条被老师关闭了，但我自己还能看到，而且它很长很长很长很长很长很长很长很长很长很长很长很长很长很长。' });
      await add('bobClosed', { ...base, memberId: bob.id, content: '这条是别人的关闭消息，不应出现在截图里，而且它很长很长很长很长很长很长很长很长很长很长很长。' });
      await add('locked', { ...base, liveId: lockedRoom, teacherId: teacher.id, content: '会员专享内容' });
      for (const name of ['aliceClosed', 'bobClosed']) await db.update(liveMessages).set({ status: 0 }).where(eq(liveMessages.id, ids[name]));
    });

    it('draws the chosen messages as a 750 px wide PNG that grows with more messages', async () => {
      const one = await picture(await shot(alice.token, `${ids.teacher}`));
      const two = await picture(await shot(alice.token, `${ids.teacher},${ids.alice}`));
      const withPicture = await picture(await shot(alice.token, `${ids.teacher},${ids.alice},${ids.picture}`));
      expect(one.width).toBe(750);
      expect(two.width).toBe(750);
      expect(two.height).toBeGreaterThan(one.height);
      // The 300×600 picture is drawn (scaled to at most 520 px high), not a one-line placeholder.
      expect(withPicture.height - two.height).toBeGreaterThan(500);
    });

    it('draws in sequence order whatever order the ids come in, and reuses the picture', async () => {
      const forward = await picture(await shot(alice.token, `${ids.teacher},${ids.alice}`));
      const file = path.join(server().config.dataDir, forward.pic);
      const before = (await stat(file)).mtimeMs;
      const backward = await picture(await shot(alice.token, `${ids.alice},${ids.teacher}`));
      expect(backward.pic).toBe(forward.pic);
      expect((await stat(file)).mtimeMs).toBe(before);
    });

    it('accepts POST with ids in the query, a JSON string or a JSON array', async () => {
      const get = await picture(await shot(alice.token, `${ids.teacher},${ids.alice}`));
      const query = await server().request({
        method: 'POST',
        url: `${API.live.screenshot}?liveMessageIds=${ids.teacher},${ids.alice}`,
        headers: { authorization: `Bearer ${alice.token}` },
      });
      expect((await picture(query)).pic).toBe(get.pic);
      const asString = await server().post(API.live.screenshot, { liveMessageIds: `${ids.teacher},${ids.alice}` }, { token: alice.token });
      expect((await picture(asString)).pic).toBe(get.pic);
      const asArray = await server().post(API.live.screenshot, { liveMessageIds: [ids.alice, ids.teacher] }, { token: alice.token });
      expect((await picture(asArray)).pic).toBe(get.pic);
    });

    it("leaves out others' closed messages but keeps the caller's own", async () => {
      const open = await picture(await shot(alice.token, `${ids.teacher},${ids.alice}`));
      // Bob's closed message is dropped: the very same picture as without it.
      const withOthersClosed = await picture(await shot(alice.token, `${ids.teacher},${ids.alice},${ids.bobClosed}`));
      expect(withOthersClosed.pic).toBe(open.pic);
      // Alice's own closed message is drawn for her.
      const withOwnClosed = await picture(await shot(alice.token, `${ids.teacher},${ids.alice},${ids.aliceClosed}`));
      expect(withOwnClosed.height).toBeGreaterThan(open.height);
      // Bob sees his own closed message, not Alice's.
      const bobView = await picture(await shot(bob.token, `${ids.aliceClosed},${ids.bobClosed}`));
      expect(bobView.height).toBeGreaterThan(0);
      const onlyOthersClosed = await shot(alice.token, `${ids.bobClosed}`);
      expect(onlyOthersClosed.body).toEqual({ code: CODE.notFound, msg: LIVE_TEXT.messageNotFound });
    });

    it('answers 206 for a room the member may not open, and draws it once access is granted', async () => {
      const denied = await shot(alice.token, `${ids.teacher},${ids.locked}`);
      expect(denied.body).toEqual({ code: CODE.noPermission, msg: LIVE_TEXT.noAccess });
      const { db } = server().database;
      const [level] = await db.insert(memberLevels).values({ name: '媒体测试等级' }).returning();
      await db.insert(levelModules).values({ levelId: level.id, moduleId: lockedModule });
      const now = server().clock.now();
      await db.insert(memberLevelGrants).values({ memberId: bob.id, levelId: level.id, startAt: new Date(now - 60_000), endAt: new Date(now + 86_400_000) });
      const granted = await picture(await shot(bob.token, `${ids.locked}`));
      expect(granted.width).toBe(750);
      expect(granted.pic).toMatch(/^\/media\/screenshots\//);
      expect((await shot(alice.token, `${ids.locked}`)).body.code).toBe(CODE.noPermission);
    });

    it('needs 1 to 30 ids', async () => {
      expect((await server().get(API.live.screenshot, { token: alice.token })).body).toEqual({ code: CODE.badRequest, msg: LIVE_TEXT.screenshotEmpty });
      const many = Array.from({ length: 31 }, (_, i) => ids.teacher + i).join(',');
      expect((await shot(alice.token, many)).body).toEqual({ code: CODE.badRequest, msg: LIVE_TEXT.screenshotTooMany });
      expect((await shot(alice.token, '1,abc')).body.code).toBe(CODE.badRequest);
      const thirty = Array.from({ length: 30 }, (_, i) => ids.teacher + i).join(',');
      expect((await shot(alice.token, thirty)).body.code).toBe(CODE.noPermission); // the locked room's message is among them
    });

    it('draws free content through POST /api/common/screenshot, and ids there too', async () => {
      const content = await server().post(
        API.common.screenshot,
        { title: '今日复盘', content: '<p>第一段<script>window.pwned=1</script></p><p>第二段 &amp; 更多</p><img src="https://example.com/x.png">' },
        { token: alice.token },
      );
      const drawn = await picture(content);
      expect(drawn.width).toBe(750);
      const plain = await picture(await server().post(API.common.screenshot, { content: '纯文本\n第二行' }, { token: alice.token }));
      expect(plain.width).toBe(750);
      const byIds = await picture(await server().post(API.common.screenshot, { liveMessageIds: `${ids.teacher}` }, { token: alice.token }));
      expect(byIds.pic).toBe((await picture(await shot(alice.token, `${ids.teacher}`))).pic);
      const empty = await server().post(API.common.screenshot, { content: '  ' }, { token: alice.token });
      expect(empty.body.code).toBe(CODE.badRequest);
    });

    it('requires a token', async () => {
      expect((await server().get(`${API.live.screenshot}?liveMessageIds=${ids.teacher}`)).body.code).toBe(CODE.unauthorized);
      expect((await server().post(API.common.screenshot, { content: 'x' })).body.code).toBe(CODE.unauthorized);
    });
  });
});
