import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, CODE, type LiveMessage } from '@caixue/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MEDIA_URL_STEP_MS, MEDIA_URL_TTL_MS } from '../src/auth/media-urls';
import { accessModules, liveMessages, liveRooms, seedRuns } from '../src/db/schema';
import { GATED_CHAT_PICTURES_SEED_NAME, seedGatedChatPictures } from '../src/seed/gated-chat-pictures';
import { VIDEO_VIP_MODULE_CODE } from '../src/seed/video-data';
import { useDemoCallers, type Caller } from './support/content';
import { Client } from './support/live-client';
import { multipart } from './support/multipart';
import { describeServer, useTestServer } from './support/test-server';

const PHOTO = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'media', 'photo.png');
/** The picture url in a message's sanitized HTML, attribute entities decoded (as the browser reads it). */
const srcOf = (html: string) => (/src="([^"]*)"/.exec(html)?.[1] ?? '').replace(/&amp;/g, '&');

/**
 * Issue 11, finding 9 for chat: pictures posted in a gated (module) live room are kept under
 * DATA_DIR/media and handed out only as signed, expiring /media/ urls (history, socket frames,
 * quotes, screenshots); free rooms' pictures stay plain /uploads/ urls.
 */
describeServer('gated chat pictures', () => {
  const server = useTestServer();
  const { visitor, zhang, zhao } = useDemoCallers(server);
  const clients: Client[] = [];
  let base = '';
  let gatedRoom = 0;
  let freeRoom = 0;
  let photo: Buffer;

  const fetchFile = async (url: string) => {
    const response = await server().app.inject({ method: 'GET', url });
    return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
  };
  const upload = async (who: Caller): Promise<string> => {
    const body = multipart([{ field: 'file', filename: 'p.png', type: 'image/png', content: photo }]);
    const answer = await server().request({
      method: 'POST',
      url: API.live.upload,
      payload: body.payload,
      headers: { 'content-type': body.contentType, authorization: `Bearer ${who.token}` },
    });
    expect(answer.body.code).toBe(CODE.ok);
    return (answer.body as { url: string }).url;
  };
  /** Posts the picture over a socket as `who` and answers the message frame the room's sockets get. */
  const post = async (who: Caller, liveId: number, content: string, quoteId: number | null = null): Promise<LiveMessage> => {
    const client = await Client.open(base, liveId);
    clients.push(client);
    client.online(liveId, who.token ?? '');
    await client.event('online');
    client.post(liveId, who.token ?? '', content, { quoteId });
    return client.waitFor(() => client.messages().find((m) => m.memberId !== null && m.content.includes('<img')) ?? null, 'msg frame');
  };
  const history = (who: Caller, liveId: number) => server().get(`${API.live.messages}?liveId=${liveId}&pageSize=50`, { token: who.token });

  beforeAll(async () => {
    photo = await readFile(PHOTO);
    base = (await server().app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
    const db = server().database.db;
    const [vip] = await db.select({ id: accessModules.id }).from(accessModules).where(eq(accessModules.code, VIDEO_VIP_MODULE_CODE));
    const rooms = await db
      .insert(liveRooms)
      .values([
        { typeCode: 'word' as const, title: '会员图文直播', moduleId: vip.id },
        { typeCode: 'word' as const, title: '公开图文直播', moduleId: null },
      ])
      .returning({ id: liveRooms.id });
    [gatedRoom, freeRoom] = rooms.map((r) => r.id);
  });
  afterAll(() => clients.forEach((c) => c.close()));

  it('stores a gated room picture under /media and hands it to a member with access signed, by socket and history', async () => {
    const uploaded = await upload(zhang);
    const frame = await post(zhang, gatedRoom, `<img src="${uploaded}">`);
    const live = srcOf(frame.content);
    expect(live).toMatch(/^\/media\/chat\/\d{6}\/[0-9a-f]{32}\.png\?exp=\d+&sig=[\w-]{43}$/);
    const stored = await server().database.db.select({ content: liveMessages.content }).from(liveMessages).where(eq(liveMessages.id, frame.id));
    expect(stored[0].content).not.toContain('?exp=');
    expect(stored[0].content).not.toContain('/uploads/');

    const fetched = await fetchFile(live);
    expect(fetched.status).toBe(200);
    expect(fetched.bytes.equals(photo)).toBe(true);
    expect(fetched.headers['cache-control']).toMatch(/^private/);

    const answer = await history(zhang, gatedRoom);
    const rows = (answer.body as unknown as { rows: LiveMessage[] }).rows;
    expect((await fetchFile(srcOf(rows.find((m) => m.id === frame.id)!.content))).status).toBe(200);

    // A reply quoting it carries the quoted picture signed too.
    const reply = await post(zhang, gatedRoom, `<p>看这张</p><img src="${await upload(zhang)}">`, frame.id);
    expect(reply.quote?.id).toBe(frame.id);
    expect((await fetchFile(srcOf(reply.quote!.content))).status).toBe(200);
  });

  it('gives a visitor and a member without access no url, and refuses every url they can learn', async () => {
    const uploaded = await upload(zhang);
    const frame = await post(zhang, gatedRoom, `<img src="${uploaded}">`);
    const signed = srcOf(frame.content);
    const [pathPart] = signed.split('?');
    // The sender's own upload leaves the public area once it is posted in the gated room.
    expect((await fetchFile(uploaded)).status).toBe(404);
    for (const who of [visitor, zhao]) {
      const answer = await history(who, gatedRoom);
      expect(answer.body.code).not.toBe(CODE.ok);
      expect(JSON.stringify(answer.body)).not.toContain('/chat/');
    }
    expect((await fetchFile(pathPart)).status).toBe(403);
    expect((await fetchFile(`${pathPart}?exp=9999999999&sig=${'A'.repeat(43)}`)).status).toBe(403);
    expect([403, 404]).toContain((await fetchFile(pathPart.replace('/media/', '/uploads/../media/'))).status);
  });

  it('lets the signed url expire; history read later gives a fresh one that works', async () => {
    const frame = await post(zhang, gatedRoom, `<img src="${await upload(zhang)}">`);
    const first = srcOf(frame.content);
    server().clock.advance(MEDIA_URL_TTL_MS + MEDIA_URL_STEP_MS + 60_000);
    expect((await fetchFile(first)).status).toBe(403);
    const rows = ((await history(zhang, gatedRoom)).body as unknown as { rows: LiveMessage[] }).rows;
    const again = srcOf(rows.find((m) => m.id === frame.id)!.content);
    expect(again).not.toBe(first);
    expect((await fetchFile(again)).status).toBe(200);
  });

  it('keeps free room pictures plain and cacheable under /uploads', async () => {
    const uploaded = await upload(zhao);
    const frame = await post(zhao, freeRoom, `<img src="${uploaded}">`);
    expect(srcOf(frame.content)).toBe(uploaded);
    const fetched = await fetchFile(uploaded);
    expect(fetched.status).toBe(200);
    expect(fetched.headers['cache-control']).toMatch(/^public/);
    // Someone else posting that free picture in a gated room gets a gated copy; the free room keeps its picture.
    const copied = await post(zhang, gatedRoom, `<p>转发</p><img src="${uploaded}">`);
    expect(srcOf(copied.content)).toMatch(/^\/media\/chat\//);
    expect((await fetchFile(uploaded)).status).toBe(200);
  });

  it('never takes a picture away from a free room: its uploader posting it in a gated room keeps the public copy', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // the chat's rate bucket (5 a second, real time) refills
    const uploaded = await upload(zhang);
    await post(zhang, freeRoom, `<img src="${uploaded}">`);
    const gated = await post(zhang, gatedRoom, `<p>会员也看看</p><img src="${uploaded}">`);
    expect(srcOf(gated.content)).toMatch(/^\/media\/chat\//);
    expect((await fetchFile(uploaded)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
  });

  it('renders a screenshot of gated messages into the gated area, signed; free ones stay public', async () => {
    const frame = await post(zhang, gatedRoom, `<p>会员图</p><img src="${await upload(zhang)}">`);
    const answer = await server().get(`${API.live.screenshot}?liveMessageIds=${frame.id}`, { token: zhang.token });
    const pic = (answer.body.data as { pic: string }).pic;
    expect(pic).toMatch(/^\/media\/screenshots\/[0-9a-f]{40}\.png\?exp=\d+&sig=[\w-]{43}$/);
    expect((await fetchFile(pic)).status).toBe(200);
    const [pathPart] = pic.split('?');
    expect((await fetchFile(pathPart)).status).toBe(403);
    expect((await fetchFile(pathPart.replace('/media/', '/uploads/'))).status).toBe(404);
    expect((await server().get(`${API.live.screenshot}?liveMessageIds=${frame.id}`, { token: zhao.token })).body.code).toBe(CODE.noPermission);

    const free = await post(zhao, freeRoom, `<p>公开图</p><img src="${await upload(zhao)}">`);
    const freePic = ((await server().get(`${API.live.screenshot}?liveMessageIds=${free.id}`, { token: zhao.token })).body.data as { pic: string }).pic;
    expect(freePic).toMatch(/^\/uploads\/screenshots\/[0-9a-f]{40}\.png$/);
  });

  it('moves pictures posted in gated rooms before this change to the gated area, and their old /uploads url opens nothing', async () => {
    const db = server().database.db;
    const dataDir = server().config.dataDir;
    const key = `chat/202401/${'ab'.repeat(16)}.png`;
    const shared = `chat/202401/${'cd'.repeat(16)}.png`;
    for (const k of [key, shared]) {
      await mkdir(path.join(dataDir, 'uploads', 'chat', '202401'), { recursive: true });
      await writeFile(path.join(dataDir, 'uploads', ...k.split('/')), photo);
    }
    const [zhangRow] = await db.select({ id: liveMessages.memberId }).from(liveMessages).where(eq(liveMessages.liveId, gatedRoom)).limit(1);
    const old = await db
      .insert(liveMessages)
      .values([
        { liveId: gatedRoom, seq: 9000, memberId: zhangRow.id, categoryId: 1, content: `<img src="/uploads/${key}" /><img src="/uploads/${shared}" />` },
        { liveId: freeRoom, seq: 9000, memberId: zhangRow.id, categoryId: 1, content: `<img src="/uploads/${shared}" />` },
      ])
      .returning({ id: liveMessages.id });
    await db.delete(seedRuns).where(eq(seedRuns.name, GATED_CHAT_PICTURES_SEED_NAME));

    expect(await seedGatedChatPictures(db, dataDir)).toBe(true);
    expect(await seedGatedChatPictures(db, dataDir)).toBe(false);
    const [moved] = await db.select({ content: liveMessages.content }).from(liveMessages).where(eq(liveMessages.id, old[0].id));
    expect(moved.content).toBe(`<img src="/media/${key}" /><img src="/media/${shared}" />`);
    expect((await fetchFile(`/uploads/${key}`)).status).toBe(404);
    // Still shown in a free room: that public copy stays.
    expect((await fetchFile(`/uploads/${shared}`)).status).toBe(200);
    const rows = ((await history(zhang, gatedRoom)).body as unknown as { rows: LiveMessage[] }).rows;
    expect((await fetchFile(srcOf(rows.find((m) => m.id === old[0].id)!.content))).status).toBe(200);
  });
});
