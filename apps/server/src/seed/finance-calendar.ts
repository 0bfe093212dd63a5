import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { seedRuns } from '../db/schema';
import { addDays, shanghaiDay, tradingCalendar } from '../integrations/market/calendar';
import { rng, type Rng } from '../integrations/market/prng';
import { STOCK_SEEDS } from '../integrations/market/universe';
import { insertEvents, type NewFinanceEvent } from '../modules/finance-calendar/repo';
import { mondayOf } from '../modules/finance-calendar/service';

/**
 * 财经日历 demo data (issue 15), relative to the day the server starts so it never goes stale: every
 * start makes sure each week from three weeks back to three weeks ahead is seeded, one seed_runs marker
 * per week (`finance-calendar-v1:<Monday>`), so a restart adds nothing and a start a month later adds
 * only the new weeks. A day's events are a pure function of the day (its own PRNG stream): the monthly
 * Chinese releases on their usual day of the month (moved to the next trading day), 央行 operations,
 * a global release by weekday, and seeded new listings (fictional companies) and dividends (of the
 * market universe). Only trading days get events; weekends and holidays show the empty state.
 */

export const FINANCE_CALENDAR_SEED = 'finance-calendar-v1';
/** Weeks seeded either side of the current one. */
export const FINANCE_CALENDAR_WEEKS = 3;

export async function seedFinanceCalendar(db: Db, now: number = Date.now()): Promise<boolean> {
  const today = shanghaiDay(now);
  let inserted = false;
  for (let w = -FINANCE_CALENDAR_WEEKS; w <= FINANCE_CALENDAR_WEEKS; w++) {
    const monday = mondayOf(addDays(today, 7 * w));
    const name = `${FINANCE_CALENDAR_SEED}:${monday}`;
    const done = await db.select().from(seedRuns).where(eq(seedRuns.name, name)).limit(1);
    if (done.length > 0) continue;
    const week = await db.transaction(async (tx) => {
      const marker = await tx.insert(seedRuns).values({ name }).onConflictDoNothing().returning();
      if (marker.length === 0) return false;
      const rows = Array.from({ length: 7 }, (_, i) => addDays(monday, i)).flatMap(demoEventsOf);
      await insertEvents(tx, rows);
      return true;
    });
    inserted = week || inserted;
  }
  return inserted;
}

const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r.next() * list.length)];
const fixed = (x: number, digits = 1) => x.toFixed(digits);
const signed = (x: number, digits = 1) => `${x.toFixed(digits)}%`;

/** A released figure: previous, forecast and actual near a base, formatted like the data vendors do. */
function figures(r: Rng, base: number, spread: number, format: (x: number) => string) {
  const previous = base + (r.next() - 0.5) * spread;
  const forecast = previous + (r.next() - 0.5) * spread * 0.5;
  const actual = forecast + (r.next() - 0.5) * spread * 0.6;
  return { previous: format(previous), forecast: format(forecast), actual: format(actual) };
}

/** Chinese monthly releases: nominal day of month, title (month of data given), importance, value. */
interface MonthlyRelease {
  day: number;
  time: string;
  importance: number;
  /** Months the data trails the release (PMI of this month on its last day: 0). */
  lag: number;
  title: (month: number) => string;
  value: (r: Rng) => { previous: string; forecast: string; actual: string };
}

