import { Type, type Static } from '@sinclair/typebox';
import { IdDescribed, literalUnion, MOBILE_PATTERN, Nullable, PageQuerySchema } from './common';
import { COUPON_KINDS, COUPON_SOURCES, COUPON_STATES, COUPON_TABS } from '../coupon';

/**
 * Coupons and the checkout price (issue 14; SPEC §2 mine/coupon). Amounts are whole fen (`*Fen`)
 * with display texts beside them; every text and amount is made by the server.
 */

export const CouponKindSchema = literalUnion(COUPON_KINDS, { description: 'FULL_REDUCTION 满减，DISCOUNT 折扣，NO_THRESHOLD 无门槛' });
export const CouponStateSchema = literalUnion(COUPON_STATES, { description: 'UNUSED 未使用，LOCKED 待支付订单占用，USED 已使用，EXPIRED 已过期' });
export const CouponSourceSchema = literalUnion(COUPON_SOURCES, { description: 'claim 领取，register 新人礼包，prize 抽奖，grant 平台赠送' });

/** What a coupon template gives, as the cards show it (shared by a member's coupon and a claimable template). */
const CouponFaceProperties = {
  templateId: Type.Integer(),
  name: Type.String({ description: '券名，如「新人专享满减券」' }),
  kind: CouponKindSchema,
  kindText: Type.String({ description: '满减券 / 折扣券 / 无门槛券' }),
  /** FULL_REDUCTION and NO_THRESHOLD: the amount off (fen); DISCOUNT: 0. */
  amountFen: Type.Integer({ minimum: 0 }),
  /** DISCOUNT: the share paid in percent (85 = 8.5折); others 100. */
  payPercent: Type.Integer({ minimum: 1, maximum: 100 }),
  /** DISCOUNT: the most it takes off (fen). Others: 0. */
  capFen: Type.Integer({ minimum: 0 }),
  /** The price the goods must reach (fen); 0 for none. */
  thresholdFen: Type.Integer({ minimum: 0 }),
  /** The big figure of the card: '100' (yuan) or '8.5' (折). */
  faceText: Type.String(),
  /** '元' or '折'. */
  faceUnit: Type.String(),
  /** '满1000元可用' / '无门槛' / '满500元可用，最高减200元'. */
  conditionText: Type.String(),
  /** '全部商品可用' or '限「xxx」「yyy」可用'. */
  scopeText: Type.String(),
  /** The goods it applies to; empty: every goods item. */
  goodsIds: Type.Array(Type.Integer()),
};

export const CouponSchema = Type.Object({
  id: Type.Integer({ description: '会员优惠券编号（下单时的 couponId）' }),
  ...CouponFaceProperties,
  state: CouponStateSchema,
  stateText: Type.String(),
  source: CouponSourceSchema,
  validFrom: Type.String({ format: 'date-time' }),
  validUntil: Type.String({ format: 'date-time' }),
  /** '2026.11.24 - 2026.12.24' (China dates). */
  validityText: Type.String(),
  /** LOCKED / USED: the order. */
  orderNo: Nullable(Type.String()),
  usedAt: Nullable(Type.String({ format: 'date-time' })),
  /** 去使用: the goods page it leads to (one goods: its detail; several: the list of those; all: the product centre). */
  useUrl: Type.String(),
});
export type Coupon = Static<typeof CouponSchema>;

export const CouponListQuerySchema = Type.Object({
  ...PageQuerySchema.properties,
  tab: Type.Optional(literalUnion(COUPON_TABS, { default: 'unused' })),
});
export type CouponListQuery = Static<typeof CouponListQuerySchema>;

