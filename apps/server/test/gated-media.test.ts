import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API, CODE, type CourseSectionInfo, type LiveVideoInfo, type PlaybackInfo, type VideoItem } from '@caixue/contract';
import { and, eq, inArray, isNotNull, isNull, like, ne, or, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { MEDIA_URL_STEP_MS, MEDIA_URL_TTL_MS, MediaUrls } from '../src/auth/media-urls';
import { courseSections, liveRooms, news, playbacks, seedRuns, videos } from '../src/db/schema';
import { MEDIA_LINK_EXPIRED, MEDIA_LINK_INVALID } from '../src/http/gated-media';
import { GATED_MEDIA_SEED_NAME, seedGatedMedia } from '../src/seed/gated-media';
import { rawAnswers, useDemoCallers, type Caller } from './support/content';
import { describeServer, useTestServer } from './support/test-server';

/**
 * Issue 11, finding 9: the media of gated items (locked lessons, VIP videos, playbacks, streams,
 * audio and clips of locked news) are served only through signed, expiring /media/ urls, handed to
 * members who may open the item; public media stays plain and cacheable under /uploads.
 */
describeServer('gated media', () => {
  const server = useTestServer();
  const { visitor, zhang, zhao } = useDemoCallers(server);
  const db = () => server().database.db;

  /** A gated path as it would appear in an answer: "/media/…" after a quote, never ".../seed/media/…" of /uploads. */
  const GATED_URL = /(?<![\w-])\/media\/[^"\\\s]*/g;

  async function fetchFile(url: string, headers: Record<string, string> = {}) {
    const response = await server().app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload, text: response.body };
  }

  async function sourceOf<T extends { videoSources: { url: string }[] }>(url: string, who: Caller): Promise<string> {
    const answer = await server().get(url, { token: who.token });
    expect([url, answer.body.code]).toEqual([url, CODE.ok]);
    const [first] = (answer.body.data as T).videoSources;
    expect(first, `${url} gave no source to ${who.name}`).toBeTruthy();
    return first.url;
  }

  async function vipVideoId(): Promise<number> {
    const [row] = await db().select({ id: videos.id }).from(videos).where(eq(videos.title, '会员讲堂：龙头股的生命周期'));
    return row.id;
  }

  /** The page of every item with media: videos, playbacks, video rooms, video course sections, news with clips or audio. */
  async function itemUrls(): Promise<string[]> {
    const ids = async (table: typeof videos | typeof playbacks) => (await db().select({ id: table.id }).from(table)).map((r) => r.id);
    const rooms = await db().select({ id: liveRooms.id }).from(liveRooms).where(eq(liveRooms.typeCode, 'video'));
    const sections = await db().select({ id: courseSections.id }).from(courseSections).where(sql`jsonb_array_length(${courseSections.videoSources}) > 0`);
    const withMedia = await db().select({ id: news.id }).from(news).where(or(ne(news.audio, ''), like(news.content, '%<video%')));
    return [
      ...(await ids(videos)).map((id) => API.video.info(id)),
      ...(await ids(playbacks)).map((id) => API.liveVideo.playbackInfo(id)),
      ...rooms.map((r) => API.liveVideo.info(r.id)),
      ...sections.map((s) => API.course.sectionInfo(s.id)),
      ...withMedia.map((n) => API.news.infoById(n.id)),
    ];
  }

  it('gives 张三 a signed /media/ url for a gated video, which plays, also by Range request', async () => {
    const url = await sourceOf<VideoItem>(API.video.info(await vipVideoId()), zhang);
    expect(url).toMatch(/^\/media\/seed\/lesson\.mp4\?lock=[\w-]+&exp=\d+&sig=[\w-]{43}$/);
    const whole = await fetchFile(url);
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const original = await readFile(path.join(server().config.dataDir, 'media/seed/lesson.mp4'));
    expect(whole.bytes.equals(original)).toBe(true);
    const part = await fetchFile(url, { range: 'bytes=100-1123' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1123/${original.length}`);
    expect(part.bytes.equals(original.subarray(100, 1124))).toBe(true);
  });

  it('signs every gated source and rich-text clip for 张三, and none ever reaches a visitor or 赵六', async () => {
    // Audio of a locked news item (the demo's FM items are all free): stored like the seed stores gated clips.
    const [vipNews] = await db().select({ id: news.id }).from(news).where(eq(news.title, '金牌内参：黄金仓位管理'));
    await db().update(news).set({ audio: '/media/seed/fm.m4a' }).where(eq(news.id, vipNews.id));
    const urls = await itemUrls();
    expect(urls.length).toBeGreaterThan(50);
    for (const who of [visitor, zhao]) {
      const seen = await rawAnswers(server(), urls, who);
      expect([who.name, seen.match(GATED_URL) ?? []]).toEqual([who.name, []]);
    }
    const found = (await rawAnswers(server(), urls, zhang)).match(GATED_URL) ?? [];
    // Videos, playbacks, the VIP video room, locked course sections and locked news (clip and audio).
    expect(found.length).toBeGreaterThan(10);
    for (const kind of ['lesson.mp4', 'live.mp4', 'fm.m4a']) expect(found.some((u) => u.includes(kind))).toBe(true);
    const unsigned = found.filter((u) => !/[?&](amp;)?exp=\d+&(amp;)?sig=[\w-]{43}/.test(u));
    expect(unsigned).toEqual([]);
    // Each kind of item: a signed url from its answer plays.
    const [room] = await db().select({ id: liveRooms.id }).from(liveRooms).where(and(eq(liveRooms.typeCode, 'video'), isNotNull(liveRooms.moduleId)));
    const gatedPlayback = (await db().select({ id: playbacks.id, sources: playbacks.videoSources }).from(playbacks)).find((p) => p.sources[0]?.url.startsWith('/media/'));
    const gatedSection = (await db().select({ id: courseSections.id, sources: courseSections.videoSources }).from(courseSections)).find((s) => s.sources[0]?.url.startsWith('/media/'));
    for (const url of [
      await sourceOf<LiveVideoInfo>(API.liveVideo.info(room.id), zhang),
      await sourceOf<PlaybackInfo>(API.liveVideo.playbackInfo(gatedPlayback!.id), zhang),
      await sourceOf<CourseSectionInfo>(API.course.sectionInfo(gatedSection!.id), zhang),
    ]) {
      expect([url, (await fetchFile(url)).status]).toEqual([url, 200]);
    }
  }, 90_000); // about 500 item pages, three times (10 s alone, more beside other test files)

  it('refuses every url a visitor can learn or make: unsigned, old /uploads path, tampered, swapped, extended', async () => {
    const signed = await sourceOf<VideoItem>(API.video.info(await vipVideoId()), zhang);
    const [pathPart, query] = signed.split('?');
    const params = new URLSearchParams(query);
    const sig = params.get('sig')!;
    const exp = params.get('exp')!;
    const withQuery = (p: string, e: string, s: string) => `${p}?exp=${e}&sig=${s}`;
    const flipped = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    const refused = [
      pathPart, // the url without its signature
      `${pathPart}?lock=${params.get('lock')}`,
      withQuery(pathPart, exp, flipped), // tampered signature
      withQuery(pathPart, String(Number(exp) + 86_400), sig), // extended expiry
      withQuery('/media/seed/live.mp4', exp, sig), // another file, same signature
      withQuery('/media/seed/fm.m4a', exp, sig),
      withQuery(pathPart, exp, ''),
      withQuery(pathPart, 'NaN', sig),
      `${pathPart}?exp=${exp}&sig=${sig}&sig=${sig}`,
    ];
    for (const url of refused) {
      const answer = await fetchFile(url);
      expect([url, answer.status, JSON.parse(answer.text)]).toEqual([url, 403, { code: 403, msg: MEDIA_LINK_INVALID }]);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    // The gated folder is not under /uploads, whichever way it is spelled.
    for (const url of ['/uploads/seed/lesson.mp4', '/uploads/../media/seed/lesson.mp4', '/uploads/%2e%2e/media/seed/lesson.mp4', '/uploads/..%2fmedia/seed/lesson.mp4']) {
      const answer = await fetchFile(url);
      expect([url, answer.status]).not.toEqual([url, 200]);
      expect(answer.headers['content-type'] ?? '').not.toMatch(/^video\//);
    }
  });

  it('serves nothing outside the gated folder, no directory listing and no dotfile, even with a valid signature', async () => {
    const dataDir = server().config.dataDir;
    const signer = new MediaUrls(await readFile(path.join(dataDir, 'media-url-secret'), 'utf8'), server().clock.now);
    await writeFile(path.join(dataDir, 'media/seed/.hidden.mp4'), 'secret');
    for (const target of ['/media/seed/', '/media/seed', '/media/seed/.hidden.mp4', '/media/../media-url-secret', '/media/%2e%2e/media-url-secret', '/media/seed/../../media-url-secret']) {
      const answer = await fetchFile(signer.url(target));
      expect([target, answer.status]).not.toEqual([target, 200]);
      expect(answer.text).not.toContain('secret');
    }
    expect((await fetchFile(signer.url('/media/seed/fm.m4a'))).headers['content-type']).toBe('audio/mp4');
  });

  it('moves the gated items of a data dir seeded before gated media to the gated copies, once', async () => {
    const gated = (await db().select().from(videos).where(isNotNull(videos.moduleId)))[0];
    const [open] = await db().select().from(videos).where(isNull(videos.moduleId)).limit(1);
    const old = [{ url: '/uploads/seed/media/lesson.mp4?lock=old', type: 'video/mp4' }];
    await db().update(videos).set({ videoSources: old }).where(inArray(videos.id, [gated.id, open.id]));
    await db().delete(seedRuns).where(eq(seedRuns.name, GATED_MEDIA_SEED_NAME));
    expect(await seedGatedMedia(db())).toBe(true);
    expect(await seedGatedMedia(db())).toBe(false);
    const after = new Map((await db().select().from(videos).where(inArray(videos.id, [gated.id, open.id]))).map((v) => [v.id, v.videoSources]));
    expect(after.get(gated.id)).toEqual([{ url: '/media/seed/lesson.mp4?lock=old', type: 'video/mp4' }]);
    expect(after.get(open.id)).toEqual(old);
    await db().update(videos).set({ videoSources: open.videoSources }).where(eq(videos.id, open.id));
    await db().update(videos).set({ videoSources: gated.videoSources }).where(eq(videos.id, gated.id));
  });

  it('keeps public media plain and cacheable', async () => {
    const [free] = await db().select({ id: videos.id }).from(videos).where(eq(videos.title, '3 分钟看懂什么是市盈率'));
    const url = await sourceOf<VideoItem>(API.video.info(free.id), visitor);
    expect(url).toBe('/uploads/seed/media/lesson.mp4');
    const [picture] = await db().select({ pic: news.pic }).from(news).where(ne(news.pic, '')).limit(1);
    for (const file of [url, picture.pic]) {
      const answer = await fetchFile(file);
      expect([file, answer.status, answer.headers['cache-control']]).toEqual([file, 200, 'public, max-age=86400']);
    }
  });

  it('lets a signed url expire after its hour (rounded up to 10 minutes); a new answer gives a working one', async () => {
    const url = await sourceOf<VideoItem>(API.video.info(await vipVideoId()), zhang);
    server().clock.advance(MEDIA_URL_TTL_MS - 60_000);
    expect((await fetchFile(url, { range: 'bytes=0-99' })).status).toBe(206);
    server().clock.advance(MEDIA_URL_STEP_MS + 61_000);
    const expired = await fetchFile(url, { range: 'bytes=0-99' });
    expect([expired.status, JSON.parse(expired.text)]).toEqual([403, { code: 403, msg: MEDIA_LINK_EXPIRED }]);
    const fresh = await sourceOf<VideoItem>(API.video.info(await vipVideoId()), zhang);
    expect(fresh).not.toBe(url);
    expect((await fetchFile(fresh)).status).toBe(200);
  });
});
