import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALENDAR_OVERRIDES,
  ChinaTradingCalendar,
  shanghaiDay,
  tradingCalendar,
} from '../src/integrations/market/calendar';

/** Instants built by hand (UTC fields minus 8 h), independent of the helpers under test. */
function beijing(day: string, hh: number, mm: number, ss = 0): number {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!, hh - 8, mm, ss);
}

const cal = tradingCalendar;

describe('trading calendar', () => {
  it('closes for the 2026 National Day holiday and opens again on 10-08; the Saturday make-up workday 10-10 does not trade', () => {
    for (const d of ['2026-10-01', '2026-10-02', '2026-10-05', '2026-10-06', '2026-10-07']) {
      expect(cal.isTradingDay(d), d).toBe(false);
      expect(cal.closedReason(d)).toBe('国庆节');
    }
    expect(cal.isTradingDay('2026-09-30')).toBe(true);
    expect(cal.isTradingDay('2026-10-08')).toBe(true);
    expect(cal.isTradingDay('2026-10-10')).toBe(false); // 调休上班 (Saturday): exchanges stay closed
    expect(cal.closedReason('2026-10-10')).toBe('周末');
    expect(cal.nextTradingDay('2026-09-30')).toBe('2026-10-08');
    expect(cal.previousTradingDay('2026-10-08')).toBe('2026-09-30');
  });

  it('closes for the 2026 Spring Festival (02-16..02-23) and never trades on the make-up Saturdays 02-14 and 02-28', () => {
    expect(cal.tradingDays('2026-02-12', '2026-02-27')).toEqual([
      '2026-02-12',
      '2026-02-13',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
    ]);
    expect(cal.closedReason('2026-02-18')).toBe('春节');
    expect(cal.isTradingDay('2026-02-14')).toBe(false);
    expect(cal.isTradingDay('2026-02-28')).toBe(false);
  });

  it('marks 2027 as provisional from the override table and assumes plain weekdays after it', () => {
    const c = new ChinaTradingCalendar();
    expect(CALENDAR_OVERRIDES.find((o) => o.year === 2027)?.status).toBe('provisional');
    expect(c.coverage(2026)).toBe('chinese-days');
    expect(c.coverage(2027)).toBe('provisional');
    expect(c.coverage(2028)).toBe('assumed');
    expect(c.isTradingDay('2027-01-01')).toBe(false);
    expect(c.isTradingDay('2027-01-04')).toBe(true);
    expect(c.isTradingDay('2027-10-01')).toBe(false);
    expect(c.nextTradingDay('2027-09-30')).toBe('2027-10-08');
    expect(c.isTradingDay('2028-01-03')).toBe(true);
    expect(c.isTradingDay('2028-01-01')).toBe(false); // a Saturday
  });

  it('takes another override table (the official schedule once published)', () => {
    const c = new ChinaTradingCalendar([
      { year: 2027, status: 'official', note: 'test', closed: { '2027-03-01': '测试休市' } },
    ]);
    expect(c.coverage(2027)).toBe('official');
    expect(c.isTradingDay('2027-03-01')).toBe(false);
    expect(c.closedReason('2027-03-01')).toBe('测试休市');
    expect(c.isTradingDay('2027-10-01')).toBe(true);
  });

  it('never counts a weekend as a trading day, 2004-2027', () => {
    const days = cal.tradingDays('2004-01-01', '2027-12-31');
    expect(days.length).toBeGreaterThan(5500);
    for (const d of days) expect([0, 6]).not.toContain(new Date(`${d}T00:00:00Z`).getUTCDay());
  });

  it('rejects what is not a day', () => {
    expect(() => cal.isTradingDay('2026-13-45')).toThrow(RangeError);
    expect(() => cal.isTradingDay('20261001')).toThrow(RangeError);
  });
});

describe('session state in Asia/Shanghai whatever the process time zone', () => {
  const savedTz = process.env.TZ;
  beforeAll(() => {
    // A zone far from Shanghai with daylight saving: a local-time bug would show at once.
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    // Files share a worker: put the zone back (assigning undefined would set the text "undefined").
    if (savedTz === undefined) delete process.env.TZ;
    else process.env.TZ = savedTz;
  });

  const day = '2026-11-24'; // a Tuesday, trading
  const cases: [number, number, number, string][] = [
    [0, 0, 0, 'pre-open'],
    [9, 15, 0, 'pre-open'],
    [9, 29, 59, 'pre-open'],
    [9, 30, 0, 'trading'],
    [11, 29, 59, 'trading'],
    [11, 30, 0, 'break'],
    [12, 59, 59, 'break'],
    [13, 0, 0, 'trading'],
    [14, 59, 59, 'trading'],
    [15, 0, 0, 'closed'],
    [23, 59, 59, 'closed'],
  ];
  for (const [hh, mm, ss, state] of cases) {
    const label = `${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
    it(`${label} is ${state}`, () => {
      const s = cal.session(beijing(day, hh, mm, ss));
      expect(s.day).toBe(day);
      expect(s.state).toBe(state);
    });
  }

  it('a Shanghai day starts at 16:00 UTC the day before', () => {
    expect(shanghaiDay(Date.UTC(2026, 10, 23, 15, 59, 59))).toBe('2026-11-23');
    expect(shanghaiDay(Date.UTC(2026, 10, 23, 16, 0, 0))).toBe('2026-11-24');
  });

  it('is holiday all day on a holiday and on weekends', () => {
    expect(cal.session(beijing('2026-10-05', 10, 0)).state).toBe('holiday');
    expect(cal.session(beijing('2026-11-28', 10, 0)).state).toBe('holiday');
  });
});