/** A template a member may claim (领券中心, the goods detail's 领券 row). */
export const CouponTemplateSchema = Type.Object({
  ...CouponFaceProperties,
  /** '领取后30天内有效' or '2026.11.24 - 2026.12.24'. */
  validityText: Type.String(),
  /** Left to claim in total. */
  remaining: Type.Integer({ minimum: 0 }),
  perMemberLimit: Type.Integer({ minimum: 1 }),
  /** How many this member holds of it (any state); 0 for visitors. */
  claimedCount: Type.Integer({ minimum: 0 }),
  claimable: Type.Boolean(),
  /** When not claimable: 已领取 / 已抢光 / 已达领取上限. */
  buttonText: Type.String(),
});
export type CouponTemplate = Static<typeof CouponTemplateSchema>;

export const CouponCentreQuerySchema = Type.Object({
  goodsId: Type.Optional(IdDescribed('只列出可用于该商品的券')),
});
export type CouponCentreQuery = Static<typeof CouponCentreQuerySchema>;

export const ClaimCouponBodySchema = Type.Object({ templateId: IdDescribed('优惠券模板') });
export type ClaimCouponBody = Static<typeof ClaimCouponBodySchema>;

/** Operator grant (admin role): the same request id twice grants once. */
export const GrantCouponBodySchema = Type.Object({
  templateId: IdDescribed('优惠券模板'),
  mobiles: Type.Array(Type.String({ pattern: MOBILE_PATTERN }), { minItems: 1, maxItems: 500 }),
  requestId: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$', description: '发放批次编号：重复提交只发一次' }),
});
export type GrantCouponBody = Static<typeof GrantCouponBodySchema>;

export const GrantCouponResultSchema = Type.Object({
  granted: Type.Integer({ description: '本次新发放的张数' }),
  /** Mobiles with no member, or past the template's limit or stock. */
  skipped: Type.Array(Type.Object({ mobile: Type.String(), reason: Type.String() })),
});
export type GrantCouponResult = Static<typeof GrantCouponResultSchema>;

/** A coupon at checkout: usable ones with what they take off, unusable ones with why. */
export const CheckoutCouponSchema = Type.Object({
  coupon: CouponSchema,
  discountFen: Type.Integer({ minimum: 0 }),
  discount: Type.String({ description: '优惠金额（元）' }),
  usable: Type.Boolean(),
  /** Unusable: 未达到优惠券使用门槛 / 该优惠券不可用于此商品 / 优惠券尚未生效. */
  reason: Type.String(),
});
export type CheckoutCoupon = Static<typeof CheckoutCouponSchema>;

export const CheckoutQuerySchema = Type.Object({
  goodsId: IdDescribed('商品'),
  /** Absent: the server picks the best usable coupon; 0: no coupon; else that coupon (validated). */
  couponId: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
  usePoints: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1：使用积分抵扣（可用的最多积分）' })),
});
export type CheckoutQuery = Static<typeof CheckoutQuerySchema>;

/** The price of one goods item for this member, as the server will charge it. */
export const CheckoutResultSchema = Type.Object({
  goodsId: Type.Integer(),
  title: Type.String(),
  priceFen: Type.Integer({ minimum: 0 }),
  price: Type.String(),
  /** Usable first (best first), then unusable. */
  coupons: Type.Array(CheckoutCouponSchema),
  /** The coupon applied (null: none). */
  couponId: Nullable(Type.Integer()),
  couponFen: Type.Integer({ minimum: 0 }),
  coupon: Type.String({ description: '优惠券优惠（元）' }),
  points: Type.Object({
    balance: Type.Integer({ minimum: 0 }),
    /** The most this order may use (whole hundreds, within the cap and the balance). */
    max: Type.Integer({ minimum: 0 }),
    /** Used now (usePoints=1: max; else 0). */
    used: Type.Integer({ minimum: 0 }),
    fen: Type.Integer({ minimum: 0 }),
    yuan: Type.String(),
    ruleText: Type.String(),
  }),
  amountFen: Type.Integer({ minimum: 0 }),
  amount: Type.String({ description: '应付金额（元）' }),
});
export type CheckoutResult = Static<typeof CheckoutResultSchema>;
