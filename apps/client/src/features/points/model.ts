/** 我的积分: month arithmetic, amount texts and tones for the page (pure, unit-tested). */
import { POINTS_TEXT, type PointsInfo } from '@caixue/contract';

const MONTH = /^(\d{4})-(\d{2})$/;

/** The month YYYY-MM of a China date YYYY-MM-DD (the server's `today`). */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** The month `delta` months from `month` (YYYY-MM). */
export function shiftMonth(month: string, delta: number): string {
  const match = MONTH.exec(month);
  if (!match) return month;
  const index = Number(match[1]) * 12 + Number(match[2]) - 1 + delta;
  const year = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return `${year}-${String(m).padStart(2, '0')}`;
}

/** 2026年11月 */
export function monthLabel(month: string): string {
  const match = MONTH.exec(month);
  return match ? `${match[1]}年${Number(match[2])}月` : month;
}

/** Later months than the current one have no entries: the switcher stops there. */
export function canGoNext(month: string, current: string): boolean {
  return month < current;
}

/** +5 / -298 */
export function amountText(amount: number): string {
  return amount > 0 ? `+${amount}` : String(amount);
}

export type AmountTone = 'plus' | 'minus';

export function amountTone(amount: number): AmountTone {
  return amount >= 0 ? 'plus' : 'minus';
}

/** The time part shown in a ledger row: MM-dd HH:mm of a yyyy-MM-dd HH:mm:ss China time. */
export function rowTime(createTime: string): string {
  return createTime.length >= 16 ? createTime.slice(5, 16) : createTime;
}

/** The sign button's text. */
export function signButtonText(info: Pick<PointsInfo, 'signedToday' | 'todayPoints'>): string {
  return info.signedToday ? POINTS_TEXT.signed : `${POINTS_TEXT.signButton} +${info.todayPoints}`;
}

/** The line over the week: 已连续签到 N 天, or what today brings when no streak runs. */
export function streakLine(info: Pick<PointsInfo, 'signedToday' | 'streakDays' | 'todayPoints'>): string {
  if (info.streakDays > 0) return POINTS_TEXT.streak(info.streakDays);
  return `今日签到可得 ${info.todayPoints} 积分，连续签到奖励更多`;
}

/** The label under a day of the week: 今天 for today's cell, else 第N天. */
export function dayLabel(day: { day: number; today: boolean }): string {
  return day.today ? '今天' : POINTS_TEXT.day(day.day);
}

export const POINTS_RULE_LINES = [
  '每日签到可得积分，连续签到 7 天为一轮：5、5、10、10、15、15、30，断签后从第 1 天重新开始',
  '购买会员服务，每实付 1 元得 1 积分；订单退款时扣回对应积分（余额不足时扣至 0）',
  '分享内容每次得 2 积分，每天最多 3 次',
] as const;
