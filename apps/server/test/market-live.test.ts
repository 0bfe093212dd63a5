import { MARKET_LIMITS, MARKET_SOCKET_ID, MARKET_TEXT, type QuoteSnapshotMessage, type ServerEvent } from '@caixue/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { liveRooms } from '../src/db/schema';
import { shanghaiDay, shanghaiInstant, tradingCalendar } from '../src/integrations/market/calendar';
import { SimulatedMarket } from '../src/integrations/market/simulation';
import { Client, newMember } from './support/live-client';
import { describeServer, useTestServer } from './support/test-server';

/**
 * Live quotes over the one socket (issue 15): subscribe and unsubscribe by symbol, one batched frame per
 * interval with the changed quotes during a session, one status frame outside it, clear errors for bad
 * messages, a limit on symbols per socket; on the market socket (/ws/live/0) and on a room's socket alike.
 */

// A long interval: the test drives the batches with tick(); one test below runs the timer itself.
const server = useTestServer({ env: { PRICE_ALERT_INTERVAL_MS: '0', MARKET_QUOTE_INTERVAL_MS: '3600000' } });
const s = () => server();
const market = () => new SimulatedMarket({ now: s().clock.now });
let base = '';

function toTradingDay(minute: number): string {
  const day = tradingCalendar.nextTradingDay(shanghaiDay(s().clock.now()));
  s().clock.advance(shanghaiInstant(day, minute) - s().clock.now());
  return day;
}
function toMinute(day: string, minute: number): void {
  s().clock.advance(shanghaiInstant(day, minute) - s().clock.now());
}

const snapshots = (c: Client) => c.events.filter((e): e is QuoteSnapshotMessage => e.type === 'quoteSnapshot');
const errors = (c: Client) => c.events.filter((e): e is Extract<ServerEvent, { type: 'quoteError' }> => e.type === 'quoteError');
const settle = () => new Promise((r) => setTimeout(r, 150));

