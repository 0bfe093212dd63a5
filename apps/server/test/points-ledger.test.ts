import { API, CODE, POINTS_RULES, POINTS_TEXT, type PointsEntry, type PointsInfo, type PointsSignResult, type TableEnvelope } from '@caixue/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { issueToken } from '../src/auth/tokens';
import { liveRooms, memberPoints } from '../src/db/schema';
import { chinaDate } from '../src/modules/points/service';
import { freshMember, type Caller } from './support/content';
import { data } from './support/orders';
import { describeServer, useTestServer } from './support/test-server';

/**
 * 我的积分 (issue 14): sign-in once per China day with the 7-day streak, the balance as the ledger's
 * sum, the ledger by month newest first, and the daily share cap. Orders' points: points-orders.test.ts.
 */

const server = useTestServer({ env: { ORDER_JOBS_INTERVAL_MS: '0' } });
const s = () => server();
const DAY = 24 * 3600_000;

/** Moves the server clock to 00:10 of the next China day (so the following steps stay inside one day). */
function toNextChinaMorning(): void {
  const now = s().clock.now();
  const chinaMs = now + 8 * 3600_000;
  const nextMidnight = Math.floor(chinaMs / DAY + 1) * DAY;
  s().clock.advance(nextMidnight - chinaMs + 10 * 60_000);
}

/** A fresh token at the server's current time (tokens last 30 days; the clock moves far in these tests). */
async function refresh(caller: Caller): Promise<Caller> {
  return { ...caller, token: await issueToken(s().database.db, caller.id!, new Date(s().clock.now())) };
}

const info = async (c: Caller) => data<PointsInfo>(await s().get(API.integral.info, { token: c.token }));
const sign = (c: Caller) => s().post(API.integral.sign, undefined, { token: c.token });
async function list(c: Caller, query = ''): Promise<TableEnvelope<PointsEntry>> {
  const answer = await s().get(`${API.integral.list}${query}`, { token: c.token });
  expect(answer.body.code).toBe(CODE.ok);
  return answer.body as TableEnvelope<PointsEntry>;
}

