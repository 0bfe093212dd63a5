/** Typed calls of 我的作业 and 作业批改 (paths in packages/contract API.homework). */
import {
  ENDPOINTS,
  TEXT,
  type HomeworkAnswerDetail,
  type HomeworkAnswerRow,
  type HomeworkAnswerTab,
  type HomeworkCounts,
  type HomeworkDetail,
  type HomeworkGradeBody,
  type HomeworkSaveBody,
  type HomeworkState,
  type HomeworkSubmitBody,
  type MemberHomework,
  type TeacherCourse,
  type TeacherHomework,
} from '@caixue/contract';
import { http, upload } from '@/shared/request/request';
import { toast } from '@/shared/ui/toast';
import { isPicturePath } from './model';

/** The screens draw their own loading states: no covering indicator. */
const QUIET = { noLoading: true } as const;

export interface Page<T> {
  rows: T[];
  total: number;
}

export async function fetchHomeworkPage(tab: HomeworkState, courseId: number | undefined, pageNum: number, pageSize: number): Promise<Page<MemberHomework>> {
  const response = await http.page(ENDPOINTS.homework.list, { tab, pageNum, pageSize, ...(courseId ? { courseId } : {}) }, QUIET);
  return { rows: response.rows ?? [], total: response.total ?? 0 };
}

export async function fetchHomeworkCounts(courseId?: number): Promise<HomeworkCounts> {
  const response = await http.get(ENDPOINTS.homework.counts, courseId ? { courseId } : {}, { ...QUIET, silent: true });
  if (!response.data) throw new Error('作业数量加载失败');
  return response.data;
}

export async function fetchHomework(id: number): Promise<HomeworkDetail> {
  const response = await http.get(ENDPOINTS.homework.info(id), undefined, QUIET);
  if (!response.data) throw new Error('作业加载失败');
  return response.data;
}

/** Submits the answers; a refusal (第 n 题未作答, 作业已截止…) is toasted by the request layer and rejects. */
export async function submitHomework(body: HomeworkSubmitBody): Promise<HomeworkDetail> {
  const response = await http.post(ENDPOINTS.homework.submit, body);
  if (!response.data) throw new Error('提交失败');
  return response.data;
}

export async function fetchAnswer(id: number): Promise<HomeworkAnswerDetail> {
  const response = await http.get(ENDPOINTS.homework.answerInfo(id), undefined, QUIET);
  if (!response.data) throw new Error('作业答案加载失败');
  return response.data;
}

export async function fetchAnswerPage(tab: HomeworkAnswerTab, pageNum: number, pageSize: number): Promise<Page<HomeworkAnswerRow>> {
  const response = await http.page(ENDPOINTS.homework.answerList, { tab, pageNum, pageSize }, QUIET);
  return { rows: response.rows ?? [], total: response.total ?? 0 };
}

export async function gradeAnswer(body: HomeworkGradeBody): Promise<HomeworkAnswerDetail> {
  const response = await http.post(ENDPOINTS.homework.grade, body);
  if (!response.data) throw new Error('批改失败');
  return response.data;
}

/** Thrown (after its toast) when a chosen file is not an allowed picture. */
export class UnsupportedPictureError extends Error {
  constructor() {
    super(TEXT.unsupportedUpload);
    this.name = 'UnsupportedPictureError';
  }
}

/**
 * Uploads an answer picture through the one checked upload (the chat picture upload, field 'file')
 * and resolves its url, reporting progress. The server takes only this member's uploads into an
 * answer. On H5 the chosen path is a blob: URL: pass the file's own name as fileName.
 */
export async function uploadHomeworkPicture(filePath: string, fileName: string | undefined, onProgress: (percent: number) => void): Promise<string> {
  if (!isPicturePath(fileName || filePath)) {
    toast(TEXT.unsupportedUpload);
    throw new UnsupportedPictureError();
  }
  const response = await upload(ENDPOINTS.live.upload, filePath, { name: 'file', noLoading: true, onProgress, ...(fileName ? { fileName } : {}) });
  const url = response.data?.url ?? (response as { url?: string }).url;
  if (!url) throw new Error('上传结果为空');
  return url;
}

// --- the teacher's homework (布置作业) --------------------------------------------------------------

export async function fetchTeacherCourses(): Promise<TeacherCourse[]> {
  const response = await http.get(ENDPOINTS.homework.teacherCourses, undefined, QUIET);
  return response.data ?? [];
}

export async function fetchTeacherHomeworkPage(pageNum: number, pageSize: number): Promise<Page<TeacherHomework>> {
  const response = await http.page(ENDPOINTS.homework.teacherList, { pageNum, pageSize }, QUIET);
  return { rows: response.rows ?? [], total: response.total ?? 0 };
}

/** Creates or changes a homework; a refusal (已有学员提交…) is toasted by the request layer and rejects. */
export async function saveHomework(body: HomeworkSaveBody): Promise<HomeworkDetail> {
  const response = await http.post(ENDPOINTS.homework.save, body);
  if (!response.data) throw new Error('保存失败');
  return response.data;
}

export async function removeHomework(id: number): Promise<void> {
  await http.post(ENDPOINTS.homework.remove, { id });
}
