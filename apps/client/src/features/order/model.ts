/**
 * Orders and payment on the client (issue 13): which channel fits where the app runs, the countdown
 * to an unpaid order's closing (on the server's clock), texts and tones. Pure functions only.
 */
import { ORDER_RULES, ORDER_TEXT, type Order, type OrderState, type PayChannel } from '@caixue/contract';

/** Where the client runs, for the payment channel. */
export type PayHost = 'weapp' | 'wechat' | 'desktop' | 'mobile';

/** A phone or tablet browser (H5 pay / Alipay wap) as opposed to a desktop one (a QR code to scan). */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|Windows Phone/i.test(userAgent);
}

/** The channels of this host that the server offers, in the order to offer them. */
const HOST_CHANNELS: Record<PayHost, readonly PayChannel[]> = {
  weapp: ['miniprogram'],
  wechat: ['jsapi'],
  desktop: ['native'],
  mobile: ['h5', 'alipay-wap'],
};

/**
 * The channels to offer: this host's that the server lists; none of them but the development
 * cashier listed -> the cashier. Empty: nothing can pay here (channelUnsupported).
 */
export function payChoices(host: PayHost, offered: readonly PayChannel[]): PayChannel[] {
  const fit = HOST_CHANNELS[host].filter((channel) => offered.includes(channel));
  if (fit.length > 0) return fit;
  return offered.includes('dev') ? ['dev'] : [];
}

export const CHANNEL_LABEL: Record<PayChannel, string> = {
  jsapi: '微信支付',
  miniprogram: '微信支付',
  h5: '微信支付',
  native: '微信扫码支付',
  'alipay-wap': '支付宝',
  dev: '本地收银台',
};

/**
 * Milliseconds until `closeAt` on the server's clock: `offsetMs` is server minus client time,
 * measured when an answer carrying serverNow arrived. Never negative.
 */
export function remainingMs(closeAt: string, nowMs: number, offsetMs = 0): number {
  const close = Date.parse(closeAt);
  if (Number.isNaN(close)) return 0;
  return Math.max(0, close - (nowMs + offsetMs));
}

/** Server minus client clock from an answer's serverNow, read when it arrived. */
export function clockOffset(serverNow: string | undefined, receivedAtMs: number): number {
  const server = serverNow ? Date.parse(serverNow) : Number.NaN;
  return Number.isNaN(server) ? 0 : server - receivedAtMs;
}

