import { API, CODE, WINNING_TEXT, type DrawResult, type RecentWinner, type TableEnvelope, type WheelActivity, type WheelActivitySummary, type WinningRecord } from '@caixue/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../src/auth/tokens';
import { memberCoupons, memberLevels, memberPoints, members, wheelActivities, wheelDraws, wheelPrizes } from '../src/db/schema';
import { DEMO_WHEEL_TITLE } from '../src/seed/winning';
import { pickPrize, type RandomSource } from '../src/modules/winning/service';
import type { PrizeRow } from '../src/modules/winning/repo';
import { freshMember, useDemoCallers, type Caller } from './support/content';
import { describeServer, startTestServer, usesRedis, useTestServer, type Answer, type TestServer } from './support/test-server';

/**
 * The prize wheel (issue 17): the server decides each draw in one transaction (request id, daily
 * limit per China day, weighted pick over the prizes in stock, conditional stock decrement, the
 * grant exactly once), and the pages' reads (activity, odds, mine, recent, result, address, ship).
 */

const server = useTestServer({ env: { ORDER_JOBS_INTERVAL_MS: '0' } });
const s = () => server();
const callers = useDemoCallers(s);
const DAY = 24 * 3600_000;
let seq = 0;
const requestId = () => `req-${Date.now().toString(36)}-${(seq += 1)}`;

function ok<T>(answer: Answer): T {
  expect(answer.body.code, String(answer.body.msg)).toBe(CODE.ok);
  return answer.body.data as T;
}

/** A seeded uniform integer source (mulberry32), the same sequence for the same seed. */
function seeded(seed: number): RandomSource {
  let a = seed >>> 0;
  return (max) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const u = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(u * max);
  };
}

interface PrizeSpec {
  name: string;
  kind: 'points' | 'coupon' | 'goods' | 'thanks';
  weight: number;
  points?: number;
  stock?: number | null;
  couponTemplateId?: number;
}

/** A test activity running now (window around the server clock). */
async function activity(code: string, prizes: PrizeSpec[], options: { dailyDraws?: number; levelId?: number | null } = {}): Promise<{ id: number; prizeIds: number[] }> {
  const db = s().database.db;
  const now = s().clock.now();
  const [row] = await db
    .insert(wheelActivities)
    .values({ code, title: `测试转盘${code}`, startsAt: new Date(now - DAY), endsAt: new Date(now + 30 * DAY), dailyDraws: options.dailyDraws ?? 3, levelId: options.levelId ?? null })
    .returning({ id: wheelActivities.id });
  const rows = await db
    .insert(wheelPrizes)
    .values(prizes.map((p, i) => ({ activityId: row.id, sort: i, name: p.name, kind: p.kind, weight: p.weight, points: p.points ?? 0, stock: p.stock ?? null, stockLeft: p.stock ?? null, couponTemplateId: p.couponTemplateId ?? null })))
    .returning({ id: wheelPrizes.id });
  return { id: row.id, prizeIds: rows.map((r) => r.id) };
}

const draw = (caller: Caller, activityId: number, id = requestId(), on: TestServer = s()) => on.post(API.winning.draw, { activityId, requestId: id }, { token: caller.token });

async function demoActivityId(): Promise<number> {
  const list = ok<WheelActivitySummary[]>(await s().get(API.winning.activities));
  const demo = list.find((a) => a.title === DEMO_WHEEL_TITLE);
  expect(demo).toBeDefined();
  return demo!.id;
}

async function pointsOf(memberId: number): Promise<number> {
  const [row] = await s().database.db.select({ n: sql<number>`coalesce(sum(${memberPoints.amount}), 0)` }).from(memberPoints).where(eq(memberPoints.memberId, memberId));
  return Number(row?.n ?? 0);
}

/** Moves the server clock to 00:10 of the next China day. */
function toNextChinaMorning(): void {
  const chinaMs = s().clock.now() + 8 * 3600_000;
  s().clock.advance(Math.floor(chinaMs / DAY + 1) * DAY - chinaMs + 10 * 60_000);
}

