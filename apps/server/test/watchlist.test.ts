import {
  API,
  CODE,
  PRICE_ALERT_TEXT,
  WATCHLIST_LIMITS,
  WATCHLIST_TEXT,
  type MemberPush,
  type PriceAlert,
  type PriceAlertEvent,
  type TableEnvelope,
  type WatchList,
} from '@caixue/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { issueToken } from '../src/auth/tokens';
import { liveRooms, priceAlerts } from '../src/db/schema';
import { shanghaiDay, shanghaiInstant, tradingCalendar } from '../src/integrations/market/calendar';
import { SimulatedMarket } from '../src/integrations/market/simulation';
import { buildUniverse } from '../src/integrations/market/universe';
import { freshMember, type Caller } from './support/content';
import { Client } from './support/live-client';
import { data } from './support/orders';
import { describeServer, useTestServer } from './support/test-server';

/**
 * 自选股 and price alerts (issue 15): add (idempotent, known symbols only, limits), remove, reorder, groups,
 * moving between groups, one member never sees another's list; alerts set only while their condition is
 * false, fired once at the crossing during a session (never in the break or on a closed day), delivered as a
 * push-list entry and a socket event, listed and cancelled.
 */

const server = useTestServer({ env: { PRICE_ALERT_INTERVAL_MS: '0' } });
const s = () => server();
/** The same simulation the server runs (same seed, epoch and clock): the test knows each moment's price. */
const market = () => new SimulatedMarket({ now: s().clock.now });

const watch = async (c: Caller) => data<WatchList>(await s().get(API.watchlist.list, { token: c.token }));
const post = (c: Caller, url: string, body: unknown) => s().post(url, body, { token: c.token });
const listOf = async (c: Caller, url: string, body: unknown) => {
  const answer = await post(c, url, body);
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(CODE.ok);
  return answer.body.data as WatchList;
};

/** Moves the server clock to `minute` (minutes after midnight, Shanghai) of the next trading day. */
function toTradingDay(minute: number): string {
  const day = tradingCalendar.nextTradingDay(shanghaiDay(s().clock.now()));
  s().clock.advance(shanghaiInstant(day, minute) - s().clock.now());
  return day;
}
function toMinute(day: string, minute: number): void {
  s().clock.advance(shanghaiInstant(day, minute) - s().clock.now());
}
async function refresh(c: Caller): Promise<Caller> {
  return { ...c, token: await issueToken(s().database.db, c.id!, new Date(s().clock.now())) };
}

