/** Typed calls of 我的积分 (paths in packages/contract API.integral). */
import { ENDPOINTS, type PointsEntry, type PointsInfo, type PointsSignResult } from '@caixue/contract';
import { http } from '@/shared/request/request';

/** The page draws its own loading states: no covering indicator. */
const QUIET = { noLoading: true } as const;

export async function fetchPointsInfo(): Promise<PointsInfo> {
  const response = await http.get(ENDPOINTS.integral.info, undefined, QUIET);
  if (!response.data) throw new Error('积分加载失败');
  return response.data;
}

export async function fetchPointsPage(month: string, pageNum: number, pageSize: number): Promise<{ rows: PointsEntry[]; total: number }> {
  const response = await http.page(ENDPOINTS.integral.list, { month, pageNum, pageSize }, QUIET);
  return { rows: response.rows ?? [], total: response.total ?? 0 };
}

/** Today's sign-in; a refusal (already signed) is toasted by the request layer and rejects. */
export async function signIn(): Promise<PointsSignResult> {
  const response = await http.post(ENDPOINTS.integral.sign);
  if (!response.data) throw new Error('签到失败');
  return response.data;
}
