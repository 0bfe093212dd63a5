import { API, CODE, type VideoCategory, type VideoItem } from '@caixue/contract';
import { VIDEO_TEXT } from '@caixue/contract/schemas/video';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { teachers, videos } from '../src/db/schema';
import { LOCK_MARKER, MEDIA_CATEGORIES, VIDEO_VIP_MODULE_CODE } from '../src/seed/video-data';
import { rawAnswers, useDemoCallers, type Caller, type Table } from './support/content';
import { describeServer, useTestServer } from './support/test-server';


/** The media library (/api/video/...): categories, paged lists without sources, the detail with them. */
describeServer('media library', () => {
  const server = useTestServer();
  const db = (): Db => server().database.db;
  const { visitor, zhang, zhao } = useDemoCallers(server);
  let categories: VideoCategory[] = [];

  const get = (url: string, who: Caller) => server().get(url, { token: who.token });
  async function table<T>(url: string, who: Caller): Promise<Table<T> & { text: string }> {
    const answer = await get(url, who);
    expect([url, answer.body.code]).toEqual([url, CODE.ok]);
    return { ...(answer.body as unknown as Table<T>), text: answer.text };
  }

  it('lists the categories in order', async () => {
    const answer = await get(API.video.categories, visitor);
    expect(answer.body.code).toBe(CODE.ok);
    categories = answer.body.data as VideoCategory[];
    expect(categories.map((c) => c.name)).toEqual(MEDIA_CATEGORIES.map((c) => c.name));
  });

  it('lists videos of a category without sources; a video hidden when locked is left out for those without access', async () => {
    const lecture = categories.find((c) => c.name === '财学讲堂')!;
    const seeded = MEDIA_CATEGORIES.find((c) => c.name === '财学讲堂')!.videos;
    const forVisitor = await table<VideoItem>(`${API.video.list}?categoryId=${lecture.id}`, visitor);
    expect(forVisitor.rows.every((v) => v.categoryId === lecture.id && v.videoSources.length === 0)).toBe(true);
    // 会员讲堂：组合再平衡的时机 is not listed when locked.
    expect(forVisitor.total).toBe(seeded.length - 1);
    expect(forVisitor.rows.filter((v) => v.locked).length).toBe(2);
    expect(forVisitor.rows.some((v) => v.title === '会员讲堂：组合再平衡的时机')).toBe(false);
    const forZhang = await table<VideoItem>(`${API.video.list}?categoryId=${lecture.id}`, zhang);
    expect(forZhang.total).toBe(seeded.length);
    expect(forZhang.rows.every((v) => !v.locked && v.videoSources.length === 0)).toBe(true);
    const row = forZhang.rows[0];
    expect(row.pic).toMatch(/^\/uploads\/seed\/media-\d+-\d+\.svg$/);
    expect(row.teacher).toMatchObject({ name: expect.any(String), avatar: expect.stringMatching(/^\/uploads\//) });
  });

  it('pages the whole library by 20 and filters by teacher', async () => {
    const page1 = await table<VideoItem>(`${API.video.list}?pageNum=1&pageSize=20`, zhang);
    const page2 = await table<VideoItem>(`${API.video.list}?pageNum=2&pageSize=20`, zhang);
    expect(page1.rows).toHaveLength(20);
    expect(page2.rows.length).toBe(page1.total - 20);
    expect(page2.rows.length).toBeLessThan(20);
    expect(page1.total).toBe(MEDIA_CATEGORIES.reduce((n, c) => n + c.videos.length, 0));
    const [li] = await db().select({ id: teachers.id }).from(teachers).where(eq(teachers.name, '李建华'));
    const lis = await table<VideoItem>(`${API.video.list}?teacherId=${li.id}&pageSize=100`, zhang);
    expect(lis.total).toBeGreaterThan(0);
    expect(lis.rows.every((v) => v.teacher?.id === li.id)).toBe(true);
    const both = await table<VideoItem>(`${API.video.list}?teacherId=${li.id}&categoryId=${categories[0].id}`, zhang);
    expect(both.rows.every((v) => v.teacher?.id === li.id && v.categoryId === categories[0].id)).toBe(true);
    expect((await get(`${API.video.list}?categoryId=0`, visitor)).body).toMatchObject({ code: CODE.badRequest, msg: '参数 categoryId 格式不正确' });
  });

  it('gives a video’s sources in its detail with access, counting a play', async () => {
    const [free] = await db().select().from(videos).where(eq(videos.title, '3 分钟看懂什么是市盈率'));
    const first = await get(API.video.info(free.id), visitor);
    expect(first.body.data).toMatchObject({
      id: free.id,
      locked: false,
      visits: free.visits + 1,
      videoSources: [
        { url: '/uploads/seed/media/lesson.mp4', type: 'video/mp4' },
        { url: '/uploads/seed/media/lesson.webm', type: 'video/webm' },
      ],
    });
    const gated = await db().select().from(videos).where(eq(videos.listedWhenLocked, true));
    const vip = gated.find((v) => v.title === '会员讲堂：龙头股的生命周期')!;
    const pool = gated.find((v) => v.title === '股票池专享：本月重点跟踪个股')!;
    for (const who of [visitor, zhao]) {
      const answer = await get(API.video.info(vip.id), who);
      expect(answer.body.data).toMatchObject({ locked: true, videoSources: [], title: vip.title });
      expect(answer.text).not.toContain(LOCK_MARKER);
    }
    const open = await get(API.video.info(vip.id), zhang);
    expect((open.body.data as VideoItem).videoSources[0].url).toContain(`${LOCK_MARKER}${VIDEO_VIP_MODULE_CODE}`);
    expect((await get(API.video.info(pool.id), zhang)).body.data).toMatchObject({ locked: true, videoSources: [] });
    expect((await get(API.video.info(987654), visitor)).body).toEqual({ code: CODE.notFound, msg: VIDEO_TEXT.videoNotFound });
  });

  it('never sends a gated video’s sources to a visitor or 赵六 on any media endpoint; 张三 never gets stock-pool ones', async () => {
    const all = await db().select({ id: videos.id }).from(videos);
    const urls = [
      API.video.categories,
      `${API.video.list}?pageSize=100`,
      ...categories.map((c) => `${API.video.list}?categoryId=${c.id}`),
      ...all.map((v) => API.video.info(v.id)),
    ];
    const seen = (who: Caller) => rawAnswers(server(), urls, who);
    for (const who of [visitor, zhao]) expect(await seen(who)).not.toContain(LOCK_MARKER);
    const zhangs = await seen(zhang);
    expect(zhangs).toContain(`${LOCK_MARKER}${VIDEO_VIP_MODULE_CODE}`);
    expect(zhangs).not.toContain(`${LOCK_MARKER}stock-pool`);
  });
});
