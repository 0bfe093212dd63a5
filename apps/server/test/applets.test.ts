import { API, CODE, type OwnData, type TableEnvelope, type TemplateMessage, type TemplateRoom } from '@caixue/contract';
import { and, asc, eq, gt } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { liveMessages, liveRooms } from '../src/db/schema';
import { stockNamedIn } from '../src/modules/live/template-service';
import { DEMO_TEMPLATES } from '../src/seed/live-templates';
import { freshMember, get, post, rawAnswers, useDemoCallers, type Caller } from './support/content';
import { describeServer, useTestServer } from './support/test-server';

/** The applet pages' server side (issue 17): template messages and the member's own data. */
describeServer('applet pages: template messages and own data', () => {
  const server = useTestServer();
  const { visitor, zhang } = useDemoCallers(server);
  const qs = (query: Record<string, string | number>) => new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const page = (url: string, caller: Caller) => get<TableEnvelope<TemplateMessage>>(server(), url, caller);
  // Only the VIP room's texts: they must never reach someone without the word-vip module.
  const VIP_SECRETS = ['长江电力', '600900', '内参组合调仓', '公用事业权重'];

  async function roomId(part: string): Promise<number> {
    const rows = await server().database.db.select({ id: liveRooms.id, title: liveRooms.title }).from(liveRooms);
    return rows.find((r) => r.title.includes(part))!.id;
  }

  it('seeds three template messages per word room, after its posts, in seq and time order', async () => {
    const db = server().database.db;
    for (const title of Object.keys(DEMO_TEMPLATES)) {
      const id = await roomId(title);
      const all = await db.select().from(liveMessages).where(eq(liveMessages.liveId, id)).orderBy(asc(liveMessages.seq));
      const templates = all.filter((m) => m.tplId > 0);
      expect(templates.map((m) => m.tplId)).toEqual([1, 2, 3]);
      expect(all.slice(-3).every((m) => m.tplId > 0)).toBe(true);
      const times = all.map((m) => m.createdAt.getTime());
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(templates.every((m) => !/买入|卖出|加仓|清仓/.test(m.content))).toBe(true);
    }
  });

  it('finds the stock a card names (名称（代码）) with its market', () => {
    expect(stockNamedIn('<p><b>个股点评：贵州茅台（600519）</b></p>')).toEqual({ code: '600519', name: '贵州茅台', symbol: 'sh600519' });
    expect(stockNamedIn('<p>宁德时代(300750)</p>')?.symbol).toBe('sz300750');
    expect(stockNamedIn('<p>没有股票</p>')).toBeNull();
  });

  it('lists every room for a member; rooms without the module come as teasers without content or stock', async () => {
    const outsider = await freshMember(server(), '游客乙');
    const forOutsider = await page(`${API.applets.templates}?${qs({ pageSize: 100 })}`, outsider);
    expect(forOutsider.code).toBe(CODE.ok);
    expect(forOutsider.total).toBe(12);
    const vip = await roomId('VIP');
    const locked = forOutsider.rows.filter((r) => r.locked);
    expect(locked.map((r) => r.liveId)).toEqual([vip, vip, vip]);
    expect(locked.every((r) => r.content === '' && r.stock === null && r.lockReason === 'permission' && r.moduleIds.length === 1)).toBe(true);
    expect(locked.map((r) => r.tplName).sort()).toEqual(['个股点评', '操作提示', '研报解读']);
    const mao = forOutsider.rows.find((r) => r.stock?.code === '600519');
    expect(mao).toMatchObject({ locked: false, tplId: 3, tplName: '个股点评', roomTitle: '李老师·早盘策略', stock: { symbol: 'sh600519', name: '贵州茅台' } });
    expect(mao?.content).toContain('不构成投资建议');
    expect(mao?.teacher?.name).toBeTruthy();

    // Newest first.
    const times = forOutsider.rows.map((r) => Date.parse(r.dateTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // The leak sweep fails when the module holder's answer lacks the texts (so it can fail).
    const urls = [`${API.applets.templates}?${qs({ pageSize: 100 })}`, `${API.applets.templates}?${qs({ liveId: vip })}`, `${API.applets.templatesAuthorized}?${qs({ pageSize: 100 })}`];
    const outsiderText = await rawAnswers(server(), urls, outsider);
    const holderText = await rawAnswers(server(), urls, zhang);
    for (const secret of VIP_SECRETS) {
      expect(outsiderText).not.toContain(secret);
      expect(holderText).toContain(secret);
    }
  });

  it('filters by room and kind, and pages', async () => {
    const morning = await roomId('早盘策略');
    const one = await page(`${API.applets.templates}?${qs({ liveId: morning, tplId: 2 })}`, zhang);
    expect(one.rows.map((r) => [r.liveId, r.tplName])).toEqual([[morning, '研报解读']]);
    const kind = await page(`${API.applets.templates}?${qs({ tplId: 1 })}`, zhang);
    expect(kind.total).toBe(4);
    expect(kind.rows.every((r) => r.tplId === 1 && !r.locked)).toBe(true);
    const first = await page(`${API.applets.templates}?${qs({ pageNum: 1, pageSize: 5 })}`, zhang);
    const third = await page(`${API.applets.templates}?${qs({ pageNum: 3, pageSize: 5 })}`, zhang);
    expect([first.rows.length, third.rows.length, third.total]).toEqual([5, 2, 12]);
  });

  it('answers bad filters with a clear error and the full list only with a token', async () => {
    const bad = await page(`${API.applets.templates}?tplId=9`, zhang);
    expect(bad.code).toBe(CODE.badRequest);
    expect(bad.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect((await page(`${API.applets.templatesAuthorized}?liveId=abc`, visitor)).code).toBe(CODE.badRequest);
    expect((await page(API.applets.templates, visitor)).code).toBe(CODE.unauthorized);
  });

  it('authorized: a member gets only the rooms they may open; a visitor the free rooms as login teasers', async () => {
    const vip = await roomId('VIP');
    const outsider = await freshMember(server(), '游客丙');
    const mine = await page(`${API.applets.templatesAuthorized}?${qs({ pageSize: 100 })}`, outsider);
    expect(mine.total).toBe(9);
    expect(mine.rows.every((r) => !r.locked && r.liveId !== vip && r.content !== '')).toBe(true);
    const holder = await page(`${API.applets.templatesAuthorized}?${qs({ pageSize: 100 })}`, zhang);
    expect(holder.total).toBe(12);
    expect(holder.rows.every((r) => !r.locked)).toBe(true);

    const teasers = await page(`${API.applets.templatesAuthorized}?${qs({ pageSize: 100 })}`, visitor);
    expect(teasers.code).toBe(CODE.ok);
    expect(teasers.total).toBe(9);
    expect(teasers.rows.every((r) => r.locked && r.lockReason === 'login' && r.content === '' && r.stock === null && r.liveId !== vip)).toBe(true);
    const visitorText = JSON.stringify(teasers);
    expect(visitorText).not.toContain('贵州茅台');
    expect(visitorText).not.toContain('午盘仓位提示');
  });

  it('lists the rooms that have template messages, with counts and locks', async () => {
    const outsider = await freshMember(server(), '游客丁');
    const rooms = (await get<{ data: TemplateRoom[] }>(server(), API.applets.templateRooms, outsider)).data;
    expect(rooms.map((r) => [r.title, r.count, r.locked])).toEqual([
      ['李老师·早盘策略', 3, false],
      ['王老师·短线擒龙', 3, false],
      ['陈老师·量化选股', 3, false],
      ['刘老师·VIP 内参', 3, true],
    ]);
    const open = (await get<{ data: TemplateRoom[] }>(server(), `${API.applets.templateRooms}?authorized=1`, outsider)).data;
    expect(open.map((r) => r.title)).not.toContain('刘老师·VIP 内参');
    const forVisitor = (await get<{ data: TemplateRoom[] }>(server(), `${API.applets.templateRooms}?authorized=1`, visitor)).data;
    expect(forVisitor.length).toBe(3);
    expect(forVisitor.every((r) => r.locked)).toBe(true);
    // A closed template message is no longer counted or listed.
    const db = server().database.db;
    const morning = rooms[0].id;
    const [first] = await db.select({ id: liveMessages.id }).from(liveMessages).where(and(eq(liveMessages.liveId, morning), gt(liveMessages.tplId, 0))).limit(1);
    await db.update(liveMessages).set({ status: 0 }).where(eq(liveMessages.id, first.id));
    const after = (await get<{ data: TemplateRoom[] }>(server(), API.applets.templateRooms, outsider)).data;
    expect(after[0].count).toBe(2);
    const listed = await page(`${API.applets.templates}?${qs({ liveId: morning })}`, outsider);
    expect(listed.rows.map((r) => r.id)).not.toContain(first.id);
    await db.update(liveMessages).set({ status: 1 }).where(eq(liveMessages.id, first.id));
  });

  it('own data: messages, replies and studied courses from what the app records; watch time is not recorded', async () => {
    expect((await get<{ data: OwnData }>(server(), API.applets.ownData, visitor)).code).toBe(CODE.unauthorized);
    const fresh = await freshMember(server(), '新同学');
    const empty = await get<{ data: OwnData }>(server(), API.applets.ownData, fresh);
    expect(empty.data).toEqual({ liveMessages: 0, repliesReceived: 0, coursesStudied: 0, sectionsStudied: 0, lastStudyAt: null, watchSeconds: null });

    const studied = await post<unknown>(server(), API.course.viewSave, { courseId: 1, sectionId: 2 }, fresh);
    expect(studied.code).toBe(CODE.ok);
    const after = (await get<{ data: OwnData }>(server(), API.applets.ownData, fresh)).data;
    expect([after.coursesStudied, after.sectionsStudied]).toEqual([1, 1]);
    expect(after.lastStudyAt).not.toBeNull();

    const zhangData = (await get<{ data: OwnData }>(server(), API.applets.ownData, zhang)).data;
    const n = await server().database.db.$count(liveMessages, eq(liveMessages.memberId, zhang.id!));
    expect(zhangData.liveMessages).toBe(n);
    expect(zhangData.liveMessages).toBeGreaterThan(0);
    expect(zhangData.coursesStudied).toBeGreaterThanOrEqual(3);
  });
});
