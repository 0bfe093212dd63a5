/**
 * The appropriateness gate of ordering (issue 16): the server refuses an order with code 428 and the
 * verdict (RiskCheck) when the member's 风险测评 is missing, expired or below the goods' level. The
 * page passes `confirmRisk` (the warning of features/survey); a confirmation retries the same order
 * (same idempotency key) with riskConfirmed, anything else leaves it unordered.
 */
import { CODE, type CreateOrderBody, type OrderDetail, type RiskCheck } from '@caixue/contract';
import { RequestError } from '@/shared/request/request';
import { createOrder } from './api';

export type ConfirmRisk = (check: RiskCheck) => Promise<boolean>;

export function riskCheckOf(error: unknown): RiskCheck | null {
  if (!(error instanceof RequestError) || error.code !== CODE.riskAssessment) return null;
  const data = (error.response as { data?: Partial<RiskCheck> } | undefined)?.data;
  return data && typeof data.verdict === 'string' ? (data as RiskCheck) : null;
}

/** The order, or null when the member did not confirm the warning (去测评, 暂不购买, or a refusal). */
export async function createOrderChecked(body: CreateOrderBody, confirmRisk?: ConfirmRisk): Promise<OrderDetail | null> {
  try {
    return await createOrder(body);
  } catch (error) {
    const check = riskCheckOf(error);
    if (!check || !confirmRisk) throw error;
    if (!(await confirmRisk(check)) || !check.confirmable) return null;
    return createOrder({ ...body, riskConfirmed: true });
  }
}
