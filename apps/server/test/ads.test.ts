import { API, CODE, type AdItem, type StockRace, type StockRaceCategory } from '@caixue/contract';
import { VIDEO_TEXT } from '@caixue/contract/schemas/video';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { ads, teachers } from '../src/db/schema';
import { SHOWCASE_RACE_TITLE } from '../src/seed/stock-race';
import { DEMO_RACES, GOODS_ADS, RACE_CATEGORIES, TEACHER_ADS } from '../src/seed/video-data';
import { describeServer, useTestServer } from './support/test-server';

/** Teacher and goods ad lists (teacherAd / goodsAd, pageSize 99, data arrays) and the stock-race widget. */
describeServer('teacher and goods ads, stock races', () => {
  const server = useTestServer();
  const db = (): Db => server().database.db;
  let teacherIds: Map<string, number>;

  beforeAll(async () => {
    teacherIds = new Map((await db().select({ id: teachers.id, name: teachers.name }).from(teachers)).map((t) => [t.name, t.id]));
  });

  const get = (url: string) => server().get(url);
  async function array<T>(url: string): Promise<T[]> {
    const answer = await get(url);
    expect([url, answer.body.code]).toEqual([url, CODE.ok]);
    expect(Array.isArray(answer.body.data)).toBe(true);
    return answer.body.data as T[];
  }

  it('lists a teacher’s enabled ads in order on both paths, as a data array', async () => {
    for (const [name, seeded] of Object.entries(TEACHER_ADS)) {
      const id = teacherIds.get(name)!;
      for (const path of [API.liveVideo.ads('teacherAd'), API.ad.byCategory('teacherAd')]) {
        const list = await array<AdItem>(`${path}?teacherId=${id}&pageNum=1&pageSize=99`);
        expect(list.map((a) => a.title)).toEqual(seeded.map((a) => a.title));
        for (const ad of list) {
          expect(ad.pic).toMatch(/^\/uploads\/seed\/ad-teacher-\d+-\d+\.svg$/);
          expect(ad.typeCode).toBe('Page');
          expect(ad.link).toMatch(/^\/pages\//);
          expect(ad.description).not.toBe('');
        }
      }
    }
    // The switched-off ad of 李建华 never shows.
    const [off] = await db().select().from(ads).where(and(eq(ads.positionCode, 'teacherAd'), eq(ads.enabled, false)));
    expect(off).toBeDefined();
    expect((await array<AdItem>(`${API.ad.byCategory('teacherAd')}?teacherId=${off.teacherId}`)).some((a) => a.id === off.id)).toBe(false);
  });

  it('lists goods ads by goodsId; pages with pageSize; unknown ids give an empty array', async () => {
    for (const [goodsId, seeded] of Object.entries(GOODS_ADS)) {
      const list = await array<AdItem>(`${API.liveVideo.ads('goodsAd')}?goodsId=${goodsId}&pageSize=99`);
      expect(list.map((a) => a.title)).toEqual(seeded.map((a) => a.title));
    }
    const page1 = await array<AdItem>(`${API.ad.byCategory('goodsAd')}?goodsId=1&pageNum=1&pageSize=2`);
    const page2 = await array<AdItem>(`${API.ad.byCategory('goodsAd')}?goodsId=1&pageNum=2&pageSize=2`);
    expect([...page1, ...page2].map((a) => a.title)).toEqual(GOODS_ADS[1].map((a) => a.title));
    expect(await array<AdItem>(`${API.ad.byCategory('goodsAd')}?goodsId=987654`)).toEqual([]);
    expect(await array<AdItem>(`${API.ad.byCategory('noSuchPlace')}`)).toEqual([]);
    // Without a filter: every goods ad.
    const all = await array<AdItem>(`${API.ad.byCategory('goodsAd')}`);
    expect(all.length).toBe(Object.values(GOODS_ADS).flat().length);
  });

  it('answers clear errors for bad input', async () => {
    expect((await get(`${API.ad.byCategory('teacherAd')}?pageSize=100`)).body).toEqual({ code: CODE.badRequest, msg: VIDEO_TEXT.adPageSizeInvalid });
    expect((await get(`${API.ad.byCategory('teacher ad')}`)).body).toEqual({ code: CODE.badRequest, msg: VIDEO_TEXT.categoryCodeInvalid });
    expect((await get(`${API.ad.byCategory('teacherAd')}?teacherId=x`)).body).toMatchObject({ code: CODE.badRequest, msg: '参数 teacherId 格式不正确' });
    expect((await get(API.ad.listV2)).body).toEqual({ code: CODE.badRequest, msg: '缺少必填参数 categoryCode' });
  });

  it('lists all ads of a position and reads one ad by id on both paths', async () => {
    const banners = await array<AdItem>(`${API.ad.listV2}?categoryCode=homeBanner`);
    expect(banners.length).toBeGreaterThan(0);
    const teacherAds = await array<AdItem>(`${API.ad.listV2}?categoryCode=teacherAd`);
    expect(teacherAds.length).toBe(Object.values(TEACHER_ADS).flat().length);
    const one = teacherAds[0];
    for (const path of [API.ad.infoV2(one.id), API.ad.info(one.id)]) {
      const answer = await get(path);
      expect(answer.body).toEqual({ code: CODE.ok, msg: expect.any(String), data: one });
    }
    const [off] = await db().select({ id: ads.id }).from(ads).where(eq(ads.enabled, false));
    expect((await get(API.ad.info(off.id))).body).toEqual({ code: CODE.notFound, msg: VIDEO_TEXT.adNotFound });
    expect((await get(API.ad.infoV2(987654))).body.code).toBe(CODE.notFound);
  });

  it('lists stock-race categories and races, filtered by category and paged', async () => {
    const answer = await get(API.stockRace.categories);
    const categories = answer.body.data as StockRaceCategory[];
    expect(categories.map((c) => c.name)).toEqual([...RACE_CATEGORIES]);

    const all = (await get(`${API.stockRace.list}?pageNum=1&pageSize=20`)).body as unknown as { rows: StockRace[]; total: number };
    // The widget's demo races plus the long-running showcase race of the stock-race seed, sorted first.
    expect(all.total).toBe(DEMO_RACES.length + 1);
    expect(all.rows[0]).toMatchObject({ title: SHOWCASE_RACE_TITLE, link: expect.stringMatching(/^\/pages\/stock\/stockRace\/index\?id=\d+$/) });
    expect(all.rows[1]).toMatchObject({ title: '第12期·模拟炒股大赛', link: expect.stringMatching(/^\/pages\//), content: expect.stringContaining('模拟资金') });
    expect(all.rows[1].pic).toMatch(/^\/uploads\/seed\/race-\d+\.svg$/);

    for (const category of categories) {
      const rows = ((await get(`${API.stockRace.list}?categoryId=${category.id}`)).body as unknown as { rows: StockRace[] }).rows;
      const showcase = category.name === '进行中' ? 1 : 0;
      expect(rows.length).toBe(DEMO_RACES.filter((r) => r.category === category.name).length + showcase);
      expect(rows.every((r) => r.categoryId === category.id)).toBe(true);
    }
    const page2 = (await get(`${API.stockRace.list}?pageNum=2&pageSize=5`)).body as unknown as { rows: StockRace[] };
    expect(page2.rows.map((r) => r.id)).toEqual(all.rows.slice(5).map((r) => r.id));
    expect((await get(`${API.stockRace.list}?categoryId=-1`)).body.code).toBe(CODE.badRequest);
  });
});
