/** Typed calls of the viewpoint screens (issue 17; chosen paths API.viewpoint). */
import { ENDPOINTS, type Paged, type Viewpoint, type ViewpointComment } from '@caixue/contract';
import { isLoggedIn } from '@/shared/session/auth';
import { http } from '@/shared/request/request';

/** The screens draw their own skeletons and footers: reads skip the spinner. */
const QUIET = { noLoading: true } as const;

export async function fetchViewpoints(query: { teacherId?: number; pageNum: number; pageSize: number }): Promise<Paged<Viewpoint>> {
  const response = await http.page(ENDPOINTS.viewpoint.list, query, QUIET);
  return { rows: response.rows ?? [], total: response.total ?? 0 };
}

export async function fetchViewpoint(id: number): Promise<Viewpoint> {
  const response = await http.get(ENDPOINTS.viewpoint.info(id), undefined, QUIET);
  if (!response.data) throw new Error('观点不存在或已下线');
  return response.data;
}

export async function fetchViewpointComments(id: number, page: { pageNum: number; pageSize: number }): Promise<Paged<ViewpointComment>> {
  const response = await http.page(ENDPOINTS.viewpoint.commentList(id), page, QUIET);
  return { rows: response.rows ?? [], total: response.total ?? 0 };
}

export async function postViewpointComment(viewpointId: number, content: string): Promise<ViewpointComment | null> {
  const response = await http.post(ENDPOINTS.viewpoint.comment, { viewpointId, content });
  return response.data ?? null;
}

/** One like per member; no spinner (a like is a tap, not a wait: SPEC §9). */
export async function likeViewpoint(viewpointId: number): Promise<{ liked: boolean; likes: number } | null> {
  const response = await http.post(ENDPOINTS.viewpoint.like, { viewpointId }, { noLoading: true });
  return response.data ?? null;
}

/** Counts a share; background work for a member, nothing for a visitor (the call needs a token). */
export async function recordViewpointShare(viewpointId: number, url: string): Promise<void> {
  if (!isLoggedIn()) return;
  try {
    await http.post(ENDPOINTS.viewpoint.share, { viewpointId, url: url.slice(0, 2000) }, { noLoading: true, silent: true });
  } catch {
    // A lost share count is not worth bothering the reader.
  }
}
