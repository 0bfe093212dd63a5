import {
  API,
  CODE,
  NEWS_LIST_ACTIONS,
  NEWS_TEXT,
  type NewsCategory,
  type NewsHomeSection,
  type NewsItem,
} from '@caixue/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { news, teachers } from '../src/db/schema';
import { LOCKED_MARKER } from '../src/seed/news';
import { INFORMATION_CATEGORY_ID, MORNING_CATEGORY_ID, MORNING_ITEM_COUNT } from '../src/seed/news-data';
import { freshMember, get, useDemoCallers, type Caller, type Data, type Table } from './support/content';
import { isNewest, lockedItems, type LockedItem } from './support/news';
import { describeServer, useTestServer } from './support/test-server';

const VIP_CATEGORY_ID = 23;
const LI_COLUMN_ID = 19;

describeServer('news: lists, items and locked content', () => {
  const server = useTestServer();
  const { visitor, zhang, zhao } = useDemoCallers(server);
  let locked: LockedItem[];
  let liTeacherId: number;

  beforeAll(async () => {
    locked = await lockedItems(server().database.db);
    const [li] = await server().database.db.select({ id: teachers.id }).from(teachers).where(eq(teachers.name, '李建华'));
    liTeacherId = li.id;
  });

  const list = (url: string, caller?: Caller) => get<Table<NewsItem>>(server(), url, caller);

  it('seeds 150-250 items with the fixed categories, locked items marked in their content', async () => {
    const all = await list(`${API.news.list('all')}?pageSize=1`, zhang);
    expect(all.total).toBeGreaterThanOrEqual(150);
    expect(all.total).toBeLessThanOrEqual(250);
    expect(locked.length).toBeGreaterThanOrEqual(20);
    for (const item of locked) expect(item.content).toContain(LOCKED_MARKER);
    expect(locked.some((i) => !i.listedWhenLocked)).toBe(true);
    const info = await get<Data<NewsCategory>>(server(), API.news.categoryInfo(INFORMATION_CATEGORY_ID));
    expect(info.data).toMatchObject({ id: 15, name: '资讯', code: 'information', locked: false });
    const morning = await get<Data<NewsCategory>>(server(), API.news.categoryInfo(MORNING_CATEGORY_ID));
    expect(morning.data).toMatchObject({ id: 11, name: '每日早评' });
  });

  it('never sends a locked item’s content to a visitor or to 赵六, on any news endpoint', async () => {
    const lockedId = locked.find((i) => i.categoryId !== VIP_CATEGORY_ID)!.id;
    const vipId = locked.find((i) => i.categoryId === VIP_CATEGORY_ID)!.id;
    const teacherRows = await server().database.db.select({ id: teachers.id }).from(teachers);
    const urls = [
      API.news.list(),
      `${API.news.list()}?pageSize=100`,
      `${API.news.list()}?pageSize=100&pageNum=2`,
      `${API.news.list('all')}?pageSize=100`,
      `${API.news.list('all')}?pageSize=100&pageNum=2`,
      `${API.news.list('all')}?pageSize=100&pageNum=3`,
      ...NEWS_LIST_ACTIONS.map((a) => `${API.news.list(a)}?pageSize=100&categoryId=${VIP_CATEGORY_ID}`),
      ...NEWS_LIST_ACTIONS.map((a) => `${API.news.list(a)}?pageSize=100&categoryId=${LI_COLUMN_ID}`),
      `${API.news.list('related')}?id=${vipId}&pageSize=100`,
      `${API.news.relatedTo(vipId)}?pageSize=100`,
      `${API.news.relatedTo(lockedId)}?pageSize=100`,
      ...teacherRows.map((t) => `${API.news.list()}?teacherId=${t.id}&from=teacher&pageSize=100`),
      ...locked.flatMap((i) => [`${API.news.info}?id=${i.id}`, API.news.infoById(i.id), API.news.commentList(i.id)]),
      API.news.hotspotAll,
      API.news.categoryAll,
      API.news.categoryInfo(VIP_CATEGORY_ID),
      API.news.home.categories,
      API.news.home.hot,
      API.news.home.tuyere,
      `${API.news.home.category(VIP_CATEGORY_ID)}?pageSize=100`,
      `${API.news.home.category('vip')}?pageSize=100`,
      `${API.news.home.category(LI_COLUMN_ID)}?pageSize=100`,
      API.news.home.categoryHot,
      API.news.home.tuyere2,
      API.news.home.fm,
      `${API.news.home.search}?content=${encodeURIComponent(LOCKED_MARKER)}`,
      `${API.news.home.search}?keyword=${encodeURIComponent('组合调仓明细')}`,
      `${API.news.home.search}?title=${encodeURIComponent('内参')}&content=${encodeURIComponent('内参')}&pageSize=100`,
      `${API.news.list()}?content=${encodeURIComponent('权益仓位由五成调整至六成')}&pageSize=100`,
      API.news.home.find,
      API.news.home.findHot,
      API.news.home.findTuyere,
      `${API.news.byCategoryCode}?categoryCode=vip&pageSize=100`,
      `${API.news.byCategoryCode}?categoryCode=column-li&pageSize=100`,
    ];
    for (const caller of [visitor, zhao]) {
      let lockedSeen = 0;
      for (const url of urls) {
        const answer = await server().get(url, { token: caller.token });
        const context = `${caller.name} ${url}`;
        expect([context, answer.body.code]).toEqual([context, CODE.ok]);
        expect([context, answer.text.includes(LOCKED_MARKER)]).toEqual([context, false]);
        // The distinctive locked paragraph must not appear either (not just the marker).
        expect([context, answer.text.includes('组合调仓明细')]).toEqual([context, false]);
        const rows = (answer.body.rows ?? []) as NewsItem[];
        for (const row of rows.filter((r) => r.locked)) {
          lockedSeen += 1;
          expect(row).toMatchObject({ content: '', summary: '', audio: '' });
          expect(row.description.length).toBeGreaterThan(0);
        }
      }
      expect(lockedSeen).toBeGreaterThan(20);
    }

    // 张三 (金牌会员) reads the same items in full.
    const open = await get<Data<NewsItem>>(server(), API.news.infoById(vipId), zhang);
    expect(open.data.locked).toBe(false);
    expect(open.data.content).toContain(LOCKED_MARKER);
    const found = await list(`${API.news.home.search}?content=${encodeURIComponent(LOCKED_MARKER)}&pageSize=100`, zhang);
    expect(found.total).toBe(locked.length);
  }, 180_000);

  it('answers a locked item with locked true and no content (no 206), an open one in full', async () => {
    const item = locked.find((i) => i.categoryId !== VIP_CATEGORY_ID)!;
    for (const caller of [visitor, zhao]) {
      const answer = await get<Data<NewsItem>>(server(), API.news.infoById(item.id), caller);
      expect(answer.code).toBe(CODE.ok);
      expect(answer.data).toMatchObject({ id: item.id, locked: true, content: '', summary: '' });
      expect(answer.data.title.length).toBeGreaterThan(0);
    }
    const mine = await get<Data<NewsItem>>(server(), `${API.news.info}?id=${item.id}`, zhang);
    expect(mine.data).toMatchObject({ locked: false, content: item.content });

    const rich = await list(`${API.news.list()}?title=${encodeURIComponent('视频解读')}`);
    const video = await get<Data<NewsItem>>(server(), API.news.infoById(rich.rows[0].id));
    expect(video.data.content).toMatch(/<video[^>]*controls/);
    expect(video.data.content).toContain('/uploads/seed/media/lesson.mp4');
    expect(video.data.content).not.toContain('<script');
    const fm = await list(API.news.home.fm);
    expect(fm.total).toBeGreaterThanOrEqual(5);
    for (const row of fm.rows) expect(row.audio).toBe('/uploads/seed/media/fm.m4a');
    const fmInfo = await get<Data<NewsItem>>(server(), API.news.infoById(fm.rows[0].id));
    expect(fmInfo.data.content).toContain('<audio');
    const long = await list(`${API.news.list()}?title=${encodeURIComponent('涨停梯队复盘')}`);
    const longInfo = await get<Data<NewsItem>>(server(), API.news.infoById(long.rows[0].id));
    const row = /<p>今日活跃题材梯队[\s\S]*?<\/p>/.exec(longInfo.data.content)![0];
    expect(row.match(/<(strong|span)>/g)!.length).toBeGreaterThan(50);
    const tables = await list(`${API.news.list()}?content=${encodeURIComponent('表中数据为示意')}&pageSize=100`);
    expect(tables.total).toBeGreaterThan(10);
    const tableInfo = await get<Data<NewsItem>>(server(), API.news.infoById(tables.rows[0].id));
    expect(tableInfo.data.content.match(/<tr>/g)!.length).toBeGreaterThanOrEqual(4);
  });

  it('list rows carry no content, a summary of at most 200 characters and at most 3 pictures', async () => {
    const rows = (await list(`${API.news.list()}?pageSize=100`)).rows;
    expect(rows).toHaveLength(100);
    for (const row of rows) {
      expect(row.content).toBe('');
      expect(row.picList.length).toBeLessThanOrEqual(3);
      expect(Array.from(row.summary).length).toBeLessThanOrEqual(200);
      if (!row.locked) expect(row.summary.length).toBeGreaterThan(20);
      expect(row.summary).not.toMatch(/<[a-z]/);
      expect(row.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(rows.some((r) => r.picList.length === 3)).toBe(true);
    expect(isNewest(rows)).toBe(true);
    const ages = rows.map((r) => Date.now() - Date.parse(r.dateTime));
    expect(Math.max(...ages)).toBeLessThan(31 * 24 * 3600_000);
  });

  it('pages category 11 in pages of 20 (70 items: page 4 short, page 5 empty)', async () => {
    const seen = new Set<number>();
    const sizes: number[] = [];
    for (let pageNum = 1; pageNum <= 5; pageNum += 1) {
      const page = await list(`${API.news.list()}?categoryId=${MORNING_CATEGORY_ID}&pageNum=${pageNum}&pageSize=20`);
      expect(page.total).toBe(MORNING_ITEM_COUNT);
      sizes.push(page.rows.length);
      for (const row of page.rows) {
        expect(row.categoryId).toBe(MORNING_CATEGORY_ID);
        expect(row.teacher).not.toBeNull();
        seen.add(row.id);
      }
    }
    expect(sizes).toEqual([20, 20, 20, 10, 0]);
    expect(seen.size).toBe(MORNING_ITEM_COUNT);
    const byX = await list(`${API.news.home.category(MORNING_CATEGORY_ID)}?pageNum=2`);
    expect(byX.total).toBe(MORNING_ITEM_COUNT);
    const byCode = await list(`${API.news.home.category('morning')}?pageNum=2`);
    expect(byCode.rows.map((r) => r.id)).toEqual(byX.rows.map((r) => r.id));
    // Default page size is 20.
    expect((await list(API.news.list())).rows).toHaveLength(20);
  });

  it('filters by teacher, category, hot, find, house and the live / stock categories', async () => {
    const li = await list(`${API.news.list()}?teacherId=${liTeacherId}&from=teacher&pageSize=100`);
    expect(li.total).toBeGreaterThan(20);
    for (const row of li.rows) expect(row.teacher?.id).toBe(liTeacherId);
    // The column shows locked cards (from the third on) to a visitor.
    const column = await list(`${API.news.list()}?categoryId=${LI_COLUMN_ID}`);
    expect(column.rows.slice(0, 2).every((r) => !r.locked)).toBe(true);
    expect(column.rows.some((r) => r.locked)).toBe(true);

    const hot = await list(`${API.news.list('hotspot')}?pageSize=100`);
    expect(hot.total).toBeGreaterThanOrEqual(10);
    const hotIds = new Set(hot.rows.map((r) => r.id));
    const hotAll = await get<Data<NewsItem[]>>(server(), API.news.hotspotAll);
    expect(hotAll.data.length).toBeLessThanOrEqual(20);
    for (const row of hotAll.data) expect(hotIds.has(row.id)).toBe(true);
    expect((await list(`${API.news.home.hot}?pageSize=100`)).total).toBe(hot.total);

    const live = await list(API.news.list('live'));
    expect(live.total).toBeGreaterThan(0);
    for (const row of live.rows) expect(row.categoryName).toBe('直播精华');
    expect((await list(`${API.news.byCategoryCode}?categoryCode=live`)).total).toBe(live.total);
    expect((await list(`${API.news.byCategoryCode}?categoryCode=nope`)).total).toBe(0);
    const stock = await list(API.news.list('stock'));
    for (const row of stock.rows) expect(row.categoryName).toBe('财经要闻');
    const house = await list(`${API.news.list('news')}?pageSize=100`);
    for (const row of house.rows) expect(row.categoryName).not.toMatch(/老师·/);
    const find = await list(`${API.news.list('find')}?pageSize=100`);
    expect(find.total).toBeGreaterThan(5);
    expect((await list(`${API.news.home.find}?pageSize=100`)).total).toBe(find.total);
    const findHot = await list(`${API.news.home.findHot}?pageSize=100`);
    for (const row of findHot.rows) expect(hotIds.has(row.id)).toBe(true);
    const byCategory = await list(`${API.news.list('newsCategory')}?categoryId=${INFORMATION_CATEGORY_ID}&pageSize=100`);
    expect(byCategory.rows.every((r) => r.categoryId === INFORMATION_CATEGORY_ID)).toBe(true);
    expect(await get(server(), API.news.list('newsCategory'))).toMatchObject({ code: CODE.badRequest, msg: NEWS_TEXT.categoryRequired });

    const item = column.rows[0];
    const related = await list(`${API.news.relatedTo(item.id)}?pageSize=100`);
    expect(related.rows.map((r) => r.id)).not.toContain(item.id);
    expect(related.rows.every((r) => r.categoryId === LI_COLUMN_ID || r.teacher?.id === liTeacherId)).toBe(true);
    expect(related.total).toBeGreaterThan(10);
    expect(await get(server(), API.news.relatedTo(99999999))).toMatchObject({ code: CODE.notFound, msg: NEWS_TEXT.newsNotFound });
  });

  it('searches titles and contents case-insensitively with % and _ taken literally', async () => {
    const etf = await list(`${API.news.home.search}?title=etf`);
    expect(etf.total).toBeGreaterThan(0);
    for (const row of etf.rows) expect(row.title.toLowerCase()).toContain('etf');
    expect((await list(`${API.news.list()}?title=ETF`)).total).toBe(etf.total);

    const byContent = await list(`${API.news.list()}?content=${encodeURIComponent('股债平衡')}&pageSize=100`);
    expect(byContent.total).toBeGreaterThan(0);
    const text = await list(`${API.news.list()}?content=${encodeURIComponent('摊低持仓成本')}&pageSize=100`);
    // Only in the content of the fund articles, not in their titles.
    expect(text.total).toBeGreaterThan(0);
    expect(text.rows.every((r) => !r.title.includes('摊低持仓成本'))).toBe(true);

    // Taken as wildcards these would match titles like '5月12日早评' or 'ETF…'; literally they match nothing.
    for (const [param, keyword] of [['title', '%'], ['title', '月_日早评'], ['title', '月%早评'], ['content', 'E_F'], ['content', '早评%策略'], ['title', '\\']]) {
      const q = encodeURIComponent(keyword);
      expect((await list(`${API.news.list()}?${param}=${q}`)).total, keyword).toBe(0);
      expect((await list(`${API.news.home.search}?${param}=${q}`)).total, keyword).toBe(0);
    }
    expect((await list(`${API.news.list()}?title=${encodeURIComponent('月')}`)).total).toBeGreaterThan(60);
    // Markup is not text: a search for a tag name finds nothing.
    expect((await list(`${API.news.home.search}?content=tbody`)).total).toBe(0);
    // A title and a content keyword: either match is enough.
    const either = await list(`${API.news.list()}?title=${encodeURIComponent('每日早评')}&content=${encodeURIComponent('股债平衡')}&pageSize=100`);
    expect(either.total).toBe(byContent.total + (await list(`${API.news.list()}?title=${encodeURIComponent('每日早评')}`)).total);
  });

  it('lists all, allorvisible and visible differently for a visitor, alike for 张三', async () => {
    const totals = async (caller?: Caller) =>
      Promise.all((['all', 'allorvisible', 'visible'] as const).map(async (a) => (await list(`${API.news.list(a)}?pageSize=100`, caller)).total));
    const listed = locked.filter((i) => i.listedWhenLocked).length;
    const [all, allOrVisible, visible] = await totals();
    expect(all - visible).toBe(locked.length);
    expect(allOrVisible - visible).toBe(listed);
    expect(all).toBeGreaterThan(allOrVisible);
    expect(await totals(zhao)).toEqual([all, allOrVisible, visible]);
    expect(await totals(zhang)).toEqual([all, all, all]);
    expect((await list(`${API.news.list()}?pageSize=1`)).total).toBe(allOrVisible);

    const visibleRows = await list(`${API.news.list('visible')}?categoryId=${VIP_CATEGORY_ID}`);
    expect(visibleRows.total).toBe(0);
    const allRows = await list(`${API.news.list('all')}?categoryId=${VIP_CATEGORY_ID}`);
    expect(allRows.rows.every((r) => r.locked)).toBe(true);
    const mine = await list(`${API.news.list('visible')}?categoryId=${VIP_CATEGORY_ID}`, zhang);
    expect(mine.total).toBe(allRows.total);
    expect(mine.rows.every((r) => !r.locked && r.summary.length > 0)).toBe(true);
  });

  it('serves categories with locked and followed flags, and the home sections', async () => {
    const forVisitor = await get<Data<NewsCategory[]>>(server(), API.news.categoryAll);
    expect(forVisitor.data.map((c) => c.id)).toEqual(expect.arrayContaining([11, 15, VIP_CATEGORY_ID]));
    expect(forVisitor.data.find((c) => c.id === VIP_CATEGORY_ID)).toMatchObject({ locked: true, followed: false });
    const forZhang = await get<Data<NewsCategory[]>>(server(), API.news.categoryAll, zhang);
    expect(forZhang.data.find((c) => c.id === VIP_CATEGORY_ID)?.locked).toBe(false);
    expect(forZhang.data.filter((c) => c.followed)).toEqual([]);
    const columns = await get<Data<NewsCategory[]>>(server(), `${API.news.categoryAll}?teacherId=${liTeacherId}`);
    expect(columns.data.map((c) => c.id)).toEqual([LI_COLUMN_ID]);
    expect(await get(server(), API.news.categoryInfo(9999))).toMatchObject({ code: CODE.notFound, msg: NEWS_TEXT.categoryNotFound });
    expect(await get(server(), API.news.home.category('nope'))).toMatchObject({ code: CODE.notFound });

    const home = await get<Data<NewsHomeSection[]>>(server(), API.news.home.categories);
    expect(home.data.map((s) => s.category.id)).toEqual(expect.arrayContaining([11, 15]));
    for (const section of home.data) {
      expect(section.rows).toHaveLength(4);
      for (const row of section.rows) expect(row.categoryId).toBe(section.category.id);
    }
  });

  it('does not count a view when the item is read (the client saves views)', async () => {
    const [row] = (await list(API.news.list())).rows;
    await get(server(), API.news.infoById(row.id));
    const [stored] = await server().database.db.select({ visits: news.visits }).from(news).where(eq(news.id, row.id));
    expect(stored.visits).toBe(row.visits);
    const fresh = await freshMember(server(), '读者');
    expect((await get<Data<NewsItem>>(server(), API.news.infoById(row.id), fresh)).data).toMatchObject({ liked: false, favorited: false });
  });

  it('answers bad ids and parameters with a clear error in the envelope', async () => {
    const cases: [string, number, string][] = [
      [API.news.infoById('abc'), CODE.badRequest, NEWS_TEXT.idInvalid],
      [`${API.news.info}?id=abc`, CODE.badRequest, NEWS_TEXT.idInvalid],
      [API.news.info, CODE.badRequest, '缺少必填参数 id'],
      [API.news.infoById(0), CODE.badRequest, NEWS_TEXT.idInvalid],
      [API.news.infoById(99999999), CODE.notFound, NEWS_TEXT.newsNotFound],
      [`${API.news.list()}?pageSize=1000`, CODE.badRequest, NEWS_TEXT.pageSizeInvalid],
      [`${API.news.list('all')}?pageNum=0`, CODE.badRequest, NEWS_TEXT.pageNumInvalid],
      [`${API.news.list()}?categoryId=x`, CODE.badRequest, NEWS_TEXT.categoryIdInvalid],
      [`${API.news.list()}?teacherId=-1`, CODE.badRequest, NEWS_TEXT.teacherIdInvalid],
      [`${API.news.list()}?from=nowhere`, CODE.badRequest, NEWS_TEXT.fromInvalid],
      [`${API.news.home.search}?content=${'长'.repeat(51)}`, CODE.badRequest, NEWS_TEXT.keywordTooLong],
      [API.news.commentList('x'), CODE.badRequest, NEWS_TEXT.idInvalid],
      [API.news.commentList(99999999), CODE.notFound, NEWS_TEXT.newsNotFound],
      [API.news.categoryInfo('x'), CODE.badRequest, NEWS_TEXT.categoryIdInvalid],
      [API.news.home.category('a%20b'), CODE.badRequest, NEWS_TEXT.categoryXInvalid],
      [`${API.news.home.fm}?pageSize=101`, CODE.badRequest, NEWS_TEXT.pageSizeInvalid],
      ['/api/news/ver/2/list/unknown', CODE.notFound, '访问资源不存在'],
    ];
    for (const [url, code, msg] of cases) {
      const answer = await server().get(url);
      expect([url, answer.status, answer.body.code, answer.body.msg]).toEqual([url, 200, code, msg]);
    }
  });
  it('documents every news endpoint in the OpenAPI document, writes behind the bearer lock', async () => {
    const spec = await server().get('/docs/json');
    const document = JSON.parse(spec.text) as { paths: Record<string, Record<string, { security?: unknown }>> };
    // The viewpoints (issue 17) live under /api/news/viewpoint but are their own module (viewpoint.test).
    const paths = Object.keys(document.paths).filter((p) => p.startsWith('/api/news') && !p.startsWith('/api/news/viewpoint'));
    expect(paths).toEqual(
      expect.arrayContaining([
        API.news.list(),
        ...NEWS_LIST_ACTIONS.map((a) => API.news.list(a)),
        '/api/news/ver/2/list/related/{id}',
        '/api/news/ver/2/info/{id}',
        '/api/news/category/{x}',
        '/api/news/comment/get/list/{newsId}',
        API.news.home.categories,
        API.news.home.findTuyere,
      ]),
    );
    expect(paths).toHaveLength(38);
    expect(document.paths[API.news.like].post.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths[API.news.unread].get.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths[API.news.list('all')].get.security).toBeUndefined();
  });
});
