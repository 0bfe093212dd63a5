/** Typed calls of invoices (paths in packages/contract API.invoice) and the order they are for. */
import { ENDPOINTS, type ApplyInvoiceBody, type Invoice, type OrderDetail } from '@caixue/contract';
import { http } from '@/shared/request/request';

const QUIET = { noLoading: true } as const;

export async function fetchInvoice(orderNo: string, silent = false): Promise<Invoice | null> {
  const response = await http.get(ENDPOINTS.invoice.info(orderNo), undefined, { ...QUIET, silent });
  return response.data ?? null;
}

/** The order being invoiced (its title, amount and state). */
export async function fetchInvoiceOrder(orderNo: string): Promise<OrderDetail> {
  const response = await http.get(ENDPOINTS.order.info(orderNo), {}, QUIET);
  if (!response.data) throw new Error('订单不存在');
  return response.data;
}

export async function applyInvoice(body: ApplyInvoiceBody): Promise<Invoice> {
  const response = await http.post(ENDPOINTS.invoice.apply, body);
  if (!response.data) throw new Error('申请失败');
  return response.data;
}

export async function retryInvoice(orderNo: string): Promise<Invoice> {
  const response = await http.post(ENDPOINTS.invoice.retry, { orderNo });
  if (!response.data) throw new Error('重试失败');
  return response.data;
}
