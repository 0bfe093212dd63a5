import { API, CODE, TEXT, VIEWPOINT_TEXT, type NoPermissionDetail, type Viewpoint, type ViewpointComment, type ViewpointLikeState, type ViewpointShareState } from '@caixue/contract';
import { beforeAll, expect, it } from 'vitest';
import { VIEWPOINT_LOCK_MARKER } from '../src/seed/viewpoints';
import { freshMember, get, post, rawAnswers, useDemoCallers, type Data, type Table } from './support/content';
import { describeServer, useTestServer } from './support/test-server';

describeServer('viewpoints (观点): list, item, comments, likes, shares, locking', () => {
  const server = useTestServer();
  const { visitor, zhang, zhao } = useDemoCallers(server);
  let rows: Viewpoint[];
  let open: Viewpoint;
  let locked: Viewpoint;

  beforeAll(async () => {
    rows = (await get<Table<Viewpoint>>(server(), `${API.viewpoint.list}?pageSize=50`)).rows;
    open = rows.find((r) => !r.locked)!;
    locked = rows.find((r) => r.locked)!;
  });

  it('lists the seeded viewpoints newest first, locked ones as teasers without content or pictures', async () => {
    expect(rows.length).toBe(12);
    expect(rows.filter((r) => r.locked)).toHaveLength(4);
    const times = rows.map((r) => Date.parse(r.dateTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const row of rows) {
      expect(row.content).toBe('');
      expect(row.teacher.name).not.toBe('');
      expect(row.teaser).not.toBe('');
    }
    // 张三 holds news-vip: nothing is locked for him.
    const his = (await get<Table<Viewpoint>>(server(), `${API.viewpoint.list}?pageSize=50`, zhang)).rows;
    expect(his.filter((r) => r.locked)).toHaveLength(0);
  });

  it('filters by teacher', async () => {
    const teacherId = rows[0].teacher.id;
    const own = (await get<Table<Viewpoint>>(server(), `${API.viewpoint.list}?teacherId=${teacherId}`)).rows;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((r) => r.teacher.id === teacherId)).toBe(true);
  });

  it('sends locked content only to a member with the module', async () => {
    const urls = [`${API.viewpoint.list}?pageSize=50`, API.viewpoint.info(locked.id), ...rows.map((r) => API.viewpoint.info(r.id))];
    for (const caller of [visitor, zhao]) expect(await rawAnswers(server(), urls, caller)).not.toContain(VIEWPOINT_LOCK_MARKER);
    const item = await get<Data<Viewpoint>>(server(), API.viewpoint.info(locked.id), zhao);
    expect(item.data).toMatchObject({ locked: true, content: '', picList: [] });
    expect(await rawAnswers(server(), [API.viewpoint.info(locked.id)], zhang)).toContain(VIEWPOINT_LOCK_MARKER);
  });

  it('opens an item with its content and counts a visit; unknown ids answer 404', async () => {
    const first = await get<Data<Viewpoint>>(server(), API.viewpoint.info(open.id));
    const second = await get<Data<Viewpoint>>(server(), API.viewpoint.info(open.id));
    expect(first.data.content).toContain('<p>');
    expect(second.data.visits).toBe(first.data.visits + 1);
    const missing = await get(server(), API.viewpoint.info(999999));
    expect([missing.code, missing.msg]).toEqual([CODE.notFound, VIEWPOINT_TEXT.notFound]);
    expect((await get(server(), API.viewpoint.info('abc'))).code).toBe(CODE.badRequest);
  });

  it('needs a token to comment, like and share', async () => {
    for (const [url, body] of [
      [API.viewpoint.comment, { viewpointId: open.id, content: '好' }],
      [API.viewpoint.like, { viewpointId: open.id }],
      [API.viewpoint.share, { viewpointId: open.id }],
    ] as const) expect((await post(server(), url, body)).code, url).toBe(CODE.unauthorized);
  });

  it('keeps a sanitized comment that lists first; refuses empty, too long and locked', async () => {
    const reader = await freshMember(server(), '观点读者');
    const saved = await post<Data<ViewpointComment>>(
      server(),
      API.viewpoint.comment,
      { viewpointId: open.id, content: '  <script>alert(1)</script><b onclick="x()">说得好</b>  ' },
      reader,
    );
    expect([saved.code, saved.msg]).toEqual([CODE.ok, VIEWPOINT_TEXT.commentOk]);
    expect(saved.data.content).toBe('<b>说得好</b>');
    const list = await get<Table<ViewpointComment>>(server(), API.viewpoint.commentList(open.id));
    expect(list.rows[0]).toMatchObject({ id: saved.data.id, member: { nickname: '观点读者' } });
    const item = await get<Data<Viewpoint>>(server(), API.viewpoint.info(open.id));
    expect(item.data.comments).toBe(list.total);

    const empty = await post(server(), API.viewpoint.comment, { viewpointId: open.id, content: '  <script>x</script> ' }, reader);
    expect([empty.code, empty.msg]).toEqual([CODE.badRequest, TEXT.emptyContent]);
    const long = await post(server(), API.viewpoint.comment, { viewpointId: open.id, content: '长'.repeat(501) }, reader);
    expect([long.code, long.msg]).toEqual([CODE.badRequest, VIEWPOINT_TEXT.commentTooLong]);
    const refused = await post<Data<NoPermissionDetail>>(server(), API.viewpoint.comment, { viewpointId: locked.id, content: '看不到' }, zhao);
    expect(refused.code).toBe(CODE.noPermission);
    expect(refused.data).toEqual({ moduleIds: [locked.moduleId], title: locked.title });
    expect((await get<Table<ViewpointComment>>(server(), API.viewpoint.commentList(locked.id))).rows.some((c) => c.content === '看不到')).toBe(false);
  });

  it('counts one like per member and every share', async () => {
    const fan = await freshMember(server(), '点赞者');
    const once = await post<Data<ViewpointLikeState>>(server(), API.viewpoint.like, { viewpointId: open.id }, fan);
    const twice = await post<Data<ViewpointLikeState>>(server(), API.viewpoint.like, { viewpointId: open.id }, fan);
    expect(once.data.liked).toBe(true);
    expect(twice.data.likes).toBe(once.data.likes);
    const listed = (await get<Table<Viewpoint>>(server(), `${API.viewpoint.list}?pageSize=50`, fan)).rows.find((r) => r.id === open.id)!;
    expect(listed).toMatchObject({ liked: true, likes: once.data.likes });

    const a = await post<Data<ViewpointShareState>>(server(), API.viewpoint.share, { viewpointId: open.id, url: 'https://example.com/x' }, fan);
    const b = await post<Data<ViewpointShareState>>(server(), API.viewpoint.share, { viewpointId: open.id }, fan);
    expect(b.data.shares).toBe(a.data.shares + 1);
    expect((await post(server(), API.viewpoint.like, { viewpointId: 999999 }, fan)).code).toBe(CODE.notFound);
  });
});
