/** Typed calls of the applet's template messages (issue 17; chosen paths in the README). */
import { ENDPOINTS, type TemplateMessage, type TemplateRoom } from '@caixue/contract';
import { http } from '@/shared/request/request';
import type { FetchPage } from '@/shared/request/pagedList';

/** 'all': every word room (token; locked cards as teasers); 'authorized': what the caller may open (public). */
export type TemplateScope = 'all' | 'authorized';

export interface TemplateQuery {
  scope: TemplateScope;
  /** 0: every room. */
  liveId: number;
  /** 0: every kind. */
  tplId: number;
}

// The page draws its own skeleton and list footer.
const QUIET = { noLoading: true } as const;

export const fetchTemplatePage: FetchPage<TemplateMessage, TemplateQuery> = async ({ scope, liveId, tplId, pageNum, pageSize }) => {
  const endpoint = scope === 'all' ? ENDPOINTS.applets.templates : ENDPOINTS.applets.templatesAuthorized;
  const response = await http.page(endpoint, {
    ...(liveId > 0 ? { liveId } : {}),
    ...(tplId > 0 ? { tplId } : {}),
    pageNum,
    pageSize,
  }, QUIET);
  return { rows: response.rows ?? [], total: response.total ?? 0 };
};

export async function fetchTemplateRooms(scope: TemplateScope): Promise<TemplateRoom[]> {
  const response = await http.get(ENDPOINTS.applets.templateRooms, scope === 'authorized' ? { authorized: 1 } : {}, QUIET);
  return response.data ?? [];
}