describeServer('prize wheel', () => {
  it('the demo activity is public: prizes clockwise with odds summing to 100%, rules; a visitor is told to log in and cannot draw', async () => {
    const id = await demoActivityId();
    const info = ok<WheelActivity>(await s().get(API.winning.activity(id)));
    expect(info).toMatchObject({ title: DEMO_WHEEL_TITLE, status: 'running', dailyDraws: 3, levelName: null, remainingToday: null, blockedReason: WINNING_TEXT.loginToDraw });
    expect(info.prizes.map((p) => p.name)).toEqual(['10积分', '谢谢参与', '50积分', '满200减30券', '100积分', '定制保温杯', '200积分', '谢谢参与']);
    expect(info.prizes.reduce((sum, p) => sum + p.odds, 0)).toBeCloseTo(100, 1);
    expect(info.rules.length).toBeGreaterThan(3);
    expect((await draw(callers.visitor, id)).body.code).toBe(CODE.unauthorized);
    const member = ok<WheelActivity>(await s().get(API.winning.activity(id), { token: callers.zhang.token }));
    expect(member).toMatchObject({ remainingToday: 3, blockedReason: null });
    expect((await s().get(API.winning.activity(999999))).body).toMatchObject({ code: CODE.notFound, msg: WINNING_TEXT.activityNotFound });
  });

  it('a points prize is credited once to the ledger; a retried request id (also 10 at once) is one draw; the daily limit is per China day', async () => {
    toNextChinaMorning();
    const { id, prizeIds } = await activity('pts', [{ name: '30积分', kind: 'points', points: 30, weight: 1 }]);
    let member = await freshMember(s(), '抽积分');
    const rid = requestId();
    const answers = await Promise.all(Array.from({ length: 10 }, () => draw(member, id, rid)));
    const results = answers.map((a) => ok<DrawResult>(a));
    expect(new Set(results.map((r) => r.record.id)).size).toBe(1);
    expect(results[0]).toMatchObject({ prizeIndex: 0, remainingToday: 2, record: { prizeId: prizeIds[0], prizeName: '30积分', kind: 'points', points: 30, state: 'credited', stateText: '已到账' } });
    expect(answers[0]!.body.msg).toBe(WINNING_TEXT.won('30积分'));
    expect(await pointsOf(member.id!)).toBe(30);
    const ledger = await s().database.db.select().from(memberPoints).where(and(eq(memberPoints.memberId, member.id!), eq(memberPoints.type, 'prize')));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]!.businessId).toBe(`wheel:${rid}`);

    ok<DrawResult>(await draw(member, id));
    expect(ok<DrawResult>(await draw(member, id)).remainingToday).toBe(0);
    expect((await draw(member, id)).body).toMatchObject({ code: CODE.badRequest, msg: WINNING_TEXT.limitReached });
    // The same request id after the limit still answers its draw, not the limit.
    expect(ok<DrawResult>(await draw(member, id, rid)).record.id).toBe(results[0]!.record.id);
    expect(await pointsOf(member.id!)).toBe(90);
    // 23:40 the same China day: still the limit. The next China day: 3 again.
    s().clock.advance(23.5 * 3600_000);
    member = { ...member, token: await issueToken(s().database.db, member.id!, new Date(s().clock.now())) };
    expect((await draw(member, id)).body.msg).toBe(WINNING_TEXT.limitReached);
    s().clock.advance(20 * 60_000);
    member = { ...member, token: await issueToken(s().database.db, member.id!, new Date(s().clock.now())) };
    expect(ok<WheelActivity>(await s().get(API.winning.activity(id), { token: member.token })).remainingToday).toBe(3);
    expect(ok<DrawResult>(await draw(member, id)).remainingToday).toBe(2);
  });

  it('weights hold over many draws with a seeded random source; the pick over prizes in stock skips those out of stock', async () => {
    const { id, prizeIds } = await activity('weights', [
      { name: '甲', kind: 'goods', weight: 50 },
      { name: '乙', kind: 'goods', weight: 30 },
      { name: '丙', kind: 'goods', weight: 15 },
      { name: '谢谢参与', kind: 'thanks', weight: 5 },
    ], { dailyDraws: 100000 });
    const member = await freshMember(s(), '统计');
    const service = s().app.winning.withRandom(seeded(17));
    const n = 500;
    const counts = new Map<number | null, number>();
    for (let i = 0; i < n; i += 1) {
      const { record } = await service.draw(member.id!, { activityId: id, requestId: requestId() });
      counts.set(record.prizeId, (counts.get(record.prizeId) ?? 0) + 1);
    }
    const expected = [0.5, 0.3, 0.15, 0.05];
    let chi = 0;
    prizeIds.forEach((pid, i) => {
      const e = n * expected[i]!;
      chi += ((counts.get(pid) ?? 0) - e) ** 2 / e;
    });
    // 3 degrees of freedom: 16.27 is the 0.1% critical value.
    expect(chi).toBeLessThan(16.27);
    // Pure pick: a prize with no stock left never comes up; its weight goes to the others.
    const rows = [
      { id: 1, weight: 60, stockLeft: 0, kind: 'goods' },
      { id: 2, weight: 30, stockLeft: null, kind: 'points' },
      { id: 3, weight: 10, stockLeft: 5, kind: 'thanks' },
    ] as unknown as PrizeRow[];
    const random = seeded(5);
    const tally = new Map<number, number>();
    for (let i = 0; i < 100000; i += 1) {
      const p = pickPrize(rows, random)!;
      tally.set(p.id, (tally.get(p.id) ?? 0) + 1);
    }
    expect(tally.get(1)).toBeUndefined();
    expect((tally.get(2) ?? 0) / 100000).toBeCloseTo(0.75, 2);
    expect((tally.get(3) ?? 0) / 100000).toBeCloseTo(0.25, 2);
  }, 90_000);

  it('stock never goes below zero under concurrent draws: the last units go to exactly that many draws, the rest get 谢谢参与', async () => {
    const { id, prizeIds } = await activity('stock', [
      { name: '限量好礼', kind: 'goods', weight: 1000, stock: 5 },
      { name: '谢谢参与', kind: 'thanks', weight: 1 },
    ]);
    const drawers = await Promise.all(Array.from({ length: 30 }, (_, i) => freshMember(s(), `抢${i}`)));
    // Every draw picks the limited prize while it looks in stock (random 0): only the conditional update decides.
    const service = s().app.winning.withRandom(() => 0);
    const results = await Promise.all(drawers.map((m) => service.draw(m.id!, { activityId: id, requestId: requestId() })));
    expect(results.filter((r) => r.record.prizeId === prizeIds[0])).toHaveLength(5);
    expect(results.filter((r) => r.record.state === 'none' && r.record.prizeName === '谢谢参与')).toHaveLength(25);
    const [prize] = await s().database.db.select().from(wheelPrizes).where(eq(wheelPrizes.id, prizeIds[0]!));
    expect(prize!.stockLeft).toBe(0);
    const info = ok<WheelActivity>(await s().get(API.winning.activity(id)));
    expect(info.prizes[0]).toMatchObject({ inStock: false, odds: 0 });
    expect(info.prizes[1]!.odds).toBe(100);
    // The check constraint refuses any writer that would take it below zero.
    await expect(s().database.db.update(wheelPrizes).set({ stockLeft: -1 }).where(eq(wheelPrizes.id, prizeIds[0]!))).rejects.toThrow();
  });

  it('a coupon prize is issued once through CouponService.grantPrize; when it cannot be issued the draw is 谢谢参与 and the stock goes back', async () => {
    const [template] = await s().database.db.execute<{ id: number }>(sql`SELECT id FROM coupon_templates WHERE name = '会员回馈券' LIMIT 1`).then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    const templateId = Number(template!.id);
    const { id, prizeIds } = await activity('coupon', [
      { name: '回馈券', kind: 'coupon', weight: 1, stock: 100, couponTemplateId: templateId },
      { name: '谢谢参与', kind: 'thanks', weight: 0 },
    ], { dailyDraws: 10 });
    const member = await freshMember(s(), '抽券');
    const rid = requestId();
    const [a, b] = await Promise.all([draw(member, id, rid), draw(member, id, rid)]);
    const first = ok<DrawResult>(a);
    expect(ok<DrawResult>(b).record.id).toBe(first.record.id);
    expect(first.record).toMatchObject({ kind: 'coupon', state: 'credited' });
    const coupons = await s().database.db.select().from(memberCoupons).where(eq(memberCoupons.memberId, member.id!));
    expect(coupons).toHaveLength(1);
    expect(coupons[0]).toMatchObject({ source: 'prize', sourceKey: `wheel:${rid}`, id: first.record.couponId });
    // 会员回馈券 allows 5 per member: the 6th draw cannot be issued -> 谢谢参与, stock given back.
    for (let i = 0; i < 4; i += 1) expect(ok<DrawResult>(await draw(member, id)).record.kind).toBe('coupon');
    const sixth = ok<DrawResult>(await draw(member, id));
    expect(sixth.record).toMatchObject({ kind: 'thanks', state: 'none' });
    expect(sixth.prizeIndex).toBe(1);
    const [prize] = await s().database.db.select().from(wheelPrizes).where(eq(wheelPrizes.id, prizeIds[0]!));
    expect(prize!.stockLeft).toBe(95);
    expect(await s().database.db.select().from(memberCoupons).where(eq(memberCoupons.memberId, member.id!))).toHaveLength(5);
  });

  it('a physical prize asks for the address (待填写地址 -> 待发货), an operator ships it (已发货), then the address is locked; mine, result and recent', async () => {
    const { id } = await activity('goods', [{ name: '保温杯', kind: 'goods', weight: 1, stock: 10 }]);
    const member = await freshMember(s(), '王小明');
    const won = ok<DrawResult>(await draw(member, id));
    expect(won.record).toMatchObject({ kind: 'goods', state: 'address', stateText: '待填写地址' });
    const body = { id: won.record.id, name: '王小明', mobile: '13912345678', address: '上海市浦东新区世纪大道 100 号' };
    expect((await s().post(API.winning.address, { ...body, mobile: '123' }, { token: member.token })).body.code).toBe(CODE.badRequest);
    expect((await s().post(API.winning.address, { ...body, address: '   一二   ' }, { token: member.token })).body).toMatchObject({ code: CODE.badRequest, msg: WINNING_TEXT.addressInvalid });
    const other = await freshMember(s(), '别人');
    expect((await s().post(API.winning.address, body, { token: other.token })).body).toMatchObject({ code: CODE.notFound });
    expect((await s().get(API.winning.record(won.record.id), { token: other.token })).body.code).toBe(CODE.notFound);
    const saved = await s().post(API.winning.address, body, { token: member.token });
    expect(saved.body).toMatchObject({ code: CODE.ok, msg: WINNING_TEXT.addressSaved, data: { state: 'pending', stateText: '待发货', receiverName: '王小明' } });

    expect((await s().post(API.winning.ship, { id: won.record.id }, { token: member.token })).body).toMatchObject({ code: CODE.forbidden, msg: WINNING_TEXT.shipForbidden });
    const [admin] = await s().database.db.select({ id: members.id }).from(members).where(eq(members.username, 'admin'));
    const adminToken = await issueToken(s().database.db, admin!.id, new Date(s().clock.now()));
    const shipped = ok<WinningRecord>(await s().post(API.winning.ship, { id: won.record.id }, { token: adminToken }));
    expect(shipped).toMatchObject({ state: 'shipped', stateText: '已发货' });
    expect(shipped.shipTime).not.toBe('');
    expect((await s().post(API.winning.address, body, { token: member.token })).body).toMatchObject({ code: CODE.badRequest, msg: WINNING_TEXT.addressLocked });
    expect(ok<WinningRecord>(await s().get(API.winning.record(won.record.id), { token: member.token })).state).toBe('shipped');

    const mine = (await s().get(`${API.winning.mine}?activityId=${id}`, { token: member.token })).body as TableEnvelope<WinningRecord>;
    expect(mine.total).toBe(1);
    const recent = ok<RecentWinner[]>(await s().get(`${API.winning.recent}?activityId=${id}`));
    expect(recent[0]).toMatchObject({ name: '王*明', prizeName: '保温杯' });
    expect(JSON.stringify(recent)).not.toContain('王小明');
    expect(JSON.stringify(recent)).not.toContain('13912345678');
    expect((await s().get(API.winning.mine)).body.code).toBe(CODE.unauthorized);
  });

  it('an activity limited to a level lets only its holders draw; one not started or ended refuses', async () => {
    const [gold] = await s().database.db.select({ id: memberLevels.id, name: memberLevels.name }).from(memberLevels).where(eq(memberLevels.name, '金牌会员'));
    const { id } = await activity('level', [{ name: '5积分', kind: 'points', points: 5, weight: 1 }], { levelId: gold!.id });
    expect((await draw(callers.zhao, id)).body).toMatchObject({ code: CODE.badRequest, msg: WINNING_TEXT.levelOnly('金牌会员') });
    expect(ok<WheelActivity>(await s().get(API.winning.activity(id), { token: callers.zhao.token })).blockedReason).toBe(WINNING_TEXT.levelOnly('金牌会员'));
    expect(ok<DrawResult>(await draw(callers.zhang, id)).record.points).toBe(5);
    const { id: later } = await activity('later', [{ name: '5积分', kind: 'points', points: 5, weight: 1 }]);
    await s().database.db.update(wheelActivities).set({ startsAt: new Date(s().clock.now() + DAY) }).where(eq(wheelActivities.id, later));
    expect((await draw(callers.zhang, later)).body).toMatchObject({ code: CODE.badRequest, msg: WINNING_TEXT.notStarted });
    await s().database.db.update(wheelActivities).set({ startsAt: new Date(s().clock.now() - 2 * DAY), endsAt: new Date(s().clock.now() - DAY) }).where(eq(wheelActivities.id, later));
    expect((await draw(callers.zhang, later)).body).toMatchObject({ code: CODE.badRequest, msg: WINNING_TEXT.ended });
    expect((await s().post(API.winning.draw, { activityId: id, requestId: 'x' }, { token: callers.zhang.token })).body).toMatchObject({ code: CODE.badRequest, msg: WINNING_TEXT.requestIdInvalid });
  });
});

