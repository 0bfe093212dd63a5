/**
 * The prize wheel (issue 17, 幸运大转盘; SPEC §2 liveVideo/winning): rules and texts shared by the
 * server and the client (no TypeBox here; the shapes are in ./schemas/winning).
 *
 * The server alone decides a draw; the client only animates the wheel to the prize it was told.
 */

/** What a prize is: points and coupons are credited at once, goods are shipped, thanks is no prize. */
export const WHEEL_PRIZE_KINDS = ['points', 'coupon', 'goods', 'thanks'] as const;
export type WheelPrizeKind = (typeof WHEEL_PRIZE_KINDS)[number];

/**
 * A draw's state: none (谢谢参与), credited (points or coupon, at once), address (goods: waiting for the
 * delivery address), pending (待发货), shipped (已发货).
 */
export const WINNING_STATES = ['none', 'credited', 'address', 'pending', 'shipped'] as const;
export type WinningState = (typeof WINNING_STATES)[number];

export type WheelActivityStatus = 'upcoming' | 'running' | 'ended';

export const WINNING_RULES = {
  /** A draw's request id: a retried tap with the same id is the same draw. */
  requestIdPattern: '^[A-Za-z0-9_-]{8,64}$',
  /** Daily limits count per member per China day (Asia/Shanghai). */
  timeZone: 'Asia/Shanghai',
  /** Recent winners shown on the pages. */
  recentCount: 20,
  receiverNameMax: 20,
  receiverAddressMax: 120,
  mobilePattern: '^1[3-9]\\d{9}$',
} as const;

export const WINNING_TEXT = {
  title: '幸运大转盘',
  listTitle: '中奖记录',
  resultTitle: '抽奖结果',
  drawButton: '开始抽奖',
  drawing: '抽奖中…',
  thanks: '谢谢参与',
  remaining: (n: number) => `今日剩余 ${n} 次`,
  dailyDraws: (n: number) => `每人每天 ${n} 次`,
  limitReached: '今日抽奖次数已用完，明天再来吧',
  notStarted: '活动尚未开始',
  ended: '活动已结束',
  levelOnly: (level: string) => `本活动仅限${level}参与`,
  activityNotFound: '活动不存在',
  recordNotFound: '中奖记录不存在',
  loginToDraw: '登录后即可抽奖',
  requestIdInvalid: '请求编号格式不正确',
  prizes: '奖品与中奖概率',
  rules: '活动规则',
  recent: '最新中奖',
  mine: '我的中奖',
  emptyMine: '还没有中奖记录，去转一转吧',
  emptyRecent: '暂无中奖记录',
  won: (name: string) => `恭喜获得 ${name}`,
  lost: '很遗憾，没有中奖',
  viewResult: '查看详情',
  drawAgain: '再抽一次',
  address: '收货地址',
  addressTitle: '填写收货地址',
  receiverName: '收货人',
  receiverMobile: '手机号码',
  receiverAddress: '详细地址',
  addressSubmit: '提交地址',
  addressSaved: '地址已提交，我们会尽快发货',
  addressLocked: '奖品已发货，地址不能再修改',
  addressNotNeeded: '该奖品无需填写地址',
  nameInvalid: '请填写收货人（1-20 个字）',
  mobileInvalid: '请填写正确的手机号码',
  addressInvalid: '请填写详细地址（5-120 个字）',
  shipForbidden: '无权操作发货',
  shipNotReady: '该奖品还不能发货',
  kinds: { points: '积分', coupon: '优惠券', goods: '实物奖品', thanks: '谢谢参与' } satisfies Record<WheelPrizeKind, string>,
  states: { none: '未中奖', credited: '已到账', address: '待填写地址', pending: '待发货', shipped: '已发货' } satisfies Record<WinningState, string>,
  status: { upcoming: '未开始', running: '进行中', ended: '已结束' } satisfies Record<WheelActivityStatus, string>,
  loadError: '加载失败，请稍后再试',
  retry: '重新加载',
  entry: '幸运大转盘',
} as const;

/**
 * A name shown among the recent winners: the first character and a star for names, the first three
 * and last four digits for a mobile ("138****0001"); empty: 匿名用户.
 */
export function maskWinnerName(name: string): string {
  const text = name.trim();
  if (/^\d{11}$/.test(text)) return `${text.slice(0, 3)}****${text.slice(7)}`;
  const chars = [...text];
  if (chars.length === 0) return '匿名用户';
  if (chars.length === 1) return `${chars[0]}*`;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(Math.min(chars.length - 2, 3))}${chars[chars.length - 1]}`;
}

export type {
  WheelActivity,
  WheelActivitySummary,
  WheelPrize,
  WinningRecord,
  RecentWinner,
  DrawBody,
  DrawResult,
  WinningAddressBody,
  WinningListQuery,
  WinningShipBody,
} from './schemas/winning';
