/**
 * Orders, the service contract and payment (issue 13): rules, states and texts shared by the server
 * and the client (no TypeBox here; the shapes are in ./schemas/order and their types re-exported below).
 */

export const ORDER_RULES = {
  /** An unpaid order closes this many minutes after it was created. */
  closeMinutes: 15,
  /** A member may ask for a refund within this many days of paying. */
  refundDays: 7,
  /** The refund reason: at most this many characters. */
  refundReasonMax: 200,
} as const;

export const ORDER_STATES = ['UNPAID', 'PAID', 'FULFILLED', 'CANCELLED', 'CLOSED', 'REFUNDING', 'REFUNDED'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** The tabs of 我的订单: 全部 / 待支付 / 已支付 / 退款. */
export const ORDER_TABS = ['all', 'unpaid', 'paid', 'refund'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
export const ORDER_TAB_STATES: Readonly<Record<OrderTab, readonly OrderState[]>> = {
  all: ORDER_STATES,
  unpaid: ['UNPAID'],
  paid: ['PAID', 'FULFILLED'],
  refund: ['REFUNDING', 'REFUNDED'],
};

export const ORDER_REFUND_STATES = ['PROCESSING', 'SUCCESS', 'CLOSED', 'ABNORMAL'] as const;
export type OrderRefundState = (typeof ORDER_REFUND_STATES)[number];

/** How the member pays (integrations/payment channels): the client asks for the one that fits where it runs. */
export const PAY_CHANNELS = ['jsapi', 'miniprogram', 'h5', 'native', 'alipay-wap', 'dev'] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];

export const ORDER_TEXT = {
  title: '我的订单',
  tabs: { all: '全部', unpaid: '待支付', paid: '已支付', refund: '退款' } satisfies Record<OrderTab, string>,
  states: {
    UNPAID: '待支付',
    PAID: '已支付',
    FULFILLED: '已支付',
    CANCELLED: '已取消',
    CLOSED: '已关闭',
    REFUNDING: '退款中',
    REFUNDED: '已退款',
  } satisfies Record<OrderState, string>,
  refundStates: { PROCESSING: '退款处理中', SUCCESS: '已退款', CLOSED: '退款关闭', ABNORMAL: '退款异常，处理中' } satisfies Record<OrderRefundState, string>,
  orderNotFound: '订单不存在',
  stateChanged: '订单状态已变化，请刷新后重试',
  contractRequired: '请先阅读并同意服务协议',
  contractOutdated: '服务协议已更新，请重新阅读并同意',
  trialUsed: '您已领取过该体验产品',
  payUnavailable: '支付服务暂时不可用，请稍后重试',
  channelUnsupported: '当前环境不支持该支付方式',
  alipayInWechat: '微信内无法使用支付宝，请在浏览器中打开',
  refundNotAllowed: '该订单不可申请退款',
  refundExpired: `已超过退款期限（支付后 ${ORDER_RULES.refundDays} 天内可申请）`,
  refundInProgress: '退款处理中，请勿重复申请',
  refundFailed: '退款未成功，请联系客服',
  idempotencyKeyInvalid: '请求编号格式不正确',
  orderNoInvalid: '订单号格式不正确',
  reasonInvalid: `退款原因请填写 1-${ORDER_RULES.refundReasonMax} 个字`,
} as const;

/** Order numbers: capital letters and digits, unique and not guessable (the server makes them). */
export const ORDER_NO_PATTERN = '^[0-9A-Z]{16,32}$';
/** The client's idempotency key of one purchase (a double tap or a retry makes one order). */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_-]{16,64}$';

export type {
  ClientPayment,
  CreateOrderBody,
  Order,
  OrderContract,
  OrderDetail,
  OrderRefund,
  PayChannels,
  PayOrderResult,
} from './schemas/order';
