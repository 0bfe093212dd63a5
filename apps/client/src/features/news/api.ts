/** Typed calls of the news screens (SPEC §7 "News and comments"; paths in packages/contract). */
import {
  ENDPOINTS, TIMEOUT, type NewsCategory, type NewsComment, type NewsItem, type PageEndpoint, type PageQuery,
} from '@caixue/contract';
import { isLoggedIn } from '@/shared/session/auth';
import { http } from '@/shared/request/request';
import { feedParams, type FeedQuery, type Page } from './model';

/** The screens draw their own skeletons and footers: list and detail reads skip the spinner. */
const QUIET = { noLoading: true } as const;

type PageArgs = Required<PageQuery>;

async function page<Q, T>(url: PageEndpoint<Q, T>, params: NoInfer<Q>, timeout?: number): Promise<Page<T>> {
  const response = await http.page(url, params, timeout ? { ...QUIET, timeout } : QUIET);
  return { rows: response.rows ?? [], total: response.total ?? 0 };
}

/** Categories for the tabs (of a teacher or a goods item when given). */
export async function fetchCategories(query: { teacherId?: number; goodsId?: number } = {}): Promise<NewsCategory[]> {
  const response = await http.get(ENDPOINTS.news.categoryAll, query, QUIET);
  return response.data ?? [];
}

/**
 * One page of a feed: the items the caller may open plus locked teasers (allorvisible). A keyword
 * searches title and content (the server matches either; a locked item only by title and teaser).
 */
export function fetchFeedPage(query: FeedQuery & PageArgs): Promise<Page<NewsItem>> {
  const { pageNum, pageSize, ...rest } = query;
  return page(ENDPOINTS.news.list('allorvisible'), { ...feedParams(rest), pageNum, pageSize });
}

/** The 发现 list (list/find); it may take up to 30 s (SPEC §9). */
export function fetchFindPage({ pageNum, pageSize }: PageArgs): Promise<Page<NewsItem>> {
  return page(ENDPOINTS.news.list('find'), { pageNum, pageSize }, TIMEOUT.newsFind);
}

/** A category's rows by its code (e.g. finance for 财经要闻). */
export function fetchByCategoryCode(categoryCode: string, { pageNum, pageSize }: PageArgs): Promise<Page<NewsItem>> {
  return page(ENDPOINTS.news.byCategoryCode, { categoryCode, pageNum, pageSize });
}

export async function fetchNews(id: number | string): Promise<NewsItem> {
  const response = await http.get(ENDPOINTS.news.infoById(id), undefined, QUIET);
  if (!response.data) throw new Error('资讯不存在或已下架');
  return response.data;
}

/** Other items related to one (same category or teacher), a short list. */
export async function fetchRelated(id: number | string): Promise<NewsItem[]> {
  const response = await http.page(ENDPOINTS.news.relatedTo(id), { pageNum: 1, pageSize: 5 }, { ...QUIET, silent: true });
  const body = response as { data?: NewsItem[]; rows?: NewsItem[] };
  return (body.data ?? body.rows ?? []).filter((row) => row.id !== Number(id));
}

export function fetchComments(newsId: number | string, { pageNum, pageSize }: PageArgs): Promise<Page<NewsComment>> {
  return page(ENDPOINTS.news.commentList(newsId), { pageNum, pageSize });
}

export async function postComment(newsId: number, content: string): Promise<NewsComment | null> {
  const response = await http.post(ENDPOINTS.news.comment, { newsId, content });
  return response.data ?? null;
}

export interface Reaction {
  active: boolean;
  count?: number;
}

function reactionOf(data: unknown, activeKey: string, countKey: string, previous: boolean): Reaction {
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    const active = typeof record[activeKey] === 'boolean' ? (record[activeKey] as boolean) : !previous;
    const count = typeof record[countKey] === 'number' ? (record[countKey] as number) : undefined;
    return { active, count };
  }
  return { active: !previous };
}

/** Likes (one per member: a second like changes nothing). No spinner: a like is a tap, not a wait (SPEC §9). */
export async function toggleLike(newsId: number, liked: boolean): Promise<Reaction> {
  const response = await http.post(ENDPOINTS.news.like, { newsId }, { noLoading: true });
  return reactionOf(response.data, 'liked', 'likes', liked);
}

export async function toggleFavorite(newsId: number, favorited: boolean): Promise<Reaction> {
  const response = await http.post(ENDPOINTS.news.favorite, { newsId }, { noLoading: true });
  return reactionOf(response.data, 'favorited', 'favorites', favorited);
}

/** Follows or unfollows a teacher (the member-centre follow list shows it). */
export async function setTeacherFollow(teacherId: number, follow: boolean): Promise<boolean> {
  const response = await http.post(ENDPOINTS.member.follow, { targetType: 'teacher', targetId: teacherId, follow });
  return response.data?.following ?? follow;
}

/** Whether the member follows the teacher; false when it cannot be told. */
export async function fetchTeacherFollowed(teacherId: number): Promise<boolean> {
  try {
    const response = await http.get(ENDPOINTS.teacher.info(teacherId), undefined, { ...QUIET, silent: true });
    return Boolean(response.data?.followed);
  } catch {
    return false;
  }
}

/** Records the member's view: background work, no spinner and no toast (SPEC §9). Visitors are not counted (the call needs a token). */
export async function saveView(newsId: number): Promise<void> {
  if (!isLoggedIn()) return;
  try {
    await http.post(ENDPOINTS.news.viewSave, { newsId }, { noLoading: true, silent: true });
  } catch {
    // A lost view count is not worth bothering the reader.
  }
}
