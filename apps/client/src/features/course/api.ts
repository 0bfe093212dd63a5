/** Typed calls of the course screens (SPEC §7 Courses; paths in packages/contract API.course). */
import {
  ENDPOINTS,
  type Course, type CourseCategory, type CourseChapter, type CourseComment, type CourseInfo, type CourseSectionInfo,
  type CourseTabInfo, type PageEndpoint, type Paged, type PageQuery,
} from '@caixue/contract';
import { getMemberId } from '@/shared/session/auth';
import { http } from '@/shared/request/request';
import { getItem } from '@/shared/platform/storage';

/** The screens draw their own skeletons: no covering loading indicator. */
const QUIET = { noLoading: true } as const;

/** A page of a list: the table envelope's rows and total. */
export type Page<T> = Paged<T>;

export type PageArgs = Required<PageQuery>;

export interface CourseQuery {
  /** 0 or absent: every category. */
  categoryId?: number;
  teacherId?: number;
  kind?: Course['kind'];
}

function queryOf(query: CourseQuery & PageArgs): Record<string, string | number> {
  const params: Record<string, string | number> = { pageNum: query.pageNum, pageSize: query.pageSize };
  if (query.categoryId) params.categoryId = query.categoryId;
  if (query.teacherId) params.teacherId = query.teacherId;
  if (query.kind) params.kind = query.kind;
  return params;
}

/** A paged answer: {rows,total}; a bare data array is taken as one complete page. */
async function page<Q, T>(url: PageEndpoint<Q, T>, params: NoInfer<Q>): Promise<Page<T>> {
  const response = await http.page(url, params, QUIET);
  const data = (response as { data?: unknown }).data;
  const rows = response.rows ?? (Array.isArray(data) ? (data as T[]) : []);
  return { rows, total: response.total ?? rows.length };
}

export async function fetchCategories(): Promise<CourseCategory[]> {
  const response = await http.get(ENDPOINTS.course.categoryList, undefined, QUIET);
  return response.data ?? [];
}

export function fetchCourses(query: CourseQuery & PageArgs): Promise<Page<Course>> {
  return page(ENDPOINTS.course.list, queryOf(query));
}

/** Courses the member holds (gated courses whose module the member has). */
export function fetchAuthorizedCourses(args: PageArgs): Promise<Page<Course>> {
  return page(ENDPOINTS.course.listAuthorized, { pageNum: args.pageNum, pageSize: args.pageSize });
}

/** The member's learning record: courses watched, latest first. */
export function fetchMyCourses(args: PageArgs): Promise<Page<Course>> {
  return page(ENDPOINTS.course.my, { pageNum: args.pageNum, pageSize: args.pageSize });
}

export async function fetchCourse(id: number): Promise<CourseInfo> {
  const response = await http.get(ENDPOINTS.course.info(id), undefined, QUIET);
  if (!response.data) throw new Error('课程不存在或已下架');
  return response.data;
}

export async function fetchChapters(courseId: number): Promise<CourseChapter[]> {
  const response = await http.get(ENDPOINTS.course.sectionsV3, { courseId }, QUIET);
  return response.data ?? [];
}

export async function fetchSection(id: number): Promise<CourseSectionInfo> {
  const response = await http.get(ENDPOINTS.course.sectionInfo(id), undefined, QUIET);
  if (!response.data) throw new Error('该小节不存在或已下架');
  return response.data;
}

/**
 * The view endpoint of a section: counts the view and answers the section. A section the member
 * may not open answers 206, and the request layer then opens the no-permission page.
 */
export async function viewSection(id: number, { silent = true }: { silent?: boolean } = {}): Promise<CourseSectionInfo | null> {
  const response = await http.get(ENDPOINTS.course.sectionView(id), undefined, { ...QUIET, silent });
  return response.data ?? null;
}

/** Records what the member watched (learning record); background work without a spinner or toast. */
export async function saveView(courseId: number, sectionId: number): Promise<void> {
  await http.post(ENDPOINTS.course.viewSave, { courseId, sectionId }, { noLoading: true, silent: true });
}

export interface LikeState {
  liked: boolean;
  likes?: number;
}

export async function likeCourse(courseId: number): Promise<LikeState> {
  const response = await http.post(ENDPOINTS.course.like, { courseId });
  return response.data ?? { liked: true };
}

export async function followCourse(courseId: number, follow: boolean): Promise<boolean> {
  const response = await http.post(ENDPOINTS.course.follow, { courseId, follow });
  return response.data?.following ?? follow;
}

export function fetchComments(courseId: number, args: PageArgs): Promise<Page<CourseComment>> {
  return page(ENDPOINTS.course.commentList(courseId), { pageNum: args.pageNum, pageSize: args.pageSize });
}

export async function postComment(courseId: number, content: string): Promise<CourseComment | null> {
  const response = await http.post(ENDPOINTS.course.comment, { courseId, content });
  return response.data ?? null;
}

/** Tells the server the course was shared (share payload of SPEC §3). Background, never blocks the share. */
export async function recordShare(courseId: number, url: string): Promise<void> {
  const memberId = getMemberId();
  await http.post(ENDPOINTS.course.share, {
    courseId,
    crmUserId: getItem('crmUserId') ?? '',
    parentMemberId: memberId ? String(memberId) : (getItem('parentMemberId') ?? ''),
    url,
  }, { noLoading: true, silent: true });
}

export async function fetchTabInfo(): Promise<CourseTabInfo> {
  const response = await http.get(ENDPOINTS.course.tabInfo, undefined, QUIET);
  if (!response.data) throw new Error('课程频道加载失败');
  return response.data;
}
