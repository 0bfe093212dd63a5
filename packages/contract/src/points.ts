/**
 * Integral points (issue 14, 我的积分): the rules and texts shared by the server and the client (no
 * TypeBox here; the shapes are in ./schemas/points and their types re-exported below).
 *
 * The ledger is append-only; the balance is the sum of its entries. Every entry carries a business
 * type and a business id that is unique per member, so a retried event never counts twice.
 */

/** Business types of ledger entries: deduct (checkout, keyed by the order number) and deductBack (its return on cancel, close or refund); prize (the prize wheel, keyed by the draw's request id). */
export const POINTS_TYPES = ['sign', 'purchase', 'share', 'refund', 'deduct', 'deductBack', 'prize'] as const;
export type PointsType = (typeof POINTS_TYPES)[number];

export const POINTS_RULES = {
  /** Points for signing in on day 1..7 of a streak of consecutive China days; day 8 starts again at day 1. */
  signCycle: [5, 5, 10, 10, 15, 15, 30] as readonly number[],
  /** Points per whole yuan paid for an order (floor; a free order earns nothing). */
  pointsPerYuan: 1,
  /** Points per share. */
  sharePoints: 2,
  /** Share entries counted per China day; more shares that day earn nothing. */
  shareDailyMax: 3,
  /** The day that counts: China time. */
  timeZone: 'Asia/Shanghai',
} as const;

/** The ledger month query: YYYY-MM. */
export const POINTS_MONTH_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])$';

export const POINTS_TEXT = {
  title: '我的积分',
  balance: '当前积分',
  sign: '签到',
  signed: '今日已签到',
  signButton: '立即签到',
  alreadySigned: '今天已经签到过了，明天再来吧',
  signSuccess: (points: number) => `签到成功，积分 +${points}`,
  streak: (days: number) => `已连续签到 ${days} 天`,
  day: (n: number) => `第${n}天`,
  ledger: '积分明细',
  empty: '该月暂无积分记录',
  loadError: '积分加载失败，请稍后再试',
  retry: '重新加载',
  rules: '积分规则',
  types: { sign: '签到', purchase: '购物奖励', share: '分享', refund: '退款扣回', deduct: '下单抵扣', deductBack: '抵扣退回', prize: '抽奖奖励' } satisfies Record<PointsType, string>,
  monthInvalid: '月份格式应为 YYYY-MM',
} as const;

/** Points a sign-in on this day of the cycle (1..7) earns. */
export function signPoints(cycleDay: number): number {
  const cycle = POINTS_RULES.signCycle;
  return cycle[Math.min(Math.max(cycleDay, 1), cycle.length) - 1]!;
}

/** Points for an amount paid in fen (floor to whole yuan). */
export function purchasePoints(amountFen: number): number {
  return Math.floor(Math.max(0, amountFen) / 100) * POINTS_RULES.pointsPerYuan;
}

export type { PointsDay, PointsEntry, PointsInfo, PointsListQuery, PointsSignResult } from './schemas/points';
