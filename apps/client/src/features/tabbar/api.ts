import { ENDPOINTS, FOOTER_CATEGORY_CODE, type FooterNavItem } from '@caixue/contract';
import { ENV } from '@/shared/platform/env';
import { getLinkTypeCode } from '@/shared/platform/platform';
import { http } from '@/shared/request/request';

/** The footer tabs for this app version and platform (SPEC §7 "Footer navigation list"). */
export async function fetchFooterNav(): Promise<FooterNavItem[]> {
  const response = await http.get(
    ENDPOINTS.nav.footerList,
    { categoryCode: FOOTER_CATEGORY_CODE, versionSn: ENV.version, linkTypeCode: getLinkTypeCode() },
    // Background call: the bar already shows cached or bundled tabs, so no spinner and no toasts.
    { noToken: true, noLoading: true, silent: true },
  );
  return Array.isArray(response.data) ? response.data : [];
}
