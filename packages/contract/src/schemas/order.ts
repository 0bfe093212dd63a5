import { Type, type Static } from '@sinclair/typebox';
import { IdDescribed, literalUnion, Nullable, PageQuerySchema } from './common';
import { CycleUnitSchema } from './course';
import {
  IDEMPOTENCY_KEY_PATTERN,
  ORDER_NO_PATTERN,
  ORDER_REFUND_STATES,
  ORDER_RULES,
  ORDER_STATES,
  ORDER_TABS,
  ORDER_TEXT,
  PAY_CHANNELS,
} from '../order';

/**
 * Orders, the service contract and payment (issue 13 "Orders", "Payment"; SPEC §2 goods/order,
 * mine/order, webView/payment). The server prices every order from the goods' current price; the
 * client sends a goods id, quantity 1 and an idempotency key, never an amount. Amounts are whole
 * fen (`*Fen`) with the yuan text beside them for display.
 */

export const OrderStateSchema = literalUnion(
  ORDER_STATES,
  { description: 'UNPAID 待支付，PAID 已支付（开通中），FULFILLED 已支付（已开通），CANCELLED 已取消，CLOSED 已关闭（超时未支付），REFUNDING 退款中，REFUNDED 已退款' },
);

export const OrderRefundStateSchema = literalUnion(
  ORDER_REFUND_STATES,
  { description: 'PROCESSING 处理中，SUCCESS 已退款，CLOSED 退款关闭（未退），ABNORMAL 退款异常（处理中，非最终）' },
);

export const PayChannelSchema = literalUnion(
  PAY_CHANNELS,
  { description: 'jsapi 微信内网页，miniprogram 小程序，h5 手机浏览器微信支付，native 电脑扫码，alipay-wap 支付宝（微信内不可用），dev 本地收银台' },
);

export const OrderNoSchema = Type.String({ pattern: ORDER_NO_PATTERN, description: '订单号', examples: ['CX20261124093015K7Q2M9XA4PZD'], 'x-message': ORDER_TEXT.orderNoInvalid });

export const OrderSchema = Type.Object({
  orderNo: OrderNoSchema,
  goodsId: Type.Integer(),
  title: Type.String({ description: '下单时的商品名称' }),
  pic: Type.String(),
  levelName: Type.String(),
  state: OrderStateSchema,
  stateText: Type.String(),
  priceFen: Type.Integer({ minimum: 0, description: '原价（分）' }),
  amountFen: Type.Integer({ minimum: 0, description: '应付 / 实付（分）' }),
  amount: Type.String({ description: '实付金额（元），如 "1980" 或 "19.9"' }),
  /** The coupon's discount (fen) and its name ('' without). */
  couponFen: Type.Integer({ minimum: 0 }),
  couponName: Type.String(),
  /** Points used at checkout and what they took off (fen). */
  pointsUsed: Type.Integer({ minimum: 0 }),
  pointsFen: Type.Integer({ minimum: 0 }),
  cycle: Type.Integer(),
  cycleUnit: CycleUnitSchema,
  grantDays: Type.Integer({ description: '开通天数' }),
  createdAt: Type.String({ format: 'date-time' }),
  /** UNPAID: when it closes (the countdown of 去支付). */
  closeAt: Type.String({ format: 'date-time' }),
  paidAt: Nullable(Type.String({ format: 'date-time' })),
  /** The last refund request failed at the provider: the order is back to FULFILLED. */
  refundFailed: Type.Boolean(),
});
export type Order = Static<typeof OrderSchema>;

export const OrderRefundSchema = Type.Object({
  refundNo: Type.String(),
  amountFen: Type.Integer(),
  amount: Type.String(),
  reason: Type.String(),
  state: OrderRefundStateSchema,
  stateText: Type.String(),
  /** True for the automatic refund of a payment that arrived after the order was closed or cancelled. */
  automatic: Type.Boolean(),
  requestedAt: Type.String({ format: 'date-time' }),
  finishedAt: Nullable(Type.String({ format: 'date-time' })),
});
export type OrderRefund = Static<typeof OrderRefundSchema>;

export const OrderDetailSchema = Type.Object({
  ...OrderSchema.properties,
  channel: Nullable(PayChannelSchema),
  transactionId: Type.String({ description: '支付平台交易号（未支付为空）' }),
  /** The validity this order granted (FULFILLED, or REFUNDED with what was left taken back). */
  grantedFrom: Nullable(Type.String({ format: 'date-time' })),
  grantedUntil: Nullable(Type.String({ format: 'date-time' })),
  contract: Nullable(Type.Object({ version: Type.String(), agreedAt: Type.String({ format: 'date-time' }) })),
  refunds: Type.Array(OrderRefundSchema),
  /** Until when a refund may be asked (paidAt + ORDER_RULES.refundDays), else null. */
  refundDeadline: Nullable(Type.String({ format: 'date-time' })),
  actions: Type.Object({ pay: Type.Boolean(), cancel: Type.Boolean(), refund: Type.Boolean() }),
  /**
   * The appropriateness confirmation recorded with the order (issue 16): the member bought without a
   * valid assessment or above their level and confirmed the warning; null when the goods fitted.
   */
  riskConfirmation: Nullable(
    Type.Object({
      verdict: Type.String({ description: 'missing 未测评，expired 测评已过期，mismatch 商品风险高于会员等级' }),
      memberRiskLevel: Nullable(Type.String({ description: 'C1-C5，未测评为 null' })),
      /** 'C2（稳健型）', 'C2（稳健型，已过期）' or '未测评'. */
      memberRiskText: Type.String(),
      goodsRiskLevel: Type.String({ description: 'R1-R5' }),
      /** 'R4（中高风险）'. */
      goodsRiskText: Type.String(),
      /** The statement the member confirmed. */
      confirmText: Type.String(),
      confirmedAt: Type.String({ format: 'date-time' }),
    }),
  ),
  /** The server's clock, for the countdown. */
  serverNow: Type.String({ format: 'date-time' }),
});
export type OrderDetail = Static<typeof OrderDetailSchema>;

