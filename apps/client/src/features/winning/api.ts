/** Typed calls of the prize wheel (paths in packages/contract API.winning). */
import { ENDPOINTS, type DrawResult, type RecentWinner, type WheelActivity, type WheelActivitySummary, type WinningAddressBody, type WinningRecord } from '@caixue/contract';
import { http } from '@/shared/request/request';

/** The pages draw their own loading states: no covering indicator. */
const QUIET = { noLoading: true } as const;

export async function fetchActivities(): Promise<WheelActivitySummary[]> {
  return (await http.get(ENDPOINTS.winning.activities, undefined, QUIET)).data ?? [];
}

export async function fetchActivity(id: number): Promise<WheelActivity> {
  const response = await http.get(ENDPOINTS.winning.activity(id), undefined, QUIET);
  if (!response.data) throw new Error('活动加载失败');
  return response.data;
}

/** One draw. A refusal (the daily limit, the window, the level) is toasted by the request layer and rejects. */
export async function drawOnce(activityId: number, requestId: string): Promise<DrawResult> {
  const response = await http.post(ENDPOINTS.winning.draw, { activityId, requestId }, QUIET);
  if (!response.data) throw new Error('抽奖失败');
  return response.data;
}

export async function fetchMyWins(pageNum: number, pageSize: number, activityId?: number): Promise<{ rows: WinningRecord[]; total: number }> {
  const response = await http.page(ENDPOINTS.winning.mine, { pageNum, pageSize, activityId }, QUIET);
  return { rows: response.rows ?? [], total: response.total ?? 0 };
}

export async function fetchRecentWinners(activityId?: number): Promise<RecentWinner[]> {
  return (await http.get(ENDPOINTS.winning.recent, activityId ? { activityId } : {}, QUIET)).data ?? [];
}

export async function fetchRecord(id: number): Promise<WinningRecord> {
  const response = await http.get(ENDPOINTS.winning.record(id), undefined, QUIET);
  if (!response.data) throw new Error('记录加载失败');
  return response.data;
}

export async function saveAddress(body: WinningAddressBody): Promise<WinningRecord> {
  const response = await http.post(ENDPOINTS.winning.address, body);
  if (!response.data) throw new Error('地址提交失败');
  return response.data;
}
