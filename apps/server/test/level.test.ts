import { API, CODE, SERVICE_EXPIRING_DAYS, type LiveValidity, type MemberAccessModule, type MemberLevelInfo } from '@caixue/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../src/auth/tokens';
import type { Db } from '../src/db/client';
import { accessModules, levelModules, memberLevelGrants, memberLevels, members } from '../src/db/schema';
import { DAY_MS, chinaDate, decideValidity, type Grant } from '../src/modules/level/validity';
import { DIAMOND_LEVEL_NAME, GOLD_LEVEL_NAME } from '../src/seed/levels';
import { VIP_MODULE_CODE } from '../src/seed/live';
import { describeServer, uniqueMobile, useTestServer } from './support/test-server';

const HOUR = 3600_000;

describe('service validity rule', () => {
  const now = new Date('2025-06-10T04:00:00Z');
  const grant = (levelId: number, startDays: number, endDays: number): Grant => ({
    levelId,
    levelName: `L${levelId}`,
    startAt: new Date(now.getTime() + startDays * DAY_MS),
    endAt: new Date(now.getTime() + endDays * DAY_MS),
  });

  it('is none without grants, and with only grants still to start', () => {
    expect(decideValidity([], now)).toEqual({ status: 'none', period: null, daysLeft: 0 });
    expect(decideValidity([grant(1, 2, 30)], now).status).toBe('none');
  });

  it('is active beyond the expiring window and expiring within it, days rounded up', () => {
    expect(decideValidity([grant(1, -10, 30)], now)).toMatchObject({ status: 'active', daysLeft: 30 });
    expect(decideValidity([grant(1, -10, SERVICE_EXPIRING_DAYS + 0.01)], now).status).toBe('active');
    expect(decideValidity([grant(1, -10, SERVICE_EXPIRING_DAYS)], now)).toMatchObject({ status: 'expiring', daysLeft: 7 });
    expect(decideValidity([grant(1, -10, 2.5)], now)).toMatchObject({ status: 'expiring', daysLeft: 3 });
    expect(decideValidity([grant(1, -10, 1 / 24)], now)).toMatchObject({ status: 'expiring', daysLeft: 1 });
  });

  it('is expired once the last grant ended, about the one that ended last', () => {
    const decision = decideValidity([grant(1, -100, -40), grant(2, -60, -3)], now);
    expect(decision).toMatchObject({ status: 'expired', daysLeft: 0, period: { levelId: 2 } });
    // Ending exactly now counts as ended (grants are in force while now < endAt).
    expect(decideValidity([grant(1, -10, 0)], now).status).toBe('expired');
  });

  it('treats a renewal that starts when the old grant ends as one continuing service', () => {
    const decision = decideValidity([grant(1, -25, 3), grant(1, 3, 33)], now);
    expect(decision).toMatchObject({ status: 'active', daysLeft: 33 });
    // A gap between grants is no renewal: the running one still expires.
    expect(decideValidity([grant(1, -25, 3), grant(1, 4, 33)], now)).toMatchObject({ status: 'expiring', daysLeft: 3 });
  });

  it('warns about the running service that ends first', () => {
    const decision = decideValidity([grant(1, -10, 300), grant(2, -10, 2)], now);
    expect(decision).toMatchObject({ status: 'expiring', period: { levelId: 2 } });
  });

  it('gives China dates', () => {
    expect(chinaDate(new Date('2025-06-10T16:30:00Z'))).toBe('2025-06-11');
    expect(chinaDate(new Date('2025-06-10T15:59:00Z'))).toBe('2025-06-10');
  });
});

