import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accessModules, seedRuns, stockPoolItems, stockPools, stockRaceCategories, stockRaceEntries, stockRaces, teachers } from '../db/schema';
import { shanghaiDay, tradingCalendar } from '../integrations/market/calendar';
import { STOCK_POOL_MODULE_CODE } from './levels';
import { VIP_MODULE_CODE } from './live';

/**
 * Stock races and pools (issue 15). The races' participants are teachers' simulated portfolios: only
 * their configuration is stored (capital, start day, symbols, seed); the engine computes the trades
 * from the market history (modules/stock-race/runner.ts). A long-running 名师实盘模拟赛 started about
 * six months before the first start, so the curves and trade lists are full at once; 第12期 gets three
 * entries from its own start. One entry and one pool are locked by the VIP room's module (张三 holds
 * it), one of each by the stock-pool module (no demo member holds it); 赵六 holds neither. The widget's
 * race cards get their id in the link, so 点击了解 opens that race.
 */

export const STOCK_RACE_SEED_NAME = 'stock-race-v1';
const RACE_PAGE = '/pages/stock/stockRace/index';
export const SHOWCASE_RACE_TITLE = '名师实盘模拟赛';

interface DemoEntry {
  title: string;
  teacherIndex: number;
  capital: number;
  symbols: string[];
  lock: 'vip' | 'pool' | null;
}

const SHOWCASE_ENTRIES: DemoEntry[] = [
  { title: '价值蓝筹组合', teacherIndex: 0, capital: 1_000_000, symbols: ['sh600519', 'sh600036', 'sh601318', 'sh600900', 'sz000858', 'sz000333'], lock: null },
  { title: '科技成长组合', teacherIndex: 1, capital: 1_000_000, symbols: ['sz300750', 'sh688981', 'sz002415', 'sz300059', 'sz002475', 'sh688111'], lock: null },
  { title: '医药消费组合', teacherIndex: 2, capital: 1_000_000, symbols: ['sh600276', 'sz300760', 'sh603259', 'sz000568', 'sh600809', 'sz000858'], lock: null },
  { title: 'VIP 内参组合', teacherIndex: 3, capital: 1_000_000, symbols: ['sz002594', 'sh601012', 'sh601899', 'sh600030', 'sz000001', 'sz300750'], lock: 'vip' },
  { title: '钻石精选组合', teacherIndex: 4, capital: 1_000_000, symbols: ['sh600519', 'sz300750', 'sh601899', 'sz002594', 'sh688981', 'sh600276'], lock: 'pool' },
];

const PERIOD_ENTRIES: DemoEntry[] = [
  { title: '稳健轮动', teacherIndex: 0, capital: 1_000_000, symbols: ['sh600036', 'sh600900', 'sh601318', 'sz000333'], lock: null },
  { title: '趋势突击', teacherIndex: 1, capital: 1_000_000, symbols: ['sz300059', 'sz002475', 'sh688111', 'sz300750'], lock: null },
  { title: '白马精选', teacherIndex: 2, capital: 1_000_000, symbols: ['sh600519', 'sz000858', 'sh600809', 'sz000568'], lock: null },
];

interface DemoPool {
  title: string;
  description: string;
  teacherIndex: number;
  lock: 'vip' | 'pool';
  /** Entry `daysAgo` trading days before the seed; exit `exitDaysAgo` trading days before it (已调出). */
  items: { symbol: string; daysAgo: number; exitDaysAgo?: number; reason: string }[];
}

const DEMO_POOLS: DemoPool[] = [
  {
    title: '价值精选池',
    description: '老师跟踪的低估值、高股息蓝筹，关注业绩确定性与分红回报。',
    teacherIndex: 0,
    lock: 'vip',
    items: [
      { symbol: 'sh600900', daysAgo: 60, reason: '水电龙头现金流稳定，分红比例高，防御属性强。' },
      { symbol: 'sh600036', daysAgo: 45, reason: '零售银行标杆，资产质量稳健，估值处于历史低位。' },
      { symbol: 'sh601318', daysAgo: 38, exitDaysAgo: 12, reason: '保险负债端改善，估值修复逻辑。已达到老师预设的观察周期，调出。' },
      { symbol: 'sh600519', daysAgo: 25, reason: '高端白酒龙头，渠道库存改善，长期品牌壁垒。' },
      { symbol: 'sz000333', daysAgo: 14, reason: '家电出海与高端化双线推进，经营现金流充沛。' },
      { symbol: 'sh601899', daysAgo: 70, exitDaysAgo: 30, reason: '资源品价格上行周期，产量持续增长。阶段目标完成后调出。' },
    ],
  },
  {
    title: '成长趋势池',
    description: '聚焦新能源、半导体与创新药的景气赛道，跟踪趋势与业绩拐点。',
    teacherIndex: 1,
    lock: 'pool',
    items: [
      { symbol: 'sz300750', daysAgo: 50, reason: '动力电池全球份额领先，储能业务放量。' },
      { symbol: 'sh688981', daysAgo: 33, reason: '国产替代核心标的，产能利用率回升。' },
      { symbol: 'sz002594', daysAgo: 20, exitDaysAgo: 5, reason: '新能源车销量高增，海外布局加速。短期涨幅较大，调出观察。' },
      { symbol: 'sh603259', daysAgo: 9, reason: '创新药研发外包需求恢复，订单改善。' },
    ],
  },
];

