import { ACCESS_LOG_TEXT, API, CODE, type AccessLogDaily, type AccessLogSaved } from '@caixue/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { issueToken } from '../src/auth/tokens';
import { accessLogs, members } from '../src/db/schema';
import { get, post, useDemoCallers, type Caller, type Data } from './support/content';
import { describeServer, useTestServer } from './support/test-server';

const chinaToday = (now: number) => new Date(now + 8 * 3600_000).toISOString().slice(0, 10);

describeServer('access log: saves, repeats into time on page, batched writes, the daily figures', () => {
  // A long batch interval: nothing reaches the table until the figures are read (they flush first).
  const server = useTestServer({ env: { ACCESS_LOG_FLUSH_MS: '600000' } });
  const { visitor, zhang } = useDemoCallers(server);
  const admin: Caller = { name: 'admin', id: null };

  beforeAll(async () => {
    const db = server().database.db;
    const [row] = await db.select({ id: members.id }).from(members).where(eq(members.username, 'admin'));
    Object.assign(admin, { id: row.id, token: await issueToken(db, row.id, new Date(server().clock.now())) });
  });

  const daily = (caller: Caller, query = '') => get<Data<AccessLogDaily[]>>(server(), `${API.accessLog.daily}${query}`, caller);
  const rowsInTable = async (page: string) => (await server().database.db.select().from(accessLogs).where(eq(accessLogs.page, page))).length;

  it('answers an id at once, writes in batches and counts each repeat as time on the page', async () => {
    const page = `/pages/news/details/index`;
    const first = await post<Data<AccessLogSaved>>(server(), API.accessLog.save, { url: `${page}?id=7`, clientTitle: '资讯详情', typeId: 1 }, zhang);
    expect(first.code).toBe(CODE.ok);
    expect(first.data.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    // A visitor is logged too (no token: no member).
    const other = await post<Data<AccessLogSaved>>(server(), API.accessLog.save, { url: page }, visitor);
    expect(other.data.id).not.toBe(first.data.id);
    expect(await rowsInTable(page)).toBe(0);

    // Two repeats 3 s apart while the record still waits in memory, then one after it was written.
    server().clock.advance(3_000);
    expect((await post<Data<AccessLogSaved>>(server(), API.accessLog.save, { url: page, id: first.data.id }, zhang)).data.id).toBe(first.data.id);
    server().clock.advance(3_000);
    await post(server(), API.accessLog.save, { url: page, id: first.data.id }, zhang);
    let figures = (await daily(admin)).data.find((r) => r.page === page)!;
    expect(await rowsInTable(page)).toBe(2);
    expect(figures).toMatchObject({ date: chinaToday(server().clock.now()), visits: 2, visitors: 1, seconds: 6, averageSeconds: 3 });
    server().clock.advance(3_000);
    await post(server(), API.accessLog.save, { url: page, id: first.data.id }, zhang);
    figures = (await daily(admin)).data.find((r) => r.page === page)!;
    expect(figures.seconds).toBe(9);

    // A repeat long after the last one (the phone slept) does not stretch the visit.
    server().clock.advance(5 * 60_000);
    await post(server(), API.accessLog.save, { url: page, id: first.data.id }, zhang);
    expect((await daily(admin)).data.find((r) => r.page === page)!.seconds).toBe(9);
  });

  it('groups by page without the query, busiest first', async () => {
    for (const id of [1, 2, 3]) await post(server(), API.accessLog.save, { url: `/pages/teacher/detail/index?id=${id}` }, visitor);
    const rows = (await daily(admin)).data;
    const teacher = rows.find((r) => r.page === '/pages/teacher/detail/index')!;
    expect(teacher).toMatchObject({ visits: 3, visitors: 0 });
    expect(rows.map((r) => r.visits)).toEqual([...rows.map((r) => r.visits)].sort((a, b) => b - a));
  });

  it('refuses bad input with a clear message', async () => {
    for (const body of [{}, { url: '' }, { url: 'no-slash' }, { url: '/x', id: 'bad id!' }, { url: '/x'.repeat(300) }, { url: '/x', typeId: 100 }]) {
      const answer = await post(server(), API.accessLog.save, body, visitor);
      expect(answer.code, JSON.stringify(body).slice(0, 60)).toBe(CODE.badRequest);
    }
  });

  it('shows the figures to the admin role only, for at most 31 days', async () => {
    expect((await daily(visitor)).code).toBe(CODE.unauthorized);
    const member = await daily(zhang);
    expect([member.code, member.msg]).toEqual([CODE.forbidden, ACCESS_LOG_TEXT.forbidden]);
    expect((await daily(admin, '?from=2026-01-01&to=2026-03-01')).msg).toBe(ACCESS_LOG_TEXT.rangeInvalid);
    expect((await daily(admin, '?from=2026-02-02&to=2026-02-01')).code).toBe(CODE.badRequest);
    expect((await daily(admin, '?from=2026-02-30')).msg).toBe(ACCESS_LOG_TEXT.dateInvalid);
    const past = await daily(admin, '?from=2020-01-01&to=2020-01-31');
    expect([past.code, past.data]).toEqual([CODE.ok, []]);
  });
});
