import { ENDPOINTS } from '@caixue/contract';
import { http } from '@/shared/request/request';

let cached: Promise<string[]> | null = null;

/**
 * GET /api/common/webview/allowlist (no token): what the web view may open (WEBVIEW_ALLOWLIST on the
 * server; the client is not built with it, so changing it needs no new client). Asked once per
 * session; a failed ask is asked again next time.
 */
export function fetchWebViewAllowlist(): Promise<string[]> {
  cached ??= http.get(ENDPOINTS.webview.allowlist, {}, { noToken: true, noLoading: true, silent: true }).then(
    (answer) => answer.data?.entries ?? [],
    (error: unknown) => {
      cached = null;
      throw error;
    },
  );
  return cached;
}