function daysBack(from: string, n: number): string {
  let day = tradingCalendar.isTradingDay(from) ? from : tradingCalendar.previousTradingDay(from);
  for (let i = 0; i < n; i++) day = tradingCalendar.previousTradingDay(day);
  return day;
}

function firstTradingDayFrom(day: string): string {
  return tradingCalendar.isTradingDay(day) ? day : tradingCalendar.nextTradingDay(day);
}

/** Applies the stock race and pool set once (after the video set, which adds the races); false when already there. */
export async function seedStockRaces(db: Db, now: Date = new Date()): Promise<boolean> {
  const done = await db.select().from(seedRuns).where(eq(seedRuns.name, STOCK_RACE_SEED_NAME)).limit(1);
  if (done.length > 0) return false;
  return db.transaction(async (tx) => {
    const marker = await tx.insert(seedRuns).values({ name: STOCK_RACE_SEED_NAME }).onConflictDoNothing().returning();
    if (marker.length === 0) return false;
    const today = shanghaiDay(now.getTime());
    const modules = await tx.select({ id: accessModules.id, code: accessModules.code }).from(accessModules).where(inArray(accessModules.code, [VIP_MODULE_CODE, STOCK_POOL_MODULE_CODE]));
    const moduleOf = (lock: 'vip' | 'pool' | null) =>
      lock === null ? null : (modules.find((m) => m.code === (lock === 'vip' ? VIP_MODULE_CODE : STOCK_POOL_MODULE_CODE))?.id ?? null);
    const teacherRows = await tx.select({ id: teachers.id }).from(teachers).orderBy(asc(teachers.sort), asc(teachers.id));
    const teacherOf = (i: number) => teacherRows[i % Math.max(1, teacherRows.length)]?.id ?? null;

    // The widget's cards open their own race.
    const races = await tx.select({ id: stockRaces.id, title: stockRaces.title, link: stockRaces.link, startAt: stockRaces.startAt, pic: stockRaces.pic }).from(stockRaces).orderBy(asc(stockRaces.id));
    for (const race of races.filter((r) => r.link === RACE_PAGE)) {
      await tx.update(stockRaces).set({ link: `${RACE_PAGE}?id=${race.id}` }).where(eq(stockRaces.id, race.id));
    }

    const [running] = await tx.select({ id: stockRaceCategories.id }).from(stockRaceCategories).where(eq(stockRaceCategories.name, '进行中'));
    const showcaseStart = daysBack(today, 120);
    const [showcase] = await tx
      .insert(stockRaces)
      .values({
        categoryId: running?.id ?? null,
        title: SHOWCASE_RACE_TITLE,
        pic: races[0]?.pic ?? '',
        content: '五位老师各以 100 万模拟资金实盘模拟，按 A 股真实规则交易（T+1、整手、涨跌停、佣金与印花税），收益率实时排名，持仓与成交全程公开。',
        link: RACE_PAGE,
        sort: -1,
        startAt: new Date(`${showcaseStart}T09:30:00+08:00`),
      })
      .returning({ id: stockRaces.id });
    await tx.update(stockRaces).set({ link: `${RACE_PAGE}?id=${showcase.id}` }).where(eq(stockRaces.id, showcase.id));

    const entryRows = SHOWCASE_ENTRIES.map((e, sort) => ({
      raceId: showcase.id,
      teacherId: teacherOf(e.teacherIndex),
      moduleId: moduleOf(e.lock),
      title: e.title,
      capital: e.capital,
      startDay: showcaseStart,
      symbols: e.symbols,
      seed: `showcase-${sort + 1}`,
      sort,
    }));
    const period = races.find((r) => r.title.startsWith('第12期'));
    if (period) {
      const start = firstTradingDayFrom(shanghaiDay(period.startAt.getTime()));
      entryRows.push(
        ...PERIOD_ENTRIES.map((e, sort) => ({
          raceId: period.id,
          teacherId: teacherOf(e.teacherIndex),
          moduleId: moduleOf(e.lock),
          title: e.title,
          capital: e.capital,
          startDay: start,
          symbols: e.symbols,
          seed: `period12-${sort + 1}`,
          sort,
        })),
      );
    }
    await tx.insert(stockRaceEntries).values(entryRows);

    for (const [sort, pool] of DEMO_POOLS.entries()) {
      const [row] = await tx
        .insert(stockPools)
        .values({ title: pool.title, description: pool.description, teacherId: teacherOf(pool.teacherIndex), moduleId: moduleOf(pool.lock), sort })
        .returning({ id: stockPools.id });
      await tx.insert(stockPoolItems).values(
        pool.items.map((item) => ({
          poolId: row.id,
          symbol: item.symbol,
          entryDay: daysBack(today, item.daysAgo),
          exitDay: item.exitDaysAgo === undefined ? null : daysBack(today, item.exitDaysAgo),
          reason: item.reason,
        })),
      );
    }
    return true;
  });
}

/** For tests: the seeded showcase race's id. */
export async function showcaseRaceId(db: Db): Promise<number | null> {
  const [row] = await db.select({ id: stockRaces.id }).from(stockRaces).where(and(eq(stockRaces.title, SHOWCASE_RACE_TITLE)));
  return row?.id ?? null;
}