describeServer('member levels and access', () => {
  const server = useTestServer();
  const db = (): Db => server().database.db;
  const now = () => new Date(server().clock.now());

  async function tokenFor(mobile: string): Promise<string> {
    const [row] = await db().select({ id: members.id }).from(members).where(eq(members.mobile, mobile));
    return issueToken(db(), row.id, now());
  }

  async function newMember(): Promise<{ id: number; token: string }> {
    const mobile = uniqueMobile();
    const [row] = await db().insert(members).values({ mobile, name: '测试', nickname: '测试' }).returning({ id: members.id });
    return { id: row.id, token: await issueToken(db(), row.id, now()) };
  }

  async function grant(memberId: number, levelId: number, startMs: number, endMs: number) {
    const t = server().clock.now();
    await db().insert(memberLevelGrants).values({ memberId, levelId, startAt: new Date(t + startMs), endAt: new Date(t + endMs) });
  }

  const validity = async (token: string) => (await server().get(API.member.liveValidity, { token })).body.data as LiveValidity;

  let vipModuleId = 0;
  let goldId = 0;
  let diamondId = 0;
  /** 金牌会员's product link: its goods on sale (seed set goods-links-v1). */
  const goldProductLink = () => `/pages/goods/list/index?levelId=${goldId}`;
  /** A level of this file: two modules of its own, sort 0 so it lists first. */
  let own = { levelId: 0, moduleA: 0, moduleB: 0, otherLevelId: 0 };

  beforeAll(async () => {
    [{ id: vipModuleId }] = await db().select({ id: accessModules.id }).from(accessModules).where(eq(accessModules.code, VIP_MODULE_CODE));
    [{ id: goldId }] = await db().select({ id: memberLevels.id }).from(memberLevels).where(eq(memberLevels.name, GOLD_LEVEL_NAME));
    [{ id: diamondId }] = await db().select({ id: memberLevels.id }).from(memberLevels).where(eq(memberLevels.name, DIAMOND_LEVEL_NAME));
    const [a] = await db().insert(accessModules).values({ code: 'level-test-a', name: '模块甲', productLink: '/pages/goods/detail/index?id=9' }).returning();
    const [b] = await db().insert(accessModules).values({ code: 'level-test-b', name: '模块乙' }).returning();
    const [level] = await db().insert(memberLevels).values({ name: '测试等级', description: '说明', icon: '/uploads/x.svg', sort: 0 }).returning();
    const [other] = await db().insert(memberLevels).values({ name: '只开乙', productLink: '/pages/goods/detail/index?id=2', sort: 5 }).returning();
    await db().insert(levelModules).values([
      { levelId: level.id, moduleId: a.id },
      { levelId: level.id, moduleId: b.id },
      { levelId: other.id, moduleId: b.id },
    ]);
    own = { levelId: level.id, moduleA: a.id, moduleB: b.id, otherLevelId: other.id };
  });

  describe(API.member.levelsByModules('{ids}'), () => {
    it('lists the levels that open any of the modules, in order, with all their modules', async () => {
      const { token } = await newMember();
      const answer = await server().get(API.member.levelsByModules(`${own.moduleA}`), { token });
      expect(answer.body.code).toBe(CODE.ok);
      expect(answer.body.data).toEqual([
        {
          id: own.levelId, name: '测试等级', description: '说明', icon: '/uploads/x.svg', sort: 0,
          // No link of its own: the first module's product link.
          productLink: '/pages/goods/detail/index?id=9',
          modules: [{ id: own.moduleA, code: 'level-test-a', name: '模块甲' }, { id: own.moduleB, code: 'level-test-b', name: '模块乙' }],
          moduleIds: [own.moduleA],
        },
      ] satisfies MemberLevelInfo[]);

      const both = (await server().get(API.member.levelsByModules(`${own.moduleB},${own.moduleA},${own.moduleB}`), { token })).body.data as MemberLevelInfo[];
      expect(both.map((l) => [l.name, l.moduleIds])).toEqual([['测试等级', [own.moduleA, own.moduleB]], ['只开乙', [own.moduleB]]]);
      expect(both[1].productLink).toBe('/pages/goods/detail/index?id=2');
    });

    it('offers the seeded 金牌会员 and 钻石会员 for the VIP room module', async () => {
      const { token } = await newMember();
      const levels = (await server().get(API.member.levelsByModules(String(vipModuleId)), { token })).body.data as MemberLevelInfo[];
      expect(levels.map((l) => l.name)).toEqual([GOLD_LEVEL_NAME, DIAMOND_LEVEL_NAME]);
      expect(levels[0]).toMatchObject({ productLink: goldProductLink(), moduleIds: [vipModuleId] });
      expect(levels[0].description).toContain('VIP');
      // The content modules of issue 5 (news-vip, course-vip, video-vip) come with these levels too.
      expect(levels[1].modules.map((m) => m.code)).toEqual(expect.arrayContaining([VIP_MODULE_CODE, 'stock-pool']));
    });

    it('answers an empty list for modules no level opens, and 400 for a malformed id list', async () => {
      const { token } = await newMember();
      expect((await server().get(API.member.levelsByModules('999999'), { token })).body).toMatchObject({ code: 200, data: [] });
      for (const ids of ['a', '1,,2', '1;2', '-1', ',']) {
        const answer = await server().get(API.member.levelsByModules(encodeURIComponent(ids)), { token });
        expect([ids, answer.body]).toEqual([ids, { code: CODE.badRequest, msg: '模块编号格式不正确' }]);
      }
    });

    it('needs a token', async () => {
      expect((await server().get(API.member.levelsByModules('1'))).body.code).toBe(CODE.unauthorized);
    });
  });

  describe(API.member.accessModules, () => {
    it('lists the modules in force with the end of the longest grant, never ended or future ones', async () => {
      const member = await newMember();
      await grant(member.id, own.levelId, -10 * DAY_MS, 20 * DAY_MS);
      await grant(member.id, own.otherLevelId, -10 * DAY_MS, 40 * DAY_MS);
      await grant(member.id, goldId, -40 * DAY_MS, -1 * DAY_MS);
      await grant(member.id, diamondId, 1 * DAY_MS, 40 * DAY_MS);
      const rows = (await server().get(API.member.accessModules, { token: member.token })).body.data as MemberAccessModule[];
      expect(rows.map((r) => [r.code, r.levelName])).toEqual([['level-test-a', '测试等级'], ['level-test-b', '只开乙']]);
      const end = new Date(server().clock.now() + 40 * DAY_MS);
      expect(Math.abs(new Date(rows[1].endAt).getTime() - end.getTime())).toBeLessThan(5_000);
      expect(rows[1].endDate).toBe(chinaDate(new Date(rows[1].endAt)));
    });

    it('is empty for a member without grants', async () => {
      const { token } = await newMember();
      expect((await server().get(API.member.accessModules, { token })).body).toMatchObject({ code: 200, data: [] });
    });

    it("shows 张三's seeded VIP module", async () => {
      const rows = (await server().get(API.member.accessModules, { token: await tokenFor('13800000001') })).body.data as MemberAccessModule[];
      expect(rows.map((r) => r.code)).toContain(VIP_MODULE_CODE);
    });
  });

  describe(API.member.liveValidity, () => {
    it('moves from active to expiring to expired as the clock runs', async () => {
      const member = await newMember();
      await grant(member.id, goldId, -5 * DAY_MS, 10 * DAY_MS);
      const active = await validity(member.token);
      expect(active).toMatchObject({
        status: 'active', levelId: goldId, levelName: GOLD_LEVEL_NAME, daysLeft: 10, productLink: goldProductLink(),
        moduleIds: expect.arrayContaining([vipModuleId]), expiringDays: SERVICE_EXPIRING_DAYS,
      });
      expect(active.endDate).toBe(chinaDate(new Date(active.endAt!)));

      server().clock.advance(4 * DAY_MS);
      // The token outlives these days; the clock only moves the validity.
      expect(await validity(member.token)).toMatchObject({ status: 'expiring', daysLeft: 6 });

      server().clock.advance(6 * DAY_MS - HOUR);
      expect(await validity(member.token)).toMatchObject({ status: 'expiring', daysLeft: 1 });

      server().clock.advance(2 * HOUR);
      expect(await validity(member.token)).toMatchObject({ status: 'expired', daysLeft: 0, levelName: GOLD_LEVEL_NAME, endAt: active.endAt });
      server().clock.advance(-(10 * DAY_MS + HOUR));
    });

    it('is none for a member who never had a level', async () => {
      const { token } = await newMember();
      expect(await validity(token)).toEqual({
        status: 'none', levelId: null, levelName: '', startAt: null, endAt: null, endDate: '', daysLeft: 0,
        productLink: '', moduleIds: [], expiringDays: SERVICE_EXPIRING_DAYS,
      });
    });

    it('gives the seeded demo members their states: 张三 active, 王五 expired, 赵六 none, 孙七 expiring', async () => {
      expect((await validity(await tokenFor('13800000001'))).status).toBe('active');
      expect(await validity(await tokenFor('13800000003'))).toMatchObject({ status: 'expired', levelName: GOLD_LEVEL_NAME });
      expect((await validity(await tokenFor('13800000004'))).status).toBe('none');
      expect(await validity(await tokenFor('13800000005'))).toMatchObject({ status: 'expiring', daysLeft: 3, productLink: goldProductLink() });
    });

    it('needs a token', async () => {
      expect((await server().get(API.member.liveValidity)).body.code).toBe(CODE.unauthorized);
      expect((await server().get(API.member.accessModules)).body.code).toBe(CODE.unauthorized);
    });
  });

  it('lets the seeded demo members log in with caixue123', async () => {
    for (const mobile of ['13800000003', '13800000004', '13800000005']) {
      const answer = await server().post(API.member.loginAccount, { account: mobile, password: 'caixue123' });
      expect([mobile, answer.body.code]).toEqual([mobile, CODE.ok]);
    }
  });
});
