import { Type, type Static } from '@sinclair/typebox';
import { AccessModuleRefSchema } from './access-levels';
import { IdDescribed, IdSchema, PageQuerySchema, TeacherRefSchema } from './common';
import { CycleUnitSchema } from './course';

/**
 * Goods: subscription products (issue 13 "Goods"; SPEC §2 goods pages, §3 list row fields, §5 price).
 * A goods item sells one member level (with its modules) for a period. The price line follows the
 * course rows: `price` in yuan as text ('0' is free), `cycle` + `cycleUnit`, `isShowPrice`; `priceFen`
 * is the same amount in fen for order code (the server, never the client, prices an order).
 */

export const GOODS_TEXT = {
  goodsNotFound: '商品不存在',
  offSale: '该商品已下架',
  goodsIdsInvalid: '商品编号格式不正确',
  /** A sealed goods-ids token that does not open (tampered, cut, or sealed by another server). */
  goodsLinkInvalid: '产品链接无效或已失效，请从产品中心查看',
} as const;

export const RiskLevelSchema = Type.Union(
  [Type.Literal('R1'), Type.Literal('R2'), Type.Literal('R3'), Type.Literal('R4'), Type.Literal('R5')],
  { description: '产品风险等级 R1（低）-R5（高）' },
);
export type RiskLevel = Static<typeof RiskLevelSchema>;

export const GoodsLevelSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  modules: Type.Array(AccessModuleRefSchema, { description: '购买后开通的模块' }),
});
export type GoodsLevel = Static<typeof GoodsLevelSchema>;

export const GoodsSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String({ description: '一句话简介' }),
  pic: Type.String({ description: '封面' }),
  price: Type.String({ description: "价格（元），'0' 为免费（与课程行相同）" }),
  priceFen: Type.Integer({ minimum: 0, description: '价格（分）' }),
  cycle: Type.Integer({ minimum: 1, description: '服务周期数量' }),
  cycleUnit: CycleUnitSchema,
  isShowPrice: Type.Union([Type.Literal(0), Type.Literal(1)]),
  grantDays: Type.Integer({ minimum: 1, description: '购买一次开通的天数' }),
  riskLevel: RiskLevelSchema,
  onSale: Type.Boolean({ description: 'false：已下架（旧链接仍可打开详情，不可购买）' }),
  levelId: Type.Integer(),
  levelName: Type.String(),
  teachers: Type.Array(TeacherRefSchema),
});
export type Goods = Static<typeof GoodsSchema>;

export const GoodsInfoSchema = Type.Object({
  ...GoodsSchema.properties,
  content: Type.String({ description: '产品介绍（已净化的 HTML）' }),
  level: GoodsLevelSchema,
});
export type GoodsInfo = Static<typeof GoodsInfoSchema>;

/** The product centre: on-sale goods grouped by the level they sell. */
export const GoodsIndexGroupSchema = Type.Object({
  level: Type.Object({ id: Type.Integer(), name: Type.String(), description: Type.String() }),
  goods: Type.Array(GoodsSchema),
});
export type GoodsIndexGroup = Static<typeof GoodsIndexGroupSchema>;

export const GoodsListQuerySchema = Type.Object({
  ...PageQuerySchema.properties,
  teacherId: Type.Optional(IdDescribed('只列该老师的商品')),
  levelId: Type.Optional(IdDescribed('只列开通该等级的商品（无权限页「了解产品」）')),
  goodsIds: Type.Optional(
    Type.String({
      // Plain ids, or the sealed token of the nav answers' noPermissionLink (modules/goods/goods-link.ts).
      pattern: '^(\\d{1,10}(,\\d{1,10}){0,49}|g1\\.[A-Za-z0-9_-]{38,800})$',
      description: '只列这些商品：逗号分隔的编号（最多 50 个），或链接权限 noPermissionLink 里加密的 g1.… 令牌（按钮显示「产品介绍」）',
      examples: ['2', '1,2'],
      'x-message': GOODS_TEXT.goodsIdsInvalid,
    }),
  ),
});

export const GoodsIdParamsSchema = Type.Object({ id: IdSchema });
