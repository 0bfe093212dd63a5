import { RACE_RULES, type TradeSide } from '@caixue/contract';

/**
 * The race engine's book-keeping (pure, no I/O): a simulated A-share account that refuses what a real
 * broker refuses. Money is kept in integer cents and prices in integer ticks (0.01 yuan), so fees and
 * P&L add up to the cent.
 *
 * Rules (README "Stock races and pools"):
 * - T+1: shares bought on a day cannot be sold that day;
 * - lots: buys in multiples of 100 shares; a sell is a multiple of 100 or the whole position;
 * - limits: no buy at (or above) the day's limit-up price, no sell at (or below) the limit-down price;
 * - fees: commission 万分之2.5 of the amount, at least ¥5, on both sides; stamp duty 0.05% on sells
 *   (each rounded half up to the cent); no transfer fee;
 * - cash: a buy must be paid in full (amount plus commission) from the cash.
 * Cost basis: the average cost including buying fees; a sell takes out its share of the cost, and its
 * realised profit is the proceeds minus its fees minus that cost.
 */

export type RejectReason = 'lot' | 'limitUp' | 'limitDown' | 'cash' | 'tPlusOne' | 'noPosition' | 'quantity';

export const REJECT_TEXT: Record<RejectReason, string> = {
  lot: '买入数量须为100股的整数倍',
  limitUp: '涨停价不能买入',
  limitDown: '跌停价不能卖出',
  cash: '可用资金不足',
  tPlusOne: '可卖数量不足（当日买入的股份次日才能卖出）',
  noPosition: '没有该股票的持仓',
  quantity: '委托数量须大于0',
};

export interface Order {
  symbol: string;
  side: TradeSide;
  /** Shares. */
  quantity: number;
  /** Ticks (cents). */
  price: number;
  /** The day's limit prices in ticks (null: no limit). */
  limitUp: number | null;
  limitDown: number | null;
  /** HH:MM, for the record. */
  time: string;
}

export interface Fill {
  seq: number;
  day: string;
  time: string;
  symbol: string;
  side: TradeSide;
  quantity: number;
  price: number;
  /** All in cents. */
  amount: number;
  commission: number;
  stampDuty: number;
  /** Sells: realised profit in cents and its cost in cents; buys: null. */
  profit: number | null;
  cost: number | null;
}

export interface Position {
  symbol: string;
  quantity: number;
  /** Shares bought on the current day (not sellable until the next). */
  boughtToday: number;
  /** Total cost in cents (amounts plus buying fees, less what sells took out); fractional. */
  cost: number;
  firstBuyDay: string;
}

export type OrderResult = { ok: true; fill: Fill } | { ok: false; reason: RejectReason };

/** Half up to the cent (amounts are positive). */
const cents = (x: number) => Math.floor(x + 0.5 + 1e-9);

export function commissionOf(amountCents: number): number {
  return Math.max(RACE_RULES.commissionMin * 100, cents(amountCents * RACE_RULES.commissionRate));
}

export function stampDutyOf(side: TradeSide, amountCents: number): number {
  return side === 'sell' ? cents(amountCents * RACE_RULES.stampDutyRate) : 0;
}

export class Account {
  cash: number;
  day = '';
  readonly positions = new Map<string, Position>();
  readonly fills: Fill[] = [];

  /** @param capital cents */
  constructor(readonly capital: number) {
    this.cash = capital;
  }

  /** Moves to a new trading day: yesterday's buys become sellable. */
  open(day: string): void {
    if (day === this.day) return;
    this.day = day;
    for (const p of this.positions.values()) p.boughtToday = 0;
  }

  sellable(symbol: string): number {
    const p = this.positions.get(symbol);
    return p ? p.quantity - p.boughtToday : 0;
  }

  place(order: Order): OrderResult {
    const { symbol, side, quantity, price } = order;
    if (!Number.isInteger(quantity) || quantity <= 0) return { ok: false, reason: 'quantity' };
    const amount = price * quantity;
    const commission = commissionOf(amount);
    const stampDuty = stampDutyOf(side, amount);
    if (side === 'buy') {
      if (quantity % RACE_RULES.lot !== 0) return { ok: false, reason: 'lot' };
      if (order.limitUp !== null && price >= order.limitUp) return { ok: false, reason: 'limitUp' };
      if (amount + commission > this.cash) return { ok: false, reason: 'cash' };
      this.cash -= amount + commission;
      const p = this.positions.get(symbol) ?? { symbol, quantity: 0, boughtToday: 0, cost: 0, firstBuyDay: this.day };
      p.quantity += quantity;
      p.boughtToday += quantity;
      p.cost += amount + commission;
      this.positions.set(symbol, p);
      return { ok: true, fill: this.record(order, amount, commission, 0, null, null) };
    }
    const p = this.positions.get(symbol);
    if (!p || p.quantity === 0) return { ok: false, reason: 'noPosition' };
    if (quantity > p.quantity - p.boughtToday) return { ok: false, reason: 'tPlusOne' };
    if (quantity % RACE_RULES.lot !== 0 && quantity !== p.quantity) return { ok: false, reason: 'lot' };
    if (order.limitDown !== null && price <= order.limitDown) return { ok: false, reason: 'limitDown' };
    const cost = quantity === p.quantity ? p.cost : (p.cost * quantity) / p.quantity;
    const proceeds = amount - commission - stampDuty;
    this.cash += proceeds;
    p.quantity -= quantity;
    p.cost -= cost;
    if (p.quantity === 0) this.positions.delete(symbol);
    return { ok: true, fill: this.record(order, amount, commission, stampDuty, proceeds - cost, cost) };
  }

  /** Cash plus the positions at the given prices (ticks; a missing price counts the cost). */
  value(prices: ReadonlyMap<string, number>): number {
    let total = this.cash;
    for (const p of this.positions.values()) total += (prices.get(p.symbol) ?? p.cost / p.quantity) * p.quantity;
    return total;
  }

  private record(order: Order, amount: number, commission: number, stampDuty: number, profit: number | null, cost: number | null): Fill {
    const fill: Fill = {
      seq: this.fills.length + 1,
      day: this.day,
      time: order.time,
      symbol: order.symbol,
      side: order.side,
      quantity: order.quantity,
      price: order.price,
      amount,
      commission,
      stampDuty,
      profit: profit === null ? null : Math.round(profit),
      cost,
    };
    this.fills.push(fill);
    return fill;
  }
}

/** A holding's figures at a price (ticks): cost price in yuan to 0.001, P&L in yuan, rates and weight in %. */
export function holdingFigures(p: Position, priceTicks: number, totalAssetsCents: number) {
  const marketValue = priceTicks * p.quantity;
  const profit = marketValue - p.cost;
  return {
    costPrice: Math.round(p.cost / p.quantity / 100 * 1000) / 1000,
    price: priceTicks / 100,
    marketValue: marketValue / 100,
    profit: Math.round(profit) / 100,
    profitRate: p.cost > 0 ? round2((profit / p.cost) * 100) : 0,
    weight: totalAssetsCents > 0 ? round2((marketValue / totalAssetsCents) * 100) : 0,
  };
}

export function round2(x: number): number {
  return Math.round((x + Number.EPSILON * Math.sign(x)) * 100) / 100;
}

/** Largest fall from a running peak, in % (positive). */
export function maxDrawdown(values: readonly number[]): number {
  let peak = -Infinity;
  let worst = 0;
  for (const v of values) {
    peak = Math.max(peak, v);
    if (peak > 0) worst = Math.max(worst, (peak - v) / peak);
  }
  return round2(worst * 100);
}