/** 14:05 -> '14:05'; over an hour '1:02:03'; rounds up so 0.2 s left still shows 00:01. */
export function countdownText(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** Whole fen as yuan text: 198000 -> '1980', 1990 -> '19.9', 5 -> '0.05' (no floats). */
export function fenText(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(fen));
  const yuan = Math.floor(abs / 100);
  const cents = abs % 100;
  if (cents === 0) return `${sign}${yuan}`;
  return `${sign}${yuan}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

export type StateTone = 'pending' | 'success' | 'closed' | 'refund';

export const STATE_TONE: Record<OrderState, StateTone> = {
  UNPAID: 'pending',
  PAID: 'success',
  FULFILLED: 'success',
  CANCELLED: 'closed',
  CLOSED: 'closed',
  REFUNDING: 'refund',
  REFUNDED: 'refund',
};

/** China time 'YYYY-MM-DD HH:mm' (the server's times are ISO instants). */
export function formatDateTime(iso: string | null | undefined, withSeconds = false): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const china = new Date(time + 8 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const base = `${china.getUTCFullYear()}-${pad(china.getUTCMonth() + 1)}-${pad(china.getUTCDate())} ${pad(china.getUTCHours())}:${pad(china.getUTCMinutes())}`;
  return withSeconds ? `${base}:${pad(china.getUTCSeconds())}` : base;
}

export function formatDate(iso: string | null | undefined): string {
  return formatDateTime(iso).slice(0, 10);
}

const UNIT_TEXT: Record<string, string> = { day: '天', month: '个月', year: '年' };

/** '1年', '30天'. */
export function periodOf(order: Pick<Order, 'cycle' | 'cycleUnit'>): string {
  return `${order.cycle}${UNIT_TEXT[order.cycleUnit] ?? ''}`;
}

/** 'YYYY-MM-DD 至 YYYY-MM-DD', or '' when nothing was granted. */
export function validityText(from: string | null | undefined, until: string | null | undefined): string {
  if (!from || !until) return '';
  return `${formatDate(from)} 至 ${formatDate(until)}`;
}

/** The refund reason: trimmed, 1-200 characters; the message when it is not. */
export function refundReasonError(reason: string): string | null {
  const length = [...reason.trim()].length;
  return length >= 1 && length <= ORDER_RULES.refundReasonMax ? null : ORDER_TEXT.reasonInvalid;
}

/** Texts of the order pages that the contract does not carry. */
export const ORDER_UI_TEXT = {
  contractTitle: '服务协议',
  agreeLabel: '我已阅读并同意《服务协议》',
  agreeAndPay: '同意并支付',
  agreeAndClaim: '同意并领取',
  agreedAt: (time: string) => `已于 ${time} 同意`,
  memberName: '会员姓名',
  goods: '服务产品',
  price: '服务费用',
  period: '服务期限',
  free: '免费',
  cashierTitle: '收银台',
  devNote: '开发环境模拟支付，不会产生真实扣款',
  payAmount: '支付金额',
  orderNo: '订单编号',
  goodsName: '商品名称',
  confirmPay: '确认支付',
  cancel: '取消',
  confirming: '正在确认支付结果…',
  confirmSlow: '支付结果确认中，请稍后在「我的订单」查看',
  paySuccess: '支付成功',
  claimSuccess: '领取成功',
  claimedAt: '领取时间',
  paySuccessHint: '服务已开通，可立即使用',
  validity: '有效期',
  back: '返回',
  viewOrder: '查看订单',
  payAgain: '重新支付',
  notPaid: '订单尚未支付',
  notPaidHint: '如已完成支付，请稍候刷新；订单可在「我的订单」中继续支付',
  orderClosed: '订单已关闭',
  chooseChannel: '选择支付方式',
  scanTitle: '微信扫码支付',
  scanHint: '请使用微信扫一扫完成支付',
  scanPaid: '我已完成支付',
  goPay: '去支付',
  cancelOrder: '取消订单',
  cancelConfirm: '确定取消该订单吗？取消后需重新下单',
  cancelled: '订单已取消',
  refund: '申请退款',
  refundTitle: '申请退款',
  refundReason: '退款原因',
  refundPlaceholder: '请填写退款原因（必填）',
  refundPolicy: `支付后 ${ORDER_RULES.refundDays} 天内可申请，全额退回`,
  refundSubmit: '提交申请',
  refundSent: '退款申请已提交',
  refunds: '退款记录',
  closesIn: '剩余支付时间',
  closeIn: (text: string) => `${text} 后关闭`,
  priceOriginal: '原价',
  pricePaid: '实付',
  priceDue: '应付',
  createdAt: '下单时间',
  paidAt: '支付时间',
  channel: '支付方式',
  transactionId: '交易流水号',
  contract: '服务协议',
  contractView: '查看',
  copy: '复制',
  copied: '已复制',
  listEmpty: {
    all: '还没有订单',
    unpaid: '没有待支付的订单',
    paid: '没有已支付的订单',
    refund: '没有退款订单',
  },
  listEmptyHint: '开通会员服务后，订单会显示在这里',
  loadFailed: '订单加载失败',
  loginHint: '登录后查看订单与支付结果',
  stateBanner: {
    UNPAID: '订单待支付，请尽快完成支付',
    PAID: '支付成功，服务开通中',
    FULFILLED: '支付成功，服务已开通',
    CANCELLED: '订单已取消',
    CLOSED: '订单超时未支付，已关闭',
    REFUNDING: '退款处理中，预计 1-3 个工作日到账',
    REFUNDED: '退款已完成，款项按原路退回',
  } satisfies Record<OrderState, string>,
} as const;