beforeAll(async () => {
  base = (await s().app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
});

describeServer('live quotes over the socket', () => {
  it('answers a subscribe with a snapshot, then batches only the changed quotes in one frame per tick', async () => {
    const c = await Client.open(base, MARKET_SOCKET_ID);
    // 10:00:00.000: the next 3-second step of the quotes is well after the tick below.
    const day = toTradingDay(10 * 60);
    c.send({ type: 'quoteSubscribe', symbols: ['sh600519', '000001', 'sz300750', 'sh000001'] });
    const first = await c.waitFor(() => snapshots(c)[0], 'the subscribe snapshot');
    expect(first.quotes.map((q) => q.symbol)).toEqual(['sh600519', 'sz000001', 'sz300750', 'sh000001']);
    expect(first).toMatchObject({ status: 'trading', statusText: '交易中' });
    expect(first.quotes[0]!.price).toBe(market().quotesAt(['sh600519'], s().clock.now())[0]!.price);

    // Nothing moved (same 3-second step): a tick sends nothing.
    await s().app.quoteFeed.tick();
    await settle();
    expect(snapshots(c)).toHaveLength(1);

    // A minute later every quote moved: ONE frame carrying them all.
    toMinute(day, 10 * 60 + 1);
    const framesBefore = c.frames.length;
    await s().app.quoteFeed.tick();
    const second = await c.waitFor(() => snapshots(c)[1], 'the batched snapshot');
    expect(c.frames.length).toBe(framesBefore + 1);
    expect(second.quotes.length).toBeGreaterThanOrEqual(3);
    const now = market().quotesAt(['sh600519'], s().clock.now())[0]!;
    expect(second.quotes.find((q) => q.symbol === 'sh600519')?.price ?? now.price).toBe(now.price);
    c.close();
  });

  it('stops sending after unsubscribe, per symbol and all at once', async () => {
    const day = toTradingDay(10 * 60 + 30);
    const c = await Client.open(base, MARKET_SOCKET_ID);
    c.send({ type: 'quoteSubscribe', symbols: ['sh600519', 'sh601318'] });
    await c.waitFor(() => snapshots(c)[0], 'snapshot');
    c.send({ type: 'quoteUnsubscribe', symbols: ['sh601318'] });
    await settle();
    toMinute(day, 10 * 60 + 32);
    await s().app.quoteFeed.tick();
    const next = await c.waitFor(() => snapshots(c)[1], 'snapshot after unsubscribing one');
    expect(next.quotes.map((q) => q.symbol)).toEqual(['sh600519']);
    c.send({ type: 'quoteUnsubscribe' });
    await settle();
    toMinute(day, 10 * 60 + 35);
    await s().app.quoteFeed.tick();
    await settle();
    expect(snapshots(c)).toHaveLength(2);
    expect(s().app.quoteFeed.size).toBe(0);
    c.close();
  });

  it('outside the sessions sends one status frame (已收盘, then 休市) and nothing more', async () => {
    const day = toTradingDay(14 * 60 + 50);
    const c = await Client.open(base, MARKET_SOCKET_ID);
    c.send({ type: 'quoteSubscribe', symbols: ['sh600519'] });
    await c.waitFor(() => snapshots(c)[0], 'snapshot');
    toMinute(day, 15 * 60 + 10);
    await s().app.quoteFeed.tick();
    const closed = await c.waitFor(() => snapshots(c)[1], 'the status frame');
    const [bar] = await market().dailyBars('sh600519', { from: day, to: day });
    expect(closed).toMatchObject({ status: 'closed', statusText: '已收盘' });
    expect(closed.quotes[0]).toMatchObject({ price: bar!.close, status: 'closed', statusText: '已收盘' });
    for (const minute of [15 * 60 + 20, 16 * 60, 20 * 60]) {
      toMinute(day, minute);
      await s().app.quoteFeed.tick();
    }
    await settle();
    expect(snapshots(c)).toHaveLength(2);
    // The weekend: one more status frame (休市).
    let weekend = day;
    do weekend = new Date(Date.parse(`${weekend}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    while (tradingCalendar.isTradingDay(weekend));
    toMinute(weekend, 10 * 60);
    await s().app.quoteFeed.tick();
    await s().app.quoteFeed.tick();
    const holiday = await c.waitFor(() => snapshots(c)[2], 'the holiday frame');
    expect(holiday).toMatchObject({ status: 'holiday', statusText: '休市' });
    await settle();
    expect(snapshots(c)).toHaveLength(3);
    c.close();
  });

  it('answers bad messages with a clear quoteError and keeps the socket open', async () => {
    toTradingDay(10 * 60);
    const c = await Client.open(base, MARKET_SOCKET_ID);
    c.send({ type: 'quoteSubscribe' });
    c.send({ type: 'quoteSubscribe', symbols: 'sh600519' });
    c.send({ type: 'quoteSubscribe', symbols: [42] });
    c.send({ type: 'quoteSubscribe', symbols: ["'; drop table"] });
    await c.waitFor(() => errors(c).length >= 4 && errors(c), 'four errors');
    expect(errors(c).map((e) => e.msg)).toEqual(Array(4).fill(MARKET_TEXT.liveBadMessage));
    c.send({ type: 'quoteSubscribe', symbols: ['sh699999', 'sh600519'] });
    const unknown = await c.waitFor(() => errors(c).find((e) => e.msg === MARKET_TEXT.unknownSymbol), 'unknown symbol error');
    expect(unknown.symbols).toEqual(['sh699999']);
    const snap = await c.waitFor(() => snapshots(c)[0], 'the known one still subscribed');
    expect(snap.quotes.map((q) => q.symbol)).toEqual(['sh600519']);
    expect(c.closed).toBeNull();
    c.close();
  });

  it(`limits a socket to ${MARKET_LIMITS.liveSymbols} symbols`, async () => {
    const universe = market().universe.all.map((sec) => sec.symbol);
    const c = await Client.open(base, MARKET_SOCKET_ID);
    c.send({ type: 'quoteSubscribe', symbols: universe.slice(0, MARKET_LIMITS.liveSymbols + 1) });
    await c.waitFor(() => errors(c)[0], 'too many in one message');
    expect(errors(c)[0]!.msg).toBe(MARKET_TEXT.liveTooManySymbols);
    c.send({ type: 'quoteSubscribe', symbols: universe.slice(0, MARKET_LIMITS.liveSymbols) });
    await c.waitFor(() => snapshots(c)[0], 'the full snapshot');
    expect(snapshots(c)[0]!.quotes).toHaveLength(MARKET_LIMITS.liveSymbols);
    c.send({ type: 'quoteSubscribe', symbols: [universe[MARKET_LIMITS.liveSymbols]!] });
    await c.waitFor(() => errors(c)[1], 'one more than the limit');
    expect(errors(c)[1]!.msg).toBe(MARKET_TEXT.liveTooManySymbols);
    c.close();
  });

  it('works on a room socket too (the client keeps one socket), and the market socket carries the member', async () => {
    toTradingDay(10 * 60);
    const [room] = await s().database.db.select({ id: liveRooms.id }).from(liveRooms).where(eq(liveRooms.enabled, true)).limit(1);
    const c = await Client.open(base, room!.id);
    c.send({ type: 'quoteSubscribe', symbols: ['sh600519'] });
    expect((await c.waitFor(() => snapshots(c)[0], 'snapshot on the room socket')).quotes[0]!.symbol).toBe('sh600519');
    c.close();
    const member = await newMember(s().database.db, '行情');
    const m = await Client.open(base, MARKET_SOCKET_ID);
    m.online(MARKET_SOCKET_ID, member.token);
    await m.event('online');
    m.online(MARKET_SOCKET_ID, 'not-a-token');
    await m.event('error');
    m.close();
  });
});

describeServer('live quotes on the timer', () => {
  const timed = useTestServer({ env: { PRICE_ALERT_INTERVAL_MS: '0', MARKET_QUOTE_INTERVAL_MS: '200' } });

  it('sends batched frames every interval while the market moves', async () => {
    const t = timed();
    const day = tradingCalendar.nextTradingDay(shanghaiDay(t.clock.now()));
    t.clock.advance(shanghaiInstant(day, 10 * 60) - t.clock.now());
    const url = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
    const c = await Client.open(url, MARKET_SOCKET_ID);
    c.send({ type: 'quoteSubscribe', symbols: ['sh600519', 'sz000001'] });
    await c.waitFor(() => snapshots(c)[0], 'snapshot');
    // Each step moves the market one minute: every interval has changes to send.
    const mover = setInterval(() => t.clock.advance(60_000), 200);
    try {
      await c.waitFor(() => snapshots(c).length >= 4, 'three batched frames', 10_000);
    } finally {
      clearInterval(mover);
    }
    expect(snapshots(c).every((f) => f.status === 'trading')).toBe(true);
    c.close();
  });
});
