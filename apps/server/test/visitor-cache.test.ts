import { API, CODE, type NewsItem } from '@caixue/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { issueToken } from '../src/auth/tokens';
import { couponTemplates, members, news } from '../src/db/schema';
import { VISITOR_CACHED_ROUTES } from '../src/http/visitor-cache';
import { get, useDemoCallers, type Data, type Table } from './support/content';
import { describeServer, useTestServer } from './support/test-server';

describeServer('visitors’ content answers are kept for the TTL; members always read fresh', () => {
  // A long TTL, so nothing expires by itself while the test looks.
  const server = useTestServer({ env: { REDIS_URL: '' }, sharedCacheTtlMs: 600_000 });
  const { zhang } = useDemoCallers(server);
  let first: NewsItem;
  const listUrl = `${API.news.list()}?pageNum=1&pageSize=5`;

  beforeAll(async () => {
    server().app.sharedCache.clear();
    first = (await get<Table<NewsItem>>(server(), listUrl)).rows[0];
  });
  const rename = (title: string) => server().database.db.update(news).set({ title }).where(eq(news.id, first.id));

  it('names only public GET routes that exist', () => {
    const routes = server().app.routeTable;
    for (const url of VISITOR_CACHED_ROUTES) {
      expect(routes.find((r) => r.url === url && r.method === 'GET'), url).toMatchObject({ access: 'public' });
    }
  });

  it('sends a visitor the kept answer, byte for byte, until an admin change; a member reads the edit at once', async () => {
    const kept = await server().get(listUrl);
    await rename('改过的标题');
    const again = await server().get(listUrl);
    expect(again.text).toBe(kept.text);
    expect(again.headers['content-type']).toBe(kept.headers['content-type']);
    expect((await get<Table<NewsItem>>(server(), listUrl, zhang)).rows[0].title).toBe('改过的标题');
    // Another query is another answer.
    expect((await get<Table<NewsItem>>(server(), `${API.news.list()}?pageNum=1&pageSize=6`)).rows[0].title).toBe('改过的标题');

    // An admin change drops the visitors' answers; a refused one (a member calling the admin API) does not.
    const db = server().database.db;
    const [template] = await db.select({ id: couponTemplates.id }).from(couponTemplates).limit(1);
    const grant = { templateId: template.id, mobiles: ['13900000000'], requestId: `cache_${Date.now()}` };
    expect((await server().post(API.coupon.grant, grant, { token: zhang.token })).body.code).toBe(CODE.forbidden);
    expect((await server().get(listUrl)).text).toBe(kept.text);
    const [admin] = await db.select({ id: members.id }).from(members).where(eq(members.username, 'admin'));
    const adminToken = await issueToken(db, admin.id, new Date(server().clock.now()));
    expect((await server().post(API.coupon.grant, grant, { token: adminToken })).body.code).toBe(CODE.ok);
    expect((await get<Table<NewsItem>>(server(), listUrl)).rows[0].title).toBe('改过的标题');
    await rename(first.title);
    server().app.sharedCache.clear();
  });

  it('keeps only code-200 answers (not a 404) and answers the detail from the cache too', async () => {
    const missing = `${API.news.info}?id=987654321`;
    expect((await get(server(), missing)).code).toBe(CODE.notFound);
    const [{ categoryId }] = await server().database.db.select({ categoryId: news.categoryId }).from(news).where(eq(news.id, first.id));
    await server().database.db.insert(news).values({ id: 987654321, categoryId, title: '新来的资讯', description: '', publishedAt: new Date() });
    try {
      expect((await get<Data<NewsItem>>(server(), missing)).data.title).toBe('新来的资讯');
      const detail = `${API.news.info}?id=${first.id}`;
      const before = await get<Data<NewsItem>>(server(), detail);
      await rename('详情改过');
      expect((await get<Data<NewsItem>>(server(), detail)).data.title).toBe(before.data.title);
    } finally {
      await server().database.db.delete(news).where(eq(news.id, 987654321));
      await rename(first.title);
      server().app.sharedCache.clear();
    }
  });
});
