import {
  API,
  CODE,
  NEWS_TEXT,
  TEXT,
  type Favorite,
  type FollowState,
  type NewsCategory,
  type NewsComment,
  type NewsFavoriteState,
  type NewsItem,
  type NewsLikeState,
  type NewsUnread,
} from '@caixue/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { contentReactions, news } from '../src/db/schema';
import { INFORMATION_CATEGORY_ID, MORNING_CATEGORY_ID } from '../src/seed/news-data';
import { freshMember, get, post, useDemoCallers, type Data, type Table } from './support/content';
import { lockedItems, type LockedItem } from './support/news';
import { describeServer, useTestServer } from './support/test-server';

const VIP_CATEGORY_ID = 23;

describeServer('news: comments, likes, favorites, follows, views and unread counts', () => {
  const server = useTestServer();
  const { zhang, zhao } = useDemoCallers(server);
  let locked: LockedItem[];
  let openItem: NewsItem;

  beforeAll(async () => {
    locked = await lockedItems(server().database.db);
    const rows = (await get<Table<NewsItem>>(server(), `${API.news.list()}?categoryId=${INFORMATION_CATEGORY_ID}`)).rows;
    openItem = rows.find((r) => !r.locked)!;
  });

  it('needs a token for every write and the member’s own lists', async () => {
    const writes: [string, unknown][] = [
      [API.news.comment, { newsId: openItem.id, content: '好' }],
      [API.news.like, { newsId: openItem.id }],
      [API.news.favorite, { newsId: openItem.id }],
      [API.news.follow(openItem.id), {}],
      [API.news.viewSave, { newsId: openItem.id }],
      [API.news.categoryFollow, { categoryId: 15, follow: true }],
    ];
    for (const [url, body] of writes) expect((await post(server(), url, body)).code, url).toBe(CODE.unauthorized);
    for (const url of [API.news.unread, API.news.categoryFollowList]) expect((await get(server(), url)).code, url).toBe(CODE.unauthorized);
    // Reads stay public.
    expect((await get(server(), API.news.commentList(openItem.id))).code).toBe(CODE.ok);
  });

  it('posts a sanitized comment that lists first; refuses empty, too long and locked', async () => {
    const reader = await freshMember(server(), '评论者');
    const before = await get<Table<NewsComment>>(server(), API.news.commentList(openItem.id));
    const saved = await post<Data<NewsComment>>(
      server(),
      API.news.comment,
      { newsId: openItem.id, content: '  <script>alert(1)</script><b onclick="x()">写得好</b>，学习了  ' },
      reader,
    );
    expect(saved.code).toBe(CODE.ok);
    expect(saved.msg).toBe(NEWS_TEXT.commentOk);
    expect(saved.data.content).toBe('<b>写得好</b>，学习了');
    expect(saved.data.member).toMatchObject({ id: reader.id, nickname: '评论者' });

    const after = await get<Table<NewsComment>>(server(), API.news.commentList(openItem.id));
    expect(after.total).toBe(before.total + 1);
    expect(after.rows[0]).toMatchObject({ id: saved.data.id, newsId: openItem.id, content: '<b>写得好</b>，学习了' });
    expect(JSON.stringify(after.rows)).not.toContain('script');
    const times = after.rows.map((r) => Date.parse(r.createTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const item = await get<Data<NewsItem>>(server(), API.news.infoById(openItem.id));
    expect(item.data.comments).toBe(openItem.comments + 1);

    for (const content of ['', '   ', '<script>x</script>', '<p> </p>']) {
      expect(await post(server(), API.news.comment, { newsId: openItem.id, content }, reader), content).toMatchObject({
        code: CODE.badRequest,
        msg: TEXT.emptyContent,
      });
    }
    expect(await post(server(), API.news.comment, { newsId: openItem.id, content: '长'.repeat(501) }, reader)).toMatchObject({
      code: CODE.badRequest,
      msg: NEWS_TEXT.commentTooLong,
    });
    expect((await post(server(), API.news.comment, { newsId: openItem.id, content: '长'.repeat(500) }, reader)).code).toBe(CODE.ok);
    expect(await post(server(), API.news.comment, { newsId: openItem.id }, reader)).toMatchObject({ code: CODE.badRequest, msg: '缺少必填参数 content' });
    expect(await post(server(), API.news.comment, { newsId: 99999999, content: '好' }, reader)).toMatchObject({ code: CODE.notFound });

    const vip = locked.find((i) => i.categoryId === VIP_CATEGORY_ID)!;
    const refused = await post<Data<{ moduleIds: number[]; title: string }>>(server(), API.news.comment, { newsId: vip.id, content: '想看' }, zhao);
    expect(refused.code).toBe(CODE.noPermission);
    expect(refused.msg).toBe(TEXT.noPermissionToast);
    expect(refused.data.moduleIds).toHaveLength(1);
    expect(JSON.stringify(refused)).not.toContain('VIP-LOCKED');
    expect((await post(server(), API.news.comment, { newsId: vip.id, content: '学习了' }, zhang)).code).toBe(CODE.ok);
  });

  it('likes once per member: a second like keeps the count', async () => {
    const fan = await freshMember(server(), '点赞者');
    const first = await post<Data<NewsLikeState>>(server(), API.news.like, { newsId: openItem.id }, fan);
    expect(first.data).toEqual({ liked: true, likes: openItem.likes + 1 });
    const second = await post<Data<NewsLikeState>>(server(), API.news.like, { newsId: openItem.id }, fan);
    expect(second.data).toEqual({ liked: true, likes: openItem.likes + 1 });
    const rows = await server()
      .database.db.select()
      .from(contentReactions)
      .where(eq(contentReactions.memberId, fan.id!));
    expect(rows.filter((r) => r.kind === 'like')).toHaveLength(1);
    const item = await get<Data<NewsItem>>(server(), API.news.infoById(openItem.id), fan);
    expect(item.data).toMatchObject({ liked: true, likes: openItem.likes + 1 });
    expect((await get<Data<NewsItem>>(server(), API.news.infoById(openItem.id))).data.liked).toBe(false);
    expect(await post(server(), API.news.like, {}, fan)).toMatchObject({ code: CODE.badRequest, msg: '缺少必填参数 newsId' });
    expect(await post(server(), API.news.like, { newsId: 'abc' }, fan)).toMatchObject({ code: CODE.badRequest, msg: NEWS_TEXT.idInvalid });
  });

  it('toggles a favorite, shown in the member-centre favorites list', async () => {
    const fan = await freshMember(server(), '收藏者');
    const on = await post<Data<NewsFavoriteState>>(server(), API.news.favorite, { newsId: openItem.id }, fan);
    expect(on.data).toEqual({ favorited: true });
    const favorites = await get<Table<Favorite>>(server(), `${API.member.favorites}?targetType=news`, fan);
    expect(favorites.rows.map((f) => [f.targetType, f.targetId])).toEqual([['news', openItem.id]]);
    expect((await get<Data<NewsItem>>(server(), API.news.infoById(openItem.id), fan)).data.favorited).toBe(true);
    const rows = await get<Table<NewsItem>>(server(), `${API.news.list()}?categoryId=${INFORMATION_CATEGORY_ID}`, fan);
    expect(rows.rows.find((r) => r.id === openItem.id)?.favorited).toBe(true);

    const off = await post<Data<NewsFavoriteState>>(server(), API.news.favorite, { newsId: openItem.id }, fan);
    expect(off.data).toEqual({ favorited: false });
    expect((await get<Table<Favorite>>(server(), `${API.member.favorites}?targetType=news`, fan)).total).toBe(0);
  });

  it('toggles following the item’s teacher; a house item without a teacher is refused', async () => {
    const fan = await freshMember(server(), '粉丝');
    const column = await get<Table<NewsItem>>(server(), `${API.news.list()}?categoryId=20`);
    const item = column.rows[0];
    expect(item.teacher).not.toBeNull();
    expect((await post<Data<FollowState>>(server(), API.news.follow(item.id), {}, fan)).data).toEqual({ following: true });
    const follows = await get<Table<{ targetType: string; targetId: number }>>(server(), `${API.member.follows}?targetType=teacher`, fan);
    expect(follows.rows.map((f) => f.targetId)).toEqual([item.teacher!.id]);
    expect((await post<Data<FollowState>>(server(), API.news.follow(item.id), {}, fan)).data).toEqual({ following: false });

    const notices = await get<Table<NewsItem>>(server(), `${API.news.byCategoryCode}?categoryCode=notice`);
    expect(await post(server(), API.news.follow(notices.rows[0].id), {}, fan)).toMatchObject({ code: CODE.badRequest, msg: NEWS_TEXT.noTeacher });
    expect(await post(server(), API.news.follow('abc'), {}, fan)).toMatchObject({ code: CODE.badRequest, msg: NEWS_TEXT.idInvalid });
  });

  it('follows a category; the unread count drops when an item is viewed', async () => {
    const fan = await freshMember(server(), '订阅者');
    expect((await get<Data<NewsUnread>>(server(), API.news.unread, fan)).data).toEqual({ total: 0, categories: [] });
    expect(
      (await post<Data<FollowState>>(server(), API.news.categoryFollow, { categoryId: INFORMATION_CATEGORY_ID, follow: true }, fan)).data,
    ).toEqual({ following: true });
    const followed = await get<Data<NewsCategory[]>>(server(), API.news.categoryFollowList, fan);
    expect(followed.data.map((c) => [c.id, c.followed])).toEqual([[INFORMATION_CATEGORY_ID, true]]);

    const listed = (await get<Table<NewsItem>>(server(), `${API.news.list()}?categoryId=${INFORMATION_CATEGORY_ID}&pageSize=1`)).total;
    const unread = await get<Data<NewsUnread>>(server(), API.news.unread, fan);
    expect(unread.data).toEqual({ total: listed, categories: [{ categoryId: INFORMATION_CATEGORY_ID, count: listed }] });

    const [before] = await server().database.db.select({ visits: news.visits }).from(news).where(eq(news.id, openItem.id));
    const saved = await post<Data<{ visits: number }>>(server(), API.news.viewSave, { newsId: openItem.id }, fan);
    expect(saved.data.visits).toBe(before.visits + 1);
    expect((await get<Data<NewsUnread>>(server(), API.news.unread, fan)).data.total).toBe(listed - 1);
    // Reading it again counts a visit but it was already read.
    await post(server(), API.news.viewSave, { newsId: openItem.id }, fan);
    expect((await get<Data<NewsUnread>>(server(), API.news.unread, fan)).data.total).toBe(listed - 1);
    const [after] = await server().database.db.select({ visits: news.visits }).from(news).where(eq(news.id, openItem.id));
    expect(after.visits).toBe(before.visits + 2);

    // A category asked for directly, followed or not.
    const morning = await get<Data<NewsUnread>>(server(), `${API.news.unread}?categoryId=${MORNING_CATEGORY_ID}`, fan);
    expect(morning.data).toEqual({ total: 70, categories: [{ categoryId: MORNING_CATEGORY_ID, count: 70 }] });

    expect((await post<Data<FollowState>>(server(), API.news.categoryFollow, { categoryId: INFORMATION_CATEGORY_ID, follow: false }, fan)).data).toEqual({
      following: false,
    });
    expect((await get<Data<NewsUnread>>(server(), API.news.unread, fan)).data.total).toBe(0);
    expect(await post(server(), API.news.categoryFollow, { categoryId: 9999, follow: true }, fan)).toMatchObject({
      code: CODE.notFound,
      msg: NEWS_TEXT.categoryNotFound,
    });
    expect(await post(server(), API.news.categoryFollow, { categoryId: 15 }, fan)).toMatchObject({ code: CODE.badRequest, msg: '缺少必填参数 follow' });
    expect(await post(server(), API.news.viewSave, { newsId: 99999999 }, fan)).toMatchObject({ code: CODE.notFound });
  });

  it('shows 张三 the seeded likes and the 资讯 items he has not read', async () => {
    expect((await get<Data<NewsUnread>>(server(), API.news.unread, zhang)).data).toEqual({ total: 0, categories: [] });
    const listed = (await get<Table<NewsItem>>(server(), `${API.news.list()}?categoryId=${INFORMATION_CATEGORY_ID}&pageSize=1`)).total;
    const unread = await get<Data<NewsUnread>>(server(), `${API.news.unread}?categoryId=${INFORMATION_CATEGORY_ID}`, zhang);
    expect(unread.data.total).toBe(listed - 5);
    const rows = (await get<Table<NewsItem>>(server(), `${API.news.list()}?categoryId=${INFORMATION_CATEGORY_ID}`, zhang)).rows;
    expect(rows.filter((r) => r.liked).length).toBeGreaterThanOrEqual(3);
  });
});
