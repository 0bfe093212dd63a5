import type { DailyBar, MarketData, MinuteBar } from '../../integrations/market/provider';
import { rng } from '../../integrations/market/prng';
import { limitPercent, limitTicks } from '../../integrations/market/rules';
import { boardOfCode, isSt } from '../../integrations/market/universe';
import { Account, type Order } from './engine';

/**
 * Runs one race entry (a teacher's simulated portfolio) over the market history: every trading day from
 * the start to the last day, the teacher's decisions come from a PRNG keyed by (entry seed, day) and the
 * day's bars, and each order goes through the engine's rules (engine.ts) at the price of a minute of that
 * day. Refused orders are not recorded, as a broker would not fill them. Same market, same seed, same
 * trades: nothing is stored but the entry's configuration.
 *
 * The teacher's habits: opens 2-3 positions early, holds at most 4, takes profit above +15% and cuts
 * losses below -8% (both tried at a random minute of the day), now and then trims half a position, and
 * buys one of their symbols with 18-30% of the assets when the dice say so.
 */

export interface EntryConfig {
  capital: number;
  startDay: string;
  endDay: string | null;
  symbols: readonly string[];
  seed: string;
}

export interface EntryRun {
  account: Account;
  days: string[];
  /** Total assets per day at the close, cents. */
  values: number[];
  /** 沪深300 change since the start per day, %. */
  benchmark: number[];
  /** Closing ticks of the last day (or the last close seen) per symbol. */
  closes: Map<string, number>;
  lastDay: string;
}

export const BENCHMARK_SYMBOL = 'sh000300';
const MAX_POSITIONS = 4;

const ticks = (price: number) => Math.round(price * 100);

export async function runEntry(market: MarketData, cfg: EntryConfig, lastDay: string, names: ReadonlyMap<string, string>): Promise<EntryRun> {
  const account = new Account(cfg.capital * 100);
  const to = cfg.endDay && cfg.endDay < lastDay ? cfg.endDay : lastDay;
  const days = cfg.startDay <= to ? market.calendar.tradingDays(cfg.startDay, to) : [];
  const bars = new Map<string, Map<string, DailyBar>>();
  for (const symbol of cfg.symbols) {
    const list = days.length > 0 ? await market.dailyBars(symbol, { from: days[0]!, to }) : [];
    bars.set(symbol, new Map(list.map((b) => [b.day, b])));
  }
  const benchBars = days.length > 0 ? await market.dailyBars(BENCHMARK_SYMBOL, { from: days[0]!, to }) : [];
  const benchBy = new Map(benchBars.map((b) => [b.day, b]));
  const benchBase = benchBars[0]?.preClose ?? 0;
  const closes = new Map<string, number>();
  const values: number[] = [];
  const benchmark: number[] = [];
  let lastBench = 0;

  const minuteOf = async (symbol: string, day: string, k: number): Promise<MinuteBar | null> => {
    const path = await market.minuteBars(symbol, day);
    return path[Math.min(k, path.length - 1)] ?? null;
  };
  const orderAt = async (symbol: string, side: Order['side'], quantity: number, bar: DailyBar, k: number): Promise<Order | null> => {
    const minute = await minuteOf(symbol, bar.day, k);
    if (!minute) return null;
    const percent = limitPercent('stock', boardOfCode(symbol.slice(2)), isSt(names.get(symbol) ?? ''));
    const limits = percent === null ? null : limitTicks(ticks(bar.preClose), percent);
    return { symbol, side, quantity, price: ticks(minute.price), limitUp: limits?.up ?? null, limitDown: limits?.down ?? null, time: minute.minute };
  };

  for (const day of days) {
    account.open(day);
    const dice = rng(`race|${cfg.seed}|${day}`);
    // Sells first (T+1: only what was bought before today can go).
    for (const p of [...account.positions.values()].sort((a, b) => a.symbol.localeCompare(b.symbol))) {
      const bar = bars.get(p.symbol)?.get(day);
      if (!bar) continue;
      const gain = (ticks(bar.close) * p.quantity) / p.cost - 1;
      const roll = dice.next();
      let quantity = 0;
      if (gain > 0.15 || gain < -0.08) quantity = p.quantity;
      else if (roll < 0.05) quantity = Math.floor(p.quantity / 200) * 100 || p.quantity;
      if (quantity === 0) continue;
      const order = await orderAt(p.symbol, 'sell', quantity, bar, 1 + Math.floor(dice.next() * 240));
      if (order) account.place(order);
    }
    // Then at most one buy a day.
    const total = account.value(closes);
    const wantBuy = account.positions.size < MAX_POSITIONS && dice.next() < (account.cash > total * 0.5 ? 0.8 : 0.25);
    if (wantBuy) {
      const free = cfg.symbols.filter((s) => !account.positions.has(s));
      const symbol = free[Math.floor(dice.next() * free.length)];
      const bar = symbol ? bars.get(symbol)?.get(day) : undefined;
      if (symbol && bar) {
        const share = 0.18 + 0.12 * dice.next();
        const order = await orderAt(symbol, 'buy', 0, bar, 1 + Math.floor(dice.next() * 240));
        if (order) {
          const budget = Math.min(total * share, account.cash * 0.99);
          order.quantity = Math.floor(budget / order.price / 100) * 100;
          if (order.quantity > 0) account.place(order);
        }
      }
    }
    for (const [symbol, byDay] of bars) {
      const bar = byDay.get(day);
      if (bar) closes.set(symbol, ticks(bar.close));
    }
    values.push(account.value(closes));
    const b = benchBy.get(day);
    if (b && benchBase > 0) lastBench = (b.close / benchBase - 1) * 100;
    benchmark.push(Math.round(lastBench * 100) / 100);
  }
  return { account, days, values, benchmark, closes, lastDay: days.at(-1) ?? cfg.startDay };
}
