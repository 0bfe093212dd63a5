import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API, CALENDAR_TEXT, type CalendarWeek } from '@caixue/contract';
import { shot, usePeople, ZHANG } from '../support/content';
import { shown, shownText } from '../support/flows';
import { useHarness } from '../support/harness';
import { Api } from '../support/api';

/**
 * 可转债 and 财经日历 (issue 15): the bond table sorts on the server by the tapped column (溢价率: largest
 * first, a second tap smallest first) with red up / green down; the calendar pages by week with the
 * arrows, marks 休市 days, and shows a day's events grouped by kind (or 当日无财经事件). Nothing here
 * depends on today's date: the expectations come from the server's own answers.
 */
// The market's own clock on a past session (the history is deterministic), so changes are not all 0 as before
// the open: the colours are checked on real rises and falls. The calendar keeps the real date.
const MARKET_CLOCK = '2026-11-20T10:30:00+08:00';
const previousClock = process.env.MARKET_CLOCK_START;
process.env.MARKET_CLOCK_START = MARKET_CLOCK;
afterAll(() => {
  if (previousClock === undefined) delete process.env.MARKET_CLOCK_START;
  else process.env.MARKET_CLOCK_START = previousClock;
});
const harness = useHarness();
const { person } = usePeople(harness);
const BOND_PAGE = '/pages/stock/bond/index';
const CALENDAR_PAGE = '/pages/stock/calendar/index';
let api: Api;
let token: string;

beforeAll(async () => {
  api = new Api(harness.server.url);
  ({ token } = await api.login(ZHANG.account, ZHANG.password));
});

const percent = (text: string | null) => Number((text ?? '').replace('%', ''));

async function readyTable(page: Page, sort: string) {
  const table = shown(page, `[data-testid=bond-table][data-status=ready][data-sort="${sort}"]`);
  await table.waitFor({ timeout: 15_000 });
  return table;
}

async function premiums(page: Page): Promise<number[]> {
  return (await shown(page, '.bond-table__row:not(.bond-table__row--head) [data-column=premiumRate]').allTextContents()).map(percent);
}

async function codes(page: Page): Promise<string[]> {
  return shown(page, '[data-testid=bond-name]').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-code') ?? ''));
}

async function week(start?: string): Promise<CalendarWeek> {
  const answer = await api.get<CalendarWeek>(API.financeCalendar.week, start ? { start } : {}, token);
  if (!answer.data) throw new Error(`week: ${answer.code} ${answer.msg}`);
  return answer.data;
}

async function shownWeek(page: Page, start: string) {
  await shown(page, `[data-testid=calendar-week][data-status=ready][data-start="${start}"]`).waitFor({ timeout: 15_000 });
}

describe('convertible bonds', () => {
  it('sorts the table by 溢价率 on tap, largest first, and reverses on a second tap', async () => {
    const page = await person(ZHANG);
    await page.goto(BOND_PAGE);
    await shownText(page, '可转债', { exact: true }).first().waitFor({ timeout: 15_000 });
    await readyTable(page, 'changePercent:desc');
    const initial = await codes(page);
    expect(initial.length).toBeGreaterThanOrEqual(15);
    expect(await shown(page, '.bond-summary__status').textContent()).toContain('交易中');
    // Red up, green down: the change column's colour follows its sign.
    const changes = await shown(page, '.bond-table__row [data-column=changePercent]').all();
    const signs = new Set<number>();
    for (const cell of changes) {
      const value = percent(await cell.textContent());
      signs.add(Math.sign(value));
      const cls = (await cell.getAttribute('class')) ?? '';
      expect(cls).toContain(value > 0 ? 'bond-table__cell--rise' : value < 0 ? 'bond-table__cell--fall' : 'bond-table__cell--flat');
    }
    expect(signs.has(1) && signs.has(-1)).toBe(true);
    await shown(page, '[data-testid=risk-tip]').waitFor();
    await shot(page, 'stock-bond-by-change');

    await shown(page, '[data-testid=bond-sort-premiumRate]').click();
    await readyTable(page, 'premiumRate:desc');
    expect(await shown(page, '[data-testid=bond-sort-arrow]').textContent()).toBe('↓');
    const down = await premiums(page);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const byPremium = await codes(page);
    expect(byPremium).not.toEqual(initial);
    await shot(page, 'stock-bond-by-premium-desc');

    await shown(page, '[data-testid=bond-sort-premiumRate]').click();
    await readyTable(page, 'premiumRate:asc');
    expect(await shown(page, '[data-testid=bond-sort-arrow]').textContent()).toBe('↑');
    const up = await premiums(page);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    // The largest premium is no longer first (the market may move a little between the two answers).
    expect((await codes(page))[0]).not.toBe(byPremium[0]);
  });

  it('scrolls the wide table sideways on a phone, the names staying put', async () => {
    const page = await person(ZHANG);
    await page.goto(BOND_PAGE);
    await readyTable(page, 'changePercent:desc');
    const scroller = shown(page, '.bond-table__scroll');
    const widths = await scroller.evaluate((el) => {
      const inner = el.querySelector('.taro-scroll-view__scroll-x, .taro-scroll') ?? el;
      return { client: inner.clientWidth, scroll: inner.scrollWidth };
    });
    expect(widths.scroll).toBeGreaterThan(widths.client);
    const nameBox = await shown(page, '[data-testid=bond-name]').first().boundingBox();
    await scroller.evaluate((el) => {
      const inner = el.querySelector('.taro-scroll-view__scroll-x, .taro-scroll') ?? el;
      inner.scrollLeft = 400;
    });
    await shownText(page, '正股', { exact: true }).waitFor();
    expect(await shown(page, '[data-testid=bond-name]').first().boundingBox()).toEqual(nameBox);
    await shot(page, 'stock-bond-scrolled');
  });
});