describe.skipIf(!usesRedis)('prize wheel across instances (PostgreSQL)', () => {
  let second: TestServer;
  beforeAll(async () => {
    second = await startTestServer({ sameDatabaseAs: s(), env: { ORDER_JOBS_INTERVAL_MS: '0' } });
    // One clock for both (the first's moved days ahead): the same China day and valid tokens on both.
    second.clock.advance(s().clock.now() - second.clock.now());
  });
  afterAll(async () => {
    await second?.close();
  });

  it('the daily limit holds when one member draws on two instances at once', async () => {
    const { id } = await activity('multi', [
      { name: '1积分', kind: 'points', points: 1, weight: 1 },
      { name: '限量', kind: 'goods', weight: 1, stock: 2 },
    ]);
    const member = await freshMember(s(), '双实例');
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => draw(member, id, requestId(), i % 2 === 0 ? s() : second)));
    expect(answers.map((a) => a.body.code === CODE.ok ? 'ok' : a.body.msg).sort()).toEqual(['ok', 'ok', 'ok', ...Array(13).fill(WINNING_TEXT.limitReached)].sort());
    // Both instances answered draws.
    expect(new Set(answers.map((a, i) => (a.body.code === CODE.ok || a.body.msg === WINNING_TEXT.limitReached ? i % 2 : -1))).size).toBe(2);
    const rows = await s().database.db.select().from(wheelDraws).where(eq(wheelDraws.memberId, member.id!));
    expect(rows).toHaveLength(3);
    const [stock] = await s().database.db.select().from(wheelPrizes).where(and(eq(wheelPrizes.activityId, id), eq(wheelPrizes.name, '限量')));
    expect(stock!.stockLeft).toBeGreaterThanOrEqual(0);
  });
});
