import { ENDPOINTS } from '@caixue/contract';
import { http } from '@/shared/request/request';

/** GET /api/version/get/client/latest/info (no token): the newest client for this platform. */
export function fetchLatestVersion(sn: string, platform: string) {
  return http.get(ENDPOINTS.version.latestInfo, { sn, platform }, { noToken: true, noLoading: true, silent: true });
}
