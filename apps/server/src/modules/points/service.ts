import {
  CODE,
  POINTS_RULES,
  POINTS_TEXT,
  purchasePoints,
  signPoints,
  type PointsDay,
  type PointsEntry,
  type PointsInfo,
  type PointsListQuery,
  type PointsSignResult,
  type PointsType,
} from '@caixue/contract';
import type { Db } from '../../db/client';
import { BizError } from '../../errors';
import { paging, type Paged } from '../../paging';
import { balanceOf, countWithPrefix, findEntry, insertEntry, ledgerPage, lockMemberPoints, signEntries, type PointsRow } from './repo';

/**
 * Integral points (issue 14): the ledger's only writer. Every entry is keyed by (member, type,
 * business id) and inserted with ON CONFLICT DO NOTHING, so a retried event counts once. Debits
 * (refund reversals) take the member's lock and never take the balance below zero: a reversal is
 * limited to the balance left. Methods taking `db` run on the caller's transaction (the order's).
 */

const CHINA_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** The China (Asia/Shanghai, no daylight saving) date of an instant: YYYY-MM-DD. */
export function chinaDate(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** yyyy-MM-dd HH:mm:ss in China time. */
function chinaTime(value: Date): string {
  return new Date(value.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** The instants [from, to) of a China month YYYY-MM. */
export function chinaMonthRange(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(y, m - 1, 1) - CHINA_OFFSET_MS), to: new Date(Date.UTC(y, m, 1) - CHINA_OFFSET_MS) };
}

/** The day of the 7-day cycle for a streak of this many consecutive days. */
export function cycleDay(streak: number): number {
  const n = POINTS_RULES.signCycle.length;
  return ((Math.max(streak, 1) - 1) % n) + 1;
}

/** What the order module tells about an order (structural: the points module imports nothing of it). */
export interface PointsOrder {
  orderNo: string;
  memberId: number;
  amountFen: number;
  /** The goods title at ordering: the entry's note. */
  title?: string;
}

export interface PointsServiceDeps {
  db: Db;
  now: () => number;
}

export class PointsService {
  constructor(private readonly deps: PointsServiceDeps) {}

  async balance(memberId: number, db: Db = this.deps.db): Promise<number> {
    return balanceOf(db, memberId);
  }

  /** The balance under the member's lock, held until the caller's transaction ends (a checkout prices and deducts on it). */
  async lockedBalance(db: Db, memberId: number): Promise<number> {
    await lockMemberPoints(db, memberId);
    return balanceOf(db, memberId);
  }

  async info(memberId: number): Promise<PointsInfo> {
    const now = this.deps.now();
    const today = chinaDate(now);
    const yesterday = chinaDate(now - DAY_MS);
    const [rows, balance] = await Promise.all([signEntries(this.deps.db, memberId, [today, yesterday]), balanceOf(this.deps.db, memberId)]);
    const todayRow = rows.find((r) => r.businessId === today);
    const yesterdayRow = rows.find((r) => r.businessId === yesterday);
    const signedToday = Boolean(todayRow);
    const streakDays = todayRow ? (todayRow.streakDay ?? 1) : (yesterdayRow?.streakDay ?? 0);
    const current = signedToday ? cycleDay(streakDays) : cycleDay(streakDays + 1);
    const week: PointsDay[] = POINTS_RULES.signCycle.map((points, i) => {
      const day = i + 1;
      return { day, points, signed: signedToday ? day <= current : day < current, today: day === current };
    });
    return { balance, signedToday, streakDays, todayPoints: todayRow ? todayRow.amount : signPoints(current), week, today };
  }

  /** Today's sign-in: once per China day (the unique key is the date; concurrent taps make one entry). */
  async sign(memberId: number): Promise<PointsSignResult> {
    const now = this.deps.now();
    const today = chinaDate(now);
    const [yesterdayRow] = await signEntries(this.deps.db, memberId, [chinaDate(now - DAY_MS)]);
    const streak = (yesterdayRow?.streakDay ?? 0) + 1;
    const points = signPoints(cycleDay(streak));
    const row = await insertEntry(this.deps.db, {
      memberId,
      amount: points,
      type: 'sign',
      businessId: today,
      streakDay: streak,
      note: `连续签到第${streak}天`,
      createdAt: new Date(now),
    });
    if (!row) throw new BizError(CODE.badRequest, POINTS_TEXT.alreadySigned);
    return { points, info: await this.info(memberId) };
  }

  /** The ledger of one China month (default: this one), newest first. */
  async list(memberId: number, query: PointsListQuery): Promise<Paged<PointsEntry>> {
    const month = query.month ?? chinaDate(this.deps.now()).slice(0, 7);
    const { from, to } = chinaMonthRange(month);
    const { limit, offset } = paging(query);
    const { rows, total } = await ledgerPage(this.deps.db, memberId, from, to, limit, offset);
    return { rows: rows.map(toEntry), total };
  }

  /** An order reached FULFILLED: points per whole yuan paid, once per order. Runs on the order's transaction. */
  async orderFulfilled(db: Db, order: PointsOrder, now: Date): Promise<void> {
    const points = purchasePoints(order.amountFen);
    if (points <= 0) return;
    await insertEntry(db, { memberId: order.memberId, amount: points, type: 'purchase', businessId: order.orderNo, note: noteOf(order.title ? `购买 ${order.title}` : `订单 ${order.orderNo}`), createdAt: now });
  }

  /**
   * An order was REFUNDED: its purchase points are taken back, once per order, but never below a zero
   * balance (points already spent stay spent: the reversal takes what is left). Under the member's lock.
   */
  async orderRefunded(db: Db, order: PointsOrder, now: Date): Promise<void> {
    await lockMemberPoints(db, order.memberId);
    const credit = await findEntry(db, order.memberId, 'purchase', order.orderNo);
    if (!credit || credit.amount <= 0) return;
    const amount = Math.min(credit.amount, await balanceOf(db, order.memberId));
    if (amount <= 0) return;
    await insertEntry(db, { memberId: order.memberId, amount: -amount, type: 'refund', businessId: order.orderNo, note: noteOf(order.title ? `${order.title} 退款` : `订单 ${order.orderNo} 退款`), createdAt: now });
  }

  /**
   * Checkout deduction (issue 14): `points` taken from the member for this order, keyed by the order
   * number (a retry deducts once). Under the member's lock, checked against the balance in the same
   * transaction, so concurrent orders never take it below zero: false when the balance is short.
   * Runs on the order's transaction.
   */
  async deduct(db: Db, order: PointsOrder, points: number, now: Date): Promise<boolean> {
    if (points <= 0) return true;
    await lockMemberPoints(db, order.memberId);
    if (await findEntry(db, order.memberId, 'deduct', order.orderNo)) return true;
    if ((await balanceOf(db, order.memberId)) < points) return false;
    await insertEntry(db, { memberId: order.memberId, amount: -points, type: 'deduct', businessId: order.orderNo, note: noteOf(order.title ? `${order.title} 下单抵扣` : `订单 ${order.orderNo} 抵扣`), createdAt: now });
    return true;
  }

  /** The order's deduction given back (cancelled, closed or refunded), once per order. Runs on the order's transaction. */
  async deductBack(db: Db, order: PointsOrder, now: Date): Promise<void> {
    const deducted = await findEntry(db, order.memberId, 'deduct', order.orderNo);
    if (!deducted || deducted.amount >= 0) return;
    await insertEntry(db, { memberId: order.memberId, amount: -deducted.amount, type: 'deductBack', businessId: order.orderNo, note: noteOf(order.title ? `${order.title} 抵扣退回` : `订单 ${order.orderNo} 抵扣退回`), createdAt: now });
  }

  /**
   * A prize (the wheel, issue 17): `points` credited once per business key (the draw's request id;
   * a retried draw credits once). Runs on the draw's transaction. Answers whether this call credited.
   */
  async prizeWon(db: Db, memberId: number, points: number, businessId: string, note: string, now: Date): Promise<boolean> {
    if (points <= 0) return false;
    const row = await insertEntry(db, { memberId, amount: points, type: 'prize', businessId, note: noteOf(note), createdAt: now });
    return row !== null;
  }

  /**
   * A share: POINTS_RULES.sharePoints, at most shareDailyMax entries per China day (later shares earn
   * nothing). The business id is `<China date>:<n>`, counted under the member's lock. Answers the points earned.
   */
  async shared(memberId: number, db: Db = this.deps.db): Promise<number> {
    const now = this.deps.now();
    const today = chinaDate(now);
    return db.transaction(async (tx) => {
      await lockMemberPoints(tx, memberId);
      const n = await countWithPrefix(tx, memberId, 'share', `${today}:`);
      if (n >= POINTS_RULES.shareDailyMax) return 0;
      const row = await insertEntry(tx, { memberId, amount: POINTS_RULES.sharePoints, type: 'share', businessId: `${today}:${n + 1}`, note: '分享', createdAt: new Date(now) });
      return row ? row.amount : 0;
    });
  }
}

/** Notes fit the column (200): a long goods title must never fail the order's transaction. */
function noteOf(text: string): string {
  return [...text].slice(0, 200).join('');
}

function toEntry(row: PointsRow): PointsEntry {
  const type = row.type as PointsType;
  return { id: row.id, amount: row.amount, type, typeText: POINTS_TEXT.types[type] ?? row.type, note: row.note, createTime: chinaTime(row.createdAt) };
}
