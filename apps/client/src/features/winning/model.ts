import { WINNING_RULES, WINNING_TEXT, type WheelActivity, type WheelPrize, type WinningAddressBody, type WinningRecord } from '@caixue/contract';

/** Pure logic of the prize wheel pages (unit-tested in model.test.ts). */

export const WINNING_PAGES = {
  detail: '/pages/liveVideo/winning/detail/index',
  list: '/pages/liveVideo/winning/list/index',
  result: '/pages/liveVideo/winning/result/index',
} as const;

/** A new request id per tap: a retried request (the network) carries the same one, so it is one draw. */
export function newRequestId(random: () => number = Math.random, now: number = Date.now()): string {
  const part = () => Math.floor(random() * 36 ** 6).toString(36).padStart(6, '0');
  return `w${now.toString(36)}${part()}${part()}`;
}

/** The wheel's segment colours: alternating warm tones, 谢谢参与 paler. */
const SEGMENT_COLORS = ['#fff4e0', '#ffd7a0'] as const;
const THANKS_COLOR = '#fffaf2';

export interface WheelSegment {
  text: string;
  sub: string;
  background: string;
}

/** What each segment of the wheel shows, clockwise from the top. */
export function wheelSegments(prizes: readonly WheelPrize[]): WheelSegment[] {
  return prizes.map((p, i) => ({
    text: p.name,
    sub: p.kind === 'thanks' ? '' : p.inStock ? p.kindText : '已抽完',
    background: p.kind === 'thanks' ? THANKS_COLOR : SEGMENT_COLORS[i % SEGMENT_COLORS.length]!,
  }));
}

/** 12.5 -> '12.5%', 0.25 -> '0.25%', 0 -> '0%'. */
export function oddsText(odds: number): string {
  return `${Number(odds.toFixed(2))}%`;
}

/** The line under the wheel: draws left, or why this viewer cannot draw. */
export function drawHint(activity: Pick<WheelActivity, 'remainingToday' | 'blockedReason' | 'dailyDraws'>): string {
  if (activity.blockedReason) return activity.blockedReason;
  if (activity.remainingToday === null) return WINNING_TEXT.dailyDraws(activity.dailyDraws);
  return WINNING_TEXT.remaining(activity.remainingToday);
}

/** What a tap on 开始抽奖 does before any call. */
export type DrawGate = { kind: 'login' } | { kind: 'refuse'; message: string } | { kind: 'draw' };

export function drawGate(activity: Pick<WheelActivity, 'remainingToday' | 'blockedReason'>, loggedIn: boolean): DrawGate {
  if (!loggedIn) return { kind: 'login' };
  if (activity.blockedReason && activity.blockedReason !== WINNING_TEXT.loginToDraw) return { kind: 'refuse', message: activity.blockedReason };
  if (activity.remainingToday !== null && activity.remainingToday <= 0) return { kind: 'refuse', message: WINNING_TEXT.limitReached };
  return { kind: 'draw' };
}

/** The result line of a draw. */
export function resultTitle(record: Pick<WinningRecord, 'state' | 'prizeName'>): string {
  return record.state === 'none' ? WINNING_TEXT.lost : WINNING_TEXT.won(record.prizeName);
}

/** What the result says happens next. */
export function resultNote(record: Pick<WinningRecord, 'kind' | 'state' | 'points'>): string {
  if (record.kind === 'points') return `${record.points} 积分已存入「我的积分」`;
  if (record.kind === 'coupon') return '优惠券已放入「我的优惠券」';
  if (record.kind === 'goods') {
    if (record.state === 'address') return '请填写收货地址，我们将尽快为您发货';
    if (record.state === 'pending') return '已收到您的地址，奖品待发货';
    return '奖品已发货，请留意查收';
  }
  return '别灰心，明天再来试试手气';
}

/** Tone of a state badge. */
export function stateTone(state: WinningRecord['state']): 'done' | 'todo' | 'muted' {
  if (state === 'credited' || state === 'shipped') return 'done';
  if (state === 'address' || state === 'pending') return 'todo';
  return 'muted';
}

export interface AddressForm {
  name: string;
  mobile: string;
  address: string;
}

const MOBILE = new RegExp(WINNING_RULES.mobilePattern);

/** The first problem of the form (nothing is sent while there is one), or null. */
export function addressProblem(form: AddressForm): string | null {
  const name = form.name.trim();
  if (name.length === 0 || [...name].length > WINNING_RULES.receiverNameMax) return WINNING_TEXT.nameInvalid;
  if (!MOBILE.test(form.mobile.trim())) return WINNING_TEXT.mobileInvalid;
  const address = [...form.address.trim()].length;
  if (address < 5 || address > WINNING_RULES.receiverAddressMax) return WINNING_TEXT.addressInvalid;
  return null;
}

export function addressBody(id: number, form: AddressForm): WinningAddressBody {
  return { id, name: form.name.trim(), mobile: form.mobile.trim(), address: form.address.trim() };
}

/** 'yyyy-MM-dd HH:mm:ss' -> 'MM-dd HH:mm'. */
export function shortTime(time: string): string {
  return time.length >= 16 ? time.slice(5, 16) : time;
}
