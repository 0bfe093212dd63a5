/** Typed calls of the member-centre content pages (paths in packages/contract, listed in the README). */
import {
  ENDPOINTS, TEXT, type ArticleDetail, type ArticleListCategory, type ArticleSummary, type Faq, type Favorite,
  type FavoriteTargetType, type Feedback, type Follow, type FollowTargetType, type LiveValidity, type MemberPush,
  type PageEndpoint, type Paged, type PageQuery,
} from '@caixue/contract';
import { http, upload, type UploadOptions } from '@/shared/request/request';
import { toast } from '@/shared/ui/toast';
import { isImagePath } from './model';

/** A page of a list: the table envelope's rows and total. */
export type Page<T> = Paged<T>;

type PageArgs = Required<PageQuery>;

/** List pages draw their own skeletons: no covering loading indicator. */
const QUIET = { noLoading: true } as const;

async function page<Q, T>(url: PageEndpoint<Q, T>, params: NoInfer<Q>): Promise<Page<T>> {
  const response = await http.page(url, params, QUIET);
  return { rows: response.rows ?? [], total: response.total ?? 0 };
}

export function fetchPushes({ pageNum, pageSize }: PageArgs): Promise<Page<MemberPush>> {
  return page(ENDPOINTS.member.pushList, { pageNum, pageSize });
}

export async function markPushReadOnServer(id: number): Promise<void> {
  await http.post(ENDPOINTS.member.pushRead(id), undefined, { noLoading: true, silent: true });
}

export async function fetchUnreadCount(): Promise<number> {
  const response = await http.get(ENDPOINTS.member.pushUnread, undefined, { noLoading: true, silent: true });
  return response.data?.count ?? 0;
}

/** The member's level and its validity; null when it cannot be read (the card then shows no level). */
export async function fetchValidity(): Promise<LiveValidity | null> {
  const response = await http.get(ENDPOINTS.member.liveValidity, undefined, { noLoading: true, silent: true });
  return response.data ?? null;
}

export async function fetchFaqs(): Promise<Faq[]> {
  const response = await http.get(ENDPOINTS.faq.list, undefined, QUIET);
  return response.data ?? [];
}

export function fetchFeedbacks({ pageNum, pageSize }: PageArgs): Promise<Page<Feedback>> {
  return page(ENDPOINTS.feedback.list, { pageNum, pageSize });
}

export async function fetchFeedback(id: number | string): Promise<Feedback> {
  const response = await http.get(ENDPOINTS.feedback.info(id), undefined, QUIET);
  if (!response.data) throw new Error('反馈不存在');
  return response.data;
}

export async function saveFeedback(content: string, image: string): Promise<number> {
  const response = await http.post(ENDPOINTS.feedback.save, image ? { content, image } : { content });
  return response.data?.id ?? 0;
}

/** Thrown (after its toast) when a chosen file is not an allowed picture. */
export class UnsupportedUploadError extends Error {
  constructor() {
    super(TEXT.unsupportedUpload);
    this.name = 'UnsupportedUploadError';
  }
}

/**
 * Uploads the feedback picture (field 'file') and resolves its url. A non-picture is refused first
 * with 不支持该文件上传！ On H5 the path is a blob: URL: pass the chosen file's own name as fileName.
 */
export async function uploadFeedbackImage(filePath: string, fileName?: string): Promise<string> {
  if (!isImagePath(fileName || filePath)) {
    toast(TEXT.unsupportedUpload);
    throw new UnsupportedUploadError();
  }
  const options: UploadOptions = { name: 'file', ...(fileName ? { fileName } : {}) };
  const response = await upload(ENDPOINTS.feedback.upload, filePath, options);
  const url = response.data?.url ?? (response as { url?: string }).url;
  if (!url) throw new Error('上传结果为空');
  return url;
}

export function fetchArticles(category: ArticleListCategory, { pageNum, pageSize }: PageArgs): Promise<Page<ArticleSummary>> {
  return page(ENDPOINTS.article.list(category), { pageNum, pageSize });
}

export async function fetchArticle(id: number | string): Promise<ArticleDetail> {
  const response = await http.get(ENDPOINTS.article.info(id), undefined, QUIET);
  if (!response.data) throw new Error('文章不存在');
  return response.data;
}

export function fetchFavorites(targetType: FavoriteTargetType, { pageNum, pageSize }: PageArgs): Promise<Page<Favorite>> {
  return page(ENDPOINTS.member.favorites, { targetType, pageNum, pageSize });
}

export function fetchFollows(targetType: FollowTargetType, { pageNum, pageSize }: PageArgs): Promise<Page<Follow>> {
  return page(ENDPOINTS.member.follows, { targetType, pageNum, pageSize });
}

/** Courses are followed through their own endpoint (the member one takes teachers and news categories). */
export async function setFollow(targetType: FollowTargetType, targetId: number, follow: boolean): Promise<boolean> {
  const response = targetType === 'course'
    ? await http.post(ENDPOINTS.course.follow, { courseId: targetId, follow })
    : await http.post(ENDPOINTS.member.follow, { targetType, targetId, follow });
  return response.data?.following ?? follow;
}
