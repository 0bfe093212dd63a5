import { Type, type Static } from '@sinclair/typebox';
import { literalUnion, PageNumSchema, PageSizeSchema } from './common';
import { POINTS_MONTH_PATTERN, POINTS_TEXT, POINTS_TYPES } from '../points';

/** Integral points (issue 14; SPEC §2 mine/integral). The server computes every amount. */

export const PointsTypeSchema = literalUnion(POINTS_TYPES, { description: 'sign 签到，purchase 购物奖励，share 分享，refund 退款扣回，deduct 下单抵扣，deductBack 抵扣退回，prize 抽奖奖励' });

export const PointsDaySchema = Type.Object({
  day: Type.Integer({ minimum: 1, maximum: 7, description: '连续签到第几天（1..7）' }),
  points: Type.Integer({ description: '这一天签到的积分' }),
  signed: Type.Boolean({ description: '本轮已签到' }),
  today: Type.Boolean({ description: '今天（已签或可签）的那一格' }),
});
export type PointsDay = Static<typeof PointsDaySchema>;

export const PointsInfoSchema = Type.Object({
  balance: Type.Integer({ minimum: 0, description: '积分余额（明细之和）' }),
  signedToday: Type.Boolean(),
  streakDays: Type.Integer({ minimum: 0, description: '连续签到天数（含今天，若今天已签）' }),
  todayPoints: Type.Integer({ description: '今天签到的积分（已签：所得；未签：可得）' }),
  week: Type.Array(PointsDaySchema, { description: '本轮 7 天' }),
  today: Type.String({ description: '中国日期 YYYY-MM-DD' }),
});
export type PointsInfo = Static<typeof PointsInfoSchema>;

export const PointsEntrySchema = Type.Object({
  id: Type.Integer(),
  amount: Type.Integer({ description: '正数为获得，负数为扣减' }),
  type: PointsTypeSchema,
  typeText: Type.String(),
  note: Type.String(),
  createTime: Type.String({ description: 'yyyy-MM-dd HH:mm:ss（中国时间）' }),
});
export type PointsEntry = Static<typeof PointsEntrySchema>;

export const PointsListQuerySchema = Type.Object({
  month: Type.Optional(Type.String({ pattern: POINTS_MONTH_PATTERN, description: '月份 YYYY-MM（中国时间），缺省为本月', 'x-message': POINTS_TEXT.monthInvalid })),
  pageNum: Type.Optional(PageNumSchema),
  pageSize: Type.Optional(PageSizeSchema),
});
export type PointsListQuery = Static<typeof PointsListQuerySchema>;

export const PointsSignResultSchema = Type.Object({
  points: Type.Integer({ description: '本次签到所得' }),
  info: PointsInfoSchema,
});
export type PointsSignResult = Static<typeof PointsSignResultSchema>;
