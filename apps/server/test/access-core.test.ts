import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { accessModules, courses, levelModules, memberLevelGrants, memberLevels, members } from '../src/db/schema';
import { listCondition } from '../src/modules/access/conditions';
import { grantLevel, revokeGrant, shortenGrant } from '../src/modules/access/grants';
import { mayOpen, viewerOf, VISITOR } from '../src/modules/access/service';
import { issueToken } from '../src/auth/tokens';
import { registerAuthentication } from '../src/http/auth';
import { describeServer, uniqueMobile, useTestServer } from './support/test-server';

const DAY = 24 * 3600_000;

describe('access rule', () => {
  it('opens content without a module to everyone and gated content only to its holders', () => {
    expect(mayOpen(null, VISITOR.modules)).toBe(true);
    expect(mayOpen(7, VISITOR.modules)).toBe(false);
    expect(mayOpen(7, new Set([7]))).toBe(true);
    expect(mayOpen(7, new Set([8]))).toBe(false);
  });

  it("keeps every row in 'all', and 'allorvisible' without a listedWhenLocked flag", () => {
    expect(listCondition('all', { module: courses.moduleId, listedWhenLocked: courses.listedWhenLocked }, VISITOR)).toBeUndefined();
    expect(listCondition('allorvisible', { module: courses.moduleId }, VISITOR)).toBeUndefined();
    expect(listCondition('visible', { module: courses.moduleId }, VISITOR)).toBeDefined();
  });
});

