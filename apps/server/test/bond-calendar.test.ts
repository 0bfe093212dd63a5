import {
  API,
  BOND_RATINGS,
  BOND_SORT_COLUMNS,
  BOND_TEXT,
  CALENDAR_TEXT,
  CODE,
  FINANCE_EVENT_KINDS,
  type BondRow,
  type CalendarDay,
  type CalendarWeek,
} from '@caixue/contract';
import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { financeEvents } from '../src/db/schema';
import { addDays, shanghaiDay } from '../src/integrations/market/calendar';
import { demoEventsOf, seedFinanceCalendar } from '../src/seed/finance-calendar';
import { useDemoCallers, type Caller } from './support/content';
import { describeServer, useTestServer } from './support/test-server';

const DAY_MS = 86_400_000;

/** Convertible bonds (sorting, paging, refusals) and the finance calendar (days, weeks, marks, seed) of issue 15. */
describeServer('convertible bonds and the finance calendar', () => {
  const server = useTestServer();
  const { visitor, zhang } = useDemoCallers(server);
  const get = (url: string, who: Caller = zhang) => server().get(url, { token: who.token });
  const bonds = async (query: string) => {
    const answer = await get(`${API.bond.list}?${query}`);
    expect(answer.body.code).toBe(CODE.ok);
    return answer.body as unknown as { rows: BondRow[]; total: number };
  };
  const ratingRank = (r: string) => BOND_RATINGS.length - BOND_RATINGS.indexOf(r as (typeof BOND_RATINGS)[number]);

  it('lists the bonds with their figures, by change (largest first) by default', async () => {
    const { rows, total } = await bonds('pageSize=100');
    expect(total).toBeGreaterThanOrEqual(15);
    expect(rows).toHaveLength(total);
    const changes = rows.map((r) => r.changePercent);
    expect(changes).toEqual([...changes].sort((a, b) => b - a));
    for (const b of rows) {
      expect(b.symbol).toMatch(/^(sh|sz)1\d{5}$/);
      expect(b.name).toMatch(/转/);
      expect(b.price).toBeGreaterThan(0);
      expect(b.conversionValue).toBeCloseTo((100 / b.conversionPrice) * b.underlying.price, 2);
      expect(b.premiumRate).toBeCloseTo((b.price / b.conversionValue - 1) * 100, 1);
      expect(BOND_RATINGS).toContain(b.rating);
      expect(b.remainingSize).toBeGreaterThan(0);
      expect(b.underlying.symbol).toBe(`${b.underlying.symbol.slice(0, 2)}${b.underlying.code}`);
      expect(b.underlying.name.length).toBeGreaterThan(1);
    }
  });

  it('sorts by every whitelisted column both ways, ties by code', async () => {
    for (const column of BOND_SORT_COLUMNS) {
      for (const order of ['asc', 'desc'] as const) {
        const { rows } = await bonds(`sortBy=${column}&order=${order}&pageSize=100`);
        const key = (r: BondRow) => (column === 'rating' ? ratingRank(r.rating) : r[column]);
        for (let i = 1; i < rows.length; i++) {
          const [a, b] = [key(rows[i - 1]), key(rows[i])];
          const inOrder = order === 'asc' ? a < b : a > b;
          expect([column, order, i, inOrder || (a === b && rows[i - 1].code < rows[i].code)]).toEqual([column, order, i, true]);
        }
      }
    }
    // AAA first when sorting by rating from high to low.
    expect((await bonds('sortBy=rating&order=desc')).rows[0].rating).toBe('AAA');
  });

  it('refuses a sort column or direction outside the whitelist with a clear message', async () => {
    for (const query of ['sortBy=name', 'sortBy=price;drop', 'sortBy=', 'sortBy=PREMIUMRATE']) {
      expect((await get(`${API.bond.list}?${query}`)).body).toMatchObject({ code: CODE.badRequest, msg: BOND_TEXT.sortByInvalid });
    }
    expect((await get(`${API.bond.list}?order=up`)).body).toMatchObject({ code: CODE.badRequest, msg: BOND_TEXT.orderInvalid });
    expect(BOND_TEXT.sortByInvalid).toContain('premiumRate');
  });

  it('pages without overlap (remaining size does not move with the market)', async () => {
    const all = (await bonds('sortBy=remainingSize&order=asc&pageSize=100')).rows.map((r) => r.code);
    const pages: string[] = [];
    for (let pageNum = 1; pageNum <= Math.ceil(all.length / 7); pageNum++) {
      const page = await bonds(`sortBy=remainingSize&order=asc&pageSize=7&pageNum=${pageNum}`);
      expect(page.total).toBe(all.length);
      pages.push(...page.rows.map((r) => r.code));
    }
    expect(pages).toEqual(all);
    expect((await bonds('pageNum=99')).rows).toEqual([]);
  });

  it('needs a token, like every stock page', async () => {
    for (const url of [API.bond.list, API.financeCalendar.list, API.financeCalendar.week]) {
      expect((await get(url, visitor)).body.code).toBe(CODE.unauthorized);
    }
  });

  const week = async (start?: string) => {
    const answer = await get(start ? `${API.financeCalendar.week}?start=${start}` : API.financeCalendar.week);
    expect(answer.body.code).toBe(CODE.ok);
    return answer.body.data as CalendarWeek;
  };
  const day = async (date: string) => {
    const answer = await get(`${API.financeCalendar.list}?date=${date}`);
    expect(answer.body.code).toBe(CODE.ok);
    return answer.body.data as CalendarDay;
  };

  it('answers this week, Monday to Sunday, with events on trading days grouped by kind', async () => {
    const today = shanghaiDay(server().clock.now());
    const w = await week();
    expect(w.today).toBe(today);
    expect(w.days.map((d) => d.day)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(w.start, i)));
    expect(w.end).toBe(addDays(w.start, 6));
    expect(w.days.map((d) => d.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(w.days.filter((d) => d.isToday).map((d) => d.day)).toEqual([today]);
    // Weekends are 休市 for the weekend and carry no events.
    for (const d of w.days.slice(5)) expect(d).toMatchObject({ trading: false, closedReason: '周末', eventCount: 0, events: [] });
    // Each trading day has several events: economic data and the central bank's operation at least.
    for (const d of w.days.filter((x) => x.trading)) {
      expect(d.eventCount).toBe(d.events.length);
      expect(d.eventCount).toBeGreaterThanOrEqual(2);
      const kinds = d.events.map((e) => FINANCE_EVENT_KINDS.indexOf(e.kind));
      expect(kinds).toEqual([...kinds].sort((a, b) => a - b));
      expect(d.events.some((e) => e.kind === 'central-bank')).toBe(true);
      for (const e of d.events) {
        expect(e.day).toBe(d.day);
        expect(e.importance).toBeGreaterThanOrEqual(1);
        expect(e.importance).toBeLessThanOrEqual(3);
      }
    }
    // The day endpoint answers the same day.
    const monday = await day(w.start);
    expect(monday).toEqual(w.days[0]);
    // Any day of the week gives the same week.
    expect((await week(addDays(w.start, 3))).start).toBe(w.start);
  });

  it('has new listings with code, price and limit, and dividends per 10 shares, around today', async () => {
    const weeks = await Promise.all([-14, -7, 0, 7, 14].map((n) => week(addDays(shanghaiDay(server().clock.now()), n))));
    const events = weeks.flatMap((w) => w.days.flatMap((d) => d.events));
    const ipos = events.filter((e) => e.kind === 'ipo');
    const dividends = events.filter((e) => e.kind === 'dividend');
    expect(ipos.length).toBeGreaterThan(3);
    expect(dividends.length).toBeGreaterThan(3);
    for (const e of ipos) {
      expect(e.code).toMatch(/^\d{6}$/);
      expect(e.issuePrice).toBeGreaterThan(0);
      expect(e.subscribeLimit! % 500).toBe(0);
    }
    for (const e of dividends) {
      expect(e.code).toMatch(/^\d{6}$/);
      expect(e.cashPerTen).toBeGreaterThan(0);
      expect(e.note).toContain(`每10股派现金红利${e.cashPerTen!.toFixed(2)}元`);
    }
    // Figures are published at release time: past weeks show them, weeks ahead only previous and forecast.
    const past = weeks[0].days.flatMap((d) => d.events).filter((e) => e.kind === 'economic');
    const ahead = weeks[4].days.flatMap((d) => d.events).filter((e) => e.kind === 'economic');
    expect(past.length).toBeGreaterThan(0);
    expect(past.every((e) => e.actual !== null && e.previous !== null)).toBe(true);
    expect(ahead.every((e) => e.actual === null && e.forecast !== null)).toBe(true);
  });

  it('marks weekends and exchange holidays as closed with the reason', async () => {
    expect(await day('2026-10-01')).toMatchObject({ trading: false, closedReason: '国庆节', events: [], weekday: 3 });
    expect(await day('2026-11-28')).toMatchObject({ trading: false, closedReason: '周末', weekday: 5 });
    expect(await day('2026-11-27')).toMatchObject({ trading: true, closedReason: null, weekday: 4 });
    const golden = await week('2026-10-01');
    expect(golden.start).toBe('2026-09-28');
    expect(golden.days.map((d) => d.trading)).toEqual([true, true, true, false, false, false, false]);
    // The generator never puts events on a closed day.
    expect(demoEventsOf('2026-10-01')).toEqual([]);
    expect(demoEventsOf('2026-11-28')).toEqual([]);
  });

  it('refuses a malformed or impossible day with a clear message', async () => {
    for (const bad of ['abc', '2026-1-01', '2026-02-30', '2026-13-01', '20261101']) {
      expect((await get(`${API.financeCalendar.list}?date=${bad}`)).body).toMatchObject({ code: CODE.badRequest, msg: CALENDAR_TEXT.dateInvalid });
      expect((await get(`${API.financeCalendar.week}?start=${bad}`)).body).toMatchObject({ code: CODE.badRequest, msg: CALENDAR_TEXT.dateInvalid });
    }
    expect((await get(`${API.financeCalendar.list}?date=1999-12-31`)).body).toMatchObject({ code: CODE.badRequest, msg: CALENDAR_TEXT.dateOutOfRange });
  });

  it('seeds once: a restart adds nothing, a start weeks later adds only the new weeks', async () => {
    const db = server().database.db;
    const rows = async () => (await db.select({ n: count() }).from(financeEvents))[0].n;
    const now = server().clock.now();
    const before = await rows();
    const thisWeek = await week();
    expect(await seedFinanceCalendar(db, now)).toBe(false);
    expect(await rows()).toBe(before);
    // Five weeks later the seven weeks around that day overlap two seeded ones: only the five new weeks come.
    expect(await seedFinanceCalendar(db, now + 35 * DAY_MS)).toBe(true);
    const after = await rows();
    expect(after).toBeGreaterThan(before);
    expect((await week(thisWeek.start)).days).toEqual(thisWeek.days);
    expect(await seedFinanceCalendar(db, now + 35 * DAY_MS)).toBe(false);
    expect(await rows()).toBe(after);
  });
});