describeServer('watchlist', () => {
  it('needs a token', async () => {
    expect((await s().get(API.watchlist.list)).body.code).toBe(CODE.unauthorized);
    expect((await s().post(API.watchlist.add, { symbol: 'sh600519' })).body.code).toBe(CODE.unauthorized);
    expect((await s().get(API.priceAlert.list)).body.code).toBe(CODE.unauthorized);
  });

  it('adds known stocks once (any spelling), at the top, with their quotes; refuses unknown codes in Chinese', async () => {
    const m = await freshMember(s(), '自选一');
    expect((await watch(m)).items).toEqual([]);
    await listOf(m, API.watchlist.add, { symbol: 'sh600519' });
    const twice = await Promise.all([post(m, API.watchlist.add, { symbol: '000001' }), post(m, API.watchlist.add, { symbol: 'sz000001' })]);
    expect(twice.map((a) => a.body.code)).toEqual([CODE.ok, CODE.ok]);
    const list = await listOf(m, API.watchlist.add, { symbol: '600519' });
    expect(list.items.map((i) => i.symbol)).toEqual(['sz000001', 'sh600519']);
    const moutai = list.items[1]!;
    expect(moutai).toMatchObject({ code: '600519', name: '贵州茅台', groupId: 0 });
    expect(moutai.price).toBeGreaterThan(0);
    expect(moutai.statusText).not.toBe('');
    for (const symbol of ['sh999999', 'abc', '']) {
      const answer = await post(m, API.watchlist.add, { symbol });
      expect(answer.body.code).toBe(CODE.badRequest);
      expect(answer.body.msg).toBe(WATCHLIST_TEXT.unknownSymbol);
    }
  });

  it('never shows one member another member\'s list, groups or alerts', async () => {
    const a = await freshMember(s(), '甲');
    const b = await freshMember(s(), '乙');
    await listOf(a, API.watchlist.add, { symbol: 'sh600036' });
    const withGroup = await listOf(a, API.watchlist.groupSave, { name: '银行' });
    expect((await watch(b)).items).toEqual([]);
    expect((await watch(b)).groups).toEqual([]);
    const groupId = withGroup.groups[0]!.id;
    // b cannot rename, delete or fill a's group, nor remove a's stock.
    expect((await post(b, API.watchlist.groupSave, { id: groupId, name: '偷改' })).body.code).toBe(CODE.notFound);
    expect((await post(b, API.watchlist.groupDelete, { id: groupId })).body.code).toBe(CODE.notFound);
    await listOf(b, API.watchlist.add, { symbol: 'sh600000' });
    expect((await post(b, API.watchlist.move, { symbols: ['sh600000'], groupId })).body.msg).toBe(WATCHLIST_TEXT.groupNotFound);
    await listOf(b, API.watchlist.remove, { symbols: ['sh600036'] });
    expect((await watch(a)).items.map((i) => i.symbol)).toEqual(['sh600036']);
    expect((await watch(a)).groups.map((g) => g.name)).toEqual(['银行']);
  });

  it('removes, reorders a tab\'s rows in their own positions, groups, moves between groups, deletes a group keeping its stocks', async () => {
    const m = await freshMember(s(), '排序');
    for (const symbol of ['sh600000', 'sh600036', 'sz000001', 'sh600519', 'sz300750']) await listOf(m, API.watchlist.add, { symbol });
    expect((await watch(m)).items.map((i) => i.code)).toEqual(['300750', '600519', '000001', '600036', '600000']);

    let list = await listOf(m, API.watchlist.reorder, { symbols: ['sh600000', 'sz300750', 'sh600519', 'sz000001', 'sh600036'] });
    expect(list.items.map((i) => i.code)).toEqual(['600000', '300750', '600519', '000001', '600036']);

    list = await listOf(m, API.watchlist.groupSave, { name: '白马' });
    const white = list.groups[0]!.id;
    list = await listOf(m, API.watchlist.move, { symbols: ['sh600519', 'sh600036'], groupId: white });
    expect(list.groups).toEqual([{ id: white, name: '白马', count: 2 }]);
    // Reordering the group's tab swaps those two inside the positions they hold; others stay.
    list = await listOf(m, API.watchlist.reorder, { symbols: ['sh600036', 'sh600519'] });
    expect(list.items.map((i) => i.code)).toEqual(['600000', '300750', '600036', '000001', '600519']);
    expect((await post(m, API.watchlist.reorder, { symbols: ['sh601318'] })).body.msg).toBe(WATCHLIST_TEXT.notInWatchlist);

    list = await listOf(m, API.watchlist.groupSave, { id: white, name: '核心资产' });
    expect(list.groups[0]!.name).toBe('核心资产');
    expect((await post(m, API.watchlist.groupSave, { name: '核心资产' })).body.msg).toBe(WATCHLIST_TEXT.groupNameTaken);
    for (const name of ['', '   ', '一二三四五六七八九', WATCHLIST_TEXT.all]) {
      expect((await post(m, API.watchlist.groupSave, { name })).body.msg).toBe(WATCHLIST_TEXT.groupNameInvalid);
    }
    list = await listOf(m, API.watchlist.move, { symbols: ['sh600036'], groupId: 0 });
    expect(list.items.find((i) => i.code === '600036')!.groupId).toBe(0);

    list = await listOf(m, API.watchlist.groupDelete, { id: white });
    expect(list.groups).toEqual([]);
    expect(list.items).toHaveLength(5);
    expect(list.items.every((i) => i.groupId === 0)).toBe(true);

    list = await listOf(m, API.watchlist.remove, { symbols: ['sh600000', 'sh600000', 'sh601318'] });
    expect(list.items.map((i) => i.code)).toEqual(['300750', '600036', '000001', '600519']);
  });

  it('keeps the limits: 10 groups, 200 stocks', async () => {
    const m = await freshMember(s(), '上限');
    for (let n = 1; n <= WATCHLIST_LIMITS.groups; n += 1) await listOf(m, API.watchlist.groupSave, { name: `组${n}` });
    expect((await post(m, API.watchlist.groupSave, { name: '再一个' })).body.msg).toBe(WATCHLIST_TEXT.groupsFull);

    const symbols = buildUniverse().all.filter((sec) => sec.type === 'stock').map((sec) => sec.symbol);
    expect(symbols.length).toBeGreaterThan(WATCHLIST_LIMITS.items);
    for (const symbol of symbols.slice(0, WATCHLIST_LIMITS.items)) await listOf(m, API.watchlist.add, { symbol });
    expect((await post(m, API.watchlist.add, { symbol: symbols[WATCHLIST_LIMITS.items] })).body.msg).toBe(WATCHLIST_TEXT.itemsFull);
    // Adding one already there is still fine at the limit (idempotent).
    expect((await post(m, API.watchlist.add, { symbol: symbols[0] })).body.code).toBe(CODE.ok);
  });
});