/** The service contract of one goods for this member (SPEC environments: contract address). */
export const OrderContractSchema = Type.Object({
  version: Type.String({ description: '协议版本，下单时原样带回' }),
  title: Type.String(),
  /** Sanitized HTML with the member's name, the goods, price and period filled in. */
  content: Type.String(),
  memberName: Type.String(),
  goodsId: Type.Integer(),
  goodsTitle: Type.String(),
  priceFen: Type.Integer(),
  price: Type.String(),
  /** '1年', '30天'. */
  periodText: Type.String(),
  /** For an existing order: when its member agreed, else null. */
  agreedAt: Nullable(Type.String({ format: 'date-time' })),
});
export type OrderContract = Static<typeof OrderContractSchema>;

export const OrderContractQuerySchema = Type.Object({
  goodsId: Type.Optional(IdDescribed('下单前：该商品的服务协议')),
  orderNo: Type.Optional(OrderNoSchema),
});

export const CreateOrderBodySchema = Type.Object({
  goodsId: IdDescribed('商品'),
  quantity: Type.Optional(Type.Literal(1, { description: '数量，只能为 1' })),
  idempotencyKey: Type.String({
    pattern: IDEMPOTENCY_KEY_PATTERN,
    description: '客户端为这次购买生成的随机编号：重复提交（双击、重试）只生成一个订单',
    'x-message': ORDER_TEXT.idempotencyKeyInvalid,
  }),
  /** The contract version the member read and agreed to (OrderContract.version). */
  contractVersion: Type.String({ minLength: 1, maxLength: 32, 'x-message': ORDER_TEXT.contractRequired }),
  /** The member's coupon to apply (absent or 0: none); the server validates it and locks it to the order. */
  couponId: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
  /** Use points (the most the rule allows, as the checkout showed). */
  usePoints: Type.Optional(Type.Boolean()),
  /** The amount the member saw (CheckoutResult.amountFen): when the server's differs, the order is refused (COUPON_TEXT.priceChanged). */
  expectedAmountFen: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
  /**
   * The member confirmed the appropriateness warning (风险测评 missing or expired, or the goods above
   * their level): the order goes through and the confirmation is recorded with it. Never enough for
   * a C1 member and goods above R1 (SURVEY_TEXT.c1Refusal).
   */
  riskConfirmed: Type.Optional(Type.Boolean()),
});
export type CreateOrderBody = Static<typeof CreateOrderBodySchema>;

export const OrderListQuerySchema = Type.Object({
  ...PageQuerySchema.properties,
  tab: Type.Optional(literalUnion(ORDER_TABS, { default: 'all' })),
});

export const OrderNoParamsSchema = Type.Object({ orderNo: OrderNoSchema });
export const OrderInfoQuerySchema = Type.Object({
  sync: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1：未支付时先向支付平台查询（支付返回页）' })),
});

export const OrderNoBodySchema = Type.Object({ orderNo: OrderNoSchema });

export const PayOrderBodySchema = Type.Object({ orderNo: OrderNoSchema, channel: PayChannelSchema });

/** What the client needs to start paying (integrations/payment ClientPayment). */
export const ClientPaymentSchema = Type.Union([
  Type.Object({
    channel: Type.Union([Type.Literal('jsapi'), Type.Literal('miniprogram')]),
    params: Type.Object({
      appId: Type.String(),
      timeStamp: Type.String(),
      nonceStr: Type.String(),
      package: Type.String(),
      signType: Type.Literal('RSA'),
      paySign: Type.String(),
    }),
  }),
  Type.Object({ channel: Type.Literal('h5'), url: Type.String() }),
  Type.Object({ channel: Type.Literal('native'), codeUrl: Type.String() }),
  Type.Object({ channel: Type.Literal('alipay-wap'), url: Type.String() }),
  Type.Object({ channel: Type.Literal('dev'), orderNo: Type.String(), amountFen: Type.Integer(), description: Type.String() }),
]);
export type ClientPayment = Static<typeof ClientPaymentSchema>;

export const PayOrderResultSchema = Type.Object({ orderNo: Type.String(), payment: ClientPaymentSchema });
export type PayOrderResult = Static<typeof PayOrderResultSchema>;

export const PayChannelsSchema = Type.Object({ channels: Type.Array(PayChannelSchema) });
export type PayChannels = Static<typeof PayChannelsSchema>;

export const RefundOrderBodySchema = Type.Object({
  orderNo: OrderNoSchema,
  reason: Type.String({ minLength: 1, maxLength: ORDER_RULES.refundReasonMax, 'x-message': ORDER_TEXT.reasonInvalid }),
});
