/** Typed calls of levels and access (SPEC §7 Member). */
import { ENDPOINTS, type LiveValidity, type MemberAccessModule, type MemberLevelInfo } from '@caixue/contract';
import { http } from '@/shared/request/request';

/** Background calls: no loading cover, and the caller decides what a failure shows. */
const QUIET = { noLoading: true, silent: true } as const;

export async function fetchValidity(): Promise<LiveValidity | null> {
  const response = await http.get(ENDPOINTS.member.liveValidity, undefined, QUIET);
  return response.data ?? null;
}

export async function fetchLevelsForModules(moduleIds: readonly number[]): Promise<MemberLevelInfo[]> {
  if (moduleIds.length === 0) return [];
  const response = await http.get(ENDPOINTS.member.levelsByModules(moduleIds.join(',')), undefined, { noLoading: true });
  return response.data ?? [];
}

export async function fetchAccessModules(): Promise<MemberAccessModule[]> {
  const response = await http.get(ENDPOINTS.member.accessModules, undefined, QUIET);
  return response.data ?? [];
}
