import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  API,
  CODE,
  TEXT,
  type ArticleDetail,
  type ArticleSummary,
  type Faq,
  type Favorite,
  type Feedback,
  type Follow,
  type MemberPush,
  type TableEnvelope as Table,
} from '@caixue/contract';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../src/auth/tokens';
import type { Db } from '../src/db/client';
import { articles, courses, feedbacks, memberFavorites, memberPushes, members, news, newsCategories, teachers } from '../src/db/schema';
import { CENTRE_TEXT } from '../src/modules/centre/service';
import { escapeText, sanitizeArticleHtml } from '../src/modules/centre/text';
import { insertMember } from '../src/modules/member/repo';
import { DEMO_FAQS, DEMO_PUSHES } from '../src/seed/centre';
import { describeServer, uniqueMobile, useTestServer } from './support/test-server';
import { multipart } from './support/multipart';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'media');
const fixture = (name: string) => readFile(path.join(FIXTURES, name));

interface Member {
  id: number;
  token: string;
}

describe('member-centre text handling', () => {
  it('escapes feedback text so markup is inert, keeping line breaks', () => {
    expect(escapeText('<script>alert(1)</script>\n"a" & \'b\'')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;<br>&quot;a&quot; &amp; &#39;b&#39;');
  });

  it('keeps article structure but drops scripts, handlers and unsafe links', () => {
    const html = sanitizeArticleHtml(
      '<h3 onclick="x()">标题</h3><ul><li>一</li></ul><script>alert(1)</script><a href="javascript:alert(1)">链接</a><img src="x" onerror="alert(1)"><img src="/uploads/seed/a.png">',
    );
    expect(html).toBe('<h3>标题</h3><ul><li>一</li></ul><span>链接</span><img src="/uploads/seed/a.png" />');
  });
});

describeServer('member centre: pushes, FAQ, feedback, articles, favorites, follows', () => {
  const server = useTestServer();
  const db = (): Db => server().database.db;

  /** 张三 (seeded: pushes, a replied feedback, two followed teachers, the word-vip grant). */
  let zhang: Member;
  /** A fresh member with nothing. */
  let outsider: Member;

  async function tokenFor(id: number) {
    return issueToken(db(), id, new Date(server().clock.now()));
  }

  beforeAll(async () => {
    const [row] = await db().select({ id: members.id }).from(members).where(eq(members.mobile, '13800000001'));
    zhang = { id: row.id, token: await tokenFor(row.id) };
    const other = await insertMember(db(), { mobile: uniqueMobile(), passwordHash: null, name: '王五', nickname: '王五' });
    outsider = { id: other.id, token: await tokenFor(other.id) };
  });

  const get = <T = unknown>(url: string, token?: string) => server().get(url, { token }) as unknown as Promise<{ body: T & { code: number; msg: string } }>;
  const post = <T = unknown>(url: string, body: unknown, token?: string) =>
    server().post(url, body, { token }) as unknown as Promise<{ body: T & { code: number; msg: string } }>;

  it('refuses every member-centre route without a token', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', API.member.pushList],
      ['POST', API.member.pushRead(1), {}],
      ['GET', API.member.pushUnread],
      ['GET', API.faq.list],
      ['POST', API.feedback.save, { content: '你好' }],
      ['POST', API.feedback.upload, {}],
      ['GET', API.feedback.list],
      ['GET', API.feedback.info(1)],
      ['GET', API.article.list('help')],
      ['GET', API.member.favorites],
      ['GET', API.member.follows],
      ['POST', API.member.follow, { targetType: 'teacher', targetId: 1, follow: true }],
    ];
    for (const [method, url, body] of calls) {
      const answer = method === 'GET' ? await server().get(url) : await server().post(url, body);
      expect(answer.body.code, `${method} ${url}`).toBe(CODE.unauthorized);
    }
    const routes = server().app.routeTable.filter((r) => r.url.startsWith('/api/faq') || r.url.startsWith('/api/feedback') || r.url.includes('/push/'));
    expect(routes.length).toBeGreaterThanOrEqual(7);
    for (const route of routes) expect(route.access, route.url).toBe('protected');
  });

  // --- pushes --------------------------------------------------------------------------------

  it('lists the member’s own pushes newest first with read flags, paged', async () => {
    const all = await get<Table<MemberPush>>(API.member.pushList, zhang.token);
    expect(all.body.code).toBe(CODE.ok);
    expect(all.body.total).toBe(DEMO_PUSHES.length);
    const times = all.body.rows.map((r) => Date.parse(r.createTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(all.body.rows[0]).toMatchObject({ title: '直播提醒', read: false });
    expect(all.body.rows.filter((r) => !r.read)).toHaveLength(2);

    const page2 = await get<Table<MemberPush>>(`${API.member.pushList}?pageNum=2&pageSize=2`, zhang.token);
    expect(page2.body.total).toBe(DEMO_PUSHES.length);
    expect(page2.body.rows.map((r) => r.id)).toEqual(all.body.rows.slice(2, 4).map((r) => r.id));

    const none = await get<Table<MemberPush>>(API.member.pushList, outsider.token);
    expect(none.body).toMatchObject({ code: CODE.ok, rows: [], total: 0 });

    const bad = await get(`${API.member.pushList}?pageSize=0`, zhang.token);
    expect(bad.body.code).toBe(CODE.badRequest);
    expect(bad.body.msg).toContain('pageSize');
  });

  it('counts unread pushes and marks only the member’s own read, idempotently', async () => {
    expect((await get<{ data: { count: number } }>(API.member.pushUnread, zhang.token)).body.data).toEqual({ count: 2 });
    const rows = (await get<Table<MemberPush>>(API.member.pushList, zhang.token)).body.rows;
    const unread = rows.filter((r) => !r.read);

    // Someone else's push is not found and stays unread.
    const foreign = await post(API.member.pushRead(unread[0].id), {}, outsider.token);
    expect(foreign.body).toMatchObject({ code: CODE.notFound, msg: CENTRE_TEXT.pushNotFound });
    expect((await get<{ data: { count: number } }>(API.member.pushUnread, zhang.token)).body.data).toEqual({ count: 2 });

    const first = await post<{ data: { count: number } }>(API.member.pushRead(unread[0].id), {}, zhang.token);
    expect(first.body).toMatchObject({ code: CODE.ok, data: { count: 1 } });
    const again = await post<{ data: { count: number } }>(API.member.pushRead(unread[0].id), {}, zhang.token);
    expect(again.body).toMatchObject({ code: CODE.ok, data: { count: 1 } });
    const [stored] = await db().select().from(memberPushes).where(eq(memberPushes.id, unread[0].id));
    expect(stored.readAt).not.toBeNull();

    const after = (await get<Table<MemberPush>>(API.member.pushList, zhang.token)).body.rows;
    expect(after.find((r) => r.id === unread[0].id)?.read).toBe(true);
    expect((await get<{ data: { count: number } }>(API.member.pushUnread, outsider.token)).body.data).toEqual({ count: 0 });

    expect((await post(API.member.pushRead(999999), {}, zhang.token)).body.code).toBe(CODE.notFound);
    const bad = await post(API.member.pushRead('abc'), {}, zhang.token);
    expect(bad.body.code).toBe(CODE.badRequest);
    expect(bad.body.msg).toContain('id');
  });

  // --- FAQ -----------------------------------------------------------------------------------

  it('lists the FAQ in order with sanitized answers', async () => {
    const answer = await get<{ data: Faq[] }>(API.faq.list, outsider.token);
    expect(answer.body.code).toBe(CODE.ok);
    expect(answer.body.data.map((f) => f.question)).toEqual(DEMO_FAQS.map((f) => f.question));
    expect(answer.body.data.length).toBeGreaterThanOrEqual(8);
    for (const faq of answer.body.data) expect(faq.answer).not.toMatch(/<script|on\w+=/i);
  });

  // --- feedback ------------------------------------------------------------------------------

  const upload = (token: string | undefined, parts: Parameters<typeof multipart>[0]) => {
    const body = multipart(parts);
    return server().request({
      method: 'POST',
      url: API.feedback.upload,
      payload: body.payload,
      headers: { 'content-type': body.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  };

  it('uploads one real picture for feedback and refuses anything else with the exact message', async () => {
    const png = await upload(outsider.token, [{ field: 'file', filename: 'shot.png', type: 'image/png', content: await fixture('photo.png') }]);
    expect(png.body.code).toBe(CODE.ok);
    const url = (png.body.data as { url: string }).url;
    expect(url).toMatch(/^\/uploads\/feedback\/\d{6}\/[0-9a-f]{32}\.png$/);
    const onDisk = await stat(path.join(server().config.dataDir, url.replace(/^\//, '')));
    expect(onDisk.size).toBe((await fixture('photo.png')).length);

    // An HTML page named .png, a text file and an SVG: the real bytes decide.
    for (const [filename, name] of [['page.png', 'page.html.png'], ['notes.txt', 'notes.txt'], ['vector.svg', 'vector.svg']]) {
      const refused = await upload(outsider.token, [{ field: 'file', filename, content: await fixture(name) }]);
      expect(refused.body.msg, filename).toBe(TEXT.unsupportedUpload);
      expect(refused.body.code).not.toBe(CODE.ok);
    }
    const noFile = await upload(outsider.token, [{ field: 'other', content: 'x' }]);
    expect(noFile.body.code).toBe(CODE.badRequest);
    const tooBig = await upload(outsider.token, [
      { field: 'file', filename: 'big.png', content: Buffer.concat([await fixture('photo.png'), Buffer.alloc(5 * 1024 * 1024 + 1)]) },
    ]);
    expect(tooBig.body.code).toBe(413);
  });

  it('stores feedback as inert text, with a picture of ours only, and shows it only to its author', async () => {
    const xss = '<script>alert("x")</script><img src=x onerror=alert(1)>\n第二行';
    const png = await upload(outsider.token, [{ field: 'file', filename: 'a.jpg', content: await fixture('photo.jpg') }]);
    const image = (png.body.data as { url: string }).url;
    const saved = await post<{ data: { id: number } }>(API.feedback.save, { content: xss, image }, outsider.token);
    expect(saved.body.code).toBe(CODE.ok);
    const id = saved.body.data.id;

    const [stored] = await db().select().from(feedbacks).where(eq(feedbacks.id, id));
    expect(stored.content).not.toMatch(/<script|<img/i);
    expect(stored.content).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;<br>第二行');
    expect(stored.image).toBe(image);

    const second = await post<{ data: { id: number } }>(API.feedback.save, { content: '  第二条反馈  ' }, outsider.token);
    const list = await get<Table<Feedback>>(API.feedback.list, outsider.token);
    expect(list.body.total).toBe(2);
    expect(list.body.rows.map((r) => r.id)).toEqual([second.body.data.id, id]);
    expect(list.body.rows[0]).toMatchObject({ content: '第二条反馈', image: '', reply: '', repliedAt: null });

    const info = await get<{ data: Feedback }>(API.feedback.info(id), outsider.token);
    expect(info.body.data).toMatchObject({ id, image, content: stored.content });
    // 张三 cannot read it; the outsider cannot read 张三's.
    expect((await get(API.feedback.info(id), zhang.token)).body).toMatchObject({ code: CODE.notFound, msg: CENTRE_TEXT.feedbackNotFound });
    const zhangs = await get<Table<Feedback>>(API.feedback.list, zhang.token);
    expect(zhangs.body.rows.some((r) => r.id === id)).toBe(false);
    expect((await get(API.feedback.info(zhangs.body.rows[0].id), outsider.token)).body.code).toBe(CODE.notFound);
  });

  it('refuses bad feedback input naming the field', async () => {
    const cases: [unknown, string][] = [
      [{}, 'content'],
      [{ content: '' }, 'content'],
      [{ content: 'x'.repeat(501) }, 'content'],
      [{ content: 123 }, 'content'],
    ];
    for (const [body, field] of cases) {
      const answer = await post(API.feedback.save, body, outsider.token);
      expect(answer.body.code, JSON.stringify(body)).toBe(CODE.badRequest);
      expect(answer.body.msg).toContain(field);
    }
    expect((await post(API.feedback.save, { content: '   ' }, outsider.token)).body).toMatchObject({ code: CODE.badRequest, msg: CENTRE_TEXT.feedbackEmpty });
    expect((await post(API.feedback.save, { content: 'x'.repeat(500) }, outsider.token)).body.code).toBe(CODE.ok);
    for (const image of ['https://evil.example/a.png', '/uploads/chat/202401/0123456789abcdef0123456789abcdef.png', '/uploads/feedback/../x.png', '/uploads/seed/banner-vip.svg']) {
      const answer = await post(API.feedback.save, { content: '有图', image }, outsider.token);
      expect(answer.body, image).toMatchObject({ code: CODE.badRequest, msg: CENTRE_TEXT.feedbackImageInvalid });
    }
    expect((await get(API.feedback.info('x'), outsider.token)).body.code).toBe(CODE.badRequest);
  });

  it('shows 张三 his seeded feedback with its reply', async () => {
    const list = await get<Table<Feedback>>(API.feedback.list, zhang.token);
    expect(list.body.total).toBe(1);
    const [row] = list.body.rows;
    expect(row.reply).toContain('双指缩放');
    expect(row.repliedAt).not.toBeNull();
    expect(Date.parse(row.repliedAt!)).toBeGreaterThan(Date.parse(row.createTime));
  });

  // --- articles ------------------------------------------------------------------------------

  it('lists articles of a category, paged, without their content', async () => {
    const help = await get<Table<ArticleSummary>>(API.article.list('help'), outsider.token);
    expect(help.body.code).toBe(CODE.ok);
    expect(help.body.total).toBeGreaterThanOrEqual(5);
    expect(help.body.rows.map((r) => r.title).slice(0, 3)).toEqual(['如何观看直播', '如何开通会员', '如何修改密码']);
    expect(help.body.rows[0]).not.toHaveProperty('content');

    const page = await get<Table<ArticleSummary>>(`${API.article.list('help')}?pageNum=2&pageSize=2`, outsider.token);
    expect(page.body.rows.map((r) => r.id)).toEqual(help.body.rows.slice(2, 4).map((r) => r.id));

    const notes = await get<Table<ArticleSummary>>(API.article.list('article'), outsider.token);
    expect(notes.body.total).toBeGreaterThanOrEqual(3);
    const times = notes.body.rows.map((r) => Date.parse(r.createTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const outsiders = await get<Table<ArticleSummary>>(API.article.list('strategy'), outsider.token);
    expect(outsiders.body.total).toBe(3);
    expect(outsiders.body.rows.filter((r) => r.locked)).toHaveLength(1);
    const zhangs = await get<Table<ArticleSummary>>(API.article.list('strategy'), zhang.token);
    expect(zhangs.body.rows.filter((r) => r.locked)).toHaveLength(0);

    const bad = await get(API.article.list('agreement'), outsider.token);
    expect(bad.body.code).toBe(CODE.badRequest);
    expect(bad.body.msg).toContain('categoryCode');
  });

  it('opens an article by id or code, counts the visit, and never sends locked content', async () => {
    const strategies = (await get<Table<ArticleSummary>>(API.article.list('strategy'), outsider.token)).body.rows;
    const locked = strategies.find((r) => r.locked)!;
    const [before] = await db().select({ visits: articles.visits, content: articles.content }).from(articles).where(eq(articles.id, locked.id));
    expect(before.content.length).toBeGreaterThan(0);

    const denied = await get<{ data: ArticleDetail }>(API.article.info(locked.id), outsider.token);
    expect(denied.body.code).toBe(CODE.ok);
    expect(denied.body.data).toMatchObject({ id: locked.id, locked: true, content: '', visits: before.visits + 1 });
    expect(JSON.stringify(denied.body)).not.toContain(before.content.slice(3, 20));

    const open = await get<{ data: ArticleDetail }>(API.article.info(locked.id), zhang.token);
    expect(open.body.data).toMatchObject({ locked: false, content: before.content, visits: before.visits + 2 });

    const agreement = await get<{ data: ArticleDetail }>(API.article.info('agreement'), outsider.token);
    expect(agreement.body.data).toMatchObject({ code: 'agreement', categoryCode: 'agreement', title: '财学用户服务协议', locked: false });
    expect(agreement.body.data.content).toContain('<h3>');
    expect((await get<{ data: ArticleDetail }>(API.article.info('privacy'), outsider.token)).body.data.title).toBe('财学隐私政策');

    expect((await get(API.article.info('no-such-code'), outsider.token)).body).toMatchObject({ code: CODE.notFound, msg: CENTRE_TEXT.articleNotFound });
    expect((await get(API.article.info(999999), outsider.token)).body.code).toBe(CODE.notFound);
    const bad = await get(API.article.info('a b<'), outsider.token);
    expect(bad.body.code).toBe(CODE.badRequest);
    expect(bad.body.msg).toContain('x');
  });

  it('lets visitors read articles by id or code, a gated one locked without its content (issue 5: public route)', async () => {
    expect((await server().get(API.article.info('agreement'))).body.data).toMatchObject({ code: 'agreement', locked: false, content: expect.stringContaining('服务内容') });
    const [help] = await db().select({ id: articles.id }).from(articles).where(eq(articles.categoryCode, 'help')).limit(1);
    expect((await server().get(API.article.info(help.id))).body.data).toMatchObject({ id: help.id, locked: false });
    const [strategy] = await db().select().from(articles).where(and(eq(articles.categoryCode, 'strategy'), isNotNull(articles.moduleId)));
    const locked = await server().get(API.article.info(strategy.id));
    expect(locked.body.data).toMatchObject({ id: strategy.id, locked: true, content: '' });
    expect(locked.text).not.toContain(strategy.content.slice(0, 40));
  });

  // --- favorites and follows -----------------------------------------------------------------

  it('lists favorites by type with the title and picture of the news item or course', async () => {
    const empty = await get<Table<Favorite>>(`${API.member.favorites}?targetType=news`, zhang.token);
    expect(empty.body).toMatchObject({ code: CODE.ok, rows: [], total: 0 });

    const [item] = await db().select().from(news).where(isNotNull(news.pic)).orderBy(desc(news.id)).limit(1);
    const [course] = await db().select().from(courses).orderBy(desc(courses.id)).limit(1);
    await db().insert(memberFavorites).values([
      { memberId: outsider.id, targetType: 'news', targetId: item.id },
      { memberId: outsider.id, targetType: 'course', targetId: course.id },
      { memberId: zhang.id, targetType: 'course', targetId: 999999 },
    ]);
    const favoriteCourses = await get<Table<Favorite>>(`${API.member.favorites}?targetType=course`, outsider.token);
    expect(favoriteCourses.body.total).toBe(1);
    expect(favoriteCourses.body.rows[0]).toMatchObject({ targetType: 'course', targetId: course.id, title: course.title, pic: course.pic });
    const favoriteNews = await get<Table<Favorite>>(`${API.member.favorites}?targetType=news`, outsider.token);
    expect(favoriteNews.body.rows[0]).toMatchObject({ targetType: 'news', targetId: item.id, title: item.title, pic: item.pic || item.picList[0] || '' });
    // A favorite whose course is gone still lists, without a title.
    expect((await get<Table<Favorite>>(`${API.member.favorites}?targetType=course`, zhang.token)).body.rows[0]).toMatchObject({ targetId: 999999, title: '', pic: '' });
    expect((await get<Table<Favorite>>(API.member.favorites, outsider.token)).body.total).toBe(2);

    const bad = await get(`${API.member.favorites}?targetType=video`, outsider.token);
    expect(bad.body.code).toBe(CODE.badRequest);
    expect(bad.body.msg).toContain('targetType');
  });

  it('lists followed teachers and follows or unfollows a teacher that exists', async () => {
    const seeded = await get<Table<Follow>>(`${API.member.follows}?targetType=teacher`, zhang.token);
    expect(seeded.body.total).toBe(2);
    expect(seeded.body.rows.map((r) => r.teacher?.name).sort()).toEqual(['李建华', '陈志强'].sort());
    expect(seeded.body.rows[0].teacher).toEqual({ id: seeded.body.rows[0].targetId, name: expect.any(String), avatar: expect.any(String), title: expect.any(String) });
    expect((await get<Table<Follow>>(`${API.member.follows}?targetType=newsCategory`, zhang.token)).body.total).toBe(0);
    expect((await get<Table<Follow>>(API.member.follows, outsider.token)).body.total).toBe(0);

    const [wang] = await db().select({ id: teachers.id }).from(teachers).where(eq(teachers.name, '王雅琴'));
    const follow = await post(API.member.follow, { targetType: 'teacher', targetId: wang.id, follow: true }, outsider.token);
    expect(follow.body).toMatchObject({ code: CODE.ok, data: { following: true } });
    expect((await post(API.member.follow, { targetType: 'teacher', targetId: wang.id, follow: true }, outsider.token)).body.code).toBe(CODE.ok);
    const mine = await get<Table<Follow>>(API.member.follows, outsider.token);
    expect(mine.body.total).toBe(1);
    expect(mine.body.rows[0]).toMatchObject({ targetType: 'teacher', targetId: wang.id, teacher: { id: wang.id, name: '王雅琴' } });

    const unfollow = await post(API.member.follow, { targetType: 'teacher', targetId: wang.id, follow: false }, outsider.token);
    expect(unfollow.body).toMatchObject({ code: CODE.ok, data: { following: false } });
    expect((await get<Table<Follow>>(API.member.follows, outsider.token)).body.total).toBe(0);
    // 张三's follows are untouched by the outsider.
    expect((await get<Table<Follow>>(`${API.member.follows}?targetType=teacher`, zhang.token)).body.total).toBe(2);

    expect((await post(API.member.follow, { targetType: 'teacher', targetId: 999999, follow: true }, outsider.token)).body).toMatchObject({
      code: CODE.notFound,
      msg: CENTRE_TEXT.teacherNotFound,
    });
    expect((await post(API.member.follow, { targetType: 'newsCategory', targetId: 999999, follow: true }, outsider.token)).body).toMatchObject({
      code: CODE.notFound,
      msg: CENTRE_TEXT.newsCategoryNotFound,
    });
    // A news category (issue 5) is followed by name.
    const [category] = await db().select().from(newsCategories).where(eq(newsCategories.id, 15));
    expect((await post(API.member.follow, { targetType: 'newsCategory', targetId: category.id, follow: true }, outsider.token)).body).toMatchObject({ code: CODE.ok, data: { following: true } });
    const categories = await get<Table<Follow>>(`${API.member.follows}?targetType=newsCategory`, outsider.token);
    expect(categories.body.rows[0]).toMatchObject({ targetType: 'newsCategory', targetId: category.id, name: category.name, teacher: null });
    for (const [body, field] of [
      [{ targetType: 'teacher', targetId: wang.id }, 'follow'],
      [{ targetType: 'course', targetId: wang.id, follow: true }, 'targetType'],
      [{ targetType: 'teacher', targetId: '1', follow: true }, 'targetId'],
    ] as const) {
      const answer = await post(API.member.follow, body, outsider.token);
      expect(answer.body.code, JSON.stringify(body)).toBe(CODE.badRequest);
      expect(answer.body.msg).toContain(field);
    }
  });
});