describeServer('integral points: sign-in, streak, ledger', () => {
  it('needs a token', async () => {
    expect((await s().get(API.integral.info)).body.code).toBe(CODE.unauthorized);
    expect((await s().post(API.integral.sign)).body.code).toBe(CODE.unauthorized);
  });

  it('signs in once per China day: the second tap is refused with a clear message; 10 concurrent taps make one entry', async () => {
    toNextChinaMorning();
    const member = await freshMember(s(), '签到一');
    const before = await info(member);
    expect(before).toMatchObject({ balance: 0, signedToday: false, streakDays: 0, todayPoints: 5 });
    expect(before.week.map((d) => [d.day, d.points, d.signed, d.today])).toEqual(POINTS_RULES.signCycle.map((p, i) => [i + 1, p, false, i === 0]));
    const first = data<PointsSignResult>(await sign(member));
    expect(first.points).toBe(5);
    expect(first.info).toMatchObject({ balance: 5, signedToday: true, streakDays: 1, todayPoints: 5 });
    expect(first.info.week[0]).toMatchObject({ signed: true, today: true });
    expect((await sign(member)).body).toMatchObject({ code: CODE.badRequest, msg: POINTS_TEXT.alreadySigned });

    const other = await freshMember(s(), '签到二');
    const answers = await Promise.all(Array.from({ length: 10 }, () => sign(other)));
    expect(answers.filter((a) => a.body.code === CODE.ok)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === CODE.badRequest && a.body.msg === POINTS_TEXT.alreadySigned)).toHaveLength(9);
    const rows = await s().database.db.select().from(memberPoints).where(eq(memberPoints.memberId, other.id!));
    expect(rows).toHaveLength(1);
    expect((await info(other)).balance).toBe(5);
  });

  it('counts the streak over consecutive China days (5,5,10,10,15,15,30 then again), a missed day starts over; the balance is the sum', async () => {
    toNextChinaMorning();
    let member = await freshMember(s(), '连签');
    const earned: number[] = [];
    for (let day = 1; day <= 9; day += 1) {
      member = await refresh(member);
      earned.push(data<PointsSignResult>(await sign(member)).points);
      const now = await info(member);
      expect(now.streakDays).toBe(day);
      expect(now.week.filter((d) => d.signed)).toHaveLength(((day - 1) % 7) + 1);
      // Late the same China day (23:40) is still the same day.
      s().clock.advance(23.5 * 3600_000);
      expect((await sign(await refresh(member))).body.msg).toBe(POINTS_TEXT.alreadySigned);
      s().clock.advance(0.5 * 3600_000);
    }
    expect(earned).toEqual([5, 5, 10, 10, 15, 15, 30, 5, 5]);
    const afterNine = await info(await refresh(member));
    expect(afterNine).toMatchObject({ signedToday: false, streakDays: 9, todayPoints: 10 });
    expect(afterNine.week.map((d) => d.signed)).toEqual([true, true, false, false, false, false, false]);
    expect(afterNine.week[2].today).toBe(true);
    expect(afterNine.balance).toBe(earned.reduce((a, b) => a + b, 0));
    // Skip a day: the streak starts again at day 1.
    s().clock.advance(DAY);
    member = await refresh(member);
    expect(await info(member)).toMatchObject({ streakDays: 0, todayPoints: 5 });
    expect(data<PointsSignResult>(await sign(member)).info).toMatchObject({ streakDays: 1, balance: 100 + 5 });
  });

  it('the ledger pages by China month, newest first, with type texts; a bad month is refused', async () => {
    toNextChinaMorning();
    let member = await freshMember(s(), '明细');
    const months: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      member = await refresh(member);
      data<PointsSignResult>(await sign(member));
      months.push(chinaDate(s().clock.now()).slice(0, 7));
      s().clock.advance(DAY);
    }
    // Signed three consecutive days; they may straddle a month boundary: count per month.
    const byMonth = new Map<string, number>();
    for (const m of months) byMonth.set(m, (byMonth.get(m) ?? 0) + 1);
    for (const [month, n] of byMonth) {
      const page = await list(member, `?month=${month}&pageNum=1&pageSize=20`);
      expect(page.total).toBe(n);
      expect(page.rows.every((r) => r.type === 'sign' && r.typeText === '签到' && r.amount > 0)).toBe(true);
    }
    const all = await s().database.db.select().from(memberPoints).where(eq(memberPoints.memberId, member.id!));
    expect(all).toHaveLength(3);
    const lastMonth = months[2];
    const newest = await list(member, `?month=${lastMonth}&pageSize=1`);
    expect(newest.rows[0].note).toBe('连续签到第3天');
    expect(newest.rows[0].createTime.slice(0, 7)).toBe(lastMonth);
    // Newest first across pages.
    const month0 = months[0];
    if (byMonth.get(month0) === 3) {
      const p1 = await list(member, `?month=${month0}&pageSize=2&pageNum=1`);
      const p2 = await list(member, `?month=${month0}&pageSize=2&pageNum=2`);
      expect([...p1.rows, ...p2.rows].map((r) => r.note)).toEqual(['连续签到第3天', '连续签到第2天', '连续签到第1天']);
    }
    expect((await list(member, '?month=2020-01')).total).toBe(0);
    expect((await s().get(`${API.integral.list}?month=2026-13`, { token: member.token })).body).toMatchObject({ code: CODE.badRequest, msg: POINTS_TEXT.monthInvalid });
    // The current month is the default.
    const current = await list(await refresh(member));
    expect(current.total).toBe(byMonth.get(chinaDate(s().clock.now()).slice(0, 7)) ?? 0);
  });

  it('shares earn points up to the daily cap, counted once per slot even when sent at once', async () => {
    toNextChinaMorning();
    const member = await freshMember(s(), '分享');
    const { PointsService } = await import('../src/modules/points/service');
    const points = new PointsService({ db: s().database.db, now: s().clock.now });
    const earned = await Promise.all(Array.from({ length: 6 }, () => points.shared(member.id!)));
    expect(earned.filter((p) => p > 0)).toHaveLength(POINTS_RULES.shareDailyMax);
    const rows = await s().database.db.select().from(memberPoints).where(and(eq(memberPoints.memberId, member.id!), eq(memberPoints.type, 'share')));
    expect(rows).toHaveLength(POINTS_RULES.shareDailyMax);
    s().clock.advance(DAY);
    expect(await points.shared(member.id!)).toBe(POINTS_RULES.sharePoints);
  });

  it('sharing a live room earns points through POST /api/live/share, up to the daily cap', async () => {
    toNextChinaMorning();
    const member = await freshMember(s(), '直播分享');
    const [room] = await s().database.db.select({ id: liveRooms.id }).from(liveRooms).where(and(isNull(liveRooms.moduleId), eq(liveRooms.enabled, true))).limit(1);
    for (let i = 0; i < POINTS_RULES.shareDailyMax + 2; i += 1) {
      expect((await s().post(API.live.share, { liveId: room.id, channel: 'wechat' }, { token: member.token })).body.code).toBe(CODE.ok);
    }
    expect((await info(member)).balance).toBe(POINTS_RULES.shareDailyMax * POINTS_RULES.sharePoints);
    expect((await list(member)).rows.map((r) => r.typeText)).toEqual(Array(POINTS_RULES.shareDailyMax).fill('分享'));
  });

  it('another member sees only their own points', async () => {
    const a = await refresh(await freshMember(s(), '甲'));
    const b = await refresh(await freshMember(s(), '乙'));
    data<PointsSignResult>(await sign(a));
    expect((await info(b)).balance).toBe(0);
    expect((await list(b)).total).toBe(0);
  });
});
