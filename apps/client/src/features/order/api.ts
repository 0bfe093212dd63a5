/** Typed calls of orders, the service contract and payment (paths in packages/contract API.order / API.payment). */
import {
  ENDPOINTS, type CheckoutQuery, type CheckoutResult, type CreateOrderBody, type Order, type OrderContract, type OrderDetail, type OrderTab, type PayChannel, type PayOrderResult,
} from '@caixue/contract';
import { http } from '@/shared/request/request';

/** Pages draw their own loading states: no covering indicator. */
const QUIET = { noLoading: true } as const;

export async function fetchContract(query: { goodsId?: number; orderNo?: string }): Promise<OrderContract> {
  const response = await http.get(ENDPOINTS.order.contract, query, QUIET);
  if (!response.data) throw new Error('服务协议加载失败');
  return response.data;
}

/**
 * The price the server will charge for a goods item with this coupon (absent: it picks the best
 * usable one; 0: none) and points choice. Silent: the checkout card shows what went wrong.
 */
export async function fetchCheckout(query: CheckoutQuery): Promise<CheckoutResult> {
  const response = await http.get(ENDPOINTS.order.checkout, query, { ...QUIET, silent: true });
  if (!response.data) throw new Error('价格计算失败，请稍后再试');
  return response.data;
}

/** The order (the server prices it); the same idempotency key again answers the same order. */
export async function createOrder(body: CreateOrderBody): Promise<OrderDetail> {
  const response = await http.post(ENDPOINTS.order.create, body, { silent: true });
  if (!response.data) throw new Error('下单失败');
  return response.data;
}

export async function fetchOrders(tab: OrderTab, pageNum: number, pageSize: number): Promise<{ rows: Order[]; total: number }> {
  const response = await http.page(ENDPOINTS.order.list, { tab, pageNum, pageSize }, QUIET);
  return { rows: response.rows ?? [], total: response.total ?? 0 };
}

/** One order; sync asks the provider first when it is still unpaid (return page, polling). */
export async function fetchOrder(orderNo: string, sync = false, silent = false): Promise<OrderDetail> {
  const response = await http.get(ENDPOINTS.order.info(orderNo), sync ? { sync: 1 } : {}, { ...QUIET, silent });
  if (!response.data) throw new Error('订单不存在');
  return response.data;
}

export async function fetchPayChannels(): Promise<PayChannel[]> {
  const response = await http.get(ENDPOINTS.order.channels, undefined, { ...QUIET, silent: true });
  return response.data?.channels ?? [];
}

export async function requestPayment(orderNo: string, channel: PayChannel): Promise<PayOrderResult> {
  const response = await http.post(ENDPOINTS.order.pay, { orderNo, channel }, { silent: true });
  if (!response.data) throw new Error('支付发起失败');
  return response.data;
}

export async function cancelOrder(orderNo: string): Promise<OrderDetail> {
  const response = await http.post(ENDPOINTS.order.cancel, { orderNo });
  if (!response.data) throw new Error('取消失败');
  return response.data;
}

export async function refundOrder(orderNo: string, reason: string): Promise<OrderDetail> {
  const response = await http.post(ENDPOINTS.order.refund, { orderNo, reason });
  if (!response.data) throw new Error('退款申请失败');
  return response.data;
}

/** The development cashier's 确认支付. */
export async function devPay(orderNo: string): Promise<OrderDetail> {
  const response = await http.post(ENDPOINTS.payment.devPay, { orderNo });
  if (!response.data) throw new Error('支付失败');
  return response.data;
}