const MONTHLY: readonly MonthlyRelease[] = [
  { day: 1, time: '09:45', importance: 2, lag: 1, title: (m) => `中国${m}月财新制造业PMI`, value: (r) => figures(r, 50.4, 1.2, (x) => fixed(x)) },
  { day: 7, time: '15:00', importance: 2, lag: 1, title: (m) => `中国${m}月外汇储备（亿美元）`, value: (r) => figures(r, 32900, 300, (x) => fixed(x, 0)) },
  { day: 9, time: '09:30', importance: 3, lag: 1, title: (m) => `中国${m}月CPI年率`, value: (r) => figures(r, 0.3, 0.6, (x) => signed(x)) },
  { day: 9, time: '09:30', importance: 3, lag: 1, title: (m) => `中国${m}月PPI年率`, value: (r) => figures(r, -2.2, 0.8, (x) => signed(x)) },
  { day: 13, time: '16:00', importance: 3, lag: 1, title: (m) => `中国${m}月社会融资规模增量（亿元）`, value: (r) => figures(r, 21000, 9000, (x) => fixed(x, 0)) },
  { day: 13, time: '16:00', importance: 2, lag: 1, title: (m) => `中国${m}月M2货币供应年率`, value: (r) => figures(r, 8.0, 0.8, (x) => signed(x)) },
  { day: 13, time: '16:00', importance: 2, lag: 1, title: (m) => `中国${m}月新增人民币贷款（亿元）`, value: (r) => figures(r, 6500, 5000, (x) => fixed(x, 0)) },
  { day: 16, time: '10:00', importance: 2, lag: 1, title: (m) => `中国${m}月规模以上工业增加值年率`, value: (r) => figures(r, 5.6, 1.2, (x) => signed(x)) },
  { day: 16, time: '10:00', importance: 2, lag: 1, title: (m) => `中国${m}月社会消费品零售总额年率`, value: (r) => figures(r, 3.8, 1.6, (x) => signed(x)) },
  { day: 20, time: '09:00', importance: 3, lag: 0, title: () => '中国1年期贷款市场报价利率（LPR）', value: () => ({ previous: '3.00%', forecast: '3.00%', actual: '3.00%' }) },
  { day: 20, time: '09:00', importance: 3, lag: 0, title: () => '中国5年期以上贷款市场报价利率（LPR）', value: () => ({ previous: '3.50%', forecast: '3.50%', actual: '3.50%' }) },
  { day: 27, time: '09:30', importance: 2, lag: 1, title: (m) => `中国1-${m}月规模以上工业企业利润年率`, value: (r) => figures(r, 1.5, 3, (x) => signed(x)) },
  { day: 31, time: '09:30', importance: 3, lag: 0, title: (m) => `中国${m}月官方制造业PMI`, value: (r) => figures(r, 49.6, 1.0, (x) => fixed(x)) },
  { day: 31, time: '09:30', importance: 2, lag: 0, title: (m) => `中国${m}月官方非制造业PMI`, value: (r) => figures(r, 50.3, 1.0, (x) => fixed(x)) },
];

/** A global release every weekday (Monday first), so every trading day has economic data. */
const WEEKLY: readonly { time: string; importance: number; region: string; title: string; value: (r: Rng) => { previous: string; forecast: string; actual: string } }[] = [
  { time: '17:30', importance: 1, region: '欧元区', title: '欧元区Sentix投资者信心指数', value: (r) => figures(r, -6, 6, (x) => fixed(x)) },
  { time: '23:00', importance: 2, region: '美国', title: '美国谘商会消费者信心指数', value: (r) => figures(r, 95, 6, (x) => fixed(x)) },
  { time: '23:30', importance: 1, region: '美国', title: '美国EIA原油库存变化（万桶）', value: (r) => figures(r, -50, 500, (x) => fixed(x)) },
  { time: '21:30', importance: 2, region: '美国', title: '美国当周初请失业金人数（万人）', value: (r) => figures(r, 22.5, 2, (x) => fixed(x)) },
  { time: '23:00', importance: 1, region: '美国', title: '美国密歇根大学消费者信心指数', value: (r) => figures(r, 55, 6, (x) => fixed(x)) },
];

/** Fictional issuers for new listings: a prefix and a suffix each. */
const IPO_PREFIX = ['华拓', '中科', '恒瑞', '博联', '芯源', '安泰', '瑞丰', '天衡', '德明', '海川', '金源', '鼎信', '宏远', '思创', '科达', '星辰'];
const IPO_SUFFIX = ['精密', '新材', '智能', '微电', '医疗', '股份', '科技', '电气', '光电', '生物', '环境', '装备'];
const IPO_BOARDS = [
  { name: '沪市主板', prefix: '732', limits: [10000, 25000] },
  { name: '科创板', prefix: '787', limits: [5000, 15000] },
  { name: '深市主板', prefix: '001', limits: [10000, 25000] },
  { name: '创业板', prefix: '301', limits: [5000, 15000] },
] as const;

/** Stocks that pay dividends: the universe's main-board names (banks, utilities, consumer leaders). */
const DIVIDEND_STOCKS = STOCK_SEEDS.filter((s) => /^(60|00)/.test(s.code)).slice(0, 80);