describeServer('price alerts', () => {
  const alerts = async (c: Caller) => data<PriceAlert[]>(await s().get(API.priceAlert.list, { token: c.token }));
  const pushes = async (c: Caller) => ((await s().get(API.member.pushList, { token: c.token })).body as TableEnvelope<MemberPush>).rows;

  it('validates: known symbol, a tick price, a percentage in range, not already reached, no duplicate', async () => {
    toTradingDay(10 * 60);
    const m = await freshMember(s(), '提醒校验');
    const [quote] = await market().quotes(['sh600519']);
    const price = quote!.price;
    const add = (body: unknown) => post(m, API.priceAlert.add, body);
    expect((await add({ symbol: 'sh999999', kind: 'priceUp', value: 10 })).body.msg).toBe(WATCHLIST_TEXT.unknownSymbol);
    expect((await add({ symbol: 'sh600519', kind: 'priceUp', value: 1.234 })).body.msg).toBe(PRICE_ALERT_TEXT.priceInvalid);
    expect((await add({ symbol: 'sh600519', kind: 'priceUp', value: 0 })).body.code).toBe(CODE.badRequest);
    expect((await add({ symbol: 'sh600519', kind: 'riseTo', value: 31 })).body.msg).toBe(PRICE_ALERT_TEXT.percentInvalid);
    expect((await add({ symbol: 'sh600519', kind: 'sideways', value: 1 })).body.code).toBe(CODE.badRequest);
    expect((await add({ symbol: 'sh600519', kind: 'priceUp', value: price })).body.msg).toBe(PRICE_ALERT_TEXT.alreadyReachedUp);
    expect((await add({ symbol: 'sh600519', kind: 'priceDown', value: price })).body.msg).toBe(PRICE_ALERT_TEXT.alreadyReachedDown);
    const ok = await add({ symbol: '600519', kind: 'riseTo', value: 9.5 });
    expect(ok.body.code).toBe(CODE.ok);
    expect(ok.body.data).toMatchObject({ symbol: 'sh600519', name: '贵州茅台', kind: 'riseTo', value: 9.5, status: 'active', condition: '涨幅达到 9.5%' });
    expect((await add({ symbol: 'sh600519', kind: 'riseTo', value: 9.5 })).body.msg).toBe(PRICE_ALERT_TEXT.duplicate);
  });

  it('fires once at the crossing during a session: one push-list entry, one socket event, even with concurrent evaluations', async () => {
    const day = toTradingDay(9 * 60 + 35);
    const simulated = market();
    const symbol = 'sh600036';
    const [start] = await simulated.quotes([symbol]);
    // Find the first minute of the day at which the price is above (or else below) the 09:35 price.
    let crossing: { minute: number; kind: 'priceUp' | 'priceDown'; value: number } | null = null;
    for (let minute = 9 * 60 + 36; minute <= 11 * 60 + 30 && !crossing; minute += 1) {
      const probe = new SimulatedMarket({ now: () => shanghaiInstant(day, minute) });
      const [q] = await probe.quotes([symbol]);
      if (q!.price > start!.price) crossing = { minute, kind: 'priceUp', value: q!.price };
      else if (q!.price < start!.price) crossing = { minute, kind: 'priceDown', value: q!.price };
    }
    expect(crossing, 'the price moves during the morning').not.toBeNull();
    const c = crossing!;

    const m = await refresh(await freshMember(s(), '提醒触发'));
    const other = await refresh(await freshMember(s(), '旁观'));
    const address = await s().app.listen({ port: 0, host: '127.0.0.1' });
    const [room] = await s().database.db.select({ id: liveRooms.id }).from(liveRooms).where(eq(liveRooms.enabled, true)).limit(1);
    const socket = await Client.open(address.replace(/^http/, 'ws'), room!.id);
    const otherSocket = await Client.open(address.replace(/^http/, 'ws'), room!.id);
    socket.online(room!.id, m.token);
    otherSocket.online(room!.id, other.token);
    await socket.waitFor(() => socket.events.find((e) => e.type === 'online'), 'online');
    await otherSocket.waitFor(() => otherSocket.events.find((e) => e.type === 'online'), 'online');

    const added = data<PriceAlert>(await post(m, API.priceAlert.add, { symbol, kind: c.kind, value: c.value }));
    // Before the crossing nothing fires.
    toMinute(day, c.minute - 1);
    expect(await s().app.priceAlertJobs.runOnce()).toBe(0);
    toMinute(day, c.minute);
    // Two evaluations at once (as two instances would run them): the conditional update lets one fire it.
    const alertsService = s().app.priceAlertJobs.alerts;
    const runs = await Promise.all([alertsService.evaluate(), alertsService.evaluate(), alertsService.evaluate()]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await s().app.priceAlertJobs.runOnce()).toBe(0);

    const [row] = await s().database.db.select().from(priceAlerts).where(eq(priceAlerts.id, added.id));
    expect(row!.status).toBe('fired');
    const listed = (await alerts(m)).find((a) => a.id === added.id)!;
    expect(listed).toMatchObject({ status: 'fired', statusText: '已触发', firedPrice: c.value });
    const entries = (await pushes(m))!.filter((p) => p.title === PRICE_ALERT_TEXT.pushTitle('招商银行'));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.content).toContain('招商银行（600036）');
    expect(entries[0]!.content).toContain('不构成投资建议');

    const event = await socket.waitFor(
      () => socket.events.find((e) => e.type === 'priceAlert') as PriceAlertEvent | undefined,
      'the price alert event',
    );
    expect(event.data).toMatchObject({ id: added.id, symbol, name: '招商银行', price: c.value });
    await new Promise((r) => setTimeout(r, 100));
    expect(socket.events.filter((e) => e.type === 'priceAlert')).toHaveLength(1);
    expect(otherSocket.events.some((e) => e.type === 'priceAlert')).toBe(false);
    // Later evaluations in the session never fire it again.
    toMinute(day, 14 * 60);
    expect(await s().app.priceAlertJobs.runOnce()).toBe(0);
    socket.ws.close();
    otherSocket.ws.close();
  });

  it('does not fire outside the sessions (lunch break, after the close, a closed day)', async () => {
    const day = toTradingDay(11 * 60);
    const symbol = 'sh601318';
    const [at11] = await market().quotes([symbol]);
    const closeMorning = new SimulatedMarket({ now: () => shanghaiInstant(day, 12 * 60) });
    const [atBreak] = await closeMorning.quotes([symbol]);
    expect(atBreak!.status).toBe('break');
    const m = await refresh(await freshMember(s(), '午休'));
    // An alert whose condition the morning's last price meets (and the 11:00 price does not).
    const kind = atBreak!.price >= at11!.price ? 'priceUp' : 'priceDown';
    const value = atBreak!.price === at11!.price ? at11!.price + 0.01 : atBreak!.price;
    const added = data<PriceAlert>(await post(m, API.priceAlert.add, { symbol, kind, value }));
    toMinute(day, 12 * 60);
    expect(await s().app.priceAlertJobs.runOnce()).toBe(0);
    toMinute(day, 15 * 60 + 30);
    expect(await s().app.priceAlertJobs.runOnce()).toBe(0);
    // The next closed day (a weekend or holiday after this trading day).
    let closed = day;
    do closed = shanghaiDay(shanghaiInstant(closed, 0) + 86_400_000 + 3_600_000);
    while (tradingCalendar.isTradingDay(closed));
    toMinute(closed, 10 * 60);
    expect(await s().app.priceAlertJobs.runOnce()).toBe(0);
    const listed = (await alerts(await refresh(m))).find((a) => a.id === added.id)!;
    expect(listed.status).toBe('active');
  });

  it('lists active alerts first and cancels only the member\'s own active alert', async () => {
    toTradingDay(10 * 60);
    const m = await freshMember(s(), '取消');
    const other = await freshMember(s(), '别人');
    const first = data<PriceAlert>(await post(m, API.priceAlert.add, { symbol: 'sh600519', kind: 'fallTo', value: 9 }));
    const second = data<PriceAlert>(await post(m, API.priceAlert.add, { symbol: 'sz000001', kind: 'riseTo', value: 9 }));
    expect((await post(other, API.priceAlert.cancel, { id: first.id })).body).toMatchObject({ code: CODE.notFound, msg: PRICE_ALERT_TEXT.notFound });
    expect((await alerts(other))).toEqual([]);
    const cancelled = await post(m, API.priceAlert.cancel, { id: first.id });
    expect(cancelled.body.data).toMatchObject({ id: first.id, status: 'cancelled', statusText: '已取消' });
    expect((await post(m, API.priceAlert.cancel, { id: first.id })).body.msg).toBe(PRICE_ALERT_TEXT.notActive);
    expect((await alerts(m)).map((a) => [a.id, a.status])).toEqual([
      [second.id, 'active'],
      [first.id, 'cancelled'],
    ]);
  });
});