describeServer('access core: viewers and level grants', () => {
  const server = useTestServer();
  const db = (): Db => server().database.db;
  const t0 = new Date('2031-03-01T00:00:00Z');
  const at = (days: number) => new Date(t0.getTime() + days * DAY);
  let moduleId = 0;
  let levelId = 0;

  beforeAll(async () => {
    const suffix = uniqueMobile();
    const [mod] = await db().insert(accessModules).values({ code: `core-${suffix}`, name: '核心测试' }).returning({ id: accessModules.id });
    const [level] = await db().insert(memberLevels).values({ name: `核心测试 ${suffix}`, sort: 99 }).returning({ id: memberLevels.id });
    await db().insert(levelModules).values({ levelId: level.id, moduleId: mod.id });
    moduleId = mod.id;
    levelId = level.id;
  });

  async function newMember(): Promise<number> {
    const mobile = uniqueMobile();
    const [row] = await db().insert(members).values({ mobile, name: '核心', nickname: '核心' }).returning({ id: members.id });
    return row.id;
  }

  const opens = async (memberId: number, when: Date) => (await viewerOf(db(), memberId, when)).modules.has(moduleId);
  const sourceId = () => `test-${uniqueMobile()}-${Math.random().toString(36).slice(2)}`;
  const grantRows = (memberId: number) => db().select().from(memberLevelGrants).where(eq(memberLevelGrants.memberId, memberId));

  it('gives a visitor no modules', async () => {
    expect(await viewerOf(db(), null, t0)).toEqual({ memberId: null, modules: new Set() });
  });

  it('resolves request.viewer() once per request: the visitor without a token, the member with one', async () => {
    const memberId = await newMember();
    await grantLevel(db(), { memberId, levelId, source: 'admin', from: at(-1), until: at(1), now: t0 });
    const app = Fastify();
    registerAuthentication(app, db(), () => t0.getTime());
    app.get('/api/viewer-probe', { config: { access: 'public' } }, async (request) => {
      const first = request.viewer();
      const same = first === request.viewer();
      const viewer = await first;
      return { same, memberId: viewer.memberId, modules: [...viewer.modules] };
    });
    const token = await issueToken(db(), memberId, t0);
    const visitor = await app.inject({ url: '/api/viewer-probe' });
    expect(visitor.json()).toEqual({ same: true, memberId: null, modules: [] });
    const member = await app.inject({ url: '/api/viewer-probe', headers: { authorization: `Bearer ${token}` } });
    expect(member.json()).toEqual({ same: true, memberId, modules: [moduleId] });
    await app.close();
  });

  it('opens at startAt, not before, and is closed at exactly endAt', async () => {
    const memberId = await newMember();
    const grant = await grantLevel(db(), { memberId, levelId, source: 'admin', from: at(1), until: at(3), now: t0 });
    expect(grant).toMatchObject({ memberId, levelId, source: 'admin', sourceId: null, startAt: at(1), endAt: at(3) });
    expect(await opens(memberId, t0)).toBe(false); // starts in the future
    expect(await opens(memberId, new Date(at(1).getTime() - 1))).toBe(false);
    expect(await opens(memberId, at(1))).toBe(true);
    expect(await opens(memberId, new Date(at(3).getTime() - 1))).toBe(true);
    expect(await opens(memberId, at(3))).toBe(false); // endAt exactly now = closed
    const viewer = await viewerOf(db(), memberId, at(2));
    expect(viewer.memberId).toBe(memberId);
  });

  it('chains back-to-back grants of the same level: the new one starts where the current one ends', async () => {
    const memberId = await newMember();
    const first = await grantLevel(db(), { memberId, levelId, source: 'order', sourceId: sourceId(), days: 30, now: t0 });
    expect(first).toMatchObject({ startAt: t0, endAt: at(30) });
    const second = await grantLevel(db(), { memberId, levelId, source: 'order', sourceId: sourceId(), days: 10, now: at(5) });
    expect(second).toMatchObject({ startAt: at(30), endAt: at(40) });
    const third = await grantLevel(db(), { memberId, levelId, source: 'prize', sourceId: sourceId(), days: 1, now: at(6) });
    expect(third).toMatchObject({ startAt: at(40), endAt: at(41) });
    expect(await opens(memberId, at(30))).toBe(true);
    expect(await opens(memberId, new Date(at(41).getTime() - 1))).toBe(true);
    expect(await opens(memberId, at(41))).toBe(false);
  });

  it('starts a grant now when the previous one has already ended', async () => {
    const memberId = await newMember();
    await grantLevel(db(), { memberId, levelId, source: 'order', sourceId: sourceId(), days: 3, now: t0 });
    const late = await grantLevel(db(), { memberId, levelId, source: 'order', sourceId: sourceId(), days: 3, now: at(3) });
    expect(late).toMatchObject({ startAt: at(3), endAt: at(6) });
  });

  it('grants once per source + sourceId', async () => {
    const memberId = await newMember();
    const id = sourceId();
    const first = await grantLevel(db(), { memberId, levelId, source: 'order', sourceId: id, days: 30, now: t0 });
    const again = await grantLevel(db(), { memberId, levelId, source: 'order', sourceId: id, days: 30, now: at(1) });
    expect(again).toEqual(first);
    expect(await grantRows(memberId)).toHaveLength(1);
    // The same id from another source is another grant.
    const prize = await grantLevel(db(), { memberId, levelId, source: 'prize', sourceId: id, days: 1, now: at(1) });
    expect(prize.id).not.toBe(first.id);
    expect(await grantRows(memberId)).toHaveLength(2);
  });

  it('revokes what is left of a grant and moves the grants chained after it earlier', async () => {
    const memberId = await newMember();
    const a = sourceId();
    const b = sourceId();
    await grantLevel(db(), { memberId, levelId, source: 'order', sourceId: a, days: 30, now: t0 });
    await grantLevel(db(), { memberId, levelId, source: 'order', sourceId: b, days: 10, now: t0 });
    const revoked = await revokeGrant(db(), { source: 'order', sourceId: a, now: at(5) });
    expect(revoked).toMatchObject({ startAt: t0, endAt: at(5) });
    const rows = (await grantRows(memberId)).sort((x, y) => x.id - y.id);
    expect(rows[1]).toMatchObject({ sourceId: b, startAt: at(5), endAt: at(15) });
    expect(await opens(memberId, at(14))).toBe(true);
    expect(await opens(memberId, at(15))).toBe(false);
    // Revoking again changes nothing.
    expect(await revokeGrant(db(), { source: 'order', sourceId: a, now: at(6) })).toMatchObject({ endAt: at(5) });
    expect((await grantRows(memberId)).find((r) => r.sourceId === b)).toMatchObject({ startAt: at(5), endAt: at(15) });
    expect(await revokeGrant(db(), { source: 'order', sourceId: 'no-such-order', now: t0 })).toBeNull();
  });

  it('revokes a grant that has not started yet: it never opens', async () => {
    const memberId = await newMember();
    const a = sourceId();
    await grantLevel(db(), { memberId, levelId, source: 'order', sourceId: sourceId(), days: 10, now: t0 });
    await grantLevel(db(), { memberId, levelId, source: 'order', sourceId: a, days: 10, now: t0 });
    expect(await revokeGrant(db(), { source: 'order', sourceId: a, now: at(2) })).toMatchObject({ startAt: at(10), endAt: at(10) });
    expect(await opens(memberId, at(10))).toBe(false);
  });

  it('shortens a grant by days, chained grants following but never into the past', async () => {
    const memberId = await newMember();
    const a = sourceId();
    const b = sourceId();
    await grantLevel(db(), { memberId, levelId, source: 'order', sourceId: a, days: 30, now: t0 });
    await grantLevel(db(), { memberId, levelId, source: 'order', sourceId: b, days: 10, now: t0 });
    expect(await shortenGrant(db(), { source: 'order', sourceId: a, days: 10, now: t0 })).toMatchObject({ startAt: t0, endAt: at(20) });
    expect((await grantRows(memberId)).find((r) => r.sourceId === b)).toMatchObject({ startAt: at(20), endAt: at(30) });
    // Taking more than is left at `now` ends it at its start; the chained grant starts now, not earlier.
    expect(await shortenGrant(db(), { source: 'order', sourceId: a, days: 100, now: at(8) })).toMatchObject({ endAt: t0 });
    expect((await grantRows(memberId)).find((r) => r.sourceId === b)).toMatchObject({ startAt: at(8), endAt: at(18) });
    expect(await opens(memberId, at(7))).toBe(false);
    expect(await opens(memberId, at(8))).toBe(true);
  });
});