/** The demo events of one day (none on a day without trading). */
export function demoEventsOf(day: string): NewFinanceEvent[] {
  if (!tradingCalendar.isTradingDay(day)) return [];
  const out: NewFinanceEvent[] = [];
  const r = rng(`${FINANCE_CALENDAR_SEED}:${day}`);
  const previousTrading = tradingCalendar.previousTradingDay(day);
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));

  // Monthly releases whose nominal day falls after the previous trading day and up to this one.
  for (const release of MONTHLY) {
    for (const monthOffset of [0, -1]) {
      const nominal = nominalDay(year, month + monthOffset, release.day);
      if (nominal > previousTrading && nominal <= day) {
        const dataMonth = ((Number(nominal.slice(5, 7)) - 1 - release.lag + 12) % 12) + 1;
        out.push({ day, time: release.time, kind: 'economic', title: release.title(dataMonth), importance: release.importance, region: '中国', ...release.value(r) });
      }
    }
  }
  const weekly = WEEKLY[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7];
  if (weekly) out.push({ day, time: weekly.time, kind: 'economic', title: weekly.title, importance: weekly.importance, region: weekly.region, ...weekly.value(r) });

  // 央行: the daily open-market operation; MLF on the 25th (or the next trading day).
  const repo = 5 * Math.round((300 + r.next() * 2700) / 5);
  out.push({ day, time: '09:20', kind: 'central-bank', title: '央行7天期逆回购操作', importance: 2, region: '中国', note: `开展7天期逆回购操作${repo}亿元，操作利率1.40%，当日${r.next() < 0.5 ? '净投放' : '净回笼'}${5 * Math.round((r.next() * 1500) / 5)}亿元。` });
  const mlf = nominalDay(year, month, 25);
  if (mlf > previousTrading && mlf <= day) {
    out.push({ day, time: '09:00', kind: 'central-bank', title: '央行中期借贷便利（MLF）操作', importance: 3, region: '中国', note: `开展MLF操作${1000 * (3 + Math.floor(r.next() * 6))}亿元，期限1年。` });
  }

  // New listings: 0 to 2 a day.
  const ipoCount = Math.floor(r.next() * 3);
  for (let i = 0; i < ipoCount; i++) {
    const title = `${pick(r, IPO_PREFIX)}${pick(r, IPO_SUFFIX)}`;
    const board = pick(r, IPO_BOARDS);
    const [low, high] = board.limits;
    const limit = low + 500 * Math.floor((r.next() * (high - low)) / 500);
    const price = Math.round((8 + r.next() * 52) * 100);
    const pe = (15 + r.next() * 25).toFixed(2);
    out.push({
      day,
      kind: 'ipo',
      title,
      importance: 2,
      region: '中国',
      code: `${board.prefix}${String(Math.floor(r.next() * 1000)).padStart(3, '0')}`,
      issuePriceCents: price,
      subscribeLimit: limit,
      note: `${board.name}，发行市盈率${pe}倍，T+2日公布中签结果。`,
    });
  }

  // Dividends (除权除息日): 0 to 3 a day, cash per 10 shares from a 1%-4% yield on the seed price.
  const dividendCount = Math.floor(r.next() * 4);
  const payers = new Set<string>();
  for (let i = 0; i < dividendCount; i++) {
    const stock = pick(r, DIVIDEND_STOCKS);
    if (payers.has(stock.code)) continue;
    payers.add(stock.code);
    const cents = Math.max(1, Math.round(stock.basePrice * (0.01 + r.next() * 0.03) * 10 * 100));
    out.push({
      day,
      kind: 'dividend',
      title: `${stock.name} 除权除息`,
      importance: 1,
      region: '中国',
      code: stock.code,
      cashPerTenCents: cents,
      note: `每10股派现金红利${(cents / 100).toFixed(2)}元（含税），股权登记日为${Number(previousTrading.slice(5, 7))}月${Number(previousTrading.slice(8, 10))}日。`,
    });
  }
  return out;
}

/** `YYYY-MM-DD` of day `d` of month `m` (1-12, may be 0 or 13) clamped to the month's last day. */
function nominalDay(year: number, m: number, d: number): string {
  const first = new Date(Date.UTC(year, m - 1, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))).toISOString().slice(0, 10);
}