describe('finance calendar', () => {
  it('pages by week with the arrows, marks 休市, and shows a day’s events grouped by kind', async () => {
    const page = await person(ZHANG);
    await page.goto(CALENDAR_PAGE);
    const current = await week();
    await shownWeek(page, current.start);
    const days = shown(page, '[data-testid=calendar-day]');
    expect(await days.count()).toBe(7);
    expect(await shown(page, '[data-testid=calendar-day][data-today="1"]').getAttribute('data-day')).toBe(current.today);
    // Weekends are 休市 whatever the week.
    for (const d of current.days.filter((x) => !x.trading)) {
      expect(await shown(page, `[data-testid=calendar-day][data-day="${d.day}"]`).textContent()).toContain(CALENDAR_TEXT.closed);
    }
    await shown(page, '[data-testid=risk-tip]').waitFor();
    await shot(page, 'stock-calendar-this-week');

    // Next week: a trading day there shows its events by kind, as the server lists them.
    await shown(page, '[data-testid=calendar-next]').click();
    const next = await week(addDays(current.start, 7));
    await shownWeek(page, next.start);
    const tradingDay = next.days.find((d) => d.trading && d.eventCount > 0) ?? next.days.find((d) => d.trading);
    if (tradingDay) {
      await shown(page, `[data-testid=calendar-day][data-day="${tradingDay.day}"]`).click();
      await shown(page, `[data-testid=calendar-daylist][data-day="${tradingDay.day}"]`).waitFor();
      expect(await shown(page, '[data-testid=calendar-event]').count()).toBe(tradingDay.eventCount);
      const kinds = await shown(page, '[data-testid=calendar-group]').evaluateAll((groups) => groups.map((g) => g.getAttribute('data-kind')));
      expect(kinds).toEqual([...new Set(tradingDay.events.map((e) => e.kind))]);
      await shownText(page, CALENDAR_TEXT.kinds['central-bank']).first().waitFor();
      await shot(page, 'stock-calendar-next-week');
    }
    // A closed day of that week: the empty state.
    const closed = next.days.find((d) => !d.trading)!;
    await shown(page, `[data-testid=calendar-day][data-day="${closed.day}"]`).click();
    await shownText(page, CALENDAR_TEXT.empty).waitFor({ timeout: 10_000 });

    // Back two weeks: the week before this one; 回到今天 returns.
    await shown(page, '[data-testid=calendar-prev]').click();
    await shownWeek(page, current.start);
    await shown(page, '[data-testid=calendar-prev]').click();
    await shownWeek(page, addDays(current.start, -7));
    await shown(page, '[data-testid=calendar-today]').click();
    await shownWeek(page, current.start);
    expect(await shown(page, '[data-testid=calendar-today]').count()).toBe(0);

    // A swipe to the left on the strip pages to the next week, to the right back.
    await swipe(page, -120);
    await shownWeek(page, addDays(current.start, 7));
    await swipe(page, 120);
    await shownWeek(page, current.start);
  });
});

/** A horizontal finger swipe of `dx` px across the week strip (touchstart, touchmove, touchend). */
async function swipe(page: Page, dx: number): Promise<void> {
  const strip = shown(page, '[data-testid=calendar-week]');
  const box = (await strip.boundingBox())!;
  const y = box.y + box.height / 2;
  const x0 = box.x + box.width / 2 - dx / 2;
  await strip.evaluate((el, { x0, dx, y }) => {
    const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: y });
    const fire = (type: string, x: number, active: boolean) =>
      el.dispatchEvent(new TouchEvent(type, { bubbles: true, cancelable: true, touches: active ? [touch(x)] : [], changedTouches: [touch(x)] }));
    fire('touchstart', x0, true);
    fire('touchmove', x0 + dx / 2, true);
    fire('touchend', x0 + dx, false);
  }, { x0, dx, y });
}

function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
