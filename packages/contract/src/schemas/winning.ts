import { Type, type Static } from '@sinclair/typebox';
import { IdDescribed, IdSchema, literalUnion, Nullable, PageNumSchema, PageSizeSchema } from './common';
import { WHEEL_PRIZE_KINDS, WINNING_RULES, WINNING_STATES, WINNING_TEXT } from '../winning';

/** The prize wheel (issue 17; SPEC §2 liveVideo/winning). The server decides every draw. */

export const WheelPrizeKindSchema = literalUnion(WHEEL_PRIZE_KINDS, { description: 'points 积分，coupon 优惠券，goods 实物，thanks 谢谢参与' });
export const WinningStateSchema = literalUnion(WINNING_STATES, { description: 'none 未中奖，credited 已到账，address 待填写地址，pending 待发货，shipped 已发货' });
export const WheelActivityStatusSchema = literalUnion(['upcoming', 'running', 'ended'] as const);

export const WheelPrizeSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: WheelPrizeKindSchema,
  kindText: Type.String(),
  pic: Type.String(),
  /** Points of a points prize (0 otherwise). */
  points: Type.Integer(),
  /** The chance now, in percent with up to 2 decimals, over the prizes still in stock (0 when out of stock). */
  odds: Type.Number({ description: '当前中奖概率（%），按仍有库存的奖品权重计算' }),
  inStock: Type.Boolean(),
});
export type WheelPrize = Static<typeof WheelPrizeSchema>;

export const WheelActivitySummarySchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  pic: Type.String(),
  startTime: Type.String({ description: 'yyyy-MM-dd HH:mm（中国时间）' }),
  endTime: Type.String(),
  status: WheelActivityStatusSchema,
  statusText: Type.String(),
});
export type WheelActivitySummary = Static<typeof WheelActivitySummarySchema>;

export const WheelActivitySchema = Type.Composite([
  WheelActivitySummarySchema,
  Type.Object({
    rules: Type.Array(Type.String(), { description: '活动规则，每条一行' }),
    dailyDraws: Type.Integer({ description: '每人每天可抽次数（中国自然日）' }),
    levelName: Nullable(Type.String({ description: '仅限此会员等级参与；null 为所有会员' })),
    prizes: Type.Array(WheelPrizeSchema, { description: '转盘上的奖品，按顺时针顺序' }),
    /** For a member: draws left today; null for a visitor. */
    remainingToday: Nullable(Type.Integer()),
    /** Why this viewer may not draw now (not started, ended, level, login); null when they may. */
    blockedReason: Nullable(Type.String()),
  }),
]);
export type WheelActivity = Static<typeof WheelActivitySchema>;

export const WinningRecordSchema = Type.Object({
  id: Type.Integer(),
  activityId: Type.Integer(),
  activityTitle: Type.String(),
  prizeId: Nullable(Type.Integer()),
  prizeName: Type.String(),
  kind: WheelPrizeKindSchema,
  kindText: Type.String(),
  pic: Type.String(),
  points: Type.Integer(),
  couponId: Nullable(Type.Integer()),
  state: WinningStateSchema,
  stateText: Type.String(),
  receiverName: Type.String(),
  receiverMobile: Type.String({ description: '收货手机号（本人可见）' }),
  receiverAddress: Type.String(),
  shipTime: Type.String({ description: '发货时间；未发货为空' }),
  createTime: Type.String({ description: 'yyyy-MM-dd HH:mm:ss（中国时间）' }),
});
export type WinningRecord = Static<typeof WinningRecordSchema>;

export const RecentWinnerSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: '打码的会员名' }),
  prizeName: Type.String(),
  createTime: Type.String(),
});
export type RecentWinner = Static<typeof RecentWinnerSchema>;

export const DrawBodySchema = Type.Object({
    activityId: IdDescribed('活动编号'),
    requestId: Type.String({
      pattern: WINNING_RULES.requestIdPattern,
      description: '本次点击的请求编号：重试同一编号只抽一次',
      'x-message': WINNING_TEXT.requestIdInvalid,
    }),
});
export type DrawBody = Static<typeof DrawBodySchema>;

export const DrawResultSchema = Type.Object({
  record: WinningRecordSchema,
  /** The prize's position on the wheel (index in the activity's prizes); the wheel stops there. */
  prizeIndex: Type.Integer(),
  remainingToday: Type.Integer(),
});
export type DrawResult = Static<typeof DrawResultSchema>;

export const WinningListQuerySchema = Type.Object({
  activityId: Type.Optional(IdDescribed('活动编号；缺省为全部活动')),
  pageNum: Type.Optional(PageNumSchema),
  pageSize: Type.Optional(PageSizeSchema),
});
export type WinningListQuery = Static<typeof WinningListQuerySchema>;

export const RecentWinnersQuerySchema = Type.Object({ activityId: Type.Optional(IdDescribed('活动编号；缺省为全部活动')) });

export const WinningAddressBodySchema = Type.Object({
    id: IdDescribed('中奖记录编号'),
    name: Type.String({ minLength: 1, maxLength: WINNING_RULES.receiverNameMax, 'x-message': WINNING_TEXT.nameInvalid }),
    mobile: Type.String({ pattern: WINNING_RULES.mobilePattern, 'x-message': WINNING_TEXT.mobileInvalid }),
    address: Type.String({ minLength: 5, maxLength: WINNING_RULES.receiverAddressMax, 'x-message': WINNING_TEXT.addressInvalid }),
});
export type WinningAddressBody = Static<typeof WinningAddressBodySchema>;

export const WinningShipBodySchema = Type.Object({ id: IdSchema });
export type WinningShipBody = Static<typeof WinningShipBodySchema>;
